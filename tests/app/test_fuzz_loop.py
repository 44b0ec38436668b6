"""Fuzzing saved games through the real loop: Continue, a computer turn, the round end,
the score sheet.

A real save, taken one computer turn before the round ends, is mutated field by
field: one or two fields given another value of their own type (another number,
tile code, name, a flag turned over), or one to three places anywhere in its
tree given values of other types, huge numbers, deleted keys. Each mutated file
is then opened through the real window: the menu's Continue, frames until the
computer has played, Enter on the round's end and on the score sheet, the next
round. Whatever is in the file, no exception escapes the loop and every case
ends within its time limit (an alarm turns a hang in Python code into a failure).
"""

from __future__ import annotations

import contextlib
import json
import signal
import tempfile
from collections.abc import Iterator

import pygame
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence import AppPaths, save_controller
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
from rummikub_desktop.session import (
    GameController,
    Phase,
    Seat,
    SeatKind,
    Speed,
    controller_at,
    play_computer_turn,
)
from tests.support.damage import _json_paths, _replace, mutated_json

CASE_SECONDS = 20
FRAMES = 400


def _one_turn_before_the_round_ends() -> GameController:
    """A game where the next computer turn ends the round: the person has drawn, and
    the computer lays the run it holds and goes out (a position, not a seed search)."""
    seats = [Seat("Grandma", SeatKind.HUMAN), Seat("Robot", SeatKind.COMPUTER, "hard")]
    game = controller_at(
        seats,
        ["K1 B2 O13 R9 B7 K5 O2", "R10 R11 R12"],
        ["B3 B4 B5", "K8 O8 R8", "J O11 O12"],
        rules=RuleSet(players=2, rounds=2),
        speed=Speed.INSTANT,
    )
    assert game.draw_tile().ok and game.phase is Phase.COMPUTER_TURN
    after = GameController.from_dict(game.to_dict())
    assert play_computer_turn(after).ok and after.phase is Phase.ROUND_OVER
    return game


with tempfile.TemporaryDirectory() as _folder:
    _paths = AppPaths.under(_folder)
    save_controller(_one_turn_before_the_round_ends(), paths=_paths)
    GOOD_SAVE = json.loads(_paths.saved_game_file.read_bytes())


def _at(document: object, path: tuple) -> object:
    for key in path:
        document = document[key]  # type: ignore[index]
    return document


LEAVES = [p for p in _json_paths(GOOD_SAVE) if not isinstance(_at(GOOD_SAVE, p), dict | list)]


@st.composite
def tweaked_fields(draw: st.DrawFn) -> bytes:
    """One or two fields of the real save changed to a value of the same type.

    Most wrong types are refused at once; same-type values (another number, a
    tile code, a name, a flag turned over) get further into the game.
    """
    document: object = GOOD_SAVE
    for _ in range(draw(st.integers(1, 2))):
        path = draw(st.sampled_from(LEAVES))
        current = _at(document, path)
        if isinstance(current, bool):
            new: object = not current
        elif isinstance(current, int):
            new = draw(
                st.one_of(
                    st.integers(-3, 120),
                    st.sampled_from([current + 1, current - 1, 2**31, -(2**63)]),
                )
            )
        elif isinstance(current, str):
            new = draw(
                st.one_of(st.text(max_size=12), st.sampled_from(["", "J", "R13", "K0", "x" * 300]))
            )
        elif isinstance(current, float):
            new = draw(st.floats(allow_nan=False, allow_infinity=False))
        else:
            new = draw(st.one_of(st.none(), st.integers(-2, 5), st.text(max_size=3)))
        document = _replace(document, path, new)
    return json.dumps(document).encode()


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Fail a case that takes longer than ``seconds`` (a hang in Python code)."""

    def alarm(_signum: int, _frame: object) -> None:
        raise TimeoutError(f"the case took longer than {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _enter(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    app.step()


def drive(content: bytes) -> str:
    """Open ``content`` as the saved game and play it through; how far it got."""
    with tempfile.TemporaryDirectory() as folder:
        paths = AppPaths.under(folder)
        paths.data_dir.mkdir(parents=True)
        paths.saved_game_file.write_bytes(content)
        hooks, _ = make_app_hooks(paths)
        hooks.settings = hooks.settings.with_changes(animation_speed=Speed.INSTANT)
        app = App(hooks=hooks, fast=True)
        pygame.event.clear()
        try:
            menu = MenuScene(app)
            app.push(menu)
            app.step()
            menu.continue_game()
            if not isinstance(app.scene, GameScene):
                assert app.scene is menu and menu.notice, "a refused save is explained"
                return "refused"
            game = app.scene
            reached = "continued"
            for _ in range(FRAMES):
                app.step()
                scene = app.scene
                if isinstance(scene, GameScene) and game.controller.phase is Phase.HUMAN_TURN:
                    reached = "a computer turn"
                    game.draw_tile()
                elif isinstance(scene, RoundEndScene):
                    reached = "the round end"
                    _enter(app)
                elif isinstance(scene, ScoreSheetScene):
                    _enter(app)
                    return "the score sheet"
            return reached
        finally:
            app.close()


def test_the_real_save_goes_through_to_the_score_sheet():
    with time_limit(CASE_SECONDS):
        assert drive(json.dumps(GOOD_SAVE).encode()) == "the score sheet"


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no interval timer here")
@settings(
    max_examples=12,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.one_of(tweaked_fields(), mutated_json(GOOD_SAVE)))
def test_a_mutated_save_never_escapes_the_loop(content):
    with time_limit(CASE_SECONDS):  # a case takes about 0.3 s: this only guards a hang
        event(drive(content))
