"""The whole-game walk's short form in a real window (skipped without Xvfb and
xdotool; ``.ci/run`` runs the whole walk as a step of its own). Left out of the test
command's four minutes by its marker (25 s on 2 cores): ``python -m pytest -m walk``."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.scripts import load
from tests.support.tools import require_tool

ROOT = Path(__file__).resolve().parent.parent.parent
TOOLS = (("Xvfb", "xvfb"), ("xdotool", "xdotool"), ("import", "imagemagick"))


@pytest.mark.walk
def test_the_short_walk_goes_through_its_screens(tmp_path):
    for command, package in TOOLS:
        require_tool(command, package)
    done = subprocess.run(
        [
            sys.executable,
            "scripts/play_through.py",
            "--out",
            str(tmp_path),
            "--short",
            "--display",
            ":39",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert "step failed" not in done.stdout, done.stdout
    assert "referee findings:" in done.stdout, done.stdout + done.stderr
    shots = sorted((tmp_path / "en-800x600").glob("*.png"))
    assert len(shots) >= 7
    assert (tmp_path / "contact-en.png").exists()
    sizes = json.loads((tmp_path / "sizes.json").read_text())["en-800x600"]
    assert sizes["rack_tile_height"] >= 40
    # Findings make it exit 1 (the rows of issue 32 mended in parallel); anything else
    # (a step that failed, a missing tool) is a failure of the walk itself.
    assert done.returncode in (0, 1)
    findings = json.loads((tmp_path / "findings.json").read_text())
    assert (done.returncode == 1) == bool(findings)


def play_through_script():
    """The walk's functions (the script is loaded, not run)."""
    return load("play_through")


def taken(number: int) -> bool:
    return Path(f"/tmp/.X11-unix/X{number}").exists()


def test_the_walk_takes_a_free_display_when_its_own_is_in_use():
    """Another program's X server on the walk's display: the walk once drove that
    program's window (8 steps failed); it now starts its own on the next free one."""
    require_tool("Xvfb", "xvfb")
    walk = play_through_script()
    number = next(n for n in range(47, 67) if not taken(n))
    other = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "640x480x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while not taken(number):
            assert other.poll() is None, "the other program's Xvfb did not start"
            assert time.monotonic() < deadline, "waited 30 s for the other Xvfb's socket"
            time.sleep(0.05)
        display = walk.open_display(f":{number}", use_existing=False)
        try:
            assert display.name != f":{number}"
            assert taken(int(display.name.lstrip(":")))
            assert display.process is not None and display.process.poll() is None
        finally:
            display.stop()
    finally:
        other.terminate()
        other.wait(timeout=10)
