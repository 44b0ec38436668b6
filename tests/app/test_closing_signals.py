"""Issue 30, part 5: every way of closing keeps the turn in progress.

A real game process, half-way through a turn (three tiles laid, the turn not
ended), is sent SIGTERM, SIGHUP or SIGINT (a closed terminal, logging out,
Ctrl+C). Each saves the turn as it is and ends the program; Continue finds the
three tiles on the table where they were laid. Before issue 30 only SIGTERM did:
SIGHUP ended the program at once (the turn lost) and SIGINT raised
KeyboardInterrupt through the loop (or was ignored when the program was
started in the background), never saving.
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

from rummikub_desktop.app.closing import ClosingSignals, is_closing_request
from rummikub_desktop.engine import format_tiles
from rummikub_desktop.persistence import LoadStatus, load_controller
from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals")


def _from_a_terminal() -> None:
    # A program started from a terminal ends on SIGHUP, whatever the tests were
    # started with: under nohup the child would inherit an ignored SIGHUP and keep
    # ignoring it, as asked (the test below that checks that case).
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


def _in_the_background() -> None:
    _from_a_terminal()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # as a shell starts a program with &


def _mid_turn_game(home: Path, *, background: bool = False) -> subprocess.Popen:
    env = dict(
        os.environ,
        PYTHONPATH=str(REPO),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        **{HOME_ENV: str(home)},
    )
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.app.signal_child"],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_in_the_background if background else _from_a_terminal,
    )
    ready, _, _ = select.select([child.stdout], [], [], 60)
    line = child.stdout.readline().strip() if ready else ""
    if line != "MID TURN":
        child.kill()
        pytest.fail(f"the game did not get to the turn: {line!r} {child.communicate()[1]}")
    return child


@pytest.mark.parametrize(
    ("signal_name", "background"),
    [("SIGTERM", False), ("SIGHUP", False), ("SIGINT", False), ("SIGINT", True)],
    ids=["SIGTERM", "SIGHUP", "SIGINT", "SIGINT-started-in-the-background"],
)
def test_each_closing_signal_keeps_the_turn_in_progress(tmp_path, signal_name, background):
    child = _mid_turn_game(tmp_path, background=background)
    child.send_signal(getattr(signal, signal_name))
    try:
        _, err = child.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        # Where the game was (every thread's stack on its stderr), and its log.
        child.send_signal(signal.SIGUSR1)
        try:
            _, err = child.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            child.kill()
            _, err = child.communicate()
        logs = "".join(p.read_text(errors="replace") for p in tmp_path.rglob("*.log"))
        pytest.fail(f"{signal_name} did not close the game:\n{err[-4000:]}\nlog:\n{logs[-3000:]}")
    assert child.returncode == 0, f"{signal_name}: exit {child.returncode}: {err[-2000:]}"
    loaded = load_controller(AppPaths.under(tmp_path))
    assert loaded.status is LoadStatus.LOADED, f"{signal_name}: nothing saved ({loaded.problem})"
    game = loaded.value
    assert game is not None and game.resumed_turn.resumed
    assert [format_tiles(s) for s in game.table.tile_sets()] == ["R13 B13 K13"]


def test_a_sighup_ignored_at_start_stays_ignored_and_the_old_handlers_come_back():
    before = signal.getsignal(signal.SIGINT)
    old_hup = signal.signal(signal.SIGHUP, signal.SIG_IGN)  # as nohup starts a program
    closing = ClosingSignals()
    try:
        closing.install()
        assert signal.getsignal(signal.SIGHUP) == signal.SIG_IGN
        assert signal.getsignal(signal.SIGINT) != before
    finally:
        closing.uninstall()
        signal.signal(signal.SIGHUP, old_hup)
    assert signal.getsignal(signal.SIGINT) == before


def test_a_console_close_asks_the_window_to_save_and_waits_for_it():
    # Windows calls the handler on a thread of its own and ends the process when it
    # returns: it must post the close and wait until the game has saved.
    pygame.display.init()
    pygame.event.clear()
    closing = ClosingSignals()
    closing.done()
    assert closing._on_console_event(2) is True  # CTRL_CLOSE_EVENT
    assert closing._on_console_event(4) is False  # not a request to end
    (event,) = [e for e in pygame.event.get() if e.type == pygame.QUIT]
    assert is_closing_request(event)
    assert event.closing_signal == "the console's close"
