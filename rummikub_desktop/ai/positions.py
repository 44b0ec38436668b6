"""Seeded random positions (a table of valid sets and a rack) for tests and benchmarks."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import COLOURS, JOKER, MAX_NUMBER, Tile, full_tile_set

TableSets = tuple[tuple[Tile, ...], ...]


@dataclass(frozen=True, slots=True)
class Position:
    """A table (valid sets) and a rack, drawn from one box without repeats."""

    table: TableSets
    rack: tuple[Tile, ...]

    @property
    def table_size(self) -> int:
        """Tiles on the table."""
        return sum(len(s) for s in self.table)


def _take(box: list[Tile], tile: Tile) -> bool:
    if tile in box:
        box.remove(tile)
        return True
    return False


def _random_set(
    rng: random.Random, box: list[Tile], joker_chance: float
) -> tuple[Tile, ...] | None:
    """A valid set taken from ``box`` (or None when the try failed; box unchanged)."""
    taken: list[Tile] = []
    if rng.random() < 0.5:
        colour = rng.choice(COLOURS)
        length = rng.choice((3, 3, 3, 4, 4, 5, 6))
        start = rng.randint(1, MAX_NUMBER - length + 1)
        faces = [Tile(colour, start + i) for i in range(length)]
    else:
        number = rng.randint(1, MAX_NUMBER)
        faces = [Tile(c, number) for c in rng.sample(COLOURS, rng.choice((3, 3, 4)))]
    layout = []
    for index, face in enumerate(faces):
        use_joker = rng.random() < joker_chance and (index or len(faces) > 1)
        if use_joker and _take(box, JOKER):
            taken.append(JOKER)
            layout.append(JOKER)
        elif _take(box, face):
            taken.append(face)
            layout.append(face)
        else:
            box.extend(taken)
            return None
    if all(t.is_joker for t in layout):
        box.extend(taken)
        return None
    return tuple(layout)


def random_position(
    seed: int,
    *,
    table_tiles: int,
    rack_tiles: int,
    jokers: int = 2,
    joker_chance: float = 0.1,
    near: float = 0.5,
    copies: int = 2,
) -> Position:
    """A seeded position: about ``table_tiles`` tiles of valid sets, and a rack.

    The box holds ``copies`` of each numbered tile (2; the XP box 3) and
    ``jokers`` jokers (0 to 2; the XP box up to 4). A share ``near`` of the
    rack is drawn from tiles that fit the table (same number or a
    neighbouring number of the same colour as a table tile), so plays exist.
    """
    rng = random.Random(seed)
    box = full_tile_set(copies, jokers)
    rng.shuffle(box)
    table: list[tuple[Tile, ...]] = []
    tries = 0
    while sum(len(s) for s in table) < table_tiles and tries < 500:
        tries += 1
        tile_set = _random_set(rng, box, joker_chance)
        if tile_set is not None and sum(len(s) for s in table) + len(tile_set) <= table_tiles + 2:
            table.append(tile_set)
        elif tile_set is not None:
            box.extend(tile_set)
    on_table = [t for s in table for t in s if not t.is_joker]
    rack: list[Tile] = []
    while len(rack) < rack_tiles and box:
        if on_table and rng.random() < near:
            base = rng.choice(on_table)
            options = [Tile(c, base.number) for c in COLOURS] + [
                Tile(base.colour, n)
                for n in (base.number - 2, base.number - 1, base.number + 1, base.number + 2)
                if 1 <= n <= MAX_NUMBER
            ]
            candidate = rng.choice(options)
            if _take(box, candidate):
                rack.append(candidate)
                continue
        rack.append(box.pop())
    return Position(tuple(table), tuple(rack))
