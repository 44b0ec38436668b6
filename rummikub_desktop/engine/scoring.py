"""Scoring a round.

A player who goes out wins: every other player scores minus their rack's
total (a joker counts the ``joker_penalty``, 30 or 50) and the winner scores the
sum of those minuses. When the pool has run out and the round ends without
anyone going out (after a full round of turns with nobody playing, or at the
first turn without a play: the :class:`~rummikub_desktop.engine.PoolOut`
option), the lowest rack total wins; every other player scores minus the
difference between their total and the winner's, and the winner scores the
sum of the differences.

Ties for the lowest total: every tied player is a winner of the round and
scores 0 difference; the winnings (the sum of the others' differences) are
shared equally between them, and any points that do not divide evenly go one
each to the tied players in seat order. The scores always add up to zero.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules import RuleSet
from .tiles import Tile, tile_points


def rack_total(rack: Sequence[Tile], rules: RuleSet | None = None) -> int:
    """The points a rack holds at the round's end (jokers at the penalty)."""
    penalty = (rules or RuleSet()).joker_penalty
    return sum(tile_points(tile, penalty) for tile in rack)


def round_winners(
    racks: Sequence[Sequence[Tile]],
    *,
    winner: int | None = None,
    rules: RuleSet | None = None,
) -> list[int]:
    """The seats that won the round: the one who went out, or the lowest totals."""
    if winner is not None:
        return [winner]
    totals = [rack_total(rack, rules) for rack in racks]
    low = min(totals)
    return [seat for seat, total in enumerate(totals) if total == low]


def score_round(
    racks: Sequence[Sequence[Tile]],
    *,
    winner: int | None = None,
    rules: RuleSet | None = None,
) -> list[int]:
    """Each seat's score for the round; the scores add up to zero.

    Args:
        racks: every seat's rack at the round's end.
        winner: the seat that went out, or None when the pool ran out.
        rules: for the joker penalty.

    Raises:
        ValueError: for no racks or a winner seat that does not exist.
    """
    if not racks:
        raise ValueError("a round needs at least one rack")
    if winner is not None and not 0 <= winner < len(racks):
        raise ValueError(f"no seat {winner} among {len(racks)} racks")
    totals = [rack_total(rack, rules) for rack in racks]
    winners = round_winners(racks, winner=winner, rules=rules)
    base = 0 if winner is not None else totals[winners[0]]
    scores = [0] * len(racks)
    for seat, total in enumerate(totals):
        if seat not in winners:
            scores[seat] = -(total - base)
    pot = -sum(scores)
    share, extra = divmod(pot, len(winners))
    for rank, seat in enumerate(winners):
        scores[seat] = share + (1 if rank < extra else 0)
    return scores
