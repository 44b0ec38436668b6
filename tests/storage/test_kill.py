"""The kill test: SIGKILL a game that autosaves every turn, at random moments, many times.

A child process (:mod:`tests.storage.kill_child`) plays seeded games and saves
after every completed turn. The test kills it with SIGKILL at a random moment,
then checks that the save loads, that it is exactly the state after a
completed turn (it equals a replay of that many turns from the seed), and
starts the child again, which resumes the save and plays on.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummikub_desktop.app.paths import AppPaths
from rummikub_desktop.app.storage import LoadStatus, load_game

from .autoplayer import play_steps, step
from .kill_child import RULES

KILLS = 40
REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")


def start_child(home: Path, seed: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.Popen(
        [sys.executable, "-m", "tests.storage.kill_child", str(home), str(seed)],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def test_sigkill_at_random_moments_never_loses_the_last_turn(tmp_path):
    rng = random.Random(20261129)
    paths = AppPaths.under(tmp_path)
    seed = 1000
    stale_temporaries = 0
    resumed_games = 0
    progressed = 0
    seen = set()
    started = time.monotonic()
    for kill in range(KILLS):
        child = start_child(tmp_path, seed)
        # Kill at a random moment of the play-and-save loop, not while Python starts.
        if child.stdout.readline() != b"playing\n":
            child.wait()
            pytest.fail(f"the child did not start playing: {child.stderr.read().decode()}")
        time.sleep(rng.uniform(0.0, 0.3))
        if child.poll() is not None:
            pytest.fail(f"the child stopped by itself: {child.stderr.read().decode()}")
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        child.stderr.close()
        assert child.returncode == -signal.SIGKILL

        stale_temporaries += len(list(paths.data_dir.glob(".saved-game.json.*.tmp")))
        result = load_game(paths)
        if result.status is LoadStatus.MISSING and kill == 0:
            continue  # killed before its very first save
        assert result.status is LoadStatus.LOADED, result.message
        saved = result.value
        seed, steps = saved.layout["seed"], saved.layout["steps"]
        progressed += (seed, steps) not in seen
        seen.add((seed, steps))
        resumed_games += 1

        # Exactly the state after `steps` completed turns of the match of `seed`.
        reference = play_steps(seed, steps, players=RULES.players)
        assert saved.match.to_dict() == reference.to_dict()
        # And it plays on the same way as the uninterrupted game.
        for _ in range(5):
            assert step(saved.match) == step(reference)
        assert saved.match.to_dict() == reference.to_dict()

    elapsed = time.monotonic() - started
    print(
        f"\nkill test: {KILLS} SIGKILLs, {resumed_games} saves loaded and replayed "
        f"identically, {progressed} after new turns, {stale_temporaries} kills left a "
        f"half-written temporary file, {len({s for s, _ in seen})} matches reached, "
        f"{elapsed:.1f} s"
    )
    assert resumed_games >= KILLS - 1
    assert progressed >= KILLS // 2, "the child hardly played between kills"
    assert elapsed < 60
