"""Issue 42: the screen file (``--screen-file``) says what the window has done: how
many presses and releases of a mouse button or a key it has handled, and whether it
has settled (nothing moving, nothing being worked out, no event waiting). The
whole-game walk waits for these instead of for a screen that has drawn nothing new
for a fixed time."""

from __future__ import annotations

import json

import pygame

from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Phase, Seat, SeatKind, controller_at
from tests.support.driver import click, key, running_app, steps
from tests.support.fakes import drawing_players


def read(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_screen_file_counts_the_inputs_handled_and_says_when_the_window_settles(tmp_path):
    screen_file = tmp_path / "screen.json"
    with running_app() as app:
        app.recorder = Recorder(screen_path=screen_file)
        steps(app, 2)
        assert read(screen_file)["inputs"] == 0
        assert read(screen_file)["settled"], "the menu waits for the player"
        click(app, (5, 5))
        steps(app)
        assert read(screen_file)["inputs"] == 2, "a click is a press and a release"
        key(app, pygame.K_DOWN)
        assert read(screen_file)["inputs"] == 4
        assert read(screen_file)["settled"]


def test_a_computers_turn_is_not_settled_until_the_persons_turn_comes(tmp_path):
    screen_file = tmp_path / "screen.json"
    seats = [Seat("Grandma"), Seat("Grandpa", SeatKind.COMPUTER, "easy")]
    controller = controller_at(
        seats,
        ["K1 B2 O13", "R9 B9"],
        ["R3 R4 R5"],
        rules=RuleSet(players=2),
        players=drawing_players,
        hint=None,
    )
    with running_app() as app:
        app.recorder = Recorder(screen_path=screen_file)
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        assert read(screen_file)["settled"], "the person's turn: the game waits for them"
        click(app, scene.widgets.buttons["draw"].rect.center)
        seen = []
        for _ in range(2000):
            app.step()
            seen.append((controller.phase, read(screen_file)["settled"]))
            if controller.phase is Phase.HUMAN_TURN and app.settled():
                break
        busy = [settled for phase, settled in seen if phase is not Phase.HUMAN_TURN]
        assert busy and not any(busy), "never settled while the computer plays"
        assert read(screen_file)["settled"], "settled again on the person's next turn"
