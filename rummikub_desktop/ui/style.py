"""One style for the whole game: every colour and the sizes the screens share.

Names say what a colour is for (``GOLD_LAST_PLAY``, ``FELT``), not what it looks
like, so that a screen never picks a colour by its numbers. The widgets' own
theme (buttons, labels) is ``assets/theme.json``; the colours drawn by the game
itself are here.
"""

from __future__ import annotations

from rummikub_desktop.engine import Colour

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

# -- the table and the room around it -----------------------------------------

BACKGROUND: RGB = (24, 74, 56)
"""Behind every screen's widgets."""
GAME_BACKGROUND: RGB = (18, 60, 46)
"""Behind the game table."""
FELT: RGB = (30, 96, 72)
"""The table's cloth."""
FELT_EDGE: RGB = (70, 140, 110)
CELL: RGB = (52, 120, 94)
"""The faint marks of the table's grid."""
PANEL: RGB = (22, 52, 42)
"""Panels and rows on the dark background (players, statistics, round end)."""
PANEL_LINE: RGB = (90, 130, 110)
"""Grid lines and frames of rows that are not picked out."""
BAR: RGB = (14, 40, 32)
"""The status bar, and the box of a sentence over the table."""
WOOD: RGB = (120, 82, 48)
"""The rack."""
WOOD_EDGE: RGB = (70, 45, 25)
WOOD_LINE: RGB = (150, 108, 66)
SHADOW: RGB = (0, 0, 0)
"""Under a dragged tile."""

# -- words ---------------------------------------------------------------------

TEXT: RGB = (255, 255, 255)
"""Words on the dark background."""
TEXT_SOFT: RGB = (220, 230, 225)
"""Second lines and small print on the dark background."""
TEXT_PALE: RGB = (232, 240, 234)
"""The colour names under the menu's tiles."""
TEXT_ON_PANEL: RGB = (245, 245, 240)
TEXT_ON_PANEL_SOFT: RGB = (200, 220, 210)
TEXT_HINT: RGB = (200, 230, 215)
"""The empty table's hint."""
TEXT_HIDDEN: RGB = (255, 245, 220)
"""Over a hidden rack (pass and play)."""
INK: RGB = (20, 20, 20)
"""Words on a light background (the current player's card, speech boxes)."""
SPEECH: RGB = (255, 250, 235)
"""A speech box."""
CURRENT_CARD: RGB = (250, 240, 205)
"""The card of the player whose turn it is."""

# -- marks -----------------------------------------------------------------------

GOLD: RGB = (255, 210, 60)
"""Picked out: the winner, the leader, the current player's frame, where a tile will
go, a warning, the frame of a sentence over the table."""
GOLD_LAST_PLAY: RGB = (255, 205, 40)
"""The frame of the tiles a computer has just played."""
SELECTED: RGB = (255, 150, 0)
"""The frame of a tile picked up by a click."""
VALID: RGB = (40, 190, 90)
"""A set that is right: a green frame with a tick."""
INVALID: RGB = (225, 50, 40)
"""A set that is not right yet: a red frame with a cross."""
LAID: RGB = (30, 110, 230)
"""The bar under a tile laid this turn."""

# -- tiles -------------------------------------------------------------------------

TILE_FACE: RGB = (252, 248, 236)
TILE_EDGE: RGB = (120, 110, 95)
TILE_SHADOW: RGBA = (0, 0, 0, 70)
TILE_BACK: RGB = (70, 110, 90)
"""The back of a tile (a computer's hidden rack)."""
TILE_INK: dict[Colour | None, RGB] = {
    Colour.BLACK: (20, 20, 20),
    Colour.RED: (196, 0, 20),
    Colour.BLUE: (0, 70, 190),
    Colour.ORANGE: (196, 92, 0),
    None: (120, 0, 140),
}
"""The number's colour of each tile colour (None: the joker)."""
JOKER_FACE_INK: RGB = (20, 20, 20)
"""The joker's eyes and smile."""

# -- sizes -------------------------------------------------------------------------

BUTTON_HEIGHT = 64
"""A screen's main buttons (Back, Done on the round end...)."""
BUTTON_WIDTH = 300
MENU_BUTTON_SIZE = (150, 52)
"""The game screen's Menu button."""
BUTTON_GAP = 6
"""Between the game screen's buttons."""
RADIUS = 10
"""The rounded corners of boxes, rows and frames."""
TILE_RADIUS = 6
FRAME = 3
"""A frame that picks something out."""
THIN_FRAME = 1

TEXT_SMALL = 20
TEXT_BODY = 22
TEXT_LARGE = 26
TEXT_HEADING = 28
TEXT_TITLE = 30
"""Text sizes (before the Text size setting's scale) of the words the game draws itself."""
