"""The kill test: SIGKILL a game that autosaves every turn, at random moments, many times.

A child process (:mod:`tests.persistence.kill_child`) plays seeded games and saves
after every completed turn. The test kills it with SIGKILL at a random moment
of its play-and-save loop, then checks that the save loads, that it is exactly
the state after a completed turn (it equals a replay of the same seed), and
that it plays on the same way; then it starts the child again, which resumes
the save and plays on. Two modes: the engine's match with a small test player
(many short games), and the real game controller with the AI's computer
players, saved as the game autosaves.
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

from rummikub_desktop.persistence import LoadStatus, load_controller, load_game
from rummikub_desktop.persistence.paths import AppPaths
from rummikub_desktop.session import GameController
from tests.support.autoplayer import RULES, controller_step, new_controller, play_steps, step

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")


def start_child(home: Path, seed: int, mode: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.Popen(
        [sys.executable, "-m", "tests.persistence.kill_child", str(home), str(seed), mode],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


SAVES_BEFORE_A_KILL = (0, 1, 1, 2)
"""How many saves the child makes before it is killed, picked at random for each
kill: however busy the machine, it has played on between most kills."""


def kill_at_random(child: subprocess.Popen, rng: random.Random) -> None:
    """SIGKILL the child at a random moment of its play-and-save loop: after a
    random number of its saves (it says each), a random moment into the next turn."""
    if child.stdout.readline() != b"playing\n":
        child.wait()
        pytest.fail(f"the child did not start playing: {child.stderr.read().decode()}")
    for _ in range(rng.choice(SAVES_BEFORE_A_KILL)):
        if child.stdout.readline() != b"saved\n":
            child.wait()
            pytest.fail(f"the child stopped saving: {child.stderr.read().decode()}")
    time.sleep(rng.uniform(0.0, 0.05))  # a random moment, not a wait for anything
    if child.poll() is not None:
        pytest.fail(f"the child stopped by itself: {child.stderr.read().decode()}")
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()
    child.stderr.close()
    assert child.returncode == -signal.SIGKILL


def test_sigkill_engine_match_never_loses_the_last_turn(tmp_path):
    kills = 12
    rng = random.Random(20261129)
    paths = AppPaths.under(tmp_path)
    stale_temporaries = resumed = progressed = 0
    seen = set()
    started = time.monotonic()
    for kill in range(kills):
        kill_at_random(start_child(tmp_path, 1000, "engine"), rng)
        stale_temporaries += len(list(paths.data_dir.glob(".saved-game.json.*.tmp")))
        result = load_game(paths)
        if result.status is LoadStatus.MISSING and kill == 0:
            continue  # killed before its very first save
        assert result.status is LoadStatus.LOADED, result.message
        saved = result.value
        seed, steps = saved.layout["seed"], saved.layout["steps"]
        progressed += (seed, steps) not in seen
        seen.add((seed, steps))
        resumed += 1

        # Exactly the state after `steps` completed turns of the match of `seed`.
        reference = play_steps(seed, steps, players=RULES.players)
        assert saved.match.to_dict() == reference.to_dict()
        # And it plays on the same way as the uninterrupted game.
        for _ in range(5):
            assert step(saved.match) == step(reference)
        assert saved.match.to_dict() == reference.to_dict()

    elapsed = time.monotonic() - started
    print(
        f"\nkill test (engine): {kills} SIGKILLs, {resumed} saves loaded and replayed "
        f"identically, {progressed} after new turns, {stale_temporaries} kills left a "
        f"half-written temporary file, {len({s for s, _ in seen})} matches reached, "
        f"{elapsed:.1f} s"
    )
    assert resumed >= kills - 1
    assert progressed >= kills // 2, "the child hardly played between kills"


def _turn_key(data: dict) -> tuple[int, int, int]:
    match = data["match"]
    return (data["seed"], len(match["results"]), match["round"]["turn"])


def test_sigkill_game_controller_never_loses_the_last_turn(tmp_path):
    kills = 8
    rng = random.Random(5)
    paths = AppPaths.under(tmp_path)
    stale_temporaries = resumed = progressed = 0
    seen = set()
    references = {}
    started = time.monotonic()
    for kill in range(kills):
        kill_at_random(start_child(tmp_path, 2000, "controller"), rng)
        stale_temporaries += len(list(paths.data_dir.glob(".saved-game.json.*.tmp")))
        result = load_controller(paths)
        if result.status is LoadStatus.MISSING and kill == 0:
            continue
        assert result.status is LoadStatus.LOADED, result.message
        saved = result.value.to_dict()
        key = _turn_key(saved)
        progressed += key not in seen
        seen.add(key)
        resumed += 1

        # The save is one of the states after a completed turn of the uninterrupted
        # game (replayed once per seed, moving on from kill to kill).
        reference = references.get(saved["seed"])
        if reference is None or _turn_key(reference.to_dict()) > key:
            reference = references[saved["seed"]] = new_controller(saved["seed"])
        while _turn_key(reference.to_dict()) < key and controller_step(reference):
            pass
        assert reference.to_dict() == saved
        resumed_game = result.value
        going_on = GameController.from_dict(reference.to_dict())
        for _ in range(3):
            assert controller_step(resumed_game) == controller_step(going_on)
        assert resumed_game.to_dict() == going_on.to_dict()

    elapsed = time.monotonic() - started
    print(
        f"\nkill test (controller): {kills} SIGKILLs, {resumed} saves loaded and replayed "
        f"identically, {progressed} after new turns, {stale_temporaries} kills left a "
        f"half-written temporary file, {elapsed:.1f} s"
    )
    assert resumed >= kills - 1
    assert progressed >= kills // 2, "the child hardly played between kills"
