"""One style for the whole game: every colour and the sizes the screens share.

Names say what a colour is for (``gold_last_play``, ``felt``), not what it looks
like, so that a screen never picks a colour by its numbers.

The colours come in two sets of data, chosen in Settings and switched while the
game runs: a :class:`Theme` (the screens: table, panels, words, marks; standard
or high contrast, see :data:`THEMES`) and a :class:`TilePalette` (the tiles'
faces and inks; standard or colour-blind safe, each with a high-contrast
variant, see :func:`tile_palette`). :func:`use` makes one theme and one palette
current in :data:`ACTIVE`; painters read :func:`theme` and :func:`tiles` while
they draw (``style.theme().felt``), so a switch shows at once. The widgets' own
theme (buttons, labels) is ``assets/theme.json``; :func:`widget_theme` lays a
theme's colours over it.

:data:`TEXT_PAIRS` and :data:`CONTROL_PAIRS` list every foreground the game
draws on every background it draws it on; the tests measure their contrast.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from rummikub_desktop.engine import Colour

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Theme:
    """The colours of the screens (everything but the tiles).

    Read the one in use with :func:`theme` (``style.theme().felt``).
    ``widgets`` is laid over ``assets/theme.json``: pygame-gui colour blocks by
    element (``"button"``, ``"#done_button"``...), empty for the standard look.
    """

    name: str
    background: RGB
    """Behind every screen's widgets."""
    game_background: RGB
    """Behind the game table."""
    felt: RGB
    """The table's cloth."""
    felt_edge: RGB
    cell: RGB
    """The faint marks of the table's grid."""
    panel: RGB
    """Panels and rows on the dark background (players, statistics, round end)."""
    panel_line: RGB
    """Grid lines and frames of rows that are not picked out."""
    bar: RGB
    """The status bar, and the box of a sentence over the table."""
    wood: RGB
    """The rack."""
    wood_edge: RGB
    wood_line: RGB
    shadow: RGB
    """Under a dragged tile."""
    text: RGB
    """Words on the dark background."""
    text_soft: RGB
    """Second lines and small print on the dark background."""
    text_pale: RGB
    """The colour names under the menu's tiles."""
    text_on_panel: RGB
    text_on_panel_soft: RGB
    text_hint: RGB
    """The empty table's hint."""
    text_hidden: RGB
    """Over a hidden rack (pass and play)."""
    ink: RGB
    """Words on a light background (the current player's card, speech boxes)."""
    speech: RGB
    """A speech box."""
    current_card: RGB
    """The card of the player whose turn it is."""
    gold: RGB
    """Picked out: the winner, the leader, the current player's frame, where a tile will
    go, a warning, the frame of a sentence over the table."""
    gold_last_play: RGB
    """The frame of the tiles a computer has just played."""
    selected: RGB
    """The frame of a tile picked up by a click or the keyboard."""
    focus: RGB
    """The keyboard's frame: the tile or the place the arrow keys are on."""
    fresh: RGB
    """The glow around a tile just drawn from the pool."""
    valid: RGB
    """A set that is right: a green frame with a tick."""
    invalid: RGB
    """A set that is not right yet: a red frame with a cross."""
    icon_mark: RGB
    """The tick and the cross drawn on the valid and invalid discs."""
    warning_box: RGB
    """Behind the turn timer's last seconds."""
    laid: RGB
    """The bar under a tile laid this turn."""
    widgets: Mapping[str, Mapping[str, str]] = field(default_factory=lambda: MappingProxyType({}))


@dataclass(frozen=True, slots=True)
class TilePalette:
    """The tiles' colours: the face, its edge, the back, and the ink of each colour
    (None: the joker's star). Every colour keeps its own symbol in every palette."""

    name: str
    face: RGB
    edge: RGB
    back: RGB
    """The back of a tile (a computer's hidden rack, the pool)."""
    ink: Mapping[Colour | None, RGB]
    joker_face_ink: RGB
    """The joker's eyes and smile."""
    shadow: RGBA = (0, 0, 0, 70)


STANDARD = Theme(
    name="standard",
    background=(24, 74, 56),
    game_background=(18, 60, 46),
    felt=(30, 96, 72),
    felt_edge=(70, 140, 110),
    cell=(52, 120, 94),
    panel=(22, 52, 42),
    panel_line=(90, 130, 110),
    bar=(14, 40, 32),
    wood=(120, 82, 48),
    wood_edge=(70, 45, 25),
    wood_line=(150, 108, 66),
    shadow=(0, 0, 0),
    text=(255, 255, 255),
    text_soft=(220, 230, 225),
    text_pale=(232, 240, 234),
    text_on_panel=(245, 245, 240),
    text_on_panel_soft=(200, 220, 210),
    text_hint=(200, 230, 215),
    text_hidden=(255, 245, 220),
    ink=(20, 20, 20),
    speech=(255, 250, 235),
    current_card=(250, 240, 205),
    gold=(255, 210, 60),
    gold_last_play=(255, 205, 40),
    selected=(255, 150, 0),
    focus=(120, 220, 255),
    fresh=(255, 236, 120),
    valid=(40, 190, 90),
    invalid=(225, 50, 40),
    icon_mark=(255, 255, 255),
    warning_box=(225, 50, 40),
    laid=(30, 110, 230),
)

_HC_BUTTON = {
    "normal_bg": "#FFFFFF",
    "hovered_bg": "#FFF200",
    "disabled_bg": "#2E2E2E",
    "selected_bg": "#0A2A9E",
    "active_bg": "#FFD000",
    "normal_text": "#000000",
    "hovered_text": "#000000",
    "selected_text": "#FFFFFF",
    "active_text": "#000000",
    "disabled_text": "#C8C8C8",
    "normal_border": "#FFFFFF",
    "hovered_border": "#FFF200",
    "disabled_border": "#C8C8C8",
    "selected_border": "#FFFFFF",
    "active_border": "#FFFFFF",
}

HIGH_CONTRAST = Theme(
    name="high",
    background=(0, 0, 0),
    game_background=(0, 0, 0),
    felt=(0, 26, 18),
    felt_edge=(255, 255, 255),
    cell=(190, 190, 190),
    panel=(0, 0, 0),
    panel_line=(255, 255, 255),
    bar=(0, 0, 0),
    wood=(24, 24, 24),
    wood_edge=(255, 255, 255),
    wood_line=(200, 200, 200),
    shadow=(90, 90, 90),
    text=(255, 255, 255),
    text_soft=(255, 255, 255),
    text_pale=(255, 255, 255),
    text_on_panel=(255, 255, 255),
    text_on_panel_soft=(235, 235, 235),
    text_hint=(255, 255, 255),
    text_hidden=(255, 242, 0),
    ink=(0, 0, 0),
    speech=(255, 255, 255),
    current_card=(255, 242, 0),
    gold=(255, 226, 0),
    gold_last_play=(255, 226, 0),
    selected=(255, 160, 0),
    focus=(0, 230, 255),
    fresh=(255, 242, 0),
    valid=(0, 230, 100),
    invalid=(255, 140, 140),
    icon_mark=(0, 0, 0),
    warning_box=(130, 0, 0),
    laid=(100, 175, 255),
    widgets=MappingProxyType(
        {
            "defaults": {**_HC_BUTTON, "dark_bg": "#000000", "text_cursor": "#FFFFFF"},
            "button": dict(_HC_BUTTON),
            "#done_button": {
                "normal_bg": "#00E060",
                "hovered_bg": "#8CFFB4",
                "active_bg": "#00B84E",
                "normal_text": "#000000",
                "hovered_text": "#000000",
                "active_text": "#000000",
            },
            "#danger_button": {"normal_bg": "#FFC0B4", "hovered_bg": "#FFE0DA"},
            "label": {"normal_text": "#FFFFFF"},
            "#title": {"normal_text": "#FFFFFF"},
            "#subtitle": {"normal_text": "#FFFFFF"},
            "#handover": {"normal_text": "#FFF200"},
            "#handover_small": {"normal_text": "#FFF200"},
            "#heading": {"normal_text": "#FFFFFF"},
            "#stat_name": {"normal_text": "#FFFFFF"},
            "#stat_name_small": {"normal_text": "#FFFFFF"},
            "#stat_number": {"normal_text": "#FFFFFF"},
            "#stat_number_small": {"normal_text": "#FFFFFF"},
            "#stat_header": {"normal_text": "#FFF200"},
            "#stat_header_name": {"normal_text": "#FFF200"},
            "#stat_name_tiny": {"normal_text": "#FFFFFF"},
            "#stat_number_tiny": {"normal_text": "#FFFFFF"},
            "#stat_header_small": {"normal_text": "#FFF200"},
            "#stat_header_name_small": {"normal_text": "#FFF200"},
            "#status": {"normal_text": "#FFFFFF"},
            "#warning": {"normal_text": "#FFE200"},
            "#hint": {"normal_text": "#FFFFFF"},
            "text_box": {
                "dark_bg": "#000000",
                "normal_border": "#FFFFFF",
                "normal_text": "#FFFFFF",
            },
            "#plain_text": {"normal_text": "#FFFFFF"},
            "panel": {"dark_bg": "#000000", "normal_border": "#FFFFFF"},
            "#dialog_panel": {"dark_bg": "#000000", "normal_border": "#FFF200"},
            "#notice_panel": {"dark_bg": "#000000", "normal_border": "#FFF200"},
            "#notice_text": {"normal_text": "#FFFFFF"},
            "#question": {"normal_text": "#FFFFFF"},
            "#composition": {
                "normal_text": "#000000",
                "dark_bg": "#FFFFFF",
                "normal_border": "#0A2A9E",
            },
            "text_entry_line": {
                "dark_bg": "#FFFFFF",
                "normal_text": "#000000",
                "selected_bg": "#0A2A9E",
                "selected_text": "#FFFFFF",
                "text_cursor": "#000000",
                "normal_border": "#FFFFFF",
            },
        }
    ),
)

THEMES: Mapping[str, Theme] = MappingProxyType(
    {theme.name: theme for theme in (STANDARD, HIGH_CONTRAST)}
)
"""The screens' themes by name: ``"standard"`` and ``"high"`` (high contrast)."""

_JOKER_STAR = (120, 0, 140)
_HC_JOKER_STAR = (100, 0, 120)

STANDARD_TILES = TilePalette(
    name="standard",
    face=(252, 248, 236),
    edge=(120, 110, 95),
    back=(70, 110, 90),
    ink=MappingProxyType(
        {
            Colour.BLACK: (20, 20, 20),
            Colour.RED: (196, 0, 20),
            Colour.BLUE: (0, 70, 190),
            Colour.ORANGE: (196, 92, 0),
            None: _JOKER_STAR,
        }
    ),
    joker_face_ink=(20, 20, 20),
)

COLOUR_SAFE_TILES = TilePalette(
    name="colour_safe",
    face=(252, 248, 236),
    edge=(120, 110, 95),
    back=(70, 110, 90),
    ink=MappingProxyType(
        {
            Colour.BLACK: (28, 28, 28),
            Colour.RED: (204, 0, 102),
            Colour.BLUE: (30, 90, 216),
            Colour.ORANGE: (132, 90, 0),
            None: _JOKER_STAR,
        }
    ),
    joker_face_ink=(20, 20, 20),
)
"""Inks chosen to stay apart for protanopia, deuteranopia and tritanopia (the tests
simulate each), every one at least 5:1 against the face."""

HIGH_CONTRAST_TILES = TilePalette(
    name="standard_high",
    face=(255, 255, 255),
    edge=(0, 0, 0),
    back=(60, 60, 60),
    ink=MappingProxyType(
        {
            Colour.BLACK: (0, 0, 0),
            Colour.RED: (176, 0, 18),
            Colour.BLUE: (0, 62, 170),
            Colour.ORANGE: (140, 64, 0),
            None: _HC_JOKER_STAR,
        }
    ),
    joker_face_ink=(0, 0, 0),
    shadow=(255, 255, 255, 90),
)

HIGH_CONTRAST_COLOUR_SAFE_TILES = TilePalette(
    name="colour_safe_high",
    face=(255, 255, 255),
    edge=(0, 0, 0),
    back=(60, 60, 60),
    ink=MappingProxyType(
        {
            Colour.BLACK: (28, 28, 28),
            Colour.RED: (175, 0, 88),
            Colour.BLUE: (10, 69, 207),
            Colour.ORANGE: (104, 72, 0),
            None: _HC_JOKER_STAR,
        }
    ),
    joker_face_ink=(0, 0, 0),
    shadow=(255, 255, 255, 90),
)

TILE_PALETTES: Mapping[tuple[str, str], TilePalette] = MappingProxyType(
    {
        ("standard", "standard"): STANDARD_TILES,
        ("colour_safe", "standard"): COLOUR_SAFE_TILES,
        ("standard", "high"): HIGH_CONTRAST_TILES,
        ("colour_safe", "high"): HIGH_CONTRAST_COLOUR_SAFE_TILES,
    }
)
"""The tile palettes by (tile colours, theme): the high-contrast theme has white faces
and darker inks, at least 7:1 against the face."""

TEXT_PAIRS: tuple[tuple[str, str], ...] = (
    ("text", "bar"),
    ("gold", "bar"),
    ("valid", "bar"),
    ("text", "warning_box"),
    ("text", "background"),
    ("text_soft", "background"),
    ("text_pale", "background"),
    ("gold", "background"),
    ("text", "panel"),
    ("text_soft", "panel"),
    ("gold", "panel"),
    ("text_on_panel", "panel"),
    ("text_on_panel", "game_background"),
    ("ink", "current_card"),
    ("text_hidden", "wood"),
    ("text_hint", "felt"),
    ("ink", "speech"),
)
"""(words, what they are drawn on) for every sentence the game draws itself, by
:class:`Theme` field."""

CONTROL_PAIRS: tuple[tuple[str, str], ...] = (
    ("felt_edge", "game_background"),
    ("cell", "felt"),
    ("valid", "felt"),
    ("invalid", "felt"),
    ("icon_mark", "valid"),
    ("icon_mark", "invalid"),
    ("gold", "felt"),
    ("gold", "wood"),
    ("gold_last_play", "felt"),
    ("selected", "felt"),
    ("selected", "wood"),
    ("focus", "felt"),
    ("focus", "wood"),
    ("focus", "game_background"),
    ("fresh", "wood"),
    ("laid", "felt"),
    ("wood_edge", "game_background"),
    ("panel_line", "panel"),
    ("panel_line", "background"),
    ("gold", "game_background"),
)
"""(a frame or mark, what it is drawn on): the parts of the game a player must see
to use it, by :class:`Theme` field."""

# -- the style in use --------------------------------------------------------------------


@dataclass(slots=True)
class ActiveStyle:
    """The theme and the tile palette in use: one object, read at the moment of drawing.

    Painters ask for it while they draw (``style.theme().felt``), so a switch in
    Settings shows at once and no module keeps a stale copy of a colour.
    """

    theme: Theme = STANDARD
    tiles: TilePalette = STANDARD_TILES


ACTIVE = ActiveStyle()
"""The one style in use (:func:`use` changes it)."""


def theme() -> Theme:
    """The screens' theme in use."""
    return ACTIVE.theme


def tiles() -> TilePalette:
    """The tile palette in use."""
    return ACTIVE.tiles


def tile_palette(tile_colours: str, theme_name: str) -> TilePalette:
    """The palette for a choice of tile colours (``"standard"``, ``"colour_safe"``)
    under a theme (``"standard"``, ``"high"``); unknown names give the standard one."""
    return TILE_PALETTES.get((tile_colours, theme_name), STANDARD_TILES)


def use(theme_name: str = "standard", tile_colours: str = "standard") -> None:
    """Make a theme and a tile palette current (unknown names: the standard ones)."""
    chosen = THEMES.get(theme_name, STANDARD)
    ACTIVE.theme = chosen
    ACTIVE.tiles = tile_palette(tile_colours, chosen.name)


def widget_theme(base: Mapping[str, Any], chosen: Theme | None = None) -> dict[str, Any]:
    """The pygame-gui theme ``base`` with the theme's widget colours laid over it.

    pygame-gui keeps colours from an earlier theme that a new one does not name, so
    every colour any theme changes is named here: the chosen theme's, else ``base``'s
    own for that element, else ``base``'s default.
    """
    chosen = chosen or theme()
    result = copy.deepcopy(dict(base))
    defaults = dict(base.get("defaults", {}).get("colours", {}))
    elements = {element for option in THEMES.values() for element in option.widgets}
    for element in sorted(elements):
        keys = {key for option in THEMES.values() for key in option.widgets.get(element, {})}
        block = result.setdefault(element, {}).setdefault("colours", {})
        wanted = chosen.widgets.get(element, {})
        for key in sorted(keys):
            if key in wanted:
                block[key] = wanted[key]
            elif key not in block and key in defaults:
                block[key] = defaults[key]
    return result


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
LEAST_WORDS_PX = (18, 24)
"""The smallest words a player reads, in pixels: at the Normal text size (scale 1)
and at the Largest (scale 1.5); in between, in proportion (issue 21)."""


def least_words_px(scale: float) -> int:
    """The smallest words a player reads at the text ``scale``, in pixels on screen
    (:data:`LEAST_WORDS_PX`; no widget's font in the theme is smaller)."""
    normal, largest = LEAST_WORDS_PX
    return round(normal + (largest - normal) * (scale - 1.0) / 0.5)


def least_words_size(scale: float) -> int:
    """The smallest size (before the text ``scale``) that words may be written at so
    that they are still :data:`LEAST_WORDS_PX` big on screen."""
    normal, largest = LEAST_WORDS_PX
    pixels = normal + (largest - normal) * (scale - 1.0) / 0.5
    size = max(1, int(pixels / scale))
    while round(size * scale) < round(pixels):
        size += 1
    return size


# Sizes that several screens share have a name here; a size that belongs to one
# widget or screen is a named constant at the top of that module. Each part of the
# screens below keeps its shared sizes in its own block.

# -- shared sizes: the menus and pages ---------------------------------------------
# (menu, new game, rule options, settings, statistics, language, rule book)

SCREEN_MARGIN = 20
"""Between a screen's edge and its content (the least a wide window leaves at the sides)."""
BOTTOM_MARGIN = 16
"""Between the window's bottom and the buttons or sentence that stand on it."""
TITLE_HEIGHT = 76
"""A screen's title line (the ``#title`` label across the top), on the pages and on the
round end and the score sheet."""
COMPACT_HEIGHT = 700
"""A window shorter than this gets a page's compact layout (smaller title, rows, buttons)."""


# -- shared sizes: the game, the round end and the score sheet ---------------------
# (the game screen, its painter, the replay, the tutorial, the round end, the sheet)

TITLE_TOP = 8
"""Between the top of a screen and its title (the round end, the score sheet)."""
SHEET_MARGIN = 24
"""Between a screen's sides and its rows and buttons (the round end, the score sheet)."""
ABOVE_BUTTONS = 8
"""Between a screen's rows and the buttons under them (the round end, the score sheet)."""
BAR_BUTTON_INSET = 10
"""Between the game's top bar and its right-hand buttons: the bar's end and the Menu
button, the Menu button and the Replay button beside it."""
SIDE_INSET = 10
"""Between the sides of the game's side panel and its buttons."""
SPEECH_MARGINS = 28
"""A speech panel's width less its words' width (the replay, the tutorial's strip)."""


# -- shared sizes: the widgets ---------------------------------------------------
# (racks, table, panels, dialogs, buttons, notices, previews, examples)

SMALL_RADIUS = 8
"""The rounded corners of small boxes and frames: seats' cards, speech boxes, previews."""
TABLE_RADIUS = 12
"""The rounded corners of the table's felt (the game, a replayed turn)."""
SET_ICON_SMALLEST = 9
"""The smallest radius of a set's tick or cross (on the table, in the rule book)."""
SET_ICON_PER_TILE = 3
"""A set's tick or cross is a tile's width divided by this in radius (within bounds)."""
DIALOG_PADDING = 16
"""Between a dialog's frame and its words and buttons."""
DIALOG_SIDE_ROOM = 40
"""Of the window's width, what a dialog or a notice leaves free (both sides together)."""
DIALOG_END_ROOM = 20
"""Of the window's height, what a dialog leaves free (top and bottom together)."""
