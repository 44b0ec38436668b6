"""The game controller: a turn as a player plays it, by tile ids and cells."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from rummikub_desktop.ai import Level, Play
from rummikub_desktop.engine import MoveKind, PlayerView, RuleSet, Tile, parse_tiles
from rummikub_desktop.i18n import problem_text, tr
from rummikub_desktop.session import (
    MAX_ANIMATION_TILES,
    GameController,
    OutcomeCode,
    Phase,
    RoundEnded,
    ScoreSheet,
    Seat,
    Speed,
    TilesDrawn,
    TurnTimedOut,
    play_computer_turn,
    show_hint,
)
from rummikub_desktop.table import Cell, RackLayout
from tests.support.controllers import ANN, BOT, deal, rack_codes, table_codes
from tests.support.fakes import Drawer, players_of

BEA = Seat("Bea")


def rack_id(controller: GameController, code: str, seat: int | None = None) -> int:
    """The id of a tile with this face on a rack (the shown one by default)."""
    rack = controller.rack if seat is None else controller.rack_of(seat)
    assert rack is not None
    tile = parse_tiles(code)[0]
    return next(i for i in rack.ids if controller.face(i) == tile)


def engine_state(controller: GameController) -> dict[str, Any]:
    return controller.match.round.to_dict()


# -- moving tiles ----------------------------------------------------------------


def test_a_rack_tile_dragged_to_the_table_lies_there_and_leaves_the_rack() -> None:
    game = deal(["R7 R8 R9 K1", "B1 B2"])
    r7 = rack_id(game, "R7")
    assert game.move_tile_to_table(r7, Cell(4, 2)).ok
    assert game.table.cell_of(r7) == Cell(4, 2)
    assert r7 not in game.rack
    assert game.turn_view.laid_ids == {r7}


def test_a_tile_joins_a_set_at_either_end_and_in_the_middle() -> None:
    game = deal(["R3 R7 O9 K1", "B1 B2"], ["R4 R5 R6", "K9 R9 B9"])
    run, group = game.table.sets()
    assert run.start == Cell(0, 0)
    assert game.move_tile_to_table(rack_id(game, "R3"), Cell(-1, 0)).code is (OutcomeCode.OFF_TABLE)
    assert game.move_set(run.ids[0], Cell(3, 1)).ok
    assert game.move_tile_to_table(rack_id(game, "R3"), Cell(2, 1)).ok
    assert game.move_tile_to_table(rack_id(game, "R7"), Cell(6, 1)).ok
    assert table_codes(game) == ["K9 R9 B9", "R3 R4 R5 R6 R7"]
    assert game.table.set_of(run.ids[0]).start == Cell(2, 1)
    r9 = group.ids[1]
    r9_cell = game.table.cell_of(r9)
    assert game.move_tile_to_table(rack_id(game, "O9"), r9_cell).ok
    assert table_codes(game) == ["K9 O9 R9 B9", "R3 R4 R5 R6 R7"]
    assert game.table.cell_of(r9) == r9_cell.shifted(1)
    assert all(status.is_valid for status in game.set_statuses())


def test_a_tile_that_was_on_the_table_cannot_go_to_the_rack() -> None:
    game = deal(["R7 K1", "B1 B2"], ["O1 O2 O3"])
    table_tile = game.table.sets()[0].ids[0]
    outcome = game.move_tile_to_rack(table_tile)
    assert outcome.code is OutcomeCode.TABLE_TILE_TO_RACK
    assert tr(f"outcome.{outcome.code.value}") == (
        "Tiles that were on the table at the start of your turn must stay on the table."
    )
    assert table_tile in game.table


def test_a_tile_laid_this_turn_can_go_back_to_the_rack() -> None:
    game = deal(["R7 K1", "B1 B2"])
    r7 = rack_id(game, "R7")
    game.move_tile_to_table(r7, Cell(1, 1))
    assert game.move_tile_to_rack(r7, 0).ok
    assert game.rack.ids[0] == r7
    assert r7 not in game.table


def test_a_player_cannot_move_another_players_tile() -> None:
    game = deal(["R7 K1", "B1 B2"])
    assert game.move_tile_to_table(rack_id(game, "B1", seat=1), Cell(1, 1)).code is (
        OutcomeCode.NOT_YOUR_TILE
    )


def test_the_rack_sorts_by_colour_and_by_number() -> None:
    game = deal(["R8 K8 R7 B8 J", "B1 B2"])
    assert game.arrange_rack(RackLayout.sorted_by_number).ok
    assert rack_codes(game) == "R7 K8 R8 B8 J"
    assert game.arrange_rack(RackLayout.sorted_by_colour).ok
    assert rack_codes(game) == "K8 R7 R8 B8 J"


# -- Done, Undo, Reset, Draw ----------------------------------------------------------


def test_an_invalid_done_is_refused_and_changes_nothing_in_the_engine() -> None:
    game = deal(["R7 R8 K1", "B1 B2"])
    game.move_tile_to_table(rack_id(game, "R7"), Cell(1, 1))
    game.move_tile_to_table(rack_id(game, "R8"), Cell(2, 1))
    before = engine_state(game)
    laid = game.table
    outcome = game.end_turn()
    assert outcome.code is OutcomeCode.PLAY_REFUSED
    assert problem_text(outcome.problems[0]) == "A set needs at least 3 tiles; this one has 2."
    assert engine_state(game) == before
    assert game.table == laid
    assert game.phase is Phase.HUMAN_TURN
    set_problem = game.turn_view.refused_problems[0]
    assert set(set_problem.tile_ids) == set(laid.sets()[0].ids)
    assert "too_few_tiles" in [p.problem.code.value for p in game.turn_view.refused_problems]


def test_a_valid_done_plays_the_table_and_passes_the_turn() -> None:
    game = deal(["R10 R11 R12 K1", "B1 B2"])
    for col, code in enumerate(["R10", "R11", "R12"], start=2):
        game.move_tile_to_table(rack_id(game, code), Cell(col, 0))
    assert game.turn_view.meld_progress.points == 33
    assert game.end_turn().ok
    assert game.match.round.table == [parse_tiles("R10 R11 R12")]
    assert rack_codes(game) == "K1"
    assert game.match.round.history[-1].kind is MoveKind.PLAY
    assert game.invariant_problems() == []


def test_the_meld_counter_counts_new_valid_sets_against_the_threshold() -> None:
    game = deal(["R7 R8 R9 K1", "B1 B2"])
    assert (game.turn_view.meld_progress.points, game.turn_view.meld_progress.threshold) == (0, 30)
    for col, code in enumerate(["R7", "R8", "R9"]):
        game.move_tile_to_table(rack_id(game, code), Cell(col, 0))
    assert game.turn_view.meld_progress.points == 24
    assert not game.turn_view.meld_progress.reached
    melded = deal(["R7", "B1"], ["O1 O2 O3"], melded=[True, True])
    assert melded.turn_view.meld_progress is None


def test_the_meld_counter_reads_the_sets_once_per_move(monkeypatch) -> None:
    """Issue 43: the screen reads the turn several times a frame, and each read
    analysed every set on the table again (a dragged tile's frame 14 % slower)."""
    from rummikub_desktop.session import views

    calls = []
    real = views.analyse_set
    monkeypatch.setattr(views, "analyse_set", lambda tiles: calls.append(1) or real(tiles))
    game = deal(["R10 R11 R12 K1", "B1 B2"], ["O1 O2 O3", "B5 R5 K5"], melded=[False, True])
    for col, code in enumerate(["R10", "R11", "R12"], start=2):
        game.move_tile_to_table(rack_id(game, code), Cell(col, 2))
    read = [game.turn_view.meld_progress for _ in range(10)]
    assert read[-1] is not None and read[-1].points == 33
    assert len(calls) <= len(game.set_statuses())  # once per set, not once per read


def test_reset_turn_restores_the_snapshot_exactly() -> None:
    game = deal(["R3 R7 K1 B9", "B1 B2"], ["R4 R5 R6", "K9 O9 R9"])
    table, rack = game.table, game.rack
    game.move_tile_to_table(rack_id(game, "R7"), game.table.sets()[0].start.shifted(1))
    game.move_set(game.table.sets()[1].ids[0], Cell(2, 3))
    game.arrange_rack(RackLayout.sorted_by_number)
    assert game.reset_turn().ok
    assert game.table == table
    assert game.rack == rack
    assert game.turn_view.laid_ids == frozenset()


def test_undo_steps_back_one_move_at_a_time() -> None:
    game = deal(["R3 R5 K1", "B1 B2"])
    r3, r5 = rack_id(game, "R3"), rack_id(game, "R5")
    start_table, start_rack = game.table, game.rack
    game.move_tile_to_table(r3, Cell(1, 1))
    after_first = game.table
    game.move_tile_to_table(r5, Cell(5, 1))
    assert game.undo().ok
    assert game.table == after_first
    assert r5 in game.rack
    assert game.undo().ok
    assert (game.table, game.rack) == (start_table, start_rack)
    assert game.undo().code is OutcomeCode.NOTHING_TO_UNDO


def test_draw_without_laid_tiles_takes_one_tile_and_ends_the_turn() -> None:
    game = deal(["R3 K1", "B1 B2"], next_draws="O13")
    assert not game.turn_view.draw_needs_confirmation
    assert game.draw_tile().ok
    assert rack_codes(game) == "R3 K1 O13"
    assert game.match.round.current == 1
    o13 = rack_id(game, "O13")
    assert TilesDrawn(0, 1, tile_ids=(o13,)) in game.drain_events()
    assert game.turn_view.drawn_ids == {o13}, "marked as drawn until the player's next turn ends"


def test_draw_with_laid_tiles_returns_them_first_then_draws() -> None:
    game = deal(["R3 K1", "B1 B2"], next_draws="O13")
    game.move_tile_to_table(rack_id(game, "R3"), Cell(1, 1))
    assert game.turn_view.draw_needs_confirmation
    assert game.draw_tile().ok
    assert game.table.ids == frozenset()
    assert rack_codes(game) == "R3 K1 O13"
    assert game.invariant_problems() == []


# -- computer turns ----------------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    table: Sequence[Sequence[Tile]] | None
    placed: tuple[Tile, ...] = ()


def test_a_computer_turn_is_animated_and_unchanged_sets_keep_their_cells() -> None:
    game = deal(
        ["K1 B2", "R9 B3 B4 B5 O13"],
        ["K7 K8 K9", "R6 R7 R8", "O1 O2 O3"],
        current=1,
    )
    before = {s.ids: s.start for s in game.table.sets()}
    job = game.computer_job()
    assert game.phase is Phase.COMPUTER_TURN
    assert game.players[1].is_thinking
    decision = Decision(
        [parse_tiles(s) for s in ["O1 O2 O3", "K7 K8 K9", "R6 R7 R8 R9", "B3 B4 B5"]]
    )
    assert game.finish_computer_turn(job, decision).ok
    assert game.phase is Phase.ANIMATING
    assert game.current_seat == 1
    for table_set in game.table.sets():
        if table_set.ids in before:
            assert before[table_set.ids] == table_set.start
    assert sorted(table_codes(game)) == ["B3 B4 B5", "K7 K8 K9", "O1 O2 O3", "R6 R7 R8 R9"]
    plan = game.animation
    placed = set(plan.placed)
    assert {game.face(i).code for i in placed} == {"R9", "B3", "B4", "B5"}
    from_rack = [step for step in plan.steps if step.source is None]
    assert {step.tile_id for step in from_rack} == placed
    assert all(game.table.cell_of(step.tile_id) == step.target for step in plan.steps)
    # A set's table tiles slide together; tiles from the rack come one by one.
    sliding = [step for step in plan.steps if step.source is not None]
    assert len({step.start for step in sliding}) == 1
    assert len({step.start for step in from_rack}) == len(from_rack) == 4
    assert plan.duration == pytest.approx(0.5 * (4 + 1))
    assert game.turn_view.last_computer_ids == placed | {step.tile_id for step in plan.steps}
    game.tick(100.0)
    game.tick(100.0 + plan.duration / 2)
    assert plan.steps[0].progress(game.turn_view.animation_elapsed) == 1.0
    assert game.phase is Phase.ANIMATING
    game.tick(100.0 + plan.duration)
    assert game.phase is Phase.HUMAN_TURN
    assert game.invariant_problems() == []
    # Highlighted until the human's next move.
    assert game.turn_view.last_computer_ids == placed | {step.tile_id for step in plan.steps}
    # The grid always keeps its last row empty.
    outcome = game.move_tile_to_table(rack_id(game, "K1"), Cell(0, game.table.rows - 1))
    assert outcome.ok
    assert game.turn_view.last_computer_ids == frozenset()


def test_a_long_computer_turn_is_shown_faster() -> None:
    rack = "K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13 R1 R2 R3 R4 R5 R6 R7 R8 R9"
    game = deal(["B1 B2", rack], current=1)
    job = game.computer_job()
    runs = ["K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13", "R1 R2 R3 R4 R5 R6 R7 R8 R9"]
    game.finish_computer_turn(job, Decision([parse_tiles(r) for r in runs]))
    plan = game.animation
    assert len(plan.steps) == 22
    assert plan.duration == pytest.approx(MAX_ANIMATION_TILES * 0.5)
    assert max(step.end for step in plan.steps) == pytest.approx(plan.duration)


def test_a_computer_without_a_player_draws() -> None:
    game = deal(["K1 B2", "R9 O13"], current=1, speed=Speed.INSTANT)
    assert play_computer_turn(game).ok
    assert game.phase is Phase.HUMAN_TURN
    assert len(game.rack_of(1)) == 3


def test_a_computer_decision_the_engine_refuses_becomes_a_draw() -> None:
    game = deal(["K1 B2", "R9 O13"], current=1, speed=Speed.INSTANT)
    job = game.computer_job()
    assert game.finish_computer_turn(job, Decision([parse_tiles("R9 O13")])).ok
    assert game.match.round.history[-1].kind is MoveKind.DRAW
    assert game.invariant_problems() == []


def test_a_late_answer_for_a_finished_turn_is_ignored() -> None:
    game = deal(["K1 B2", "R9 O13", "B7"], seats=(ANN, BOT, BOT), current=1)
    job = game.computer_job()
    game.finish_computer_turn(job, Decision(None))
    game.tick(0.0)
    game.tick(10.0)
    assert game.finish_computer_turn(job, Decision(None)).code is OutcomeCode.STALE_JOB


def test_the_computer_players_handed_to_the_session_are_used() -> None:
    played = []

    class Player:
        def choose(self, view):
            played.append(view.seat)
            return Decision([[*view.table[0], *parse_tiles("R9")]] if view.table else None)

    game = deal(
        ["K1 B2", "R9 O13"],
        ["R6 R7 R8"],
        current=1,
        speed=Speed.INSTANT,
        players=players_of(Player()),
    )
    assert play_computer_turn(game).ok
    assert played == [1]
    assert table_codes(game) == ["R6 R7 R8 R9"]


def suggest_red_run(view: PlayerView) -> Play:
    """A stand-in hint: the red run 10-11-12."""
    return Play([parse_tiles("R10 R11 R12")], tuple(parse_tiles("R10 R11 R12")))


def test_a_hint_lays_out_the_suggested_play_and_undo_takes_it_back() -> None:
    game = deal(["R10 R11 R12 K1", "B1 B2"], hint=suggest_red_run)
    assert show_hint(game).ok
    assert table_codes(game) == ["R10 R11 R12"]
    assert rack_codes(game) == "K1"
    assert game.undo().ok
    assert table_codes(game) == []


def test_no_hint_without_a_suggestion() -> None:
    game = deal(["R10 K1", "B1 B2"])
    assert show_hint(game).code is OutcomeCode.NO_HINT


# -- the turn timer ------------------------------------------------------------------------

TIMED = RuleSet(turn_seconds=30)


def test_time_running_out_with_nothing_laid_draws_one_tile() -> None:
    game = deal(["R3 K1", "B1 B2"], rules=TIMED, next_draws="O13")
    game.tick(0.0)
    game.tick(10.0)
    assert game.turn_view.time_left == pytest.approx(20.0)
    game.tick(30.0)
    assert rack_codes(game) == "R3 K1 O13"
    assert game.match.round.history[-1].kind is MoveKind.TIMEOUT_DRAW
    assert TurnTimedOut(0, False) in game.drain_events()


def test_time_running_out_with_an_invalid_table_restores_it_and_draws_penalty_tiles() -> None:
    game = deal(["R3 K1", "B1 B2"], ["O1 O2 O3"], rules=TIMED, next_draws="O13 B13 K13")
    start = game.table
    game.tick(0.0)
    game.move_tile_to_table(rack_id(game, "R3"), Cell(0, 3))
    game.tick(31.0)
    assert game.table == start
    assert rack_codes(game) == "R3 K1 O13 B13 K13"
    assert game.match.round.history[-1].kind is MoveKind.PENALTY
    assert game.invariant_problems() == []


def test_time_running_out_with_a_valid_table_plays_it() -> None:
    game = deal(["R4 K1", "B1 B2"], ["R1 R2 R3"], rules=TIMED)
    game.tick(0.0)
    game.move_tile_to_table(rack_id(game, "R4"), game.table.sets()[0].start.shifted(3))
    game.tick(30.0)
    assert game.match.round.table == [parse_tiles("R1 R2 R3 R4")]
    assert game.match.round.history[-1].kind is MoveKind.PLAY


def test_time_running_out_after_moving_only_table_tiles_costs_the_penalty() -> None:
    # The player has made the first play; this turn they only split a table set,
    # leaving two sets that are not valid, and lay nothing from the rack.
    game = deal(
        ["R9 K1", "B1 B2"],
        ["O1 O2 O3 O4 O5 O6"],
        rules=TIMED,
        melded=[True, True],
        next_draws="O13 B13 K13",
    )
    start = game.table
    game.tick(0.0)
    run = game.table.sets()[0]
    game.move_tile_to_table(run.ids[3], Cell(0, 3))  # O4 alone: two broken sets
    assert not all(s.is_valid for s in game.set_statuses())
    assert game.turn_view.laid_ids == frozenset()
    game.tick(31.0)
    assert game.table == start
    assert rack_codes(game) == "R9 K1 O13 B13 K13", "three penalty tiles, not one"
    assert game.match.round.history[-1].kind is MoveKind.PENALTY
    penalty = tuple(rack_id(game, code) for code in ("O13", "B13", "K13"))
    assert TilesDrawn(0, 3, penalty=True, tile_ids=penalty) in game.drain_events()
    assert game.invariant_problems() == []


def test_time_running_out_after_a_valid_rearrangement_without_a_rack_tile_draws_one() -> None:
    game = deal(
        ["R9 K1", "B1 B2"],
        ["O1 O2 O3 O4 O5 O6"],
        rules=TIMED,
        melded=[True, True],
        next_draws="O13",
    )
    start = game.table
    game.tick(0.0)
    run = game.table.sets()[0]
    game.move_tile_to_table(run.ids[3], Cell(0, 3), after=False)
    game.move_tile_to_table(run.ids[4], Cell(1, 3))
    game.move_tile_to_table(run.ids[5], Cell(2, 3))  # O1-O3 and O4-O6: both valid
    assert all(s.is_valid for s in game.set_statuses())
    game.tick(31.0)
    assert game.table == start
    assert rack_codes(game) == "R9 K1 O13", "nothing played: one tile, no penalty"


def test_no_timer_unless_chosen() -> None:
    game = deal(["R3 K1", "B1 B2"])
    game.tick(0.0)
    game.tick(10_000.0)
    assert game.turn_view.time_left is None
    assert game.phase is Phase.HUMAN_TURN


# -- pass-and-play ---------------------------------------------------------------------------


def test_pass_and_play_hides_the_racks_between_two_human_turns() -> None:
    game = deal(["R3 K1", "B1 B2"], seats=(ANN, BEA))
    assert game.phase is Phase.HANDOVER
    assert game.rack is None
    assert game.move_tile_to_table(rack_id(game, "R3", seat=0), Cell(0, 0)).code is (
        OutcomeCode.NOT_YOUR_TURN
    )
    assert game.acknowledge_handover().ok
    assert game.rack_seat == 0
    game.draw_tile()
    assert game.phase is Phase.HANDOVER
    assert game.rack is None
    assert game.acknowledge_handover().ok
    assert game.rack_seat == 1
    assert game.phase is Phase.HUMAN_TURN


def test_one_human_against_computers_needs_no_handover() -> None:
    game = deal(["R3 K1", "B1 B2"], speed=Speed.INSTANT)
    game.draw_tile()
    play_computer_turn(game)
    assert game.phase is Phase.HUMAN_TURN
    assert game.rack_seat == 0


# -- the round's end and the match -------------------------------------------------------------


def test_going_out_ends_the_round_with_scores_and_the_next_round_deals_again() -> None:
    game = deal(["R10 R11 R12", "B1 B2 J"], ["K1 K2 K3"], melded=[True, False])
    for col, code in enumerate(["R10", "R11", "R12"], start=6):
        game.move_tile_to_table(rack_id(game, code), Cell(col, 0))
    assert game.end_turn().ok
    assert game.phase is Phase.ROUND_OVER
    assert game.round_result.winners == (0,)
    assert game.round_result.scores == (33, -33)
    assert any(isinstance(e, RoundEnded) for e in game.drain_events())
    sheet = ScoreSheet.of(game.match)
    assert sheet.rounds == ((33, -33),)
    assert sheet.totals == (33, -33)
    assert not sheet.match_over
    assert game.end_turn().code is OutcomeCode.ROUND_OVER
    assert game.next_round().ok
    assert game.match.round_number == 2
    assert len(game.table) == 0
    assert len(game.rack_of(0)) == 14
    assert game.invariant_problems() == []


def test_the_last_round_ends_the_match() -> None:
    game = deal(["R10 R11 R12", "B1 B2"], rules=RuleSet(rounds=1))
    for col, code in enumerate(["R10", "R11", "R12"]):
        game.move_tile_to_table(rack_id(game, code), Cell(col, 0))
    game.end_turn()
    assert game.phase is Phase.MATCH_OVER
    assert ScoreSheet.of(game.match).match_over
    assert game.next_round().code is OutcomeCode.MATCH_OVER


# -- saving ----------------------------------------------------------------------------------------


def test_a_saved_game_keeps_the_layout_of_the_last_completed_turn() -> None:
    game = deal(["R3 K1 B9", "B1 B2"], ["R4 R5 R6", "K9 O9 R9"])
    game.move_set(game.table.sets()[1].ids[0], Cell(3, 3))
    game.draw_tile()
    play_computer_turn(game)
    game.tick(0.0)
    game.tick(10.0)
    committed = game.table
    rack = game.rack
    game.move_tile_to_table(rack_id(game, "R3"), Cell(0, 5))
    loaded = GameController.from_dict(game.to_dict())
    assert loaded.table == committed
    assert loaded.rack == rack
    assert loaded.seats == game.seats
    assert loaded.match.to_dict() == game.match.to_dict()
    assert loaded.phase is Phase.HUMAN_TURN


def test_a_loaded_pass_and_play_game_hides_the_racks_first() -> None:
    game = deal(["R3 K1", "B1 B2"], seats=(ANN, BEA))
    game.acknowledge_handover()
    loaded = GameController.from_dict(game.to_dict())
    assert loaded.phase is Phase.HANDOVER
    assert loaded.rack is None


def test_the_timer_warns_in_the_last_ten_seconds() -> None:
    game = deal(["R3 K1", "B1 B2"], rules=TIMED)
    game.tick(0.0)
    game.tick(19.0)
    assert not game.turn_view.time_running_out
    game.tick(20.0)
    assert game.turn_view.time_running_out


def test_plays_of_two_computers_in_a_row_both_stay_highlighted() -> None:
    game = deal(
        ["K1 B2", "R9 O13", "B3 B4 B5 K2"],
        ["R6 R7 R8"],
        seats=(ANN, BOT, BOT),
        current=1,
        speed=Speed.INSTANT,
    )
    job = game.computer_job()
    game.finish_computer_turn(job, Decision([parse_tiles("R6 R7 R8 R9")]))
    job = game.computer_job()
    game.finish_computer_turn(job, Decision([parse_tiles("R6 R7 R8 R9"), parse_tiles("B3 B4 B5")]))
    assert {game.face(i).code for i in game.turn_view.last_computer_ids} == {"R9", "B3", "B4", "B5"}
    assert game.phase is Phase.HUMAN_TURN


def test_a_hint_can_be_searched_off_the_ui_thread() -> None:
    game = deal(["R10 R11 R12 K1", "B1 B2"], next_draws="O13", hint=suggest_red_run)
    job = game.hint_job()
    play = job()
    assert game.finish_hint(job, play).ok
    assert table_codes(game) == ["R10 R11 R12"]
    late = game.hint_job()
    game.draw_tile()
    play_computer_turn(game)
    game.tick(0.0)
    game.tick(10.0)
    assert game.finish_hint(late, play).code is OutcomeCode.STALE_JOB


def test_every_key_of_a_save_is_read_back() -> None:
    """Nothing is written that loading does not read (no "format", no "shown_seat"):
    a key missing is refused, but for those a later version added, which read as
    empty (tests/persistence/test_later_keys.py)."""
    from rummikub_desktop.engine import StateFormatError
    from rummikub_desktop.session.saved_game import LATER_KEYS

    data = deal(["R3 K1", "B1 B2"]).to_dict()
    assert set(LATER_KEYS) <= set(data)
    for key in set(data) - set(LATER_KEYS):
        with pytest.raises(StateFormatError):
            GameController.from_dict({k: v for k, v in data.items() if k != key})


def test_the_computers_are_seeded_by_an_explicit_recipe() -> None:
    """A string seed is hashed alike on every machine and Python (never ``hash()``)."""
    from rummikub_desktop.session import player_seed

    seen: list[tuple[Level, int]] = []

    def recording(level: Level, seed: int) -> Drawer:
        seen.append((level, seed))
        return Drawer()

    game = deal(["K1 B2", "R9 O13"], current=1, players=recording)
    job = game.computer_job()
    assert job is not None
    round_number, turn = game.match.round_number, game.match.round.turn
    expected = player_seed(1, round_number, turn, 1)
    assert seen[-1] == (Level.EASY, expected)
    assert player_seed(1, 1, 0, 1) == 4160414486
    assert len({player_seed(1, 1, t, s) for t in range(20) for s in range(6)}) == 120


def test_a_damaged_save_is_refused_with_a_state_format_error() -> None:
    from rummikub_desktop.engine import StateFormatError

    data = deal(["R3 K1", "B1 B2"]).to_dict()
    for damage in (
        {"racks": [data["racks"][0]]},
        {"seats": [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "robot"}]},
        {
            "seats": [
                {"name": "Ann", "kind": "human"},
                {"name": "Bot", "kind": "computer", "level": 9},
            ]
        },
        {"table": {"columns": 20, "rows": 6, "tiles": [[0, 0, 0], [1, 0, 0]]}},
    ):
        with pytest.raises(StateFormatError):
            GameController.from_dict({**data, **damage})


def test_a_turn_is_validated_once(monkeypatch) -> None:
    import rummikub_desktop.engine.game as game_module

    calls = []
    real = game_module.validate_turn
    monkeypatch.setattr(
        game_module, "validate_turn", lambda *a, **k: calls.append(1) or real(*a, **k)
    )
    game = deal(["R10 R11 R12 K1", "B1 B2"])
    for col, code in enumerate(["R10", "R11", "R12"], start=2):
        game.move_tile_to_table(rack_id(game, code), Cell(col, 0))
    calls.clear()
    assert game.end_turn().ok
    assert len(calls) == 1


def test_a_computer_play_is_validated_once(monkeypatch) -> None:
    import rummikub_desktop.engine.game as game_module

    class Player:
        def choose(self, view):
            return Decision([[*view.table[0], *parse_tiles("R9")]])

    game = deal(
        ["K1 B2", "R9 O13"],
        ["R6 R7 R8"],
        current=1,
        speed=Speed.INSTANT,
        players=players_of(Player()),
    )
    calls = []
    real = game_module.validate_turn
    monkeypatch.setattr(
        game_module, "validate_turn", lambda *a, **k: calls.append(1) or real(*a, **k)
    )
    assert play_computer_turn(game).ok
    assert table_codes(game) == ["R6 R7 R8 R9"]
    assert len(calls) == 1
