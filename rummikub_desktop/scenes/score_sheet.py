"""The match score sheet: every round's scores and the totals; Next round or New game."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import GameInProgress, SceneName, Shell
from rummikub_desktop.ui.text import TextCache, signed


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

    def __init__(self, app: Shell, game: GameInProgress) -> None:
        super().__init__(app)
        self.game = game
        self.controller = game.controller
        self.text = TextCache(app.text_scale)
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
                pygame.Rect(20, 84, width - 40, self.heading_height),
                match_sentence(list(sheet.names), sheet.leaders, sheet.match_over),
                manager=self.manager,
                object_id="#heading",
            )
        )
        y = height - 84
        # Three buttons side by side, never overlapping in a narrow window.
        button_w = min(320, (width - 4 * 24) // 3)
        self.menu_button = self.track(
            UIButton(pygame.Rect(24, y, button_w, 64), tr("sheet.main_menu"), manager=self.manager)
        )
        self.new_button = self.track(
            UIButton(
                pygame.Rect(width // 2 - button_w // 2, y, button_w, 64),
                tr("sheet.new_game"),
                manager=self.manager,
            )
        )
        if not sheet.match_over:
            self.next_button = self.track(
                UIButton(
                    pygame.Rect(width - 24 - button_w, y, button_w, 64),
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
        self.app.reset_to(SceneName.MENU)
        self.app.push(SceneName.NEW_GAME)

    def main_menu(self) -> None:
        """Back to the main menu."""
        self.app.reset_to(SceneName.MENU)

    @property
    def heading_height(self) -> int:
        """The sentence under the title: as tall as its font (the Text size setting)."""
        return max(44, self.text.font(30, True).get_linesize() + 4)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        width, height = surface.get_size()
        sheet = self.controller.score_sheet()
        columns = len(sheet.names) + 1
        left = 40
        top = 84 + self.heading_height + 22
        row_h = max(44, self.text.font(24, True).get_linesize() + 12)
        note_h = self.text.font(20).get_linesize()
        rows = [
            [tr("sheet.round", number=i + 1)] + [signed(s) for s in scores]
            for i, scores in enumerate(sheet.rounds)
        ]
        # Room for the header, the totals, rounds won, the note and the buttons.
        reserved = 3 * row_h + note_h + 20 + 84
        max_rows = max(1, (height - top - reserved) // row_h - 1)
        rows = rows[-max_rows:]
        header = ["", *list(sheet.names)]
        totals = [tr("sheet.total")] + [signed(t) for t in sheet.totals]
        wins = [tr("sheet.rounds_won")] + [str(w) for w in sheet.rounds_won]
        table = [header, *rows, totals, wins]
        # The first column as wide as its words (up to 40%); the players share the rest.
        first_w = max(self.text.font(24, True).size(row[0])[0] for row in table) + 24
        first_w = min(first_w, (width - 2 * left) * 22 // 100)
        col_w = (width - 2 * left - first_w) // max(1, columns - 1)
        # The names in the header: one size for all, on two lines where that helps.
        inner = col_w - 16
        tries = [(size, 1) for size in range(24, 19, -1)] + [
            (size, 2) for size in range(24, 13, -1)
        ]
        for name_size, most in tries:
            font = self.text.font(name_size, True)
            name_lines = [self.text.wrap(name, name_size, inner, bold=True) for name in sheet.names]
            if all(
                len(lines) <= most and all(font.size(line)[0] <= inner for line in lines)
                for lines in name_lines
            ):
                break
        name_lines = [lines[:2] for lines in name_lines]
        line_h = self.text.font(name_size, True).get_linesize()
        header_h = max(row_h, max(len(lines) for lines in name_lines) * line_h + 8)
        for r, row in enumerate(table):
            y = top + r * row_h + (header_h - row_h if r else 0)
            if r == 0:
                for c, lines in enumerate(name_lines, start=1):
                    x = left + first_w + (c - 1) * col_w
                    for n, line in enumerate(lines):
                        label = self.text.fit(line, name_size, inner, style.TEXT, True)
                        place = label.get_rect(topright=(x + col_w - 12, y + 6 + n * line_h))
                        surface.blit(label, place)
                continue
            bold = r == 0 or r >= len(table) - 2
            if r in (1, len(table) - 2):
                pygame.draw.line(surface, style.PANEL_LINE, (left, y - 2), (width - left, y - 2), 2)
            for c, cell in enumerate(row):
                colour = (
                    style.GOLD
                    if c > 0 and (c - 1) in sheet.leaders and r >= len(table) - 2
                    else style.TEXT
                )
                if c == 0:
                    label = self.text.fit(cell, 24, first_w - 12, colour, True)
                    surface.blit(label, (left, y + 6))
                else:
                    label = self.text.fit(cell, 24, col_w - 16, colour, bold)
                    x = left + first_w + (c - 1) * col_w
                    surface.blit(label, label.get_rect(topright=(x + col_w - 12, y + 6)))
        note = self.text.render(
            tr("sheet.rounds_played", played=len(sheet.rounds), total=sheet.rounds_in_match),
            20,
            style.TEXT_SOFT,
        )
        surface.blit(note, (left, top + header_h + (len(table) - 1) * row_h + 10))
