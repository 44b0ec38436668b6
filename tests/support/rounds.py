"""Seeded whole rounds of the engine played by the random-legal player, checked by the
rules (tests/engine/test_game.py samples them; the rounds sweep of
scripts/check_sweeps.py plays them all)."""

from __future__ import annotations

import functools
import random

from rummikub_desktop.engine import (
    MoveKind,
    PoolOut,
    Round,
    RoundEnd,
    RuleSet,
)
from tests.support.random_play import random_legal_table


def play_round(game: Round, rng: random.Random, *, max_turns: int = 2000) -> None:
    """Drive a round to its end with the random-legal player, checking as it goes."""
    for _ in range(max_turns):
        if game.is_over:
            return
        view = game.view(game.current)
        proposal = random_legal_table(view, rng)
        if proposal is not None:
            game.apply_play(proposal)  # must never be refused
        elif rng.random() < 0.05 and game.pool:
            game.apply_failed_turn(tiles_laid=rng.random() < 0.5)
        else:
            game.apply_draw_or_pass()
        assert game.invariant_problems() == []
    raise AssertionError("the round did not end")


@functools.cache
def played_round(players: int, seed: int) -> Round:
    """The seeded round of ``players`` played to its end by :func:`play_round`,
    played once per test process: the tests below only read it (the two-player
    rounds of seeds 0-11 are the same games in both tests)."""
    game = Round(RuleSet(players=players), seed=seed)
    play_round(game, random.Random(seed))
    return game


ROUND_SEEDS = range(0, 40)
"""The seeds of the whole rounds played by the rules: the tests play the first
:data:`ROUND_SEEDS_TESTED` with 2, 3 and 4 players (and 2-6 ending at once: the first
2), ``python scripts/check_sweeps.py rounds`` all 40 of each (CI runs it)."""


def check_seeded_round(players: int, seed: int) -> None:
    """The seeded round of ``players`` ends by the rules: the scores add up to zero,
    the winner's rack is empty or else the pool is."""
    game = played_round(players, seed)
    assert game.result is not None
    assert sum(game.result.scores) == 0
    if game.result.end is RoundEnd.WENT_OUT:
        assert not game.racks[game.result.winners[0]]
    else:
        assert not game.pool


def check_seeded_round_ending_at_once(players: int, seed: int) -> None:
    """With the pool's end ending the round at once, the seeded round of ``players``
    ends by going out or at the draw from the empty pool, the lowest total winning."""
    rules = RuleSet(players=players) if players <= 4 else RuleSet.xp(players=players)
    game = Round(rules.with_options(pool_out=PoolOut.END_AT_ONCE), seed=seed)
    play_round(game, random.Random(seed))
    assert game.result is not None and sum(game.result.scores) == 0
    assert game.result.end in (RoundEnd.WENT_OUT, RoundEnd.DRAW_FROM_EMPTY_POOL)
    if game.result.end is RoundEnd.DRAW_FROM_EMPTY_POOL:
        assert not game.pool
        assert game.history[-1].kind is not MoveKind.PLAY
        low = min(game.result.totals)
        assert list(game.result.winners) == [
            s for s, t in enumerate(game.result.totals) if t == low
        ]
