"""Invariants of the controller under any sequence of commands (hypothesis)."""

from __future__ import annotations

from itertools import combinations
from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop.engine import RuleSet, Tile, is_valid_set
from rummikub_desktop.session import (
    GameController,
    Phase,
    Seat,
    SeatKind,
    Speed,
    play_computer_turn,
)
from rummikub_desktop.table import Cell, RackLayout
from tests.support.fakes import players_of

# A low threshold and a timer, so plays, refusals and expiries all happen.
RULES = RuleSet(initial_meld_points=0, turn_seconds=30, rounds=2)


def valid_triple(rack: tuple[Tile, ...]) -> tuple[Tile, ...] | None:
    for combo in combinations(sorted(rack), 3):
        if is_valid_set(combo):
            return combo
    return None


class TriplePlayer:
    """A tiny computer player: lays any valid three from its rack, else draws."""

    def choose(self, view):
        triple = valid_triple(view.rack)
        if triple is None:
            return SimpleNamespace(table=None, placed=())
        return SimpleNamespace(table=[*view.table, list(triple)], placed=triple)


commands = st.lists(
    st.tuples(
        st.sampled_from(
            [
                "rack_to_table",
                "rack_to_table",
                "table_to_table",
                "table_to_rack",
                "move_set",
                "lay_triple",
                "undo",
                "reset",
                "done",
                "draw",
                "sort",
                "wait",
                "handover",
                "computer",
                "next_round",
            ]
        ),
        st.integers(0, 200),
        st.integers(-1, 20),
        st.integers(0, 8),
    ),
    max_size=80,
)

SEATINGS = [
    (Seat("Ann"), Seat("Bot", SeatKind.COMPUTER)),
    (Seat("Ann"), Seat("Bea")),
    (Seat("Ann"), Seat("Bot", SeatKind.COMPUTER), Seat("Bea")),
]


def run(game: GameController, command: str, pick: int, col: int, row: int, now: float) -> float:
    table_ids = sorted(game.table.ids)
    rack = game.rack
    if command == "rack_to_table" and rack is not None and len(rack):
        game.move_tile_to_table(rack.ids[pick % len(rack)], Cell(col, row), after=pick % 2 == 0)
    elif command == "table_to_table" and table_ids:
        game.move_tile_to_table(table_ids[pick % len(table_ids)], Cell(col, row))
    elif command == "table_to_rack" and table_ids:
        game.move_tile_to_rack(table_ids[pick % len(table_ids)], pick % 5)
    elif command == "move_set" and table_ids:
        game.move_set(table_ids[pick % len(table_ids)], Cell(col, row))
    elif command == "lay_triple" and rack is not None and game.phase is Phase.HUMAN_TURN:
        triple = valid_triple(rack.tiles)
        if triple is not None:
            free_row = next(
                r for r in range(game.table.rows) if all(c.row != r for _, c in game.table)
            )
            ids = list(rack.ids)
            for offset, tile in enumerate(triple):
                tile_id = next(i for i in ids if game.face(i) == tile)
                ids.remove(tile_id)
                game.move_tile_to_table(tile_id, Cell(offset, free_row))
    elif command == "undo":
        game.undo()
    elif command == "reset":
        game.reset_turn()
    elif command == "done":
        game.end_turn()
    elif command == "draw":
        game.draw_tile()
    elif command == "sort":
        game.arrange_rack(RackLayout.sorted_by_colour if pick % 2 else RackLayout.sorted_by_number)
    elif command == "wait":
        now += pick / 4
        game.tick(now)
    elif command == "handover":
        game.acknowledge_handover()
    elif command == "computer":
        play_computer_turn(game)
    elif command == "next_round":
        game.next_round()
    return now


def warm_up(game: GameController, turns: int, now: float) -> float:
    """Play ``turns`` turns (laying any valid three), so the table has sets to misuse."""
    for _ in range(turns * 4):
        if game.match.round.turn >= turns:
            break
        phase = game.phase
        if phase is Phase.HANDOVER:
            game.acknowledge_handover()
        elif phase is Phase.HUMAN_TURN:
            run(game, "lay_triple", 0, 0, 0, now)
            if not game.end_turn().ok:
                game.draw_tile()
        elif phase is Phase.COMPUTER_TURN:
            play_computer_turn(game)
        elif phase is Phase.ANIMATING:
            now += 5.0
            game.tick(now)
        else:
            break
    return now


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SEATINGS), st.integers(0, 2**16), st.integers(0, 12), commands)
def test_every_tile_is_accounted_for_and_table_tiles_never_return_to_a_rack(
    seats, seed, turns, steps
) -> None:
    game = GameController(
        seats, RULES, seed=seed, speed=Speed.FAST, players=players_of(TriplePlayer()), hint=None
    )
    everything = set(range(len(game.table.faces)))
    now = warm_up(game, turns, 0.0)
    game.tick(now)
    round_number = game.match.round_number
    committed: set[int] = set(game.turn_view.start_table.ids)
    for command, pick, col, row in steps:
        now = run(game, command, pick, col, row, now)
        assert game.invariant_problems() == []
        racks = [set(game.rack_of(s).ids) for s in range(len(seats))]
        places = [set(game.table.ids), *racks]
        assert sum(len(p) for p in places) == len(set().union(*places))
        # The rest is the pool: exactly the engine's pool, face for face.
        pool = everything - set().union(*places)
        faces = game.table.faces
        assert sorted(faces[i] for i in pool) == sorted(game.match.round.pool)
        cells = [cell for _, cell in game.table]
        assert len(cells) == len(set(cells))
        if game.match.round_number != round_number:
            round_number = game.match.round_number
            committed = set()
        assert not committed & set().union(*racks)
        if game.phase is not Phase.HUMAN_TURN:
            committed |= game.table.ids
        else:
            committed |= game.turn_view.start_table.ids
