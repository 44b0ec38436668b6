"""The draw for who starts: each player's drawn tile face up and "Highest starts:
Grandma", at the start of a new game, for a few seconds or until clicked.

An overlay of the game screen (:class:`~.overlay.Overlay`): while it shows, the
game waits and the overlay takes the pointer and the keys. What it draws (the
draws, the names, who starts) comes in the frame.
"""

from __future__ import annotations

from dataclasses import dataclass

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

DRAWN_TILE_LEAST = 36
"""The smallest a drawn tile gets to leave room for the words (a short table)."""
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


@dataclass(frozen=True, slots=True)
class Words:
    """A line of the draw's words: its kind ("title", "note", "starts"), its size,
    the width it may take and its box (the words are centred in it)."""

    kind: str
    words: str
    size: int
    room: int
    rect: pygame.Rect


@dataclass(frozen=True, slots=True)
class DrawPlaces:
    """Where the draw for who starts lies: its panel, its lines and its tiles
    (each tile's face, its place and whether it starts)."""

    panel: pygame.Rect
    words: tuple[Words, ...]
    tiles: tuple[tuple[Tile, pygame.Rect, bool], ...]


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
        places = self.places(frame)
        panel = places.panel
        pygame.draw.rect(surface, style.theme().bar, panel, border_radius=style.RADIUS)
        pygame.draw.rect(
            surface, style.theme().gold, panel, style.FRAME, border_radius=style.RADIUS
        )
        theme = style.theme()
        inks = {"title": theme.text, "note": theme.text_soft, "starts": theme.gold}
        for words in places.words:
            bold = words.kind in ("title", "starts")
            label = self.text.fit(words.words, words.size, words.room, inks[words.kind], bold)
            surface.blit(label, label.get_rect(midtop=words.rect.midtop))
        for tile, rect, starts in places.tiles:
            surface.blit(self.art.face(tile, rect.size), rect)
            if starts:
                coach.glow(surface, rect)

    def places(self, frame: GameFrame) -> DrawPlaces:
        """Where the panel, its words and its tiles are drawn: the tiles as big as the
        table allows (smaller, down to :data:`DRAWN_TILE_LEAST`, when the words need
        the room), every line under the one before it, all inside the panel."""
        area = frame.layout.table
        draws = frame.first_draws
        tile_h = max(
            DRAWN_TILE_SMALLEST,
            min(DRAWN_TILE_BIGGEST, area.height // (DRAWN_TILE_PARTS + 2 * len(draws))),
        )
        # Over the table when it has the room, else over the rack too (the game
        # waits): below the top bar, never past the window.
        room = self._room(frame).height
        while tile_h > DRAWN_TILE_LEAST and self._places(frame, tile_h).panel.height > room:
            tile_h -= 2
        return self._places(frame, tile_h)

    @staticmethod
    def _room(frame: GameFrame) -> pygame.Rect:
        """Where the panel may lie: between the top bar and the window's bottom."""
        layout = frame.layout
        top = layout.top_bar.bottom
        room = pygame.Rect(layout.screen.left, top, layout.screen.width, layout.screen.bottom - top)
        return room.inflate(-DRAW_PANEL_MARGINS, -DRAW_PANEL_MARGINS)

    def _places(self, frame: GameFrame, tile_h: int) -> DrawPlaces:
        area = frame.layout.table
        draws = frame.first_draws
        text = self.text
        names = frame.names
        tile = (round(tile_h / ASPECT), tile_h)
        column = max(DRAW_COLUMN_LEAST, tile[0] + DRAW_COLUMN_ROOM)
        title = tr("follow.first_draw_title")
        wanted = (
            max(len(names) * column, text.font(style.TEXT_LARGE, True).size(title)[0])
            + DRAW_PANEL_PADDING
        )
        width = min(area.width - DRAW_PANEL_MARGINS, max(wanted, DRAW_PANEL_WIDTH))
        title_lines = coach.wrapped(text, title, style.TEXT_LARGE, width - DRAW_TITLE_MARGINS, True)
        line_h = text.font(style.TEXT_LARGE, True).get_linesize()
        note_h = text.font(NOTE_SIZE).get_linesize()
        words_room = width - DRAW_WORDS_MARGINS
        words: list[Words] = []
        tiles: list[tuple[Tile, pygame.Rect, bool]] = []
        y = DRAW_PANEL_TOP
        for line in title_lines:
            words.append(
                Words("title", line, style.TEXT_LARGE, width, pygame.Rect(0, y, width, line_h))
            )
            y += line_h
        start = frame.start_seat
        for index, draw in enumerate(draws):
            if index == 1:
                again = tr("follow.first_draw_again")
                words.append(
                    Words("note", again, NOTE_SIZE, words_room, pygame.Rect(0, y, width, note_h))
                )
                y += note_h
            y += FIRST_ROW_GAP
            left = width // 2 - (len(draw) * column) // 2
            for position, (seat, drawn) in enumerate(draw):
                x = left + position * column + column // 2
                rect = pygame.Rect((0, 0), tile)
                rect.midtop = (x, y)
                tiles.append((drawn, rect, seat == start))
                name = pygame.Rect(0, 0, column - NAME_MARGINS, note_h)
                name.midtop = (x, rect.bottom + BELOW_DRAWN_TILE)
                words.append(Words("note", names[seat], NOTE_SIZE, name.width, name))
            y += tile_h + BELOW_DRAWN_TILE + note_h + DRAW_ROW_GAP // 2
        y += ABOVE_STARTS
        starts = tr("follow.first_draw_starts", name=names[start])
        words.append(
            Words("starts", starts, style.TEXT_LARGE, words_room, pygame.Rect(0, y, width, line_h))
        )
        y += line_h
        click = tr("follow.first_draw_click")
        words.append(Words("note", click, NOTE_SIZE, words_room, pygame.Rect(0, y, width, note_h)))
        y += note_h + BELOW_NOTE
        panel = pygame.Rect(0, 0, width, y)
        panel.center = area.center
        panel.clamp_ip(self._room(frame))
        for one in words:
            one.rect.move_ip(panel.topleft)
        for _, rect, _ in tiles:
            rect.move_ip(panel.topleft)
        return DrawPlaces(panel, tuple(words), tuple(tiles))

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
