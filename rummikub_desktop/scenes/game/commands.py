"""What the player asked for on the game screen, as values.

:class:`~.table_input.TableInput` turns the mouse and the keys into these; the
game screen applies them to the controller (and a mode such as the tutorial may
judge them first). Each is a small frozen value, so a test reads them as they are.
"""

from __future__ import annotations

from dataclasses import dataclass

from rummikub_desktop.table import Cell


@dataclass(frozen=True, slots=True)
class MoveTileToTable:
    """Put ``tile`` (from the rack or the table) on ``cell``; ``after``: on its right half."""

    tile: int
    cell: Cell
    after: bool = False


@dataclass(frozen=True, slots=True)
class MoveTileToRack:
    """Take ``tile``, laid on the table this turn, back to the rack's ``slot``."""

    tile: int
    slot: int


@dataclass(frozen=True, slots=True)
class MoveRackTile:
    """Move ``tile`` along the rack to ``slot``."""

    tile: int
    slot: int


@dataclass(frozen=True, slots=True)
class MoveSet:
    """Move the whole set that holds ``tile`` so that it starts at ``cell``."""

    tile: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class PressButton:
    """What a button does, asked by a key: ``"done"`` (Enter), ``"undo"`` (Ctrl+Z),
    ``"menu"`` (Escape)."""

    name: str


@dataclass(frozen=True, slots=True)
class Say:
    """Show the catalogue's sentence ``key`` over the table."""

    key: str


@dataclass(frozen=True, slots=True)
class Hush:
    """Take the sentence over the table away (a tile put back in its place)."""


Command = MoveTileToTable | MoveTileToRack | MoveRackTile | MoveSet | PressButton | Say | Hush
"""Every command the game screen's input gives."""
