"""A puzzle's table laid with room: tiles can be added at both ends, and Show me of a
level 1 puzzle moves only the rack's tiles (nothing on the table moves)."""

from __future__ import annotations

from datetime import date, timedelta

from rummikub_desktop.engine import parse_tiles
from rummikub_desktop.session.coach import turn_start
from rummikub_desktop.session.puzzle_game import answer_replay, puzzle_game, roomy_table
from rummikub_desktop.session.puzzles import PuzzleLevel, puzzle_of_day
from rummikub_desktop.table import Cell, TableLayout, arrange_table


def test_level_one_show_me_moves_only_the_racks_tiles_on_a_roomy_table():
    roomy_days = 0
    for offset in range(20):
        puzzle = puzzle_of_day(date(2026, 12, 1) + timedelta(days=offset), PuzzleLevel.ADD)
        game = puzzle_game(puzzle, "You", opponent="Puzzle")
        laid_out = roomy_table(puzzle, game.table)
        if laid_out is None:
            continue
        roomy_days += 1
        assert sorted(map(str, (t for s in laid_out.tile_sets() for t in s))) == sorted(
            map(str, (t for s in puzzle.table for t in s))
        ), "the same sets, only elsewhere"
        assert [tuple(s) for s in laid_out.tile_sets()] == [tuple(s) for s in puzzle.table]
        game.lay_out_table(laid_out)
        shown = answer_replay(puzzle, turn_start(game))
        assert shown is not None
        assert len(shown.replay.steps) == len(puzzle.rack), "only the rack's tiles move"
    assert roomy_days >= 15, "most days' tables have the room"


def test_a_set_added_to_at_its_start_keeps_its_tiles_in_their_cells():
    faces = tuple(parse_tiles("B5 B6 B7 B8 B9 B10 R1"))
    old = TableLayout.empty(faces).with_set_added([1, 2, 3], Cell(3, 1))
    arrangement = arrange_table(old, [tuple(parse_tiles("B5 B6 B7 B8"))], [0])
    assert [move.tile_id for move in arrangement.moves] == [0], "only the added tile moves"
    assert arrangement.layout.cell_of(0) == Cell(2, 1)
