"""The draw for who starts: each player's drawn tile face up and "Highest starts:
Grandma", at the start of a new game, for a few seconds or until clicked.

An overlay of the game screen (:class:`~.overlay.Overlay`): while it shows, the
game waits and the overlay takes the pointer and the keys. What it draws (the
draws, the names, who starts) comes in the frame.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.engine import Tile
from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.ui.tile_art import ASPECT
from rummikub_desktop.widgets import coach

from .frame import GameFrame
from .overlay import Overlay, ScreenLink

FIRST_DRAW_SECONDS = 6.0
"""How long the draw for who starts is shown (a click closes it sooner)."""

DRAWN_TILE_SMALLEST = 48
DRAWN_TILE_BIGGEST = 96
DRAWN_TILE_PARTS = 3
"""The draw for who starts: the table's height is cut into 3 parts and 2 more for each
round of drawing; a tile is one part high, from 48 to 96 pixels."""
DRAW_COLUMN_LEAST = 130
DRAW_COLUMN_ROOM = 70
"""A player's column in the draw: the tile and this much room, at least 130 wide."""
DRAW_ROW_ROOM = 44
"""Counted under each row of drawn tiles for the panel's height (the name, the gaps)."""
DRAW_PANEL_WIDTH = 420
"""The least width of the draw's panel."""
DRAW_PANEL_PADDING = 60
"""Added to the width and the height of the draw panel's words and tiles."""
DRAW_PANEL_MARGINS = 20
"""The table's width (and height) less the biggest the draw's panel gets."""
DRAW_TITLE_MARGINS = 40
"""The panel's width less its title's."""
DRAW_WORDS_MARGINS = 20
"""The panel's width less the width of its other lines."""
DRAW_PANEL_TOP = 14
"""Between the top of the panel and its title."""
FIRST_ROW_GAP = 10
"""Above the first row of drawn tiles."""
AGAIN_ROW_GAP = 22
"""Above a row drawn again (under "they draw again")."""
NOTE_SIZE = 18
"""The draw's small words: the names, "they draw again", "click to go on"."""
NAME_MARGINS = 8
"""A column's width less its name's."""
BELOW_DRAWN_TILE = 6
"""Between a drawn tile and the name under it."""
DRAW_ROW_GAP = 30
"""Added after a row of drawn tiles."""
ABOVE_STARTS = 4
"""Between the last row and "Highest starts"."""
BELOW_NOTE = 8
"""Between "click to go on" and the bottom of the panel."""


class FirstDrawOverlay(Overlay):
    """The draw for who starts, shown once.

    Args:
        link: the screen's link (its text, the tiles' pictures).
        seconds: how long it shows (0: not at all, as in a resumed game).
    """

    def __init__(self, link: ScreenLink, *, seconds: float) -> None:
        self.art = link.art
        self.text = link.text
        self.left = max(0.0, seconds)

    @property
    def waiting(self) -> bool:
        """True while the draw is on the screen (the game waits)."""
        return self.left > 0.0

    def next_frame(self) -> float | None:
        """The seconds left while it shows; None after."""
        return self.left if self.waiting else None

    def key(self) -> object:
        """What this adds to the screen, summed up."""
        return self.waiting

    def widgets(self) -> object:
        """The screen's widgets are built again when it goes."""
        return self.waiting

    def handle_event(self, event: pygame.event.Event) -> bool:
        """While it shows, a click or a key closes it, and the game sees no pointer or key."""
        if not self.waiting:
            return False
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.left = 0.0
        return event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
            pygame.KEYDOWN,
        )

    def update(self, dt: float) -> bool:
        """Time passes; True while it shows."""
        if not self.waiting:
            return False
        self.left = max(0.0, self.left - dt)
        return True

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """Each player's drawn tile face up and who starts, over the table."""
        if not self.waiting:
            return
        area = frame.layout.table
        draws = frame.first_draws
        text = self.text
        names = frame.names
        tile_h = max(
            DRAWN_TILE_SMALLEST,
            min(DRAWN_TILE_BIGGEST, area.height // (DRAWN_TILE_PARTS + 2 * len(draws))),
        )
        tile = (round(tile_h / ASPECT), tile_h)
        column = max(DRAW_COLUMN_LEAST, tile[0] + DRAW_COLUMN_ROOM)
        rows_h = len(draws) * (tile_h + DRAW_ROW_ROOM)
        title = tr("follow.first_draw_title")
        panel = pygame.Rect(0, 0, 0, 0)
        wanted = (
            max(len(names) * column, text.font(style.TEXT_LARGE, True).size(title)[0])
            + DRAW_PANEL_PADDING
        )
        panel.width = min(area.width - DRAW_PANEL_MARGINS, max(wanted, DRAW_PANEL_WIDTH))
        title_lines = coach.wrapped(
            text, title, style.TEXT_LARGE, panel.width - DRAW_TITLE_MARGINS, True
        )
        line_h = text.font(style.TEXT_LARGE, True).get_linesize()
        panel.height = min(
            area.height - DRAW_PANEL_MARGINS,
            len(title_lines) * line_h + rows_h + 2 * line_h + DRAW_PANEL_PADDING,
        )
        panel.center = area.center
        pygame.draw.rect(surface, style.theme().bar, panel, border_radius=style.RADIUS)
        pygame.draw.rect(
            surface, style.theme().gold, panel, style.FRAME, border_radius=style.RADIUS
        )
        y = panel.top + DRAW_PANEL_TOP
        for line in title_lines:
            label = text.render(line, style.TEXT_LARGE, style.theme().text, True)
            surface.blit(label, label.get_rect(midtop=(panel.centerx, y)))
            y += line_h
        start = frame.start_seat
        for index, draw in enumerate(draws):
            if index == 1:
                again = text.fit(
                    tr("follow.first_draw_again"),
                    NOTE_SIZE,
                    panel.width - DRAW_WORDS_MARGINS,
                    style.theme().text_soft,
                )
                surface.blit(again, again.get_rect(midtop=(panel.centerx, y - 2)))
            y += FIRST_ROW_GAP if index == 0 else AGAIN_ROW_GAP
            count = len(draw)
            left = panel.centerx - (count * column) // 2
            for position, (seat, drawn) in enumerate(draw):
                x = left + position * column + column // 2
                self._draw_drawn_tile(surface, drawn, tile, (x, y), seat == start)
                name = text.fit(
                    names[seat], NOTE_SIZE, column - NAME_MARGINS, style.theme().text_soft
                )
                surface.blit(name, name.get_rect(midtop=(x, y + tile_h + BELOW_DRAWN_TILE)))
            y += tile_h + DRAW_ROW_GAP
        starts = tr("follow.first_draw_starts", name=names[start])
        label = text.fit(
            starts, style.TEXT_LARGE, panel.width - DRAW_WORDS_MARGINS, style.theme().gold, True
        )
        surface.blit(label, label.get_rect(midtop=(panel.centerx, y + ABOVE_STARTS)))
        note = text.fit(
            tr("follow.first_draw_click"),
            NOTE_SIZE,
            panel.width - DRAW_WORDS_MARGINS,
            style.theme().text_soft,
        )
        surface.blit(note, note.get_rect(midbottom=(panel.centerx, panel.bottom - BELOW_NOTE)))

    def _draw_drawn_tile(
        self,
        surface: pygame.Surface,
        tile: Tile,
        size: tuple[int, int],
        midtop: tuple[int, int],
        starts: bool,
    ) -> None:
        rect = pygame.Rect((0, 0), size)
        rect.midtop = midtop
        surface.blit(self.art.face(tile, size), rect)
        if starts:
            coach.glow(surface, rect)
