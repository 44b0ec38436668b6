"""A drag to y = 2**31 - 1 does not hang the window (it looped for minutes in drawing).

In a child process, so that a regression is killed after the time limit instead
of hanging the suite (SIGTERM could not end it: SDL turns it into a QUIT that
the stuck loop never reads).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_an_impossible_drag_does_not_hang_the_window():
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tests.app.hang_child"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("a drag to y = 2**31 - 1 hung the game for a minute")
    assert done.returncode == 0, done.stderr
    assert "FRAMES DONE" in done.stdout
