"""Issue 20, case 4: every round counts in the statistics, when it ends.

Three rounds won (+131, +101, +137) left Statistics at 0 and "best round: none
yet", and a new game over the unfinished match dropped its rounds. Now each
finished round is counted as it ends (once, even when shown again after
Continue or counted by another copy); whole-match figures stay as they were,
and today's statistics files load unchanged.
"""

from __future__ import annotations

import dataclasses
import json

from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence import LoadStatus, load_statistics
from rummikub_desktop.persistence.stats import Statistics, record_round
from rummikub_desktop.session import (
    Phase,
)
from tests.support.round_end import RULES, new_game, play_to_round_end


def test_three_rounds_won_count_with_the_best_round(tmp_path):
    controller = new_game()
    play_to_round_end(controller)
    result = controller.match.round.result
    stats = Statistics()
    for n, score in enumerate((131, 101, 137)):
        won = dataclasses.replace(result, winners=(0,), scores=(score, -score))
        stats = record_round(stats, won, seat=0, key=f"round-{n}")
    assert (stats.rounds_played, stats.rounds_won, stats.best_round_score) == (3, 3, 137)
    assert (stats.games_played, stats.games_won) == (0, 0), "no match finished"
    assert Statistics.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


def test_a_round_counts_when_it_ends_once_and_a_new_game_keeps_it(paths):
    hooks, _ = make_app_hooks(paths)
    controller = new_game()
    play_to_round_end(controller)
    assert controller.phase is Phase.ROUND_OVER, "the match goes on"
    score = controller.match.round.result.scores[0]
    won = 0 in controller.match.round.result.winners
    assert hooks.round_finished(controller) is None
    stats = load_statistics(paths).value
    assert (stats.rounds_played, stats.rounds_won, stats.best_round_score) == (1, won, score)
    assert stats.games_played == 0

    # The round's end is shown again after Continue: it is not counted twice.
    assert hooks.save_game(controller) is None
    again, _ = make_app_hooks(paths)
    resumed = again.load_saved_game()
    assert resumed is not None and resumed.phase is Phase.ROUND_OVER
    again.round_finished(resumed)
    assert load_statistics(paths).value.rounds_played == 1

    # A new game over the unfinished match keeps the round it counted.
    assert again.start_new_game() is None
    assert load_statistics(paths).value.rounds_played == 1
    assert again.load_statistics().rounds_played == 1

    # The next round counts too.
    assert resumed.next_round().ok
    play_to_round_end(resumed)
    again.round_finished(resumed)
    assert load_statistics(paths).value.rounds_played == 2


def test_a_whole_match_counts_its_rounds_and_the_match(paths):
    hooks, _ = make_app_hooks(paths)
    controller = new_game(seed=3)
    for _ in range(RULES.rounds):
        play_to_round_end(controller)
        hooks.round_finished(controller)
        if controller.phase is Phase.MATCH_OVER:
            hooks.game_finished(controller)
            break
        assert controller.next_round().ok
    stats = load_statistics(paths).value
    assert stats.rounds_played == RULES.rounds
    assert stats.games_played == 1
    assert stats.level("easy").played == 1
    scores = [r.scores[0] for r in controller.match.with_round_recorded().results]
    assert stats.best_round_score == max(scores)


def test_todays_statistics_file_loads_unchanged(paths):
    paths.data_dir.mkdir(parents=True)
    today = {
        "games_played": 4,
        "games_won": 2,
        "by_level": {"easy": {"played": 4, "won": 2}},
        "best_round_score": 88,
        "longest_streak": 2,
        "current_streak": 1,
    }
    document = {"app": "rummikub-desktop", "kind": "statistics", "version": 1, "data": today}
    paths.statistics_file.write_text(json.dumps(document), encoding="utf-8")
    loaded = load_statistics(paths)
    assert loaded.status is LoadStatus.LOADED
    stats = loaded.value
    assert (stats.games_played, stats.games_won, stats.best_round_score) == (4, 2, 88)
    assert (stats.rounds_played, stats.rounds_won, stats.round_keys) == (0, 0, ())
    assert {k: v for k, v in stats.to_dict().items() if k in today} == today


def test_the_statistics_screen_shows_the_rounds(paths):
    import pygame

    from rummikub_desktop.app.window import App
    from rummikub_desktop.persistence import save_statistics
    from rummikub_desktop.scenes.statistics import StatisticsScene

    stats = Statistics(rounds_played=3, rounds_won=3, best_round_score=137)
    assert save_statistics(stats, paths) is None
    hooks, _ = make_app_hooks(paths)
    app = App(hooks=hooks, fast=True)
    try:
        pygame.event.clear()
        scene = StatisticsScene(app)
        app.push(scene)
        app.step()
        shown = {name: label.text for name, label in scene.labels.items()}
        assert (shown["rounds.name"], shown["rounds.played"], shown["rounds.won"]) == (
            "Rounds",
            "3",
            "3",
        )
        assert shown["best_round"] == "+137"
        assert shown["all.played"] == "0"
        assert scene.note is not None  # not "No games finished yet": three rounds are
    finally:
        app.close()
