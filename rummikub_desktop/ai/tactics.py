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
    SearchLimitReached,
    TableSets,
    best_arrangement,
    best_meld,
    best_play,
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

    Attributes:
        keep_jokers: hold rack jokers back while it is safe: a joker on the
            table is a wildcard every player may rework into their own sets,
            one on the rack helps only its owner.
        danger_tiles: an opponent holding this many tiles or fewer is close to
            going out: play everything, highest points first.
        danger_pool: with this many tiles or fewer left in the pool, likewise.
        reserves: how many playable tiles to hold back as moves in reserve: a
            tile that still fits the table after this turn's play can be laid
            next turn instead of drawing, which leaves the rack a tile shorter.
        reserve_candidates: how many tiles of the play to try as reserves
            (lowest numbers first: a reserve caught on the rack costs less).
        reserve_node_limit: search nodes allowed for each check of a reserve;
            a count, not a clock, so Expert stays reproducible and its
            thinking time bounded.
        joker_node_limit: search nodes allowed for the play that spares the
            jokers.
    """

    keep_jokers: bool = True
    danger_tiles: int = 3
    danger_pool: int = 4
    reserves: int = 1
    reserve_candidates: int = 4
    reserve_node_limit: int = 5_000
    joker_node_limit: int = 40_000


EXPERT_STYLE = ExpertStyle()


def in_danger(view: PlayerView, style: ExpertStyle = EXPERT_STYLE) -> bool:
    """True when the round may end soon: an opponent near going out, or the pool low."""
    closest = min((p.tile_count for p in view.opponents), default=99)
    return closest <= style.danger_tiles or view.pool_size <= style.danger_pool


def expert_play(view: PlayerView, style: ExpertStyle = EXPERT_STYLE) -> Play | None:
    """Expert: the exact solver plus judgement.

    It always takes a play that empties its rack, and plays all it can when
    the round may end soon (an opponent near going out, the pool nearly
    empty). Otherwise it keeps its jokers back when the rest of the rack can
    still be played without them, and holds one playable tile back as a move
    in reserve (see :class:`ExpertStyle`). Its extra thinking runs on node
    limits, so it stays reproducible and its time bounded.
    """
    best = best_play(view.table, view.rack, has_melded=view.has_melded, rules=view.rules)
    if best is None or len(best.placed) == len(view.rack):
        return best
    if in_danger(view, style):
        return best
    jokers_used = sum(1 for t in best.placed if t.is_joker)
    if style.keep_jokers and jokers_used:
        spared = [t for t in view.rack if not t.is_joker]
        try:
            without = best_play(
                view.table,
                spared,
                has_melded=view.has_melded,
                rules=view.rules,
                node_limit=style.joker_node_limit,
            )
        except SearchLimitReached:
            without = None  # too long to think about: play the joker
        if without is not None:
            best = without
    if view.has_melded:
        for _ in range(style.reserves):
            held = _hold_one_back(view, best, style)
            if held is None:
                break
            best = held
    return best


def _hold_one_back(view: PlayerView, play: Play, style: ExpertStyle) -> Play | None:
    """The play with one tile fewer, kept as a move in reserve, or None.

    The tile must not cost any other tile of the play, and must still fit the
    table the smaller play leaves, on its own.
    """
    if len(play.placed) < 2:
        return None
    tried = 0
    # A total order: a set's order follows string hashing, which differs
    # between processes, and the choice must not.
    for tile in sorted(set(play.placed), key=lambda t: (t.is_joker, t.number, t.sort_key)):
        if tile.is_joker or tried >= style.reserve_candidates:
            break
        tried += 1
        others = _without(view.rack, [tile])
        limit = style.reserve_node_limit
        try:
            smaller = best_play(
                view.table, others, has_melded=True, rules=view.rules, node_limit=limit
            )
            if smaller is None or len(smaller.placed) < len(play.placed) - 1:
                continue
            later = best_play(
                smaller.table,
                [tile],
                has_melded=True,
                rules=view.rules,
                node_limit=limit,
                familiar=False,
            )
        except SearchLimitReached:
            continue  # too long to think about: not worth a reserve
        if later is not None:
            return smaller
    return None
