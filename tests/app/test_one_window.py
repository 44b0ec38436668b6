"""Issue 20, case 1: one game, one window, with real processes.

Two copies of the game on one data folder used to Continue the same game and
undo each other's turns (the save went from turn 25 back to turn 7). Now the
first copy holds an operating-system lock on the data folder; a second start
brings it forward (or says, in a small window, that the game is already open)
and exits without reading or writing anything; a kill -9 of the first copy
frees the lock at once.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from rummikub_desktop.app import one_window
from rummikub_desktop.app.one_window import already_open_lines, tell_already_open
from rummikub_desktop.persistence import save_controller
from rummikub_desktop.persistence.lock import GameLock, LockState
from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths
from rummikub_desktop.session import GameController
from tests.support.autoplayer import controller_step, new_controller

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")


def _env(home: Path) -> dict[str, str]:
    return dict(
        os.environ,
        PYTHONPATH=str(REPO),
        **{HOME_ENV: str(home)},
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )


def _start(home: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, *args],
        cwd=REPO,
        env=_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _line(child: subprocess.Popen, seconds: float = 60.0) -> str:
    ready, _, _ = select.select([child.stdout], [], [], seconds)
    if not ready:
        child.kill()
        pytest.fail("no line from the child in time")
    return child.stdout.readline().strip()


def _first_copy(home: Path) -> subprocess.Popen:
    first = _start(home, "-m", "tests.app.window_child")
    line = _line(first)
    if line != "MENU":
        first.kill()
        pytest.fail(f"the first copy did not start: {line} {first.stderr.read()}")
    return first


def _stop(child: subprocess.Popen) -> None:
    if child.poll() is None:
        child.kill()
    child.communicate()


def _saved_game_at_turn(paths: AppPaths, turns: int) -> GameController:
    controller = new_controller(25)
    for _ in range(turns):
        assert controller_step(controller)
    assert save_controller(controller, paths=paths) is None
    return controller


def test_a_second_start_brings_the_first_forward_and_opens_no_game(tmp_path):
    paths = AppPaths.under(tmp_path)
    _saved_game_at_turn(paths, 25)
    saved_before = paths.saved_game_file.read_bytes()
    first = _first_copy(tmp_path)
    try:
        log_before = paths.log_file.read_text(encoding="utf-8")
        second = _start(tmp_path, "-m", "rummikub_desktop")
        out, err = second.communicate(timeout=60)
        assert second.returncode == 0, err
        assert "already open" in out and "brought to the front" in out
        assert _line(first).startswith("CAME FORWARD 1 You started the game again")
        # The second start read and wrote nothing: no game, no log of its own.
        assert paths.saved_game_file.read_bytes() == saved_before
        assert paths.log_file.read_text(encoding="utf-8").count("Rummikub Desktop") == (
            log_before.count("Rummikub Desktop")
        )
        assert first.poll() is None, "the first copy plays on"
    finally:
        _stop(first)


def test_a_kill_9_of_the_first_copy_lets_the_next_start_in(tmp_path):
    first = _first_copy(tmp_path)
    first.send_signal(signal.SIGKILL)
    first.wait()
    _stop(first)
    # The real program, quitting once its menu is drawn: it got the lock (in a few
    # seconds; the limit only guards a hang).
    next_start = _start(tmp_path, "-m", "tests.app.start_child")
    out, err = next_start.communicate(timeout=60)
    assert next_start.returncode == 0, err
    assert out.startswith("MENU")


HOLDER = """
import sys, time
from rummikub_desktop.persistence.lock import GameLock
from rummikub_desktop.persistence.paths import AppPaths
lock = GameLock(AppPaths.under(sys.argv[1]))
print(lock.acquire().value, flush=True)
time.sleep(60)
"""


def test_the_lock_belongs_to_one_process_at_a_time(tmp_path):
    holder = _start(tmp_path, "-c", HOLDER, str(tmp_path))
    try:
        assert _line(holder) == "taken"
        lock = GameLock(AppPaths.under(tmp_path))
        assert lock.acquire() is LockState.HELD
        assert lock.holder() == holder.pid
        holder.send_signal(signal.SIGKILL)
        holder.wait()
        assert lock.acquire() is LockState.TAKEN, "a killed holder leaves no lock behind"
        lock.release()
    finally:
        _stop(holder)


def test_a_first_copy_that_does_not_answer_gets_the_small_window(tmp_path):
    # A copy that holds the lock but cannot answer (hung, or busy): the second start
    # waits a moment, then says in its small window that the game is already open.
    holder = _start(tmp_path, "-c", HOLDER, str(tmp_path))
    try:
        assert _line(holder) == "taken"
        second = _start(tmp_path, "-m", "rummikub_desktop", "--language", "zh-Hant")
        try:
            assert (
                _line(second) == "Rummikub Desktop is already open: this second start stops here."
            )
            assert _line(second) == "already open: told the player"
        finally:
            _stop(second)
    finally:
        _stop(holder)


def test_the_small_window_speaks_the_players_language_and_closes_at_a_key(monkeypatch):
    assert already_open_lines("zh-Hant")[0] == "拉密已經開著了。"
    assert already_open_lines("zh-Hans")[0] == "拉密已经开着了。"
    assert already_open_lines("en")[0] == "Rummikub is already open."
    pygame.display.init()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))

    # Closed by the key waiting for it, it never waits for another event (the window
    # looks every 0.02 s until its time is up).
    def another_look(seconds: float) -> None:
        raise AssertionError("the key did not close the window: it looked again")

    monkeypatch.setattr(one_window.time, "sleep", another_look)
    tell_already_open("zh-Hans", seconds=600.0)
