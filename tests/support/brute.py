"""An exhaustive reference solver for small positions, independent of the DP.

It tries every sub-multiset of the rack and every partition of the tiles into
sets, judging each candidate set with the engine's own ``analyse_set`` (every
ordering of up to five tiles; longer lines can only be runs, tried at every
starting number). Slow, obviously right, and only for a dozen tiles or so.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations, permutations

from rummikub_desktop.engine import COLOURS, JOKER, MAX_NUMBER, Tile, analyse_set


@cache
def _set_value(tiles: tuple[Tile, ...]) -> int | None:
    if len(tiles) < 3:
        return None
    best = None
    if len(tiles) <= 5:
        for order in set(permutations(tiles)):
            info = analyse_set(order)
            if info is not None and (best is None or info.points > best):
                best = info.points
        return best
    real = [t for t in tiles if not t.is_joker]
    for colour in COLOURS:
        for start in range(1, MAX_NUMBER - len(tiles) + 2):
            faces = [Tile(colour, start + i) for i in range(len(tiles))]
            need = Counter(faces)
            have = Counter(real)
            if have - need:
                continue
            layout = []
            for face in faces:
                if have[face]:
                    have[face] -= 1
                    layout.append(face)
                else:
                    layout.append(JOKER)
            info = analyse_set(layout)
            if info is not None and Counter(layout) == Counter(tiles):
                best = max(best or 0, info.points)
    return best


def set_value(tiles: tuple[Tile, ...]) -> int | None:
    """The best points any ordering of these tiles makes as a set, or None."""
    return _set_value(_key(tiles))


def _key(tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles))


@cache
def best_partition(tiles: tuple[Tile, ...]) -> int | None:
    """The most points of a partition of all ``tiles`` into sets, or None."""
    if not tiles:
        return 0
    first, rest = tiles[0], tiles[1:]
    if first.is_joker:
        return None  # sorted: only jokers are left, and no set is jokers alone
    best = None
    seen = set()
    # Only tiles of the same colour or number, and jokers, can share a set.
    fits = tuple(
        t for t in rest if t.is_joker or t.colour == first.colour or t.number == first.number
    )
    for size in range(2, min(len(fits), 12) + 1):
        for others in combinations(fits, size):
            if others in seen:
                continue
            seen.add(others)
            value = set_value((first, *others))
            if value is None:
                continue
            remaining = list(rest)
            for tile in others:
                remaining.remove(tile)
            sub = best_partition(tuple(remaining))
            if sub is not None and (best is None or value + sub > best):
                best = value + sub
    return best


def _sub_multisets(rack: Sequence[Tile]):
    counts = Counter(rack)
    faces = sorted(counts)

    def walk(index: int, chosen: list[Tile]):
        if index == len(faces):
            yield list(chosen)
            return
        face = faces[index]
        for n in range(counts[face] + 1):
            yield from walk(index + 1, chosen + [face] * n)

    yield from walk(0, [])


def rack_points(tiles: Sequence[Tile], joker_value: int = 30) -> int:
    """Points shed from the rack: numbers, jokers at their penalty."""
    return sum(joker_value if t.is_joker else t.number for t in tiles)


def exhaustive_best(
    table: Sequence[Sequence[Tile]],
    rack: Sequence[Tile],
    *,
    threshold: int | None = None,
    jokers_in_meld: bool = True,
) -> tuple[int, int]:
    """(most rack tiles placeable, most rack points among those); (0, 0) for none.

    After the meld (``threshold`` None) the table's tiles must all be used with
    the chosen rack tiles; for a meld the chosen tiles alone must make sets worth
    at least ``threshold``.
    """
    table_tiles = [t for s in table for t in s]
    best = (0, 0)
    for chosen in _sub_multisets(rack):
        if not chosen:
            continue
        score = (len(chosen), rack_points(chosen))
        if score <= best:
            continue
        if threshold is not None:
            if not jokers_in_meld and JOKER in chosen:
                continue
            points = best_partition(_key(chosen))
            if points is None or points < threshold:
                continue
        elif best_partition(_key(table_tiles + chosen)) is None:
            continue
        best = score
    return best
