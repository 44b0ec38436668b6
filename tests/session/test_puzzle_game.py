"""A puzzle played with the game's controller: laid in full, Hint and Show me work."""

from __future__ import annotations

import pytest

from rummikub_desktop.ai import Play, suggest_play
from rummikub_desktop.session import OutcomeCode, Phase
from rummikub_desktop.session.coach import turn_start
from rummikub_desktop.session.hint_steps import HintStage, hint_steps
from rummikub_desktop.session.puzzle_game import (
    answer_replay,
    puzzle_game,
    puzzle_hint,
    puzzle_solved,
    tiles_left,
)
from rummikub_desktop.session.puzzles import PuzzleLevel, make_puzzle
from rummikub_desktop.table import Cell


@pytest.mark.parametrize("level", list(PuzzleLevel))
def test_the_answer_laid_out_solves_the_puzzle(level):
    puzzle = make_puzzle(4, level)
    game = puzzle_game(puzzle, "Ann", opponent="Bot")
    assert game.phase is Phase.HUMAN_TURN
    assert sorted(game.rack.tiles) == sorted(puzzle.rack)
    assert sorted(map(tuple, game.table.tile_sets())) == sorted(puzzle.table)
    assert not puzzle_solved(puzzle, game)
    assert tiles_left(puzzle, game) == len(puzzle.rack)
    job = game.hint_job()
    assert job is not None
    assert game.finish_hint(job, Play(puzzle.answer, tuple(sorted(puzzle.rack)))).ok
    assert puzzle_solved(puzzle, game) and tiles_left(puzzle, game) == 0
    assert game.end_turn().code is OutcomeCode.OK


@pytest.mark.parametrize("level", list(PuzzleLevel))
def test_hint_and_show_me_work_on_a_puzzle(level):
    puzzle = make_puzzle(8, level)
    game = puzzle_game(puzzle, "Ann", opponent="Bot")
    start = turn_start(game)
    assert start is not None
    steps = hint_steps(start, suggest_play(start.view))
    assert steps.exists and len(steps.targets) == len(puzzle.rack)
    own = puzzle_hint(puzzle, start)
    assert own.exists and own.rearranges is (level is not PuzzleLevel.ADD)
    assert own.step(HintStage.PLAY).lays_play
    assert steps.step(HintStage.TILES).marked_rack_ids == frozenset(game.rack.ids)
    shown = answer_replay(puzzle, start)
    assert shown is not None and shown.best == len(puzzle.rack)
    assert sum(1 for step in shown.replay.steps if step.from_rack) == len(puzzle.rack)


def test_half_laid_is_not_solved():
    puzzle = make_puzzle(2, PuzzleLevel.ADD)
    game = puzzle_game(puzzle, "Ann", opponent="Bot")
    tile_id = game.rack.ids[0]
    free = next(
        cell
        for cell in (Cell(col, row) for row in range(5) for col in range(16))
        if game.table.tile_at(cell) is None
        and game.table.tile_at(cell.shifted(-1)) is None
        and game.table.tile_at(cell.shifted(1)) is None
    )
    assert game.move_tile_to_table(tile_id, free).ok
    assert tiles_left(puzzle, game) == len(puzzle.rack) - 1
    assert not puzzle_solved(puzzle, game)
