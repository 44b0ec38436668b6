"""A computer's turn told tile by tile: which set each tile came from and went to."""

from __future__ import annotations

import pytest

from rummikub_desktop.ai import Decision
from rummikub_desktop.engine import SetKind, format_tiles, parse_tiles
from rummikub_desktop.session import (
    GameController,
    Phase,
    Seat,
    SeatKind,
    Speed,
    TurnKind,
    controller_at,
    first_draws_of,
)
from rummikub_desktop.table import Cell
from tests.support.fakes import drawing_players

ANN = Seat("Ann")
BOT = Seat("Bot", SeatKind.COMPUTER, "easy")


def position(racks: list[str], table: list[str], **more) -> GameController:
    return controller_at(
        [ANN, BOT],
        racks,
        table,
        current=1,
        players=drawing_players,
        hint=None,
        speed=Speed.INSTANT,
        **more,
    )


def play(game: GameController, *sets: str) -> None:
    job = game.computer_job()
    assert job is not None
    assert game.finish_computer_turn(job, Decision([parse_tiles(s) for s in sets])).ok
    assert game.turn_view.computer_turns[-1].kind is TurnKind.PLAYED, "the engine refused the play"


def test_a_position_is_dealt_as_named() -> None:
    game = controller_at(
        [ANN, BOT],
        ["R7 R8 K1", "B1 B2"],
        ["O3 O4 O5"],
        draws="K13 B9",
        players=drawing_players,
        hint=None,
    )
    assert format_tiles(game.rack_of(0).tiles) == "R7 R8 K1"
    assert [format_tiles(s) for s in game.table.tile_sets()] == ["O3 O4 O5"]
    assert game.match.round.pool[-2:] == parse_tiles("B9 K13")
    assert game.match.round.melded == [True, True]
    assert first_draws_of(game.match.round) == ()
    assert game.phase is Phase.HUMAN_TURN
    assert game.invariant_problems() == []
    game.draw_tile()
    assert game.rack_of(0).tiles[-1] == parse_tiles("K13")[0]


def test_a_position_with_too_many_of_a_tile_is_refused() -> None:
    with pytest.raises(ValueError, match="no more"):
        controller_at([ANN, BOT], ["R7 R7", "R7"], players=drawing_players, hint=None)
    with pytest.raises(ValueError, match="not a possible position"):
        controller_at([ANN, BOT], ["R7", "R8"], ["K1 K2"], players=drawing_players, hint=None)


def test_a_split_run_is_told_tile_by_tile_from_set_to_set() -> None:
    game = position(["K1", "R5 O5 B5 K5 R9"], ["R3 R4 R5 R6 R7", "K7 K8 K9"])
    play(game, "R3 R4 R5", "R5 R6 R7", "K7 K8 K9", "O5 B5 K5")
    (turn,) = game.turn_view.computer_turns
    assert turn.kind is TurnKind.PLAYED and turn.seat == 1
    told = [
        (
            step.tile.code,
            step.from_rack,
            None if step.came_from is None else format_tiles(step.came_from.tiles),
            format_tiles(step.went_to.tiles),
            step.went_to.kind,
        )
        for step in turn.steps
    ]
    assert ("R6", False, "R3 R4 R5 R6 R7", "R5 R6 R7", SetKind.RUN) in told
    assert ("R7", False, "R3 R4 R5 R6 R7", "R5 R6 R7", SetKind.RUN) in told
    assert ("R5", True, None, "R5 R6 R7", SetKind.RUN) in told
    assert {t[0] for t in told if t[1]} == {"R5", "O5", "B5", "K5"}
    # Every tile that travelled stays marked, not only those laid.
    codes = {game.face(i).code for i in game.turn_view.last_computer_ids}
    assert codes == {"R5", "R6", "R7", "O5", "B5", "K5"}
    # The steps end where the table is now; before them, it is as the turn began.
    assert turn.table_after(len(turn.steps)) == dict(game.table.placements)
    assert turn.table_after(0) == dict(turn.before.placements)
    assert turn.after == game.table


def test_a_tile_leaves_its_cell_before_another_arrives_in_it() -> None:
    game = position(["K1", "R8 O3 B3"], ["R3 R4 R5 R6 R7"])
    play(game, "R4 R5 R6 R7 R8", "R3 O3 B3")
    (turn,) = game.turn_view.computer_turns
    # The run slides left into the cell Red 3 leaves: Red 3 goes first.
    assert turn.steps[0].tile.code == "R3"
    for done, step in enumerate(turn.steps):
        occupant = {c: i for i, c in turn.table_after(done).items()}.get(step.target)
        assert occupant is None, f"{step.tile} arrives on a tile still there"
    assert turn.table_after(len(turn.steps)) == dict(game.table.placements)


def test_a_draw_and_a_pass_are_turns_too() -> None:
    game = position(["K1", "B1 B2"], [])
    job = game.computer_job()
    game.finish_computer_turn(job, None)
    (turn,) = game.turn_view.computer_turns
    assert turn.kind is TurnKind.DREW and turn.steps == ()


def test_turns_are_kept_until_the_persons_turn_ends() -> None:
    seats = (ANN, BOT, Seat("Cy", SeatKind.COMPUTER, "easy"))
    game = controller_at(
        seats,
        ["K1 K2 K3 R13", "B1 B2 B3 B13", "O9 O10 O11 O1"],
        [],
        current=1,
        melded=[True, True, True],
        players=drawing_players,
        hint=None,
        speed=Speed.INSTANT,
    )
    play(game, "B1 B2 B3")
    play(game, "B1 B2 B3", "O9 O10 O11")
    assert [t.seat for t in game.turn_view.computer_turns] == [1, 2]
    assert game.phase is Phase.HUMAN_TURN
    # Moving a tile takes the marks away, not the turns to show.
    k1 = next(i for i in game.rack.ids if game.face(i).code == "K1")
    game.move_tile_to_table(k1, Cell(0, 3))
    assert game.turn_view.last_computer_ids == frozenset()
    assert len(game.turn_view.computer_turns) == 2
    game.draw_tile()
    assert game.turn_view.computer_turns == ()
