"""The coach on the game screen, driven with real events: its line after a weaker
turn, Show me and back, silence after a best turn, and the hint's three steps."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Phase, Seat, controller_at
from tests.support.coach import ANN, BOT, _drag_to_free_row, _weaker_position
from tests.support.driver import (
    click,
    key,
    press_button,
    running_app,
    steps,
    until,
)

BEA = Seat.person("Bea")


def _open(app, controller) -> GameScene:
    scene = GameScene(app, controller)
    app.reset_to(scene)
    steps(app, 2)
    return scene


def test_a_weaker_turn_gives_the_line_and_show_me_runs_and_comes_back():
    with running_app() as app:
        scene = _open(app, _weaker_position())
        controller = scene.controller
        _drag_to_free_row(app, scene, "R5 R6 R7")
        press_button(app, scene, "done")
        assert scene.overlays.coach.worker is not None, "the coach looks at the turn that ended"
        until(app, lambda: scene.overlays.coach.finding is not None, limit=3000)
        assert scene.overlays.coach.finding.more == 2
        assert (
            scene.overlays.coach.show_button is not None
            and scene.overlays.coach.show_button.alive()
        )
        assert tr_count("coach.more", 2) == "You could have laid 2 more tiles. Show me?"
        # The line rests: the coach asks for no frames.
        assert scene.overlays.coach.next_frame() is None
        until(app, lambda: controller.phase is Phase.HUMAN_TURN, limit=3000)
        table, rack = controller.table, controller.rack
        click(app, scene.overlays.coach.show_button.rect.center)
        assert scene.overlays.coach.busy, "Show me plays the better move"
        assert scene.overlays.coach.shown.back_button is not None
        shown = scene.overlays.coach.shown.run
        finding = scene.overlays.coach.finding.replay
        assert shown is not None and shown.current.before is finding.before
        # The steps a hand follows, each a whole move: the rack's tiles travel in them.
        walk = shown.current
        laid = sorted(i for stage in walk.steps if stage.from_rack for i in stage.moved)
        assert laid == sorted(step.tile_id for step in finding.steps if step.from_rack)
        # Click through it, step by step; the game as it is waits unchanged.
        centre = scene.room.layout.table.center
        said = []
        for _ in range(len(walk.steps) + 1):
            said.append(scene.overlays.coach.shown.sentence())
            click(app, centre)
            assert controller.table is table and controller.rack is rack
        assert scene.overlays.coach.shown.ended
        # Each step says itself, as a hand at a real table would make it.
        assert "2. Take blue 9 from the first set (blue 6, 7, 8 and 9) and lay it down to " in (
            " ".join(said)
        ), said
        assert any(". Lay red 5, 6 and 7 from your rack as a new set." in s for s in said), said
        click(app, centre)
        assert not scene.overlays.coach.busy and scene.overlays.coach.finding is None
        assert controller.table is table and controller.rack is rack
        assert controller.phase is Phase.HUMAN_TURN


def test_escape_ends_show_me_and_not_now_takes_the_line_away():
    with running_app() as app:
        scene = _open(app, _weaker_position())
        press_button(app, scene, "draw")
        until(app, lambda: scene.overlays.coach.finding is not None, limit=3000)
        finding = scene.overlays.coach.finding
        assert finding.after_draw and finding.more == 5
        click(app, scene.overlays.coach.show_button.rect.center)
        assert scene.overlays.coach.busy
        key(app, pygame.K_ESCAPE)
        assert not scene.overlays.coach.busy
        assert scene.overlays.coach.finding is None


def test_not_now_takes_the_line_away():
    with running_app() as app:
        scene = _open(app, _weaker_position())
        press_button(app, scene, "draw")
        until(app, lambda: scene.overlays.coach.finding is not None, limit=3000)
        click(app, scene.overlays.coach.later_button.rect.center)
        assert scene.overlays.coach.finding is None and scene.overlays.coach.show_button is None


def test_a_best_turn_gives_no_line():
    with running_app() as app:
        controller = controller_at(
            [ANN, BOT], ["R5 R6 R7 B1", "O1 O2"], ["B7 B8 B9"], melded=[True, True], draws="O4"
        )
        scene = _open(app, controller)
        _drag_to_free_row(app, scene, "R5 R6 R7")
        press_button(app, scene, "done")
        assert scene.overlays.coach.worker is not None
        until(app, lambda: scene.overlays.coach.worker is None, limit=3000)
        steps(app, 5)
        assert scene.overlays.coach.finding is None and scene.overlays.coach.show_button is None


def test_the_coach_switched_off_says_nothing():
    with running_app() as app:
        app.change_settings(coach=False)
        scene = _open(app, _weaker_position())
        press_button(app, scene, "draw")
        assert scene.overlays.coach.worker is None
        steps(app, 20)
        assert scene.overlays.coach.finding is None


def test_pass_and_play_speaks_only_before_the_handover():
    with running_app() as app:
        controller = controller_at(
            [ANN, BEA],
            ["R5 R6 R7 K9 O9 B1", "O1 O2 K3"],
            ["B6 B7 B8 B9"],
            melded=[True, True],
            draws="O4 O5 O6",
        )
        scene = _open(app, controller)
        if controller.phase is Phase.HANDOVER:
            click(app, scene.widgets.handover_button.rect.center)
        press_button(app, scene, "draw")
        assert controller.phase is Phase.HANDOVER
        until(app, lambda: scene.overlays.coach.finding is not None, limit=3000)
        assert scene.overlays.coach.finding.seat == 0, "said to Ann, still at the screen"
        assert scene.widgets.handover_button is not None
        click(app, scene.widgets.handover_button.rect.center)
        assert controller.rack_seat == 1
        assert scene.overlays.coach.finding is None, "Bea's rack is shown: the line is gone"


def test_a_search_not_finished_when_the_player_acts_says_nothing():
    with running_app() as app:
        scene = _open(app, _weaker_position())
        press_button(app, scene, "draw")
        # The player acts before the answer is taken in: the search is dropped.
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
        assert scene.overlays.coach.worker is None
        steps(app, 30)
        assert scene.overlays.coach.finding is None


def test_hint_comes_in_three_steps():
    with running_app() as app:
        controller = controller_at(
            [ANN, BOT], ["B10 R1 O5", "O1 O2"], ["B7 B8 B9"], melded=[True, True], draws="O4"
        )
        scene = _open(app, controller)
        b10 = next(i for i in controller.rack.ids if str(controller.face(i)) == "B10")
        press_button(app, scene, "hint")
        until(app, lambda: scene.overlays.hints.shown is not None, limit=3000)
        first = scene.overlays.hints.shown
        assert first.marked_rack_ids == {b10}
        assert scene.commands.message.text == tr_count("coach.hint.tiles", 1)
        assert controller.turn_view.laid_ids == frozenset()
        press_button(app, scene, "hint")
        second = scene.overlays.hints.shown
        assert scene.commands.message.text == tr_count("coach.hint.places_add", 1)
        assert second.target_cells, "where it goes is outlined"
        assert controller.turn_view.laid_ids == frozenset()
        press_button(app, scene, "hint")
        # The last step lays the play and says it as the steps a hand follows.
        assert scene.commands.message.text == tr("coach.hint.play") + (
            " 1. Put blue 10 from your rack after the blue 9 in the first set (blue 7, 8 and 9)."
        )
        assert controller.turn_view.laid_ids == {b10}, "the third press lays the play"


def test_hint_without_a_play_points_at_draw():
    with running_app() as app:
        controller = controller_at(
            [ANN, BOT], ["R1 O5 K12", "O1 O2"], ["B7 B8 B9"], melded=[True, True], draws="O4"
        )
        scene = _open(app, controller)
        press_button(app, scene, "hint")
        until(app, lambda: scene.overlays.hints.shown is not None, limit=3000)
        assert scene.commands.message.text == tr("coach.hint.none_draw")
        press_button(app, scene, "hint")
        assert scene.commands.message.text == tr("coach.hint.none_draw")
        assert controller.turn_view.laid_ids == frozenset()


def test_the_coach_setting_is_on_at_first_and_old_files_load():
    assert Settings().coach is True
    old = Settings().to_dict()
    del old["coach"]
    assert Settings.from_dict(old).coach is True
    off = Settings().with_changes(coach=False)
    assert Settings.from_dict(off.to_dict()).coach is False
    assert Settings.from_dict({**old, "coach": "yes please"}).coach is True


def test_the_round_end_looks_back_on_the_missed_turns_and_shows_them():
    from rummikub_desktop.scenes.round_end import RoundEndScene

    with running_app() as app:
        # Ann draws where she could have laid five tiles; Bot then goes out.
        controller = controller_at(
            [ANN, BOT],
            ["R5 R6 R7 K9 O9 B1", "O1 O2 O3"],
            ["B6 B7 B8 B9"],
            melded=[True, True],
            draws="O4 O5 O6",
        )
        scene = _open(app, controller)
        press_button(app, scene, "draw")
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
        end = app.scene
        (look,) = end.looks
        assert [(t.turn, t.more) for t in look.turns] == [(0, 5)]
        assert look.total_missed == 5
        assert end.look_button is not None
        click(app, end.look_button.rect.center)
        assert end.panel is not None and len(end.panel.show_buttons) == 1
        (show,) = end.panel.show_buttons
        click(app, show.rect.center)
        assert end.panel.showing is not None and end.next_frame() == 0.0
        key(app, pygame.K_ESCAPE)
        assert end.panel.showing is None
        key(app, pygame.K_ESCAPE)
        assert end.panel is None


def test_a_round_with_nothing_to_show_is_said_kindly():
    from rummikub_desktop.scenes.look_back_panel import summary_sentence
    from rummikub_desktop.scenes.round_end import RoundEndScene

    with running_app() as app:
        controller = controller_at(
            [ANN, BOT], ["R1 O5", "O1 O2 O3"], ["B7 B8 B9"], melded=[True, True], draws="K4"
        )
        scene = _open(app, controller)
        press_button(app, scene, "draw")
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
        (look,) = app.scene.looks
        assert summary_sentence(look) == ("You played every turn as well as it could be played.")
        assert app.scene.look_button is None


def test_the_look_back_counts_the_players_own_turns():
    """Issue 32 row 13: the look-back's row says the person's own turn (第2回合 for
    their second turn at a table of two, not 第3回合)."""
    from dataclasses import replace

    from rummikub_desktop.i18n import set_language
    from rummikub_desktop.scenes.look_back_panel import turn_words
    from rummikub_desktop.session.coach import coach_job, turn_start
    from rummikub_desktop.session.look_back import look_back

    controller = controller_at(
        [ANN, BOT], ["R5 R6 R7 B1 K9", "O1 O2"], ["B7 B8 B9"], melded=[True, True]
    )
    start = turn_start(controller)
    assert start is not None
    finding = coach_job(start, 0)()
    assert finding is not None
    (missed,) = look_back(0, 1, [replace(finding, turn=2)]).turns
    set_language("zh-Hant")
    try:
        assert turn_words(missed) == "第2回合：可以多出3張牌"
    finally:
        set_language("en")


@pytest.mark.parametrize("size", [(1366, 728), (800, 600)])
def test_the_hints_places_lie_on_the_table_and_its_play_lands_on_them(size):
    """Issue 32 row 1: on a crowded table, step 2 outlined places past the table's
    edge (over the players' list) and step 3 then laid the tiles elsewhere. The
    places now lie inside the table as drawn (it makes room first) and each tile
    of the play lands in the very rectangle that was outlined for it."""
    from rummikub_desktop.persistence.settings import TileSize
    from rummikub_desktop.session import Speed
    from tests.support.scripts import load

    bench = load("bench_table_sizes")
    with running_app(size) as app:
        app.change_settings(animation_speed=Speed.INSTANT, tile_size=TileSize.LARGEST)
        app.apply_appearance()
        controller = bench.crowded_controller()
        scene = _open(app, controller)
        press_button(app, scene, "hint")
        until(app, lambda: scene.overlays.hints.shown is not None, limit=3000)
        press_button(app, scene, "hint")
        places = scene.overlays.hints.shown
        assert places.target_cells
        geometry = scene.room.table_geometry()
        outlined = {cell: geometry.cell_rect(cell) for cell in places.target_cells}
        table = scene.room.layout.table
        off = [cell for cell, rect in outlined.items() if not table.contains(rect)]
        assert not off, f"places past the table's edge: {off}"
        targets = {t.tile_id: outlined[t.cell] for t in scene.overlays.hints.steps.targets}
        press_button(app, scene, "hint")
        steps(app, 3)
        assert controller.turn_view.laid_ids == set(targets)
        now = scene.room.table_geometry()
        landed = {i: now.cell_rect(controller.table.cell_of(i)) for i in targets}
        assert landed == targets, "every tile lands where it was outlined"


@pytest.mark.parametrize("size", [(1366, 728), (800, 600)])
def test_show_me_draws_tiles_as_big_as_the_table_in_play(size):
    """Issue 32 row 14: Show me drew the table at 61 px tiles beside 111 px in play
    (1366x728, Largest tiles; 43 beside 64 at 800x600): its grid showed every empty
    cell of the table."""
    from rummikub_desktop.persistence.settings import TileSize
    from rummikub_desktop.session import Speed

    with running_app(size) as app:
        app.change_settings(animation_speed=Speed.INSTANT, tile_size=TileSize.LARGEST)
        app.apply_appearance()
        scene = _open(app, _weaker_position())
        controller = scene.controller
        in_play = scene.room.table_geometry().tile_h
        _drag_to_free_row(app, scene, "R5 R6 R7")
        press_button(app, scene, "done")
        until(app, lambda: scene.overlays.coach.finding is not None, limit=3000)
        until(app, lambda: controller.phase is Phase.HUMAN_TURN, limit=3000)
        click(app, scene.overlays.coach.show_button.rect.center)
        assert scene.overlays.coach.busy
        art = scene.overlays.coach.shown.view.art
        drawn: list[tuple[int, int]] = []
        face = art.face

        def recording(tile, size, *args, **kwargs):
            drawn.append(tuple(size))
            return face(tile, size, *args, **kwargs)

        art.face = recording
        try:
            scene.overlays.coach.shown.draw(app.screen, scene.room.layout)
        finally:
            del art.face
        assert drawn, "Show me drew its tiles"
        assert min(height for _, height in drawn) >= in_play, (drawn[0], in_play)


def test_the_look_back_survives_continue_on_a_finished_round():
    """Issue 32 row 3: after Continue on a finished round the summary said every turn
    was as good as could be, and the look-back button was gone: the coach's findings
    were not kept with the game. They are now, and the round's end reads the same."""
    from rummikub_desktop.scenes.look_back_panel import summary_sentence
    from rummikub_desktop.scenes.round_end import RoundEndScene
    from rummikub_desktop.session import GameController

    with running_app() as app:
        controller = controller_at(
            [ANN, BOT],
            ["R5 R6 R7 K9 O9 B1", "O1 O2 O3"],
            ["B6 B7 B8 B9"],
            melded=[True, True],
            draws="O4 O5 O6",
        )
        scene = _open(app, controller)
        press_button(app, scene, "draw")
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
        (look,) = app.scene.looks
        said = summary_sentence(look)
        assert [(t.turn, t.more) for t in look.turns] == [(0, 5)]
        scene.close_requested()  # the window's close keeps the game (Continue reads it back)

        loaded = GameController.from_dict(controller.to_dict())
        app.reset_to(GameScene(app, loaded))
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
        end = app.scene
        (again,) = end.looks
        assert [(t.turn, t.more) for t in again.turns] == [(0, 5)]
        assert summary_sentence(again) == said
        assert end.look_button is not None, "the look-back is still there"
        click(app, end.look_button.rect.center)
        (show,) = end.panel.show_buttons
        click(app, show.rect.center)
        assert end.panel.showing is not None
