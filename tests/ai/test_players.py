"""The levels and the contract the game calls: legal, reproducible, view-only."""

from __future__ import annotations

import subprocess
import sys

import pytest

from rummikub_desktop.ai import Decision, Level, make_player, suggest_play
from rummikub_desktop.engine import Round, RoundEnd, RuleSet


def test_every_level_has_a_plain_sentence():
    for level in Level:
        assert level.description.endswith(".")
        assert Level(level.value) is level


def test_the_ai_imports_no_pygame():
    code = (
        "import sys, rummikub_desktop.ai, rummikub_desktop.simulate; print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def play_round(levels: list[Level], seed: int, rules: RuleSet | None = None) -> Round:
    rules = rules or RuleSet(players=len(levels))
    game = Round(rules, seed=seed)
    players = [make_player(level, seed * 10 + seat) for seat, level in enumerate(levels)]
    while not game.is_over:
        seat = game.current
        decision = players[seat].choose(game.view(seat))
        assert isinstance(decision, Decision)
        if decision.table is None:
            game.apply_draw_or_pass()
        else:
            game.apply_play(decision.table)  # raises if the AI broke a rule
        assert game.invariant_problems() == []
    return game


@pytest.mark.parametrize("level", list(Level))
def test_choose_is_reproducible(level):
    game = Round(RuleSet(), seed=5)
    view = game.view(game.current)
    first = make_player(level, 3).choose(view)
    assert make_player(level, 3).choose(view) == first


def test_suggest_play_is_a_legal_play_for_the_human():
    hints = 0
    for seed in range(10):
        game = Round(RuleSet(initial_meld_points=0), seed=seed)
        play = suggest_play(game.view(game.current))
        if play is not None:
            hints += 1
            game.apply_play(play.table)  # raises if the hint broke a rule
    assert hints >= 5


def test_mixed_levels_play_whole_rounds_legally():
    ends = set()
    for seed in range(6):
        levels = [list(Level)[(seed + i) % 4] for i in range(2 + seed % 3)]
        ends.add(play_round(levels, seed).result.end)
    assert RoundEnd.WENT_OUT in ends


def test_a_round_can_end_with_the_pool_exhausted():
    # Racks of 20 and a meld nobody can reach: the pool runs out, then all pass.
    rules = RuleSet(players=4, rack_size=20, initial_meld_points=200)
    game = play_round([Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT], 1, rules)
    assert game.result.end is RoundEnd.POOL_EXHAUSTED
