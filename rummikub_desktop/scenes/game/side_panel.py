"""Where the game screen's side buttons and the handover button go.

Arithmetic on rectangles and measured words (the scene makes the widgets): the
side panel keeps its width at every text size, so words wrap, two short buttons
share a row, the players' entries go to one line (a smaller one for five or six
players), in that order, until everything fits.
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.button_column import (
    BUTTON_TEXT_SIZE,
    SMALLER_SIZES,
    PlacedButton,
    plan_column,
)
from rummikub_desktop.widgets.geometry import GameLayout
from rummikub_desktop.widgets.players_panel import PlayersPanel

from .commands import ButtonName
from .frame import RACK_BUTTONS

TURN_ROWS = (
    (ButtonName.DONE,),
    (ButtonName.UNDO, ButtonName.HINT),
    (ButtonName.RESET,),
    (ButtonName.DRAW,),
)
"""The turn's buttons in rows; a row of two shares its width when room is short."""
GIVES_WAY = (ButtonName.RESET,)
"""The turn's button that goes under :data:`MORE` too, last of all, so that long
names in a crowded players panel keep their size (they wrap instead)."""
SHORT_TURN_ROWS = tuple(
    row
    for row in (tuple(name for name in row if name not in GIVES_WAY) for row in TURN_ROWS)
    if row
)
"""The turn's buttons without those that give way."""
MORE = ButtonName.MORE
"""The button that stands for the rack's buttons when they have no room (it opens
them: :class:`~rummikub_desktop.widgets.more_menu.MoreMenu`)."""
FALLBACK_ROW_GAP = 4
"""The side buttons when nothing fits: plain rows ``FALLBACK_ROW_GAP`` apart, with
the least words a player reads."""
HANDOVER_BUTTON_WIDEST = 560
HANDOVER_BUTTON_HEIGHT = 72
HANDOVER_MARGINS = 40
"""The rack's width less the widest the handover button gets."""
BELOW_HANDOVER_BUTTON = 16
"""Between the handover button and the bottom of the rack."""
HANDOVER_SENTENCE_GAP = 4
"""Above the handover sentence, and between it and the button."""


def plan_side_buttons(
    text: TextCache,
    panel: PlayersPanel,
    layout: GameLayout,
    words: Mapping[ButtonName, str],
    seats: int,
    more: bool = True,
) -> dict[ButtonName, PlacedButton]:
    """The side buttons' places and word sizes under the players panel, for
    ``words`` by button name (:data:`MORE`'s included); the panel is set compact or
    tight as room needs.

    The words keep their size first. What gives way, in turn: the rack's three
    buttons become one :data:`MORE` button (unless ``more`` is False); the
    players' entries go to one line (the level and the first play in words give
    way to a mark), then to one line
    of the least words a player reads (a long name on two); then Reset turn goes
    under :data:`MORE` too (:data:`GIVES_WAY`); only then do all the words get
    smaller, never under that least size. A placement without :data:`MORE` has
    the rack's buttons; one with it has not.
    """
    side = layout.side
    width = side.width - 2 * style.SIDE_INSET
    turns = [
        [[(name, words[name]) for name in row] for row in rows]
        for rows in (TURN_ROWS, SHORT_TURN_ROWS)
    ]
    racks = [
        [[(name, words[name])] for name in RACK_BUTTONS],
        [[(MORE, words[MORE])]],
    ]
    least = style.least_words_size(text.scale)
    sizes = [size for size in (BUTTON_TEXT_SIZE, *SMALLER_SIZES) if size >= least]
    rack = 1 if more else 0
    ways = [(False, False, 0), (False, False, rack), (True, False, rack), (True, True, rack)]
    # Long names wrap onto two lines. At each size of the buttons' words, from the
    # biggest: every way above; then (only where More is) Reset turn goes under More
    # too. Only if nothing fits at the least words are the names cut to one line.
    tries = [(way, 0) for way in ways] + ([((True, True, rack), 1)] if more else [])
    for wrap in (True, False):
        panel.wrap_names = wrap
        for size in sizes:
            for (compact, tight, kind), short in tries:
                if not (compact or panel.full_names_fit()):
                    continue
                panel.compact, panel.tight = compact, tight
                top = side.top + panel.height(seats)
                room = layout.rack.bottom - top
                area = pygame.Rect(side.left + style.SIDE_INSET, top, width, room)
                column = [turns[short], racks[kind]]
                placed = plan_column(text, column, area, style.BUTTON_GAP, size)
                if placed is not None:
                    # (The column, a widget, keeps the names it was given.)
                    return {ButtonName(name): place for name, place in placed.items()}
    # Nothing fits (a tiny window at the biggest text): plain rows, the least words,
    # all inside the window.
    top = side.top + panel.height(seats)
    names = [name for row in TURN_ROWS for name in row] + ([MORE] if more else list(RACK_BUTTONS))
    step = max(1, (layout.rack.bottom - top) // len(names))
    return {
        name: PlacedButton(
            pygame.Rect(
                side.left + style.SIDE_INSET, top + i * step, width, step - FALLBACK_ROW_GAP
            ),
            least,
        )
        for i, name in enumerate(names)
    }


def handover_places(area: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Pass-and-play, in the rack's ``area``: the button that shows the next rack,
    and the room for the sentence above it."""
    rect = pygame.Rect(
        0,
        0,
        min(HANDOVER_BUTTON_WIDEST, area.width - HANDOVER_MARGINS),
        HANDOVER_BUTTON_HEIGHT,
    )
    rect.midbottom = (area.centerx, area.bottom - BELOW_HANDOVER_BUTTON)
    sentence = pygame.Rect(
        area.left,
        area.top + HANDOVER_SENTENCE_GAP,
        area.width,
        rect.top - area.top - 2 * HANDOVER_SENTENCE_GAP,
    )
    return rect, sentence
