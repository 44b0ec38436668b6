"""The match score sheet: every round's scores and the totals; Next round or New game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.scenes.round_end import signed
from rummikub_desktop.widgets.text import TextCache

if TYPE_CHECKING:
    from rummikub_desktop.app.window import App
    from rummikub_desktop.scenes.game import GameScene

TEXT = (255, 255, 255)
LEAD = (255, 210, 60)
GRID = (90, 130, 110)


def match_sentence(names: list[str], leaders: tuple[int, ...], over: bool) -> str:
    """Who won the match, or who leads so far."""
    together = tr("round.list_separator").join(names[s] for s in leaders)
    if over:
        key = "sheet.match_winner" if len(leaders) == 1 else "sheet.match_tie"
    else:
        key = "sheet.leader" if len(leaders) == 1 else "sheet.leaders"
    return tr(key, names=together)


class ScoreSheetScene(Scene):
    """The score sheet across rounds."""

    def __init__(self, app: App, game: GameScene) -> None:
        super().__init__(app)
        self.game = game
        self.controller = game.controller
        self.text = TextCache()
        self.next_button: UIButton | None = None
        self.new_button: UIButton | None = None
        self.menu_button: UIButton | None = None

    def build(self) -> None:
        width, height = self.size
        sheet = self.controller.score_sheet()
        self.track(
            UILabel(
                pygame.Rect(0, 8, width, 76),
                tr("sheet.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        self.track(
            UILabel(
                pygame.Rect(20, 84, width - 40, 44),
                match_sentence(list(sheet.names), sheet.leaders, sheet.match_over),
                manager=self.manager,
                object_id="#heading",
            )
        )
        y = height - 84
        self.menu_button = self.track(
            UIButton(pygame.Rect(24, y, 280, 64), tr("sheet.main_menu"), manager=self.manager)
        )
        self.new_button = self.track(
            UIButton(
                pygame.Rect(width // 2 - 150, y, 300, 64),
                tr("sheet.new_game"),
                manager=self.manager,
            )
        )
        if not sheet.match_over:
            self.next_button = self.track(
                UIButton(
                    pygame.Rect(width - 24 - 320, y, 320, 64),
                    tr("sheet.next_round"),
                    manager=self.manager,
                    object_id="#done_button",
                )
            )
        else:
            self.next_button = None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.next_button is not None:
                self.next_round()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.next_button:
            self.next_round()
        elif event.ui_element is self.new_button:
            self.new_game()
        elif event.ui_element is self.menu_button:
            self.main_menu()

    def next_round(self) -> None:
        """Deal the next round and go back to the table."""
        self.game.next_round()
        self.app.pop()

    def new_game(self) -> None:
        """The New game screen (over the main menu)."""
        from rummikub_desktop.scenes.menu import MenuScene
        from rummikub_desktop.scenes.new_game import NewGameScene

        self.app.reset_to(MenuScene(self.app))
        self.app.push(NewGameScene(self.app))

    def main_menu(self) -> None:
        """Back to the main menu."""
        from rummikub_desktop.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        width, height = surface.get_size()
        sheet = self.controller.score_sheet()
        columns = len(sheet.names) + 1
        left = 40
        col_w = (width - 2 * left) // columns
        top = 150
        row_h = 44
        rows = [
            [tr("sheet.round", number=i + 1)] + [signed(s) for s in scores]
            for i, scores in enumerate(sheet.rounds)
        ]
        max_rows = max(1, (height - top - 220) // row_h)
        rows = rows[-max_rows:]
        header = ["", *list(sheet.names)]
        totals = [tr("sheet.total")] + [signed(t) for t in sheet.totals]
        wins = [tr("sheet.rounds_won")] + [str(w) for w in sheet.rounds_won]
        table = [header, *rows, totals, wins]
        for r, row in enumerate(table):
            y = top + r * row_h
            bold = r == 0 or r >= len(table) - 2
            if r in (1, len(table) - 2):
                pygame.draw.line(surface, GRID, (left, y - 2), (width - left, y - 2), 2)
            for c, cell in enumerate(row):
                colour = (
                    LEAD if c > 0 and (c - 1) in sheet.leaders and r >= len(table) - 2 else TEXT
                )
                label = self.text.render(cell, 24, colour, bold=bold or c == 0)
                x = left + c * col_w
                clip = pygame.Rect(0, 0, col_w - 10, row_h)
                if c == 0:
                    surface.blit(label, (x, y + 6), clip)
                else:
                    surface.blit(label, label.get_rect(topright=(x + col_w - 20, y + 6)), clip)
        note = self.text.render(
            tr("sheet.rounds_played", played=len(sheet.rounds), total=sheet.rounds_in_match),
            20,
            (220, 230, 225),
        )
        surface.blit(note, (left, top + len(table) * row_h + 10))
