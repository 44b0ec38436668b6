"""A solved puzzle is kept with the statistics through the same careful path as a round."""

from __future__ import annotations

from datetime import date

from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence import AppPaths
from rummikub_desktop.persistence.stats import Statistics, load_statistics, save_statistics
from rummikub_desktop.session.puzzles import PuzzleLevel
from rummikub_desktop.ui.file_text import problem_text

DAY = date(2026, 12, 2)


def test_a_solved_puzzle_is_added_to_the_statistics_as_the_file_holds_them_now(paths):
    hooks, _ = make_app_hooks(paths)
    # Another copy of the game counted a game meanwhile: it is not lost.
    assert save_statistics(Statistics(games_played=2, games_won=1), paths) is None
    assert hooks.puzzle_solved(DAY, PuzzleLevel.SPLIT) is None
    kept = load_statistics(paths).value
    assert kept.games_played == 2 and kept.games_won == 1
    assert kept.puzzles.is_solved(DAY, PuzzleLevel.SPLIT)
    assert hooks.load_statistics().puzzles.solved_count() == 1


def test_a_record_that_cannot_be_kept_is_told_and_kept_once_it_can(disk):
    paths = AppPaths.under(disk.root)
    hooks, _ = make_app_hooks(paths)
    disk.fill()
    problem = hooks.puzzle_solved(DAY, PuzzleLevel.ADD)
    assert problem is not None and problem.kind == "statistics"
    assert problem_text(problem), "said in a plain sentence, like the others"
    assert hooks.load_statistics().puzzles.is_solved(DAY, PuzzleLevel.ADD), "still counted"
    disk.free()
    hooks.retry_saves()
    assert load_statistics(paths).value.puzzles.is_solved(DAY, PuzzleLevel.ADD)
