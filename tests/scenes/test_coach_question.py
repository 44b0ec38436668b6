"""The coach's question on its shade (issue 44): any button answers "no, thanks" and
does its job, and S reads the question again; driven with real events."""

from __future__ import annotations

from contextlib import AbstractContextManager

import pygame
import pytest

from rummikub_desktop.ai import Level
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence.settings import Settings, TextSize, TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.commands import ButtonName
from rummikub_desktop.session import Phase, Seat, controller_at
from rummikub_desktop.ui.interfaces import AppHooks
from tests.support.driver import click, key, press_button, steps, until
from tests.support.screens import largest_app


def crowded_app(language: str = "en") -> AbstractContextManager[App]:
    """The real window at 800x600 with the Largest text and tiles."""
    return largest_app((800, 600), language)


def crowded_weaker_turn():
    """Ann could have laid more on a table with no free place for the coach's line."""
    return controller_at(
        [Seat.person("Ann"), Seat.computer("Bot", Level.EASY)],
        ["R5 R6 R7 K9 O9 B1 K2 O12", "O1 O2"],
        ["B6 B7 B8 B9", "K10 K11 K12", "R1 B1 O1", "O5 O6 O7 O8", "K4 R4 B4"],
        melded=[True, True],
        draws="O4 O3 K6 R13 B13",
        rules=RuleSet(players=2, initial_meld_points=0),
    )


def asking(coach) -> bool:
    """The coach's question is up on its shade."""
    return coach.speaking and coach.shaded


def asked(app: App) -> GameScene:
    """Ann draws; the coach's question comes up on its shade."""
    scene = GameScene(app, crowded_weaker_turn())
    app.reset_to(scene)
    steps(app, 2)
    press_button(app, scene, "draw")
    coach = scene.overlays.coach
    until(app, lambda: coach.finding is not None, limit=3000)
    steps(app, 2)
    assert asking(coach), "the line has no free place: it asks on a shade"
    return scene


def test_draw_answers_the_question_no_thanks_and_draws():
    """The walk: while the coach's question was up, Draw did nothing (every side
    button was greyed under it). Draw says "no, thanks" and draws."""
    with crowded_app() as app:
        scene = asked(app)
        coach, controller = scene.overlays.coach, scene.controller
        until(app, lambda: controller.phase is Phase.HUMAN_TURN, limit=3000)
        assert asking(coach), "the question is still up on Ann's next turn"
        assert scene.widgets.buttons["draw"].is_enabled
        held = len(controller.rack_of(0).ids)
        press_button(app, scene, "draw")
        assert len(controller.rack_of(0).ids) == held + 1, "Draw drew a tile"
        assert not asking(coach), "the question went: no, thanks"


@pytest.mark.parametrize("name", ["sort_number", "sort_colour"])
def test_sort_answers_the_question_and_sorts(name):
    with crowded_app() as app:
        scene = asked(app)
        coach, controller = scene.overlays.coach, scene.controller
        until(app, lambda: controller.phase is Phase.HUMAN_TURN, limit=3000)
        assert asking(coach)
        before = controller.rack_of(0)
        button = scene.widgets.buttons.get(ButtonName(name))
        if button is None:
            # At 800x600 the rack's buttons wait behind More.
            click(app, scene.widgets.buttons[ButtonName.MORE].rect.center)
            assert not asking(coach), "More answers the question too"
            button = scene.widgets.side.more_menu.buttons[name]
        assert button.is_enabled
        click(app, button.rect.center)
        assert controller.rack_of(0) != before, "the rack was sorted"
        assert not asking(coach)


def test_enter_answers_the_question_and_done_checks():
    with crowded_app() as app:
        scene = asked(app)
        coach, controller = scene.overlays.coach, scene.controller
        until(app, lambda: controller.phase is Phase.HUMAN_TURN, limit=3000)
        assert asking(coach)
        key(app, pygame.K_RETURN)
        assert not asking(coach)
        assert controller.turn_view.refused_problems, "Done was checked: nothing laid, it says why"


def test_s_reads_the_question_again_and_keeps_it():
    from tests.support.slow_voice import SlowVoice, quiet

    voice = SlowVoice()
    chosen = Settings().with_changes(
        read_aloud=True, text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST
    )
    app = App(
        size=(800, 600), hooks=AppHooks(settings=chosen), fast=True, speech_engine=lambda: voice
    )
    voice.frames = lambda: app.frames
    pygame.event.clear()
    try:
        scene = asked(app)
        coach = scene.overlays.coach
        quiet(app)
        heard = len(voice.started())
        key(app, pygame.K_s)
        quiet(app)
        assert asking(coach), "S keeps the question up"
        (again,) = voice.started()[heard:]
        assert again.endswith("5 tiles. Show me?"), again
    finally:
        app.close()
