"""Following the game on the real screen: the replay of a computer's turn, the draw
for who starts, and the nudge after a minute of nothing."""

from __future__ import annotations

import pygame

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.nudge import NUDGE_SECONDS
from rummikub_desktop.scenes.game.replay import REPLAY_INTRO
from rummikub_desktop.session import (
    Phase,
    Speed,
    controller_at,
    first_draws_of,
    new_controller,
)
from rummikub_desktop.ui.interfaces import AppHooks
from tests.support.driver import click, key, running_app, steps, until
from tests.support.fakes import drawing_players
from tests.support.games import GRANDMA, GRANDPA, split_game


def instant_app(size=(1280, 800)):
    app_context = running_app(size)
    return app_context


def after_the_computer(app, controller) -> GameScene:
    scene = GameScene(app, controller)
    app.reset_to(scene)
    app.change_settings  # noqa: B018 - the default hooks keep nothing
    until(app, lambda: controller.phase is Phase.HUMAN_TURN, limit=5000)
    steps(app, 2)
    return scene


def test_the_computers_turn_is_replayed_tile_by_tile_then_the_table_comes_back():
    with running_app() as app:
        app.settings = Settings(animation_speed=Speed.INSTANT)
        controller = split_game()
        scene = after_the_computer(app, controller)
        table = controller.table
        follow = scene.overlays.own.replay
        assert follow.button is not None and follow.button.visible
        assert follow.button.text == tr("follow.replay_button")
        # The moved tiles are marked, not only the laid ones.
        marked = {controller.face(i).code for i in controller.turn_view.last_computer_ids}
        assert marked == {"R5", "R6", "R7", "O5", "B5", "K5"}
        click(app, follow.button.rect.center)
        replay = follow.run
        assert replay is not None and replay.step == -1
        assert scene.widgets.buttons["done"].is_enabled is False
        assert follow.next_frame() == 0.0
        if hasattr(type(scene), "next_frame"):
            # The quiet main loop must keep drawing while a replay moves.
            assert scene.next_frame() == 0.0
        sentences = []
        # A click on the table goes on to the next tile; each has its sentence.
        while follow.run is not None:
            sentences.append(follow.sentence(scene.frame(), follow.run))
            click(app, scene.room.layout.table.center)
        assert sentences[0] == tr("follow.replay_intro", name="Grandpa")
        moved = [s for s in sentences if "from the run 3-4-5-6-7" in s]
        assert moved == [
            "Grandpa moved Red 6 from the run 3-4-5-6-7 to make the run 5-6-7.",
            "Grandpa moved Red 7 from the run 3-4-5-6-7 to make the run 5-6-7.",
        ]
        assert "Grandpa put down Red 5 from the rack to make the run 5-6-7." in sentences
        assert len(sentences) == 1 + 6
        # The table is as it is, and still the person's turn.
        assert controller.table == table
        assert controller.phase is Phase.HUMAN_TURN
        assert scene.widgets.buttons["done"].is_enabled
        assert follow.button.text == tr("follow.replay_button")


def test_a_replay_runs_by_itself_and_stops_with_the_key():
    with running_app() as app:
        app.settings = Settings(animation_speed=Speed.INSTANT)
        controller = split_game()
        scene = after_the_computer(app, controller)
        key(app, pygame.K_r)
        follow = scene.overlays.own.replay
        assert follow.run is not None
        scene.update(REPLAY_INTRO + 0.5)
        assert follow.run.step == 0 and 0 < follow.run.progress() < 1
        steps(app)  # a frame in the middle of a tile's journey
        key(app, pygame.K_r)
        assert follow.run is None
        scene.update(1.0)
        assert scene._clock > 0


def test_the_game_clock_waits_during_a_replay():
    with running_app() as app:
        app.settings = Settings(animation_speed=Speed.INSTANT)
        controller = split_game(timer=60)
        scene = after_the_computer(app, controller)
        left = controller.turn_view.time_left
        key(app, pygame.K_r)
        waited = 0.0
        while scene.overlays.own.replay.run is not None:
            scene.update(0.25)
            waited += 0.25
        assert waited > 20  # it ended by itself, after every tile
        assert controller.turn_view.time_left >= left - 0.25


def test_the_draw_for_who_starts_is_shown_then_the_game_begins():
    with running_app() as app:
        controller = new_controller(
            ["Grandma", "Ada", "Ben"],
            ["human", "easy", "easy"],
            RuleSet(players=3),
            seed=4,
            players=drawing_players,
        )
        scene = GameScene(app, controller, first_draw=True)
        app.reset_to(scene)
        steps(app, 2)
        follow = scene.overlays.own.first_draw
        assert follow.waiting
        assert first_draws_of(controller.match.round)
        start = controller.match.round.start_seat
        assert start == 1  # Ada drew the highest tile with this seed
        # Nobody plays while it is shown.
        steps(app, 5)
        assert controller.match.round.turn == 0
        assert scene.computers.job is None
        assert all(not b.is_enabled for b in scene.widgets.buttons.values())
        click(app, scene.room.layout.table.center)
        assert not follow.waiting
        until(app, lambda: controller.match.round.turn > 0, limit=5000)


def test_the_draw_for_who_starts_goes_by_itself():
    with running_app() as app:
        controller = new_controller(
            ["Grandma", "Ada"], ["human", "easy"], RuleSet(), seed=2, players=drawing_players
        )
        scene = GameScene(app, controller, first_draw=True)
        app.reset_to(scene)
        steps(app)
        assert scene.overlays.own.first_draw.waiting
        assert scene.overlays.own.first_draw.next_frame() is not None
        scene.update(10.0)
        assert not scene.overlays.own.first_draw.waiting
        # A resumed game (or a later round) shows no draw.
        resumed = GameScene(app, controller)
        assert not resumed.overlays.own.first_draw.waiting


def human_turn(timer: int | None = None):
    return controller_at(
        [GRANDMA, GRANDPA],
        ["K1 B2 O13", "R9 B9"],
        ["R3 R4 R5"],
        rules=RuleSet(players=2, turn_seconds=timer),
        players=drawing_players,
        hint=None,
    )


def test_a_minute_of_nothing_brings_a_quiet_nudge_once_a_turn():
    with running_app() as app:
        controller = human_turn()
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app)
        follow = scene.overlays.own.nudge
        assert 0 < follow.next_frame() <= NUDGE_SECONDS
        scene.update(NUDGE_SECONDS - 1)
        assert not follow.shown
        # Doing something starts the minute again.
        click(app, scene.room.layout.table.center)
        scene.update(NUDGE_SECONDS - 1)
        assert not follow.shown
        scene.update(2.0)
        assert follow.shown
        steps(app)
        click(app, scene.room.layout.table.center)
        assert not follow.shown
        scene.update(NUDGE_SECONDS * 2)
        assert not follow.shown, "once a turn"


def test_no_nudge_with_a_turn_timer():
    with running_app() as app:
        controller = human_turn(timer=120)
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app)
        scene.update(NUDGE_SECONDS + 5)
        assert not scene.overlays.own.nudge.shown
        assert scene.overlays.own.nudge.next_frame() is None


def test_the_replay_button_fits_beside_the_other_buttons_in_small_windows():
    for size in ((800, 600), (1024, 768), (1920, 1080)):
        with running_app(size) as app:
            app.hooks = AppHooks(settings=Settings(animation_speed=Speed.INSTANT))
            app.settings = app.hooks.settings
            controller = split_game()
            scene = after_the_computer(app, controller)
            button = scene.overlays.own.replay.button
            assert button is not None and button.visible
            assert app.screen.get_rect().contains(button.rect)
            others = [b for b in scene.widgets.buttons.values()]
            if scene.widgets.menu_button is not None:
                others.append(scene.widgets.menu_button)
            assert not any(button.rect.colliderect(b.rect) for b in others), size


def test_the_empty_tables_words_give_way_to_the_nudge():
    """The whole-game walk (English, 800x600, Largest): the nudge's box lay over the
    empty table's "Drag tiles from your rack..." words. While the nudge says what to
    do, the empty table says nothing, and the referee finds nothing over anything."""
    from rummikub_desktop.app.recorder import Recorder
    from tests.support.screens import largest_app

    with largest_app((800, 600), "en") as app:
        app.recorder = Recorder()
        controller = controller_at(
            [GRANDMA, GRANDPA],
            ["K1 B2 O13", "R9 B9"],
            [],
            rules=RuleSet(players=2),
            players=drawing_players,
            hint=None,
        )
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app)
        assert scene.frame().empty_hint
        scene.update(NUDGE_SECONDS + 1)
        steps(app, 2)
        assert scene.overlays.own.nudge.shown
        assert not scene.frame().empty_hint
        assert [f.sentence for _, f in app.recorder.findings] == []
