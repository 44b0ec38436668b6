"""Issue 30, part 4: a cut-off voice is ended for sure, and no voice outlives the game.

The stand-in engine ignores SIGTERM (as the one in the issue did) and starts a
player of its own (``sleep``), as a shell script engine does. Before, cutting a
sentence sent SIGTERM to the engine alone: after 9 sentences 27 processes read
on, and they were still there after the game was killed. Now the engine is in
a process group of its own: SIGTERM to the group, SIGKILL after a short grace;
and the speech helper ends every group when the window's process is gone, a
kill -9 included.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummikub_desktop.app.speech_engines import ProgramHelper
from rummikub_desktop.persistence.processes import END_GRACE
from tests.support.speech_stand_ins import running

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc; POSIX signals")

STUBBORN = """#!/bin/sh
trap '' TERM
sleep 300 &
echo "$$ $!" >> "{pids}"
wait
"""


def _stubborn_engine(tmp_path: Path) -> tuple[Path, Path]:
    pids = tmp_path / "pids"
    engine = tmp_path / "stubborn-engine"
    engine.write_text(STUBBORN.format(pids=pids))
    engine.chmod(0o755)
    return engine, pids


def _started(pids: Path, count: int, seconds: float = 20.0) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if pids.exists():
            lines = pids.read_text().split("\n")
            found = [int(p) for line in lines[:count] if line.count(" ") == 1 for p in line.split()]
            if len(found) == 2 * count:
                return found
        time.sleep(0.02)
    pytest.fail(f"the engine did not start {count} times")


def _still_running(pids: list[int], seconds: float) -> list[int]:
    """Those of ``pids`` still running once they have all ended, or after ``seconds``
    (they end within a second: the limit only guards a hang)."""
    deadline = time.monotonic() + seconds
    while True:
        left = [pid for pid in pids if running(pid)]
        if not left or time.monotonic() >= deadline:
            return left
        time.sleep(0.05)


def test_a_cut_off_voice_that_ignores_sigterm_is_ended_for_sure(tmp_path):
    engine, pids = _stubborn_engine(tmp_path)
    helper = ProgramHelper()
    started = []
    try:
        for sentence in range(3):
            utterance = helper.start([str(engine)], f"sentence {sentence}", None)
            started = _started(pids, sentence + 1)
            utterance.cut_off()
            # SIGTERM, ignored, then SIGKILL after the grace (tests/persistence/
            # test_ending.py): ended in about END_GRACE; the limit only guards a hang.
            limit = END_GRACE * 10 + 10.0
            deadline = time.monotonic() + limit
            while not utterance.done():
                assert time.monotonic() < deadline, f"the cut-off voice did not end in {limit} s"
                time.sleep(0.02)
        assert _still_running(started, 10.0) == [], "a voice (or its player) reads on"
    finally:
        helper.close()
        for pid in started:
            if running(pid):
                os.kill(pid, signal.SIGKILL)


GAME = """
import sys, time
from rummikub_desktop.app.speech_engines import ProgramHelper
helper = ProgramHelper()
utterance = helper.start([sys.argv[1]], "Your turn.", None)
print("READING", flush=True)
time.sleep(600)
"""


def test_no_voice_outlives_a_game_killed_with_kill_9(tmp_path):
    engine, pids = _stubborn_engine(tmp_path)
    game = subprocess.Popen(
        [sys.executable, "-c", GAME, str(engine)],
        cwd=REPO,
        env=dict(os.environ, PYTHONPATH=str(REPO)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    started = []
    try:
        assert game.stdout.readline().strip() == "READING"
        started = _started(pids, 1)
        game.send_signal(signal.SIGKILL)
        game.wait()
        assert _still_running(started, 10.0) == [], "the voice outlived the game"
    finally:
        if game.poll() is None:
            game.kill()
        game.wait(10)
        game.stdout.close()
        game.stderr.close()
        for pid in started:
            if running(pid):
                os.kill(pid, signal.SIGKILL)
