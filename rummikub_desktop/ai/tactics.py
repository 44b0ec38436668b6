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
from .solver import Play, TableSets, best_arrangement, best_meld, best_play

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
        draw_instead_of_joker_only: with no play that spares the joker, draw
            rather than lay a play of at most this many tiles that needs it.
    """

    keep_jokers: bool = True
    danger_tiles: int = 3
    danger_pool: int = 4
    draw_instead_of_joker_only: int = 0


EXPERT_STYLE = ExpertStyle()


def in_danger(view: PlayerView, style: ExpertStyle = EXPERT_STYLE) -> bool:
    """True when the round may end soon: an opponent near going out, or the pool low."""
    closest = min((p.tile_count for p in view.opponents), default=99)
    return closest <= style.danger_tiles or view.pool_size <= style.danger_pool


def expert_play(view: PlayerView, style: ExpertStyle = EXPERT_STYLE) -> Play | None:
    """Expert: the exact solver plus judgement.

    It always takes a play that empties its rack. Otherwise, unless the round
    may end soon, it keeps its jokers back when the rest of the rack can still
    be played without them (see :class:`ExpertStyle`).
    """
    best = best_play(view.table, view.rack, has_melded=view.has_melded, rules=view.rules)
    if best is None or len(best.placed) == len(view.rack):
        return best
    jokers_used = sum(1 for t in best.placed if t.is_joker)
    if not style.keep_jokers or not jokers_used or in_danger(view, style):
        return best
    spared = [t for t in view.rack if not t.is_joker]
    without = best_play(view.table, spared, has_melded=view.has_melded, rules=view.rules)
    if without is not None:
        return without
    if len(best.placed) <= style.draw_instead_of_joker_only:
        return None
    return best
