"""The players panel: every seat's name, level, tiles left, first play made,
whose turn it is and "thinking..." while a computer plays; and the pool."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pygame

from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.session import PlayerInfo, SeatKind
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt

ENTRY_HEIGHT = 62
COMPACT_ENTRY_HEIGHT = 40
TIGHT_ROOM = 6
"""Five or six seats in a short window: one line each at the smallest words a
player reads (:func:`~rummikub_desktop.ui.style.least_words_size`), this much
room beside it, so that the buttons under the panel keep their room."""
POOL_HEIGHT = 40
NAME_SIZE = 20
LINE_SIZE = 18
COUNT_SIZE = 22
BACK_SIZE = (22, 30)
"""The little face-down tile beside a tile count."""
MAX_LINES = 3
"""A seat's second line wraps onto at most this many lines (bigger words)."""
TIGHT_BACK_SIZE = (18, 24)
"""The little tile back on the pool's line in a tight panel (a tight seat's line
has none: its count stands alone)."""
LAST_RESORT_NAME = 10
"""The smallest a name is written where even two lines for it have no room (six
long names in a small window at the Largest text): smaller rather than cut."""
FIRST_PLAY_MARK = 7
"""The radius of the mark of a first play made, on a one-line seat (whose second
line, the level and the first play in words, gives way)."""
COUNT_MARK_OUTSET = 8
"""How much wider than its count the first play's mark is on a tight seat."""

PANEL_INSET = 8
"""Between the panel's sides and top and its entries."""
ENTRY_GAP = 6
"""Between one seat's entry and the next."""
ENTRY_INDENT = 10
"""Between an entry's sides and its words."""
NAME_TOP = 4
"""Between a full entry's top and its name."""
SECOND_LINE_TOP = 6
"""A full entry's second line starts this far plus a name's line below its top."""
FULL_ENTRY_ROOM = 16
"""What a full entry needs beside its lines (above, between and below them)."""
ONE_LINE_ROOM = 12
"""What a one-line entry needs beside its line (above and below it)."""
POOL_ROOM = 14
"""What the pool line needs beside its words (above and below them)."""
BACK_GAP = 6
"""Between the little tile back and its count."""
COUNT_AFTER = 10
"""After a tile count, before the second line's words."""
COUNT_RIGHT = 8
"""Between a one-line seat's tile count and its right side."""
ONE_LINE_BACK_GAP = 4
"""Between a one-line seat's tile back and its count."""
POOL_INDENT = 14
"""Between the panel's left side and the pool's tile back."""
POOL_WORDS_LEFT = 44
"""Between the panel's left side and the pool's words."""


def thinking_dots(step: int) -> str:
    """The dots after a thinking seat at animation ``step``: they grow, then start
    again ("." to "..." in English; "…" to "……" in Chinese, never ASCII dots)."""
    full = tr("game.thinking_dots")
    return full[: 1 + step % len(full)]


def player_line(player: PlayerInfo) -> str:
    """The second line of a seat: level and whether the first play is made."""
    who = tr("level.human") if player.kind is SeatKind.HUMAN else tr(f"level.{player.level.value}")
    melded = tr("game.melded") if player.has_melded else tr("game.not_melded")
    return tr("game.player_line", level=who, melded=melded)


class PlayersPanel:
    """Draws the seats and the pool count in the side panel.

    ``compact`` (short windows) shows one line per seat: name and tiles left;
    ``tight`` (five or six seats in a short window) makes that line smaller.
    :meth:`fit` sizes the entries for the words at the current text size: the
    panel's width never changes, its second lines wrap instead.
    """

    def __init__(self, art: TileArt, text: TextCache) -> None:
        self.art = art
        self.text = text
        self.compact = False
        self.tight = False
        self._full_height = ENTRY_HEIGHT
        self._compact_height = COMPACT_ENTRY_HEIGHT
        self._pool_height = POOL_HEIGHT
        self._tight_height = COMPACT_ENTRY_HEIGHT
        self._tight_pool_height = POOL_HEIGHT
        self._names: list[str] = []
        self._width = 0
        self.wrap_names = True
        """Long names on one-line seats take two lines (off: cut to one, the last resort)."""
        self._lines_kept: dict[tuple[bool, int], int] = {}

    def fit(self, players: Sequence[PlayerInfo], width: int) -> None:
        """Make each entry tall enough for its words in a side panel ``width`` wide."""
        name_h = self.text.font(NAME_SIZE, bold=True).get_linesize()
        count_h = self.text.font(COUNT_SIZE, bold=True).get_linesize()
        line_h = self.text.font(LINE_SIZE).get_linesize()
        lines = 1
        for player in players:
            for melded in (False, True):
                words = player_line(dataclasses.replace(player, has_melded=melded))
                lines = max(lines, len(self._second_lines(words, width - 2 * PANEL_INSET)))
        thinking = tr("game.thinking", dots=tr("game.thinking_dots"))
        lines = max(lines, len(self._second_lines(thinking, width - 2 * PANEL_INSET)))
        second = max(count_h, line_h) + (lines - 1) * line_h
        self._full_height = max(ENTRY_HEIGHT, name_h + second + FULL_ENTRY_ROOM)
        self._compact_height = max(COMPACT_ENTRY_HEIGHT, max(name_h, count_h) + ONE_LINE_ROOM)
        self._pool_height = max(POOL_HEIGHT, name_h + POOL_ROOM)
        least = self.text.font(self.least, bold=True).get_linesize()
        self._tight_height = least + TIGHT_ROOM
        self._tight_pool_height = max(TIGHT_BACK_SIZE[1], least) + TIGHT_ROOM
        self._names = [player.name for player in players]
        self._width = width
        self._lines_kept = {}

    def _one_line_sizes(self) -> tuple[int, int]:
        """The name's and the tile count's size on a one-line seat."""
        if self.tight:
            return self.least, self.least
        height = self._compact_height - ENTRY_GAP
        return (
            self.text.size_within(NAME_SIZE, height, bold=True, smallest=self.least),
            self.text.size_within(COUNT_SIZE, height, bold=True, smallest=self.least),
        )

    def _name_room(self, back: bool = True, mark: bool = True) -> int:
        """A one-line seat's room for its name, beside the count, its tile back and
        the first play's mark beside the count (each unless it gives way)."""
        _, count_size = self._one_line_sizes()
        count = self.text.font(count_size, bold=True).size("88")[0]
        back_room = BACK_SIZE[0] + ONE_LINE_BACK_GAP if back and not self.tight else 0
        entry = self._width - 2 * PANEL_INSET
        # A tight seat's first play is marked behind its count (no room beside it).
        mark_room = 2 * FIRST_PLAY_MARK + ONE_LINE_BACK_GAP if mark and not self.tight else 0
        return (
            entry - ENTRY_INDENT - COUNT_RIGHT - count - ONE_LINE_BACK_GAP - back_room - mark_room
        )

    def beside_count(self, seat: int) -> tuple[bool, bool]:
        """What a one-line seat shows beside its count: the little tile back, and the
        first play's mark (else the count stands on a green mark, as on a tight
        seat). Each gives way, the back first, where the name's every word would not
        fit beside it at the least words a player reads: a name is never cut for
        them ("Computer" was "Compute" at 800x600, the Largest text)."""
        if self.tight:
            return False, False
        if seat >= len(self._names):
            return True, True
        name = self._names[seat]
        font = self.text.measuring_font(name, self.least, True)
        widest = max((self.text.width(font, word) for word in name.split()), default=0)
        for back, mark in ((True, True), (False, True)):
            if widest <= self._name_room(back, mark):
                return back, mark
        return False, False

    def name_lines(self, seat: int) -> int:
        """How many lines a seat's name takes on a one-line seat: two for a name too
        long for one at the panel's size (it wraps rather than shrinks or is cut),
        unless :attr:`wrap_names` is off (no room for that either)."""
        if not (self.compact or self.tight) or seat >= len(self._names) or not self.wrap_names:
            return 1
        key = (self.tight, seat)
        if key not in self._lines_kept:
            size, _ = self._one_line_sizes()
            name = self._names[seat]
            room = self._name_room(*self.beside_count(seat))
            lines = self.text.wrap(name, size, room, bold=True)
            self._lines_kept[key] = min(2, len(lines))
        return self._lines_kept[key]

    def full_names_fit(self) -> bool:
        """True when every name stands whole on a full seat's first line (at the
        least words a player reads, the arrow of whose turn it is given way)."""
        room = self._width - 2 * PANEL_INSET - 2 * ENTRY_INDENT
        return all(
            self.text.width(self.text.measuring_font(name, self.least, True), name) <= room
            for name in self._names
        )

    def _step(self, seat: int) -> int:
        """A seat's height with the gap under it."""
        extra = self.name_lines(seat) - 1
        if extra:
            size, _ = self._one_line_sizes()
            return self.entry_height + extra * self.text.font(size, bold=True).get_linesize()
        return self.entry_height

    @property
    def least(self) -> int:
        """The smallest size the panel's words are written at (before the text scale)."""
        return style.least_words_size(self.text.scale)

    def _count_width(self) -> int:
        """Room for a tile count and its tile: the widest count there can be."""
        count = self.text.font(COUNT_SIZE, bold=True).size("88")[0]
        return BACK_SIZE[0] + BACK_GAP + count + COUNT_AFTER

    def _second_lines(self, words: str, entry_width: int) -> list[str]:
        """A seat's second line, wrapped beside its tile count."""
        room = entry_width - 2 * ENTRY_INDENT - self._count_width()
        return self.text.wrap(words, LINE_SIZE, room)[:MAX_LINES]

    @property
    def entry_height(self) -> int:
        """One seat's height."""
        if self.tight:
            return self._tight_height
        return self._compact_height if self.compact else self._full_height

    @property
    def pool_height(self) -> int:
        """The pool line's height."""
        return self._tight_pool_height if self.tight else self._pool_height

    @property
    def _back_size(self) -> tuple[int, int]:
        """The small tile back beside a tile count."""
        return TIGHT_BACK_SIZE if self.tight else BACK_SIZE

    def entry_rect(self, area: pygame.Rect, seat: int) -> pygame.Rect:
        """Where a seat's entry lies (also where its tiles fly from)."""
        top = area.top + PANEL_INSET + sum(self._step(other) for other in range(seat))
        return pygame.Rect(
            area.left + PANEL_INSET, top, area.width - 2 * PANEL_INSET, self._step(seat) - ENTRY_GAP
        )

    def height(self, seats: int) -> int:
        """The panel's height for ``seats`` seats (with the pool line)."""
        return PANEL_INSET + sum(self._step(seat) for seat in range(seats)) + self.pool_height

    def draw(
        self,
        surface: pygame.Surface,
        players: Sequence[PlayerInfo],
        pool_size: int,
        area: pygame.Rect,
        dots: int = 0,
    ) -> None:
        """Draw every seat and the pool; a thinking seat shows ``dots`` + 1 dots."""
        for player in players:
            self._draw_player(surface, player, self.entry_rect(area, player.seat), dots)
        pool_top = area.top + self.height(len(players)) - self.pool_height
        back = self.art.back(self._back_size)
        words = tr_count("game.pool", pool_size)
        size = self.least if self.tight else NAME_SIZE
        colour = style.theme().text_on_panel
        middle = pool_top + 2 + back.get_height() // 2
        font = self.text.measuring_font(words, self.least, bold=True)
        left = area.left + POOL_WORDS_LEFT
        if self.text.width(font, words) > area.right - PANEL_INSET - left:
            # The little tile back gives way to the words.
            left = area.left + PANEL_INSET + ENTRY_INDENT
        else:
            surface.blit(back, (area.left + POOL_INDENT, pool_top + 2))
        room = area.right - PANEL_INSET - left
        pool = self.text.fit(words, size, room, colour, bold=True, smallest=self.least)
        surface.blit(pool, pool.get_rect(midleft=(left, middle)))

    def _draw_player(
        self, surface: pygame.Surface, player: PlayerInfo, rect: pygame.Rect, dots_step: int
    ) -> None:
        current = player.is_current
        pygame.draw.rect(
            surface,
            style.theme().current_card if current else style.theme().panel,
            rect,
            border_radius=style.SMALL_RADIUS,
        )
        edge, width = (
            (style.theme().gold, style.FRAME) if current else (style.theme().text_on_panel_soft, 1)
        )
        pygame.draw.rect(surface, edge, rect, width, border_radius=style.SMALL_RADIUS)
        colour = style.theme().ink if current else style.theme().text_on_panel
        dots = thinking_dots(dots_step)
        name = tr("game.player_current", name=player.name) if current else player.name
        one_line = self.compact or self.tight
        if one_line and player.is_thinking:
            name = tr("game.player_thinking_short", name=name, dots=dots)
        if one_line:
            self._draw_one_line(surface, player, rect, name, colour, dots)
            return
        back = self.art.back(self._back_size)
        count = self.text.render(str(player.tile_count), COUNT_SIZE, colour, bold=True)
        # The name has the whole first line; the tile count starts the second one,
        # and the level and the first play wrap beside it.
        room = rect.width - 2 * ENTRY_INDENT
        if (
            current
            and self.text.width(self.text.measuring_font(name, self.least, True), name) > room
        ):
            name = player.name  # the arrow gives way first (the gold frame stays)
        label = self.text.fit(name, NAME_SIZE, room, colour, bold=True, smallest=self.least)
        surface.blit(label, (rect.left + ENTRY_INDENT, rect.top + NAME_TOP))
        y = rect.top + SECOND_LINE_TOP + self.text.font(NAME_SIZE, bold=True).get_linesize()
        surface.blit(back, (rect.left + ENTRY_INDENT, y + 1))
        surface.blit(count, (rect.left + ENTRY_INDENT + BACK_GAP + BACK_SIZE[0], y))
        second = tr("game.thinking", dots=dots) if player.is_thinking else player_line(player)
        x = rect.left + ENTRY_INDENT + self._count_width()
        step = self.text.font(LINE_SIZE).get_linesize()
        y += max(0, (count.get_height() - step) // 2)
        for line in self._second_lines(second, rect.width):
            text = self.text.fit(
                line, LINE_SIZE, rect.right - ENTRY_INDENT - x, colour, smallest=self.least
            )
            surface.blit(text, (x, y))
            y += step

    def _draw_one_line(
        self,
        surface: pygame.Surface,
        player: PlayerInfo,
        rect: pygame.Rect,
        name: str,
        colour: tuple[int, int, int],
        dots: str,
    ) -> None:
        """One line: the name, a mark when the first play is made, and the tile
        count at the right (with its little tile back where there is room). The
        words keep their size: the tight line's are the least a player reads."""
        size, count_size = self._one_line_sizes()
        back_shown, mark_beside = self.beside_count(player.seat)
        marked = player.has_melded and not mark_beside
        count_colour = style.theme().ink if marked else colour
        count = self.text.render(str(player.tile_count), count_size, count_colour, bold=True)
        right = rect.right - COUNT_RIGHT
        place = count.get_rect(midright=(right, rect.centery))
        if marked:
            # The first play made: the count on a green mark (a tight seat's name has
            # the room the mark takes beside the count on other one-line seats).
            pill = place.inflate(COUNT_MARK_OUTSET, 0).clip(rect)
            pygame.draw.rect(surface, style.theme().valid, pill, border_radius=style.SMALL_RADIUS)
        surface.blit(count, place)
        right -= count.get_width() + ONE_LINE_BACK_GAP
        if back_shown:
            back = self.art.back(BACK_SIZE if rect.height > BACK_SIZE[1] else TIGHT_BACK_SIZE)
            surface.blit(back, back.get_rect(midright=(right, rect.centery)))
            right -= back.get_width() + ONE_LINE_BACK_GAP
        if player.has_melded and mark_beside:
            centre = (right - FIRST_PLAY_MARK, rect.centery)
            pygame.draw.circle(surface, style.theme().valid, centre, FIRST_PLAY_MARK)
            right -= 2 * FIRST_PLAY_MARK + ONE_LINE_BACK_GAP
        room = right - rect.left - ENTRY_INDENT
        if (
            player.is_current
            and self.text.width(self.text.measuring_font(name, size, True), name) > room
        ):
            # The arrow gives way first (the gold frame says whose turn it is too).
            name = (
                tr("game.player_thinking_short", name=player.name, dots=dots)
                if player.is_thinking
                else player.name
            )
        if (
            player.is_thinking
            and self.name_lines(player.seat) == 1
            and self.text.width(self.text.measuring_font(name, size, True), name) > room
        ):
            # Then the thinking dots (the gold frame and the turn's words say it too):
            # the name is never cut for them.
            name = player.name
        if self.name_lines(player.seat) > 1:
            lines = self.text.wrap(name, size, room, bold=True)[:2]
        else:
            lines = [name]
        step = self.text.font(size, bold=True).get_linesize()
        y = rect.centery - step * len(lines) // 2
        # The last resort (no room even for two-line names): smaller rather than cut.
        smallest = self.least if self.wrap_names else LAST_RESORT_NAME
        for line in lines:
            label = self.text.fit(line, size, room, colour, bold=True, smallest=smallest)
            surface.blit(label, label.get_rect(midleft=(rect.left + ENTRY_INDENT, y + step // 2)))
            y += step
