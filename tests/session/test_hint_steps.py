"""A hint in three steps: which tiles, where they go, the play; and no play at all."""

from __future__ import annotations

from dataclasses import replace

from rummikub_desktop.ai import Level, suggest_play
from rummikub_desktop.engine import SetKind, parse_tiles
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.session.coach import turn_start
from rummikub_desktop.session.hint_steps import HintStage, hint_steps

ANN = Seat.person("Ann")
BOT = Seat.computer("Bot", Level.EASY)


def _steps(racks, table=(), *, melded=(True, True), draws=""):
    game = controller_at([ANN, BOT], racks, table, melded=list(melded), draws=draws)
    start = turn_start(game)
    assert start is not None
    return game, start, hint_steps(start, suggest_play(start.view))


def _faces(game, ids):
    return sorted(game.face(i) for i in ids)


def test_adding_to_a_set_takes_three_steps():
    game, _start, steps = _steps(["B10 K1 O5", "O1 O2"], ["B7 B8 B9"])
    assert steps.exists and steps.stages == tuple(HintStage)
    first = steps.after(None)
    assert first.stage is HintStage.TILES and first.key == "coach.hint.tiles"
    assert first.count == 1
    assert _faces(game, first.marked_rack_ids) == parse_tiles("B10")
    assert not first.target_cells and not first.changed_cells and not first.lays_play
    second = steps.after(first.stage)
    assert second.stage is HintStage.PLACES and second.key == "coach.hint.places_add"
    target = steps.targets[0]
    assert target.joins_table_set and target.went_to.kind is SetKind.RUN
    assert target.went_to.tiles == tuple(parse_tiles("B7 B8 B9 B10"))
    assert second.target_cells == frozenset(target.set_cells)
    assert target.cell in second.target_cells and not second.changed_cells
    assert not steps.rearranges
    third = steps.after(second.stage)
    assert third.stage is HintStage.PLAY and third.lays_play
    assert steps.after(third.stage).stage is HintStage.PLAY
    # The third step is today's hint: the same play laid out by the controller.
    assert game.finish_hint(game.hint_job(), steps.play).ok
    assert steps.arrangement is not None
    assert dict(game.table.placements) == dict(steps.arrangement.layout.placements)


def test_a_rearrangement_outlines_the_sets_it_takes_apart():
    _, _start, steps = _steps(["K9 O9 B1", "O1 O2"], ["B6 B7 B8 B9"])
    assert steps.exists and steps.rearranges
    places = steps.step(HintStage.PLACES)
    assert places.key == "coach.hint.places_rearrange"
    (old,) = steps.taken_apart
    assert places.changed_cells == frozenset(old.cells)
    assert {t.cell for t in steps.targets} <= places.target_cells
    assert sorted(t.tile for t in steps.targets) == sorted(parse_tiles("K9 O9"))
    assert all(t.went_to.kind is SetKind.GROUP for t in steps.targets)


def test_a_new_set_from_the_rack_and_the_first_play_say_so():
    _, _, steps = _steps(["R10 R11 R12 K1", "O1 O2"], melded=(False, False))
    first = steps.step(HintStage.TILES)
    assert first.key == "coach.hint.tiles_first"
    assert dict(first.params) == {"count": 3, "points": 33}
    assert steps.step(HintStage.PLACES).key == "coach.hint.places_new"
    assert not any(t.joins_table_set for t in steps.targets)


def test_no_play_points_at_draw_or_at_passing():
    _, _, steps = _steps(["K1 O5 B13", "O1 O2"], ["B7 B8 B9"])
    assert not steps.exists and steps.stages == (HintStage.TILES,)
    for stage in (None, HintStage.TILES, HintStage.PLACES):
        step = steps.after(stage)
        assert step.key == "coach.hint.none_draw"
        assert not step.marked_rack_ids and not step.lays_play
    # With the pool empty there is nothing to draw: the player passes.
    game = controller_at([ANN, BOT], ["K1 O5", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    start = turn_start(game)
    assert start is not None
    empty = replace(start, view=replace(start.view, pool_size=0))
    assert hint_steps(empty, None).after(None).key == "coach.hint.none_pass"


def test_a_play_that_does_not_fit_the_table_gives_no_play():
    _, start, _steps_found = _steps(["B10 K1 O5", "O1 O2"], ["B7 B8 B9"])
    other_game = controller_at([ANN, BOT], ["R1 R2 R3", "O1 O2"], melded=[True, True])
    wrong = suggest_play(turn_start(other_game).view)
    assert not hint_steps(start, wrong).exists
