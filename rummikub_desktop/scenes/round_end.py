"""The end of a round: who went out (or that the pool ran out), every rack, the scores."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.engine import RoundEnd
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.widgets.text import TextCache
from rummikub_desktop.widgets.tile_art import ASPECT

if TYPE_CHECKING:
    from rummikub_desktop.app.window import App
    from rummikub_desktop.scenes.game import GameScene

AUTOPLAY_FRAMES = 20
TEXT = (255, 255, 255)
WIN = (255, 210, 60)
ROW_BG = (22, 52, 42)


def result_sentence(names: list[str], end: RoundEnd, winners: tuple[int, ...]) -> str:
    """Who won the round and how, in one sentence."""
    if end is RoundEnd.WENT_OUT:
        return tr("round.went_out", name=names[winners[0]])
    if len(winners) == 1:
        return tr("round.pool_out", name=names[winners[0]])
    together = tr("round.list_separator").join(names[w] for w in winners)
    return tr("round.pool_out_tie", names=together)


def fit_tiles(count: int, width: int, height: int, tile_h: int) -> tuple[tuple[int, int], int]:
    """The biggest tiles (up to ``tile_h`` high) that show ``count`` tiles in the space."""
    while True:
        tile_w = round(tile_h / ASPECT)
        per_row = max(1, width // (tile_w + 4))
        rows = -(-max(1, count) // per_row)
        if rows * (tile_h + 4) <= height or tile_h <= 20:
            return (tile_w, tile_h), per_row
        tile_h -= 2


def signed(score: int) -> str:
    """A score with its sign: +56, -13, 0."""
    return f"+{score}" if score > 0 else str(score)


class RoundEndScene(Scene):
    """Every rack and the round's scores; then the score sheet."""

    def __init__(self, app: App, game: GameScene, *, autoplay: bool = False) -> None:
        super().__init__(app)
        self.game = game
        self.controller = game.controller
        self.autoplay = autoplay
        self.frames = 0
        self.text = TextCache()
        self.sheet_button: UIButton | None = None

    def build(self) -> None:
        width, height = self.size
        self.track(
            UILabel(
                pygame.Rect(0, 8, width, 76),
                tr("round.title", number=self.controller.match.round_number),
                manager=self.manager,
                object_id="#title",
            )
        )
        rect = pygame.Rect(0, 0, 360, 64)
        rect.bottomright = (width - 24, height - 16)
        self.sheet_button = self.track(
            UIButton(rect, tr("round.score_sheet"), manager=self.manager, object_id="#done_button")
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.sheet_button
        ) or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.show_sheet()

    def show_sheet(self) -> None:
        """Go on to the match score sheet."""
        from rummikub_desktop.scenes.score_sheet import ScoreSheetScene

        self.app.replace(ScoreSheetScene(self.app, self.game))

    def update(self, dt: float) -> None:
        self.frames += 1
        if self.autoplay and self.frames >= AUTOPLAY_FRAMES:
            self.app.quit(0)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        width, height = surface.get_size()
        result = self.controller.match.round.result
        if result is None:
            return
        seats = self.controller.seats
        names = [seat.name for seat in seats]
        sentence = result_sentence(names, result.end, result.winners)
        lines = self.text.wrap(sentence, 26, width - 60, bold=True)[:2]
        used = self.text.draw_lines(surface, lines, (30, 86), 26, WIN, bold=True)
        top = 86 + used + 12
        row_h = min(150, (height - top - 100) // max(1, len(seats)))
        tile_h = max(36, min(64, row_h - 50))
        art = self.app.tile_art
        for seat, name in enumerate(s.name for s in seats):
            rect = pygame.Rect(24, top + seat * row_h, width - 48, row_h - 10)
            winner = seat in result.winners
            pygame.draw.rect(surface, ROW_BG, rect, border_radius=10)
            pygame.draw.rect(
                surface,
                WIN if winner else (90, 130, 110),
                rect,
                3 if winner else 1,
                border_radius=10,
            )
            title = tr("round.row_winner", name=name) if winner else name
            label = self.text.render(title, 24, WIN if winner else TEXT, bold=True)
            surface.blit(label, (rect.left + 14, rect.top + 8))
            score = self.text.render(
                tr("round.score", score=signed(result.scores[seat])),
                28,
                WIN if winner else TEXT,
                bold=True,
            )
            surface.blit(score, score.get_rect(topright=(rect.right - 16, rect.top + 8)))
            left = self.text.render(
                tr("round.rack_total", points=result.totals[seat]), 20, (220, 230, 225)
            )
            surface.blit(left, left.get_rect(topright=(rect.right - 16, rect.top + 46)))
            rack = sorted(result.racks[seat])
            x = rect.left + 14
            y = rect.top + 44
            size, per_row = fit_tiles(len(rack), rect.width - 260, rect.height - 50, tile_h)
            for index, tile in enumerate(rack):
                row, col = divmod(index, per_row)
                position = (x + col * (size[0] + 4), y + row * (size[1] + 4))
                surface.blit(art.face(tile, size), position)
            if not rack:
                empty = self.text.render(tr("round.rack_empty"), 20, (220, 230, 225))
                surface.blit(empty, (x, y + 8))
