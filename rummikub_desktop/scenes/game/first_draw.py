"""The draw for who starts: each player's drawn tile face up and "Highest starts:
Grandma", at the start of a new game, for a few seconds or until clicked.

An overlay of the game screen (:class:`~.overlay.Overlay`): while it shows, the
game waits and the overlay takes the pointer and the keys. What it draws (the
draws, the names, who starts) comes in the frame.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from rummikub_desktop.engine import Tile
from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.ui.narration import first_draw_words
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
TABLE_TILE_LEAST = 44
"""The smallest a drawn tile gets while the panel is fitted to the table (it still
reads at a glance); smaller words come next."""
WORD_STEP = 2
"""The draw's words get smaller by this much at a time to fit the table."""
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
    (each tile's face, its place and whether it starts), and whether on a shade."""

    panel: pygame.Rect
    words: tuple[Words, ...]
    tiles: tuple[tuple[Tile, pygame.Rect, bool], ...]
    shaded: bool = False
    """True when it lies on a shade over the whole screen (the table is too short)."""
    fits: bool = True
    """False when its rows of tiles are wider, or it is taller, than its room."""


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
        """Each player's drawn tile face up and who starts, over the table (on a shade
        over the whole screen when the table is too short for it)."""
        if not self.waiting:
            return
        places = self.places(frame)
        panel = places.panel
        if places.shaded:
            coach.dim_except(surface, frame.layout.screen, [])
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

    def shown_sentences(self, frame: GameFrame) -> tuple[str, ...]:
        """The draw for who starts, read while it shows."""
        if not self.waiting:
            return ()
        return (first_draw_words(frame.first_draws, frame.names, frame.start_seat),)

    def places(self, frame: GameFrame) -> DrawPlaces:
        """Where the panel, its words and its tiles are drawn, every line under the one
        before it, all inside the panel: on the table, the tiles as big as it allows
        (down to :data:`TABLE_TILE_LEAST`), then its words smaller (down to the least
        a player reads); where the table is too short even so (four players drawing
        twice at 800x600), on a shade over the whole screen (a deliberate overlay,
        as a dialog is: the game waits), between the top bar and the window's
        bottom, its words at their size and its tiles down to
        :data:`DRAWN_TILE_LEAST`."""
        area = frame.layout.table
        draws = frame.first_draws
        first = max(
            DRAWN_TILE_SMALLEST,
            min(DRAWN_TILE_BIGGEST, area.height // (DRAWN_TILE_PARTS + 2 * len(draws))),
        )
        table = area.inflate(-DRAW_PANEL_MARGINS, -DRAW_PANEL_MARGINS)
        least = style.least_words_size(self.text.scale)
        sizes = word_sizes(least)
        for words in sizes:
            places = self._fitted(frame, first, TABLE_TILE_LEAST, words, table)
            if places.fits:
                return places
        room = self._room(frame)
        for words in sizes:
            places = self._fitted(frame, first, DRAWN_TILE_LEAST, words, room)
            if places.fits:
                break
        return replace(places, shaded=True)

    def _fitted(
        self,
        frame: GameFrame,
        tile_h: int,
        least: int,
        sizes: tuple[int, int],
        room: pygame.Rect,
    ) -> DrawPlaces:
        """The places in ``room`` with the biggest tiles from ``tile_h`` down to
        ``least`` that fit (the smallest when none do)."""
        while True:
            places = self._places(frame, tile_h, sizes, room)
            if places.fits or tile_h <= least:
                return places
            tile_h = max(least, tile_h - 2)

    @staticmethod
    def _room(frame: GameFrame) -> pygame.Rect:
        """Where the panel may lie on its shade: between the top bar and the window's
        bottom, beside the side's buttons (they are drawn over what lies under them)."""
        layout = frame.layout
        top = layout.top_bar.bottom
        width = layout.side.left - layout.screen.left
        room = pygame.Rect(layout.screen.left, top, width, layout.screen.bottom - top)
        return room.inflate(-DRAW_PANEL_MARGINS, -DRAW_PANEL_MARGINS)

    def _places(
        self, frame: GameFrame, tile_h: int, sizes: tuple[int, int], room: pygame.Rect
    ) -> DrawPlaces:
        """The draw's places with tiles ``tile_h`` tall, its big words (the title, who
        starts) and small ones at ``sizes``, centred on the table inside ``room`` (and
        no wider)."""
        area = frame.layout.table
        big, small = sizes
        draws = frame.first_draws
        text = self.text
        names = frame.names
        tile = (round(tile_h / ASPECT), tile_h)
        # Each column as wide as its tile and the widest name need (a name was cut).
        widest_name = max(text.width(text.measuring_font(n, small), n) for n in names)
        column = max(DRAW_COLUMN_LEAST, tile[0] + DRAW_COLUMN_ROOM, widest_name + 2 * NAME_MARGINS)
        title = tr("follow.first_draw_title")
        wanted = max(len(names) * column, text.font(big, True).size(title)[0]) + DRAW_PANEL_PADDING
        width = min(room.width, max(wanted, DRAW_PANEL_WIDTH))
        title_lines = coach.wrapped(text, title, big, width - DRAW_TITLE_MARGINS, True)
        line_h = text.font(big, True).get_linesize()
        note_h = text.font(small).get_linesize()
        words_room = width - DRAW_WORDS_MARGINS
        words: list[Words] = []
        tiles: list[tuple[Tile, pygame.Rect, bool]] = []
        y = DRAW_PANEL_TOP
        for line in title_lines:
            words.append(Words("title", line, big, width, pygame.Rect(0, y, width, line_h)))
            y += line_h
        start = frame.start_seat

        def lines(kind: str, sentence: str, size: int, bold: bool, top: int) -> int:
            """``sentence`` in lines across the panel from ``top``; where they end."""
            height = text.font(size, bold).get_linesize()
            for line in coach.wrapped(text, sentence, size, words_room, bold):
                words.append(
                    Words(kind, line, size, words_room, pygame.Rect(0, top, width, height))
                )
                top += height
            return top

        # As many columns a row as the panel holds (four long names at 800x600 take
        # two rows).
        per_row = max(1, words_room // column)
        for index, draw in enumerate(draws):
            if index == 1:
                y = lines("note", tr("follow.first_draw_again"), small, False, y)
            for first in range(0, len(draw), per_row):
                row = draw[first : first + per_row]
                y += FIRST_ROW_GAP
                left = width // 2 - (len(row) * column) // 2
                for position, (seat, drawn) in enumerate(row):
                    x = left + position * column + column // 2
                    rect = pygame.Rect((0, 0), tile)
                    rect.midtop = (x, y)
                    tiles.append((drawn, rect, seat == start))
                    name = pygame.Rect(0, 0, column - NAME_MARGINS, note_h)
                    name.midtop = (x, rect.bottom + BELOW_DRAWN_TILE)
                    words.append(Words("note", names[seat], small, name.width, name))
                y += tile_h + BELOW_DRAWN_TILE + note_h + DRAW_ROW_GAP // 2
        y += ABOVE_STARTS
        y = lines("starts", tr("follow.first_draw_starts", name=names[start]), big, True, y)
        y = lines("note", tr("follow.first_draw_click"), small, False, y)
        y += BELOW_NOTE
        panel = pygame.Rect(0, 0, width, y)
        panel.center = area.center
        panel.clamp_ip(room)
        for one in words:
            one.rect.move_ip(panel.topleft)
        for _, rect, _ in tiles:
            rect.move_ip(panel.topleft)
        fits = column <= words_room and panel.height <= room.height
        return DrawPlaces(panel, tuple(words), tuple(tiles), fits=fits)


def word_sizes(least: int) -> list[tuple[int, int]]:
    """The draw's big and small words' sizes to try on the table, biggest first: both
    smaller by :data:`WORD_STEP` at a time, never under ``least``."""
    sizes = [(style.TEXT_LARGE, NOTE_SIZE)]
    while True:
        big, small = sizes[-1]
        smaller = (max(min(big, least), big - WORD_STEP), max(min(small, least), small - WORD_STEP))
        if smaller == sizes[-1]:
            return sizes
        sizes.append(smaller)
