"""Statistics: per level, best round, streaks, kept across starts."""

from __future__ import annotations

import json

import pytest

from rummikub_desktop.persistence import LoadStatus, Reason
from rummikub_desktop.persistence.stats import (
    LevelRecord,
    Statistics,
    load_statistics,
    record_and_save,
    record_game,
    record_match,
    save_statistics,
)
from rummikub_desktop.ui.file_text import problem_text
from tests.support.autoplayer import play_steps


def play(stats, results, levels=("easy",)):
    for won in results:
        stats = record_game(stats, won=won, opponent_levels=levels, round_scores=[])
    return stats


def test_counts_and_streaks():
    stats = play(Statistics(), [True, True, False, True, True, True, False])
    assert stats.games_played == 7 and stats.games_won == 5
    assert stats.longest_streak == 3 and stats.current_streak == 0
    assert stats.level("easy") == LevelRecord(7, 5)
    assert stats.level("expert") == LevelRecord(0, 0)
    assert stats.level("easy").win_rate == pytest.approx(5 / 7)


def test_each_level_of_a_mixed_table_counts_once():
    stats = record_game(Statistics(), won=True, opponent_levels=["hard", "hard", "easy", "human"])
    assert dict(stats.by_level) == {"easy": LevelRecord(1, 1), "hard": LevelRecord(1, 1)}
    assert stats.games_played == 1


def test_pass_and_play_counts_only_in_totals():
    stats = record_game(Statistics(), won=False, opponent_levels=["human"])
    assert stats.games_played == 1 and not stats.by_level


def test_unknown_level_is_a_programming_error():
    with pytest.raises(ValueError):
        record_game(Statistics(), won=True, opponent_levels=["godlike"])


def test_best_round_score():
    stats = record_game(Statistics(), won=False, opponent_levels=["easy"], round_scores=[-5, -9])
    assert stats.best_round_score == -5
    stats = record_game(stats, won=True, opponent_levels=["easy"], round_scores=[40, 12])
    assert stats.best_round_score == 40


def test_record_a_finished_match():
    match = play_steps(seed=5, steps=10_000)
    assert match.is_over
    before = match.to_dict()
    stats = record_match(Statistics(), match, seat=0, opponent_levels=["medium"])
    assert match.to_dict() == before, "the statistics never change the live match"
    final = match.final_results()
    assert len(final) == match.rounds
    assert stats.games_played == 1
    assert stats.games_won == int(0 in match.with_round_recorded().leaders())
    assert stats.best_round_score == max(r.scores[0] for r in final)


def test_round_trip_through_json():
    stats = play(Statistics(), [True, False, True], levels=("easy", "expert"))
    stats = record_game(stats, won=True, opponent_levels=["hard"], round_scores=[17])
    assert Statistics.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


@pytest.mark.parametrize(
    "change",
    [
        {"games_played": -1},
        {"games_won": 10**12},
        {"games_played": 1, "games_won": 2},
        {"by_level": {"godlike": {"played": 1, "won": 0}}},
        {"by_level": {"easy": {"played": 1, "won": 2}}},
        {"by_level": []},
        {"best_round_score": "lots"},
        {"best_round_score": True},
        {"longest_streak": 3},
        {"games_played": 1.5},
    ],
)
def test_impossible_statistics_are_refused(change):
    data = dict(Statistics().to_dict(), **change)
    with pytest.raises((TypeError, ValueError)):
        Statistics.from_dict(data)


def test_kept_across_starts(paths):
    stats, problem = record_and_save(won=True, opponent_levels=["easy"], paths=paths)
    assert problem is None
    stats, problem = record_and_save(won=True, opponent_levels=["hard"], paths=paths)
    loaded = load_statistics(paths)
    assert loaded.status is LoadStatus.LOADED and loaded.value == stats
    assert loaded.value.longest_streak == 2
    assert save_statistics(Statistics(), paths) is None
    assert load_statistics(paths).value == Statistics()


def test_broken_statistics_start_from_zero_with_a_sentence(paths):
    paths.data_dir.mkdir(parents=True)
    paths.statistics_file.write_text(
        '{"kind": "statistics", "version": 1, "data": {"games_won": 5}}'
    )
    result = load_statistics(paths)
    assert result.value == Statistics() and result.status is LoadStatus.SET_ASIDE
    assert result.problem.reason is Reason.IMPOSSIBLE
    assert "start again from zero" in problem_text(result.problem)
