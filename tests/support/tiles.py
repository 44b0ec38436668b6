"""Shorthand for writing tests like the rule book."""

from rummikub_desktop.engine import Tile, parse_tiles


def T(text: str) -> list[Tile]:
    """Tiles in notation: T("R7 R8 J")."""
    return parse_tiles(text)


def table(*sets: str) -> list[list[Tile]]:
    """A table of sets in notation: table("R7 R8 R9", "K5 B5 O5")."""
    return [parse_tiles(s) for s in sets]
