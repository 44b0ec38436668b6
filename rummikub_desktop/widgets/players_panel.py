"""The players panel: every seat's name, level, tiles left, first play made,
whose turn it is and "thinking..." while a computer plays; and the pool."""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.session import GameController, PlayerInfo, SeatKind
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt

ENTRY_HEIGHT = 62
COMPACT_ENTRY_HEIGHT = 40
TIGHT_ENTRY_HEIGHT = 32
"""Five or six seats in a short window: one small line each, so that the
buttons under the panel keep their room."""
POOL_HEIGHT = 40
TIGHT_POOL_HEIGHT = 32


def player_line(player: PlayerInfo) -> str:
    """The second line of a seat: level and whether the first play is made."""
    who = tr("level.human") if player.kind is SeatKind.HUMAN else tr(f"level.{player.level.value}")
    melded = tr("game.melded") if player.has_melded else tr("game.not_melded")
    return tr("game.player_line", level=who, melded=melded)


class PlayersPanel:
    """Draws the seats and the pool count in the side panel.

    ``compact`` (short windows) shows one line per seat: name and tiles left;
    ``tight`` (five or six seats in a short window) makes that line smaller.
    """

    def __init__(self, art: TileArt, text: TextCache) -> None:
        self.art = art
        self.text = text
        self.compact = False
        self.tight = False

    @property
    def entry_height(self) -> int:
        """One seat's height."""
        if self.tight:
            return TIGHT_ENTRY_HEIGHT
        return COMPACT_ENTRY_HEIGHT if self.compact else ENTRY_HEIGHT

    @property
    def pool_height(self) -> int:
        """The pool line's height."""
        return TIGHT_POOL_HEIGHT if self.tight else POOL_HEIGHT

    def entry_rect(self, area: pygame.Rect, seat: int) -> pygame.Rect:
        """Where a seat's entry lies (also where its tiles fly from)."""
        step = self.entry_height
        return pygame.Rect(area.left + 8, area.top + 8 + seat * step, area.width - 16, step - 6)

    def height(self, seats: int) -> int:
        """The panel's height for ``seats`` seats (with the pool line)."""
        return 8 + seats * self.entry_height + self.pool_height

    def draw(
        self, surface: pygame.Surface, controller: GameController, area: pygame.Rect, clock: float
    ) -> None:
        """Draw every seat and the pool."""
        players = controller.players
        for player in players:
            self._draw_player(surface, player, self.entry_rect(area, player.seat), clock)
        pool_top = area.top + 8 + len(players) * self.entry_height
        back = self.art.back(self._back_size)
        surface.blit(back, (area.left + 14, pool_top + 2))
        pool = self.text.fit(
            tr("game.pool", count=controller.pool_size),
            18 if self.tight else 20,
            area.width - 52,
            style.TEXT_ON_PANEL,
            bold=True,
        )
        middle = pool_top + 2 + back.get_height() // 2
        surface.blit(pool, pool.get_rect(midleft=(area.left + 44, middle)))

    @property
    def _back_size(self) -> tuple[int, int]:
        """The small tile back beside a tile count."""
        return (18, 24) if self.tight else (22, 30)

    def _draw_player(
        self, surface: pygame.Surface, player: PlayerInfo, rect: pygame.Rect, clock: float
    ) -> None:
        current = player.is_current
        pygame.draw.rect(
            surface, style.CURRENT_CARD if current else style.PANEL, rect, border_radius=8
        )
        edge, width = (style.GOLD, 3) if current else (style.TEXT_ON_PANEL_SOFT, 1)
        pygame.draw.rect(surface, edge, rect, width, border_radius=8)
        colour = style.INK if current else style.TEXT_ON_PANEL
        dots = "." * (1 + int(clock * 2) % 3)
        name = tr("game.player_current", name=player.name) if current else player.name
        one_line = self.compact or self.tight
        if one_line and player.is_thinking:
            name = tr("game.player_thinking_short", name=name, dots=dots)
        # A long name (or big words) is written smaller to fit beside the tile count;
        # on one line, big words are also written smaller to fit its height.
        size, count_size = (17, 19) if self.tight else (20, 22)
        if one_line:
            size = self.text.size_within(size, rect.height, bold=True)
            count_size = self.text.size_within(count_size, rect.height, bold=True)
        label = self.text.fit(name, size, rect.width - 70, colour, True, smallest=min(12, size))
        top = rect.top + (max(0, (rect.height - label.get_height()) // 2) if one_line else 4)
        surface.blit(label, (rect.left + 10, top), pygame.Rect(0, 0, rect.width - 70, 40))
        count = self.text.render(str(player.tile_count), count_size, colour, True)
        back = self.art.back(self._back_size)
        middle = rect.top + 3 + back.get_height() // 2
        surface.blit(back, (rect.right - 34 - count.get_width(), rect.top + 3))
        surface.blit(count, count.get_rect(midright=(rect.right - 8, middle)))
        if one_line:
            return
        second = tr("game.thinking", dots=dots) if player.is_thinking else player_line(player)
        line = self.text.render(second, 16, colour)
        surface.blit(line, (rect.left + 10, rect.top + 32), pygame.Rect(0, 0, rect.width - 16, 30))
