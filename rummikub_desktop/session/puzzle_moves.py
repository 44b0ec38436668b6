"""What kind of move a puzzle needs: adding only, reworking one set, or more.

Three exact questions about a table and a rack, where every rack tile must be
laid and every table tile stay on the table:

- :func:`is_addition_only`: does an answer change the table only by adding?
  *Adding only* means, exactly: every set of the table is, tile for tile and
  in its order, one unbroken block of exactly one set of the answer, whose
  other tiles (before and after the block) come from the rack; every other
  set of the answer is made from rack tiles alone. No table tile moves to
  another set, no set is split, two table sets are never joined.
- :func:`answer_reworking`: an answer in which only the table sets named as
  *free* may be changed beyond that (taken apart, split, their tiles moved
  anywhere), or None when there is none. With no free set it is the
  adding-only answer, if any. It is exact: the kept sets' possible additions
  at either end are tried every way, and what is left (rack tiles and the
  free sets' tiles, all of which must be used) is split into sets by the
  exact solver.
- :func:`kept_sets`: which sets of the table an answer keeps (as blocks).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from rummikub_desktop.ai import best_arrangement
from rummikub_desktop.engine import Tile, analyse_set

TileSets = tuple[tuple[Tile, ...], ...]


def _is_block_of(block: Sequence[Tile], within: Sequence[Tile]) -> bool:
    size = len(block)
    return any(tuple(within[i : i + size]) == tuple(block) for i in range(len(within) - size + 1))


def kept_sets(table: Sequence[Sequence[Tile]], answer: Sequence[Sequence[Tile]]) -> frozenset[int]:
    """The indices of the table's sets that the answer keeps whole: each one an
    unbroken block, in order, of an answer set of its own (the most such sets
    that can be matched one to one)."""
    sets = [tuple(s) for s in table if s]
    targets = [tuple(s) for s in answer if s]
    options = [[j for j, target in enumerate(targets) if _is_block_of(s, target)] for s in sets]
    best: frozenset[int] = frozenset()

    def match(index: int, used: frozenset[int], kept: frozenset[int]) -> None:
        nonlocal best
        if len(kept) + len(sets) - index <= len(best):
            return
        if index == len(sets):
            best = kept
            return
        for j in options[index]:
            if j not in used:
                match(index + 1, used | {j}, kept | {index})
        match(index + 1, used, kept)

    match(0, frozenset(), frozenset())
    return best


def is_addition_only(
    table: Sequence[Sequence[Tile]], answer: Sequence[Sequence[Tile]], rack: Sequence[Tile]
) -> bool:
    """True when ``answer`` changes ``table`` only by adding ``rack``'s tiles (see
    the module's description): every table set kept as a block of its own answer
    set, and the answer's tiles exactly the table's and the rack's."""
    sets = [tuple(s) for s in table if s]
    targets = [tuple(s) for s in answer if s]
    everything = Counter(t for s in sets for t in s) + Counter(rack)
    if Counter(t for s in targets for t in s) != everything:
        return False
    return len(kept_sets(sets, targets)) == len(sets)


def _extensions(tile_set: tuple[Tile, ...], pool: Counter[Tile]) -> list[tuple[Tile, ...]]:
    """Every valid set made by adding tiles of ``pool`` at ``tile_set``'s ends
    (left additions first, then right), ``tile_set`` itself included.

    A set stays valid while tiles are added one at a time at its ends (a
    longer run or group holds the shorter one), so the additions are grown
    one tile at a time, keeping only valid sets.
    """
    pool = Counter({tile: n for tile, n in pool.items() if _may_join(tile_set, tile)})
    found: list[tuple[Tile, ...]] = []
    lefts: list[tuple[tuple[Tile, ...], Counter[Tile]]] = [(tile_set, pool)]
    frontier = list(lefts)
    while frontier:
        grown = []
        for tiles, left in frontier:
            for tile in sorted(left):
                longer = (tile, *tiles)
                if analyse_set(longer) is not None:
                    grown.append((longer, left - Counter([tile])))
        lefts.extend(grown)
        frontier = grown
    for tiles, left in lefts:
        frontier = [(tiles, left)]
        found.append(tiles)
        while frontier:
            grown = []
            for current, rest in frontier:
                for tile in sorted(rest):
                    longer = (*current, tile)
                    if analyse_set(longer) is not None:
                        grown.append((longer, rest - Counter([tile])))
                        found.append(longer)
            frontier = grown
    return list(dict.fromkeys(found))


def _may_join(tile_set: tuple[Tile, ...], tile: Tile) -> bool:
    """False when ``tile`` can surely not be added to ``tile_set`` (a quick filter:
    a run takes only its colour, a group only its number; a joker anything)."""
    if tile.is_joker:
        return True
    numbered = [t for t in tile_set if not t.is_joker]
    if len(numbered) < 2:
        return True
    if numbered[0].colour == numbered[1].colour:
        return tile.colour == numbered[0].colour
    return tile.number == numbered[0].number


def partition(tiles: Counter[Tile]) -> TileSets | None:
    """These tiles, every one of them, as valid sets; None when they cannot be.

    The exact solver is asked to lay one of the tiles from a "rack" onto a
    "table" of all the others, where every table tile must be used: it can
    exactly when all of them make sets.
    """
    return _partition(tuple(sorted(tiles.elements())))


@lru_cache(maxsize=4096)
def _partition(ordered: tuple[Tile, ...]) -> TileSets | None:
    if not ordered:
        return ()
    first, rest = ordered[0], ordered[1:]
    if not rest:
        return None
    return best_arrangement([rest], [first])


def answer_reworking(
    table: Sequence[Sequence[Tile]],
    rack: Sequence[Tile],
    free: frozenset[int] = frozenset(),
) -> TileSets | None:
    """An answer laying every rack tile that changes only the ``free`` sets of
    ``table`` (by index) beyond adding tiles at their ends; None when none exists.

    Every other set is kept as a block (tiles may be added at its ends, from
    the rack or from the free sets); what remains (the rest of the rack and of
    the free sets' tiles) must make sets by itself.
    """
    sets = [tuple(s) for s in table if s]
    kept = [s for index, s in enumerate(sets) if index not in free]
    pool = Counter(rack) + Counter(t for index, s in enumerate(sets) if index in free for t in s)
    failed: set[tuple[int, tuple[tuple[Tile, int], ...]]] = set()
    partitions: dict[tuple[tuple[Tile, int], ...], TileSets | None] = {}

    def search(index: int, left: Counter[Tile]) -> TileSets | None:
        key = (index, tuple(sorted(left.items())))
        if key in failed:
            return None
        if index == len(kept):
            if key[1] not in partitions:
                partitions[key[1]] = partition(left)
            result = partitions[key[1]]
        else:
            result = None
            for extended in _extensions(kept[index], left):
                added = Counter(extended) - Counter(kept[index])
                rest = search(index + 1, left - added)
                if rest is not None:
                    result = (extended, *rest)
                    break
        if result is None:
            failed.add(key)
        return result

    return search(0, pool)
