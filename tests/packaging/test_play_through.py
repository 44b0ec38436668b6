"""The whole-game walk's short form in a real window (skipped without Xvfb and
xdotool; ``.ci/run`` runs the whole walk as a step of its own). Left out of the test
command's four minutes by its marker (25 s on 2 cores): ``python -m pytest -m walk``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.conftest import require_tool

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
