"""How each level finds its move, on top of the exact solver.

- Easy: sets from its own rack, then single tiles added to the ends of runs or
  as the fourth tile of a group; sometimes it overlooks its play.
- Medium: works one table set at a time with its rack (take tiles off a set
  that stays valid, split a run, add to it), repeating while that helps.
- Hard: :func:`~rummikub_desktop.ai.solver.best_play`.
- Expert: the exact solver plus judgement (see :func:`expert_play`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import PlayerView, Tile, analyse_set
from .solver import (
    Play,
    TableSets,
    best_arrangement,
    best_meld,
    best_play,
    keep_familiar,
)

# Easy overlooks a possible play this often.
EASY_MISS_CHANCE = 0.3


def _placed(before: Sequence[Sequence[Tile]], after: Sequence[Sequence[Tile]]) -> tuple[Tile, ...]:
    gained = Counter(t for s in after for t in s) - Counter(t for s in before for t in s)
    return tuple(sorted(gained.elements()))


def _without(rack: Sequence[Tile], tiles: Sequence[Tile]) -> list[Tile]:
    rest = list(rack)
    for tile in tiles:
        rest.remove(tile)
    return rest


def _play(before: Sequence[Sequence[Tile]], after: Sequence[Sequence[Tile]]) -> Play | None:
    table = tuple(tuple(s) for s in after)
    placed = _placed(before, table)
    return Play(table, placed) if placed else None


def _extend_ends(table: list[tuple[Tile, ...]], rack: list[Tile]) -> None:
    """Add rack tiles one at a time to either end of a set, while any fits."""
    changed = True
    while changed:
        changed = False
        for tile in sorted(set(rack)):
            for index, tile_set in enumerate(table):
                for longer in ((*tile_set, tile), (tile, *tile_set)):
                    if analyse_set(longer) is not None:
                        table[index] = longer
                        rack.remove(tile)
                        changed = True
                        break
                if changed:
                    break
            if changed:
                break


def easy_play(view: PlayerView, rng: random.Random) -> Play | None:
    """Easy: own sets and additions to the ends of sets; misses a play at times."""
    if rng.random() < EASY_MISS_CHANCE:
        return None
    before = tuple(tuple(s) for s in view.table)
    if not view.has_melded:
        meld = best_meld(view.rack, view.rules)
        return None if meld is None else _play(before, before + meld)
    own = best_arrangement((), view.rack, view.rules) or ()
    rack = _without(view.rack, [t for s in own for t in s])
    table = list(before)
    _extend_ends(table, rack)
    return _play(before, [*table, *own])


def medium_play(view: PlayerView) -> Play | None:
    """Medium: rework one table set at a time with the rack, while tiles go down."""
    before = tuple(tuple(s) for s in view.table)
    if not view.has_melded:
        meld = best_meld(view.rack, view.rules)
        return None if meld is None else _play(before, before + meld)
    table: list[tuple[Tile, ...]] = list(before)
    rack = list(view.rack)
    while rack:
        best: tuple[int, int, TableSets] | None = None
        for index in [None, *range(len(table))]:
            part = () if index is None else (table[index],)
            after = best_arrangement(part, rack, view.rules)
            if after is None:
                continue
            gained = _placed(part, after)
            score = (len(gained), sum(t.number for t in gained))
            if best is None or score > best[:2]:
                best = (*score, after)
                chosen = index
        if best is None:
            break
        after = best[2]
        part = () if chosen is None else (table[chosen],)
        rack = _without(rack, _placed(part, after))
        if chosen is not None:
            del table[chosen]
        table.extend(after)
    return _play(before, table)


@dataclass(frozen=True, slots=True)
class ExpertStyle:
    """Expert's judgement, as numbers (chosen by self-play against Hard).

    Every tile laid on the table is material every other player may rework
    into their own sets; a tile kept on the rack helps only its owner. Hard
    lays down all it can and so feeds its opponents' rearrangements turn after
    turn. Expert keeps its tiles until it has a big play (or can go out in one
    move) and draws meanwhile: the tiles it keeps still fit later, with more
    beside them, and a bigger rack gives it more ways to use the table.

    Attributes:
        lean_meld: make the initial meld with the fewest tiles that reach the
            threshold, and keep the other sets for later.
        hold_sets: keep sets made only of its own tiles on the rack: they can
            be laid down in any later turn (the turn it goes out, at the
            latest), so keeping them costs no move.
        small_play: draw rather than lay down this many tiles or fewer (not
            counting the sets it keeps). In self-play against Hard, 3 won
            about 63% of two-player rounds, 8 about 73%, 12 about 77%, and
            never laying a tile until it can go out 99%; 12 keeps most of
            the strength and still lays down a big play now and then, as a
            person would.
        danger_pool: with this many tiles or fewer left in the pool, play
            everything it can (the round is about to end with the pool, and
            then the lowest rack wins). This covers the option that ends the
            round at the first turn without a play on an empty pool too: an
            empty pool is below it. Playing everything earlier under that
            option (at 2, 3 or 5 tiles a seat) did not help in self-play
            against Hard with racks of 20 and a first play of 80, where about
            a fifth of the rounds end with the pool: 32.5% of 400 four-seat
            rounds won with 4, 28.5%, 29.8% and 26.0% with the others; with
            six seats 25.0% both ways.

    Expert does not empty its rack when an opponent is merely close to going
    out: that hands the opponent the very tiles it needs. In self-play that
    turned about two wins in three into one in two.
    """

    lean_meld: bool = True
    hold_sets: bool = True
    small_play: int = 12
    danger_pool: int = 4


EXPERT_STYLE = ExpertStyle()


def expert_play(
    view: PlayerView, style: ExpertStyle = EXPERT_STYLE, *, best: Play | None = None
) -> Play | None:
    """Expert: the exact solver plus judgement about what to hold back.

    It always takes a play that empties its rack, and plays all it can when
    the pool is nearly empty. Otherwise it makes a lean initial meld, keeps
    the sets it can make from its own tiles, and draws rather than feed the
    table a small play (see :class:`ExpertStyle`). It thinks no longer than
    Hard: one search, then a look at the sets that search built. ``best``: that
    search's answer when the caller has it already (``familiar=False``).
    """
    before = tuple(tuple(s) for s in view.table if s)
    if best is None:
        best = best_play(
            before, view.rack, has_melded=view.has_melded, rules=view.rules, familiar=False
        )
    if best is None:
        return None
    everything = len(best.placed) == len(view.rack) or view.pool_size <= style.danger_pool
    if not everything and not view.has_melded:
        if style.lean_meld and not view.rules.table_in_initial_meld_turn:
            return _lean_meld(before, best, view.rules.initial_meld_points)
        everything = True
    if everything:
        return Play(keep_familiar(before, best.table), best.placed)
    laid = _without_own_sets(before, best.table) if style.hold_sets else best.table
    placed = _placed(before, laid)
    if len(placed) <= style.small_play:
        return None  # draw, keeping the small play (and any sets) for later
    return Play(keep_familiar(before, laid), placed)


def _set_points(tile_set: Sequence[Tile]) -> int:
    info = analyse_set(tile_set)
    return info.points if info is not None else 0


def _lean_meld(before: TableSets, best: Play, threshold: int) -> Play:
    """The meld's sets that reach ``threshold`` with the fewest tiles (ties:
    the most points); the other sets stay on the rack.

    A knapsack over the sets, by points so far (capped at the threshold), so
    a huge rack's many sets cost no more than a few thousand steps.
    """
    sets = best.table[len(before) :]
    cap = max(threshold, 1)  # at least one set
    # capped points -> (tiles, -points, indexes of the sets chosen)
    reach: dict[int, tuple[int, int, tuple[int, ...]]] = {0: (0, 0, ())}
    for index, tile_set in enumerate(sets):
        points = _set_points(tile_set)
        for reached, (tiles, minus, chosen) in list(reach.items()):
            key = min(cap, reached + points)
            candidate = (tiles + len(tile_set), minus - points, (*chosen, index))
            if key not in reach or candidate[:2] < reach[key][:2]:
                reach[key] = candidate
    if cap not in reach:  # cannot happen: the whole meld reaches it
        return best
    chosen_sets = tuple(sets[i] for i in reach[cap][2])
    return Play(before + chosen_sets, tuple(sorted(t for s in chosen_sets for t in s)))


def _without_own_sets(before: TableSets, after: TableSets) -> TableSets:
    """``after`` less the sets made only of rack tiles, which the player may
    keep: what is left still holds every tile of the table ``before``.
    Bigger sets are kept first."""
    table_tiles = Counter(t for s in before for t in s)
    total = Counter(t for s in after for t in s)
    laid = []
    for tile_set in sorted(after, key=len, reverse=True):
        rest = total - Counter(tile_set)
        if table_tiles - rest:
            laid.append(tuple(tile_set))
        else:
            total = rest
    return tuple(laid)
