"""A trivial random-legal player for driving whole games in tests."""

from __future__ import annotations

import random
from collections import Counter

from rummikub_desktop.engine import COLOURS, PlayerView, Tile, analyse_set


def sets_from_rack(rack: list[Tile]) -> list[list[Tile]]:
    """Every plain group and run (no jokers) that the rack can make."""
    found: list[list[Tile]] = []
    faces = set(rack)
    for number in range(1, 14):
        group = [Tile(c, number) for c in COLOURS if Tile(c, number) in faces]
        if len(group) >= 3:
            found.append(group)
    for colour in COLOURS:
        line: list[Tile] = []
        for number in range(1, 15):
            tile = Tile(colour, number) if number <= 13 else None
            if tile is not None and tile in faces:
                line.append(tile)
                continue
            if len(line) >= 3:
                found.append(line)
            line = []
    return found


def _may_join(tile: Tile, tile_set: list[Tile]) -> bool:
    """False when ``tile`` can make no set with ``tile_set`` at either end: a
    numbered tile that shares neither colour (a run) nor number (a group) with
    one of the set's numbered tiles. Only a shortcut: :func:`analyse_set` decides
    every other case (it took three quarters of a seeded round's time)."""
    if tile.is_joker:
        return True
    return not any(
        not other.is_joker and other.colour != tile.colour and other.number != tile.number
        for other in tile_set
    )


def random_legal_table(view: PlayerView, rng: random.Random) -> list[list[Tile]] | None:
    """A legal end-of-turn table for ``view``'s player, or None to draw."""
    rack = Counter(view.rack)
    table = [list(s) for s in view.table]
    candidates = sets_from_rack(list(view.rack))
    rng.shuffle(candidates)
    new_sets: list[list[Tile]] = []
    for candidate in candidates:
        if all(rack[t] >= n for t, n in Counter(candidate).items()):
            rack.subtract(candidate)
            new_sets.append(candidate)
    if not view.has_melded:
        points = sum(analyse_set(s).points for s in new_sets)  # type: ignore[union-attr]
        if points < view.rules.initial_meld_points or not new_sets:
            return None
        return [*table, *new_sets]
    table = [*table, *new_sets]
    # Lay off single tiles at either end of a set, jokers included.
    spare = list(rack.elements())
    rng.shuffle(spare)
    for tile in spare:
        for tile_set in table:
            if not _may_join(tile, tile_set):
                continue
            for candidate in ([*tile_set, tile], [tile, *tile_set]):
                if analyse_set(candidate) is not None:
                    tile_set[:] = candidate
                    break
            else:
                continue
            break
    grew = sum(len(s) for s in table) > sum(len(s) for s in view.table)
    return table if grew else None
