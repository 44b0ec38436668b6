"""What the player asked for on the game screen, as values.

:class:`~.table_input.TableInput` turns the mouse and the keys into these; the
game screen applies them to the controller (and a mode such as the tutorial may
judge them first). Each is a small frozen value, so a test reads them as they are.
"""

from __future__ import annotations

import enum
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


class ButtonName(enum.StrEnum):
    """The game screen's buttons, each by its one name (its words are the catalogue's
    ``game.<value>``; a use's own buttons, as the tutorial's Show me, are its own)."""

    DONE = "done"
    UNDO = "undo"
    RESET = "reset"
    DRAW = "draw"
    """Draw tile, or Pass once the pool is empty."""
    HINT = "hint"
    SORT_COLOUR = "sort_colour"
    SORT_NUMBER = "sort_number"
    CLOSE_GAPS = "close_gaps"
    MORE = "more"
    """Stands for the rack's buttons where they have no room (it opens them)."""
    MENU = "menu"
    SAY_AGAIN = "say_again"
    HANDOVER = "handover"
    """Pass-and-play: the next person is at the screen (their rack is shown)."""


@dataclass(frozen=True, slots=True)
class PressButton:
    """What a button does, asked by the button or its key: Done (Enter), Undo
    (Ctrl+Z), Menu (Escape), Say again (S)."""

    name: ButtonName


@dataclass(frozen=True, slots=True)
class Say:
    """Show the catalogue's sentence ``key`` over the table."""

    key: str


@dataclass(frozen=True, slots=True)
class Hush:
    """Take the sentence over the table away (a tile put back in its place)."""


@dataclass(frozen=True, slots=True)
class ShowRackPage:
    """Show the rack's page ``page`` (a rack whose tiles take more than one): the
    player only looks, so no use's filter is asked."""

    page: int


Command = (
    MoveTileToTable
    | MoveTileToRack
    | MoveRackTile
    | MoveSet
    | PressButton
    | Say
    | Hush
    | ShowRackPage
)
"""Every command the game screen's input gives."""
