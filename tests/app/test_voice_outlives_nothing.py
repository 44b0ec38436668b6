"""Issue 43: no speech program outlives the game, however it is closed.

The game ended its speech programs when it got SIGTERM itself, but a closing signal
sent to its whole process group (``kill -HUP -<pgid>``, what a closed terminal
sends; ``timeout``'s SIGTERM, which goes to the group too) also reached the speech
helper, which died at once and left a SIGTERM-deaf speech program running with
parent 1. Both are tried here on a real ``--autoplay --read-aloud`` game.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummikub_desktop.persistence.paths import HOME_ENV
from tests.support.speech_stand_ins import deaf_program, running

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc; POSIX signals")


def _game(tmp_path: Path, *, under_timeout: bool) -> tuple[subprocess.Popen, Path]:
    tools = tmp_path / "bin"
    tools.mkdir()
    pids = tmp_path / "pids"
    program = tools / "espeak-ng"
    deaf_program(program, pids)
    env = dict(
        os.environ,
        PATH=f"{tools}:{os.environ.get('PATH', '')}",
        PYTHONPATH=str(REPO),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        **{HOME_ENV: str(tmp_path / "home")},
    )
    command = [sys.executable, "-m", "rummikub_desktop", "--autoplay", "--read-aloud"]
    command += ["--players", "4", "--seed", "7"]
    if under_timeout:
        command = [str(shutil.which("timeout")), "600", *command]
    game = subprocess.Popen(
        command,
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # a group of its own, as a terminal gives it
        preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_DFL),
    )
    return game, pids


def _voices_started(game: subprocess.Popen, pids: Path) -> list[int]:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and game.poll() is None:
        if pids.exists() and pids.read_text().count(" ") >= 1:
            return [int(pid) for pid in pids.read_text().split()]
        time.sleep(0.05)
    pytest.fail("the game never started reading aloud")


def _left_running(pids: list[int], seconds: float = 10.0) -> list[int]:
    deadline = time.monotonic() + seconds
    while True:
        left = [pid for pid in pids if running(pid)]
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(0.05)


@pytest.mark.parametrize(
    ("under_timeout", "closing"),
    [(False, signal.SIGHUP), (True, None)],
    ids=["kill -HUP -pgid", "timeout's SIGTERM"],
)
def test_no_speech_program_outlives_the_game(tmp_path, under_timeout, closing):
    if under_timeout and shutil.which("timeout") is None:
        pytest.skip("no timeout program")
    game, pids = _game(tmp_path, under_timeout=under_timeout)
    started: list[int] = []
    try:
        started = _voices_started(game, pids)
        if closing is not None:
            os.killpg(game.pid, closing)  # the whole group, as a closed terminal does
        else:
            os.kill(game.pid, signal.SIGTERM)  # timeout passes it on to its group
        game.wait(60)
        assert _left_running(started) == [], "a speech program outlived the game"
    finally:
        if game.poll() is None:
            os.killpg(game.pid, signal.SIGKILL)
            game.wait(10)
        for pid in started:
            if running(pid):
                os.kill(pid, signal.SIGKILL)
