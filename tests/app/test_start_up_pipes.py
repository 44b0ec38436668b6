"""Start-up with named pipes at the files' places reaches the menu (it hung with no window).

The real program runs in a child process: before the fix ``open()`` on
``settings.json`` waited for a writer for ever; the time limit turns that into
a failure instead of a hung suite.
"""

from __future__ import annotations

import contextlib
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def test_start_up_with_pipes_everywhere_reaches_the_menu(tmp_path):
    home = tmp_path / "home"
    for sub in ("config", "data", "log"):
        (home / sub).mkdir(parents=True)
    pipes = [
        home / "config" / "settings.json",
        home / "data" / "statistics.json",
        home / "data" / "saved-game.json",
        home / "log" / "rummikub-desktop.log",
    ]
    for pipe in pipes:
        os.mkfifo(pipe)
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        RUMMIKUB_DESKTOP_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tests.app.start_child"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except subprocess.TimeoutExpired as error:
        for pipe in pipes:  # let the stuck child go
            with contextlib.suppress(OSError):
                os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail(f"start-up hung on a named pipe: {error}")
    assert done.returncode == 0, done.stdout + done.stderr
    menu = [line for line in done.stdout.splitlines() if line.startswith("MENU")]
    assert menu and "Your settings could not be read" in menu[0]
    assert "Your statistics could not be read" in menu[0]
    assert "not a file" in menu[0]
    assert stat.S_ISFIFO(os.lstat(pipes[3]).st_mode), "the log pipe was left alone"
    for pipe in pipes[:2]:
        assert not os.path.lexists(pipe), "set aside"
