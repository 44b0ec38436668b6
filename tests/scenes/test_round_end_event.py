"""The round's end is one event that no overlay can swallow (issue 40): the statistics
are recorded first, then every overlay is told it, once, in the screen's order; an
overlay that shows the end itself only keeps the round-end screen away."""

from __future__ import annotations

import pygame

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.frame import GameFrame
from rummikub_desktop.scenes.game.options import GAME_OPTIONS, TUTORIAL_OPTIONS
from rummikub_desktop.scenes.game.overlay import Overlay, RoundOver, ScreenLink
from rummikub_desktop.scenes.game.use import Parts, Use
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.session import GameController, Seat, SeatKind, controller_at
from rummikub_desktop.ui.interfaces import AppHooks
from tests.support.driver import running_app, steps, until


class Watcher(Overlay):
    """An overlay that notes the round ends it is told (and, ``takes``, shows them itself)."""

    def __init__(self, told: list[tuple[str, RoundOver]], name: str, *, takes: bool) -> None:
        self.told = told
        self.name = name
        self.takes = takes

    @property
    def waiting(self) -> bool:
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> bool:
        return False

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        return None

    def next_frame(self) -> float | None:
        return None

    def key(self) -> object:
        return None

    def round_ended(self, event: RoundOver) -> bool:
        self.told.append((self.name, event))
        return self.takes


def robot_goes_out() -> GameController:
    """Grandma against a Hard computer that lays its last three tiles when she draws."""
    return controller_at(
        [Seat("Grandma"), Seat("Robot", SeatKind.COMPUTER, "hard")],
        ["K1 B2 O13 R9 B7", "R10 R11 R12"],
        rules=RuleSet(players=2, rounds=1),
    )


def play_to_the_end(options, *, takes: bool):
    """The round played to its end with two watchers over the screen (the first
    ``takes`` the end); what the hooks recorded and what the watchers were told."""
    recorded: list[str] = []
    told: list[tuple[str, RoundOver]] = []

    def parts(link: ScreenLink) -> Parts:
        return Parts((Watcher(told, "first", takes=takes), Watcher(told, "second", takes=False)))

    with running_app() as app:
        app.hooks = AppHooks(
            round_finished=lambda game: recorded.append("round"),
            game_finished=lambda game: recorded.append("game"),
        )
        controller = robot_goes_out()
        scene = GameScene(app, controller, use=Use(options, parts))
        app.push(scene)
        until(app, lambda: scene.widgets.buttons["draw"].is_enabled, limit=500)
        scene.commands.draw_tile()
        until(app, lambda: controller.round_result is not None or app.scene is not scene)
        steps(app, 5)
        shown_by_screen = isinstance(app.scene, RoundEndScene)
    return controller, recorded, told, shown_by_screen


def test_an_overlay_that_takes_the_round_end_leaves_the_statistics_recorded():
    controller, recorded, told, shown_by_screen = play_to_the_end(GAME_OPTIONS, takes=True)
    assert recorded == ["round", "game"], "the statistics are recorded whatever an overlay does"
    assert [name for name, _ in told] == ["first", "second"], "told once each, in order"
    event = told[0][1]
    assert event.result == controller.round_result
    assert event.round_number == 1 and event.match_over
    assert not shown_by_screen, "the overlay shows the end itself"


def test_with_no_overlay_taking_it_the_round_end_screen_shows():
    _, recorded, told, shown_by_screen = play_to_the_end(GAME_OPTIONS, takes=False)
    assert recorded == ["round", "game"]
    assert [name for name, _ in told] == ["first", "second"]
    assert shown_by_screen


def test_a_use_that_keeps_no_statistics_records_no_round():
    """The tutorial's options: its round is a lesson, recorded nowhere."""
    _, recorded, told, _ = play_to_the_end(TUTORIAL_OPTIONS, takes=True)
    assert recorded == []
    assert [name for name, _ in told] == ["first", "second"]
