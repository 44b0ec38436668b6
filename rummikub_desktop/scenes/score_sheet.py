"""The match score sheet: every round's scores and the totals; Next round or New game."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import GameInProgress, SceneName, Shell
from rummikub_desktop.ui.rules_text import match_winner_sentence
from rummikub_desktop.ui.text import TextCache, signed

SIZES = ((20, 24), (17, 24), (17, 20), (15, 18), (14, 16))
"""(the sentence under the heading, the table's words): the sizes tried in turn
until the sheet stands above the buttons (six players, big words, a small window)."""


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """The score sheet's sizes and places for one window (see
    :meth:`ScoreSheetScene.sheet_layout`); ``bottom`` is where the note ends."""

    rule_lines: tuple[str, ...]
    rule_size: int
    cell_size: int
    name_size: int
    name_lines: tuple[tuple[str, ...], ...]
    note_size: int
    left: int
    top: int
    row_h: int
    header_h: int
    first_w: int
    col_w: int
    shown_rounds: int
    bottom: int


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

    def sheet_layout(self, width: int, height: int) -> SheetLayout:
        """Where the sentence about the winner, the table and the note go.

        Sizes are tried from big to small until the sentence takes at most two
        lines and the table (with at least its last round), the totals, the
        rounds won and the note all stand above the buttons.
        """
        sheet = self.controller.score_sheet()
        rule = match_winner_sentence(self.controller.rules.match_winner)
        columns = len(sheet.names) + 1
        # Five or six players: narrower edges leave the names more room.
        left = 40 if columns <= 5 else 20
        buttons_top = height - 84
        firsts = [
            tr("sheet.round", number=len(sheet.rounds)),
            tr("sheet.total"),
            tr("sheet.rounds_won"),
        ]
        layout = None
        for rule_size, cell_size in SIZES:
            rule_lines = self.text.wrap(rule, rule_size, width - 40)
            top = 84 + self.heading_height
            top += len(rule_lines) * self.text.font(rule_size).get_linesize() + 14
            row_h = max(
                36 if cell_size < 24 else 44, self.text.font(cell_size, True).get_linesize() + 12
            )
            note_size = min(20, cell_size - 4)
            note_h = self.text.font(note_size).get_linesize()
            first_w = max(self.text.font(cell_size, True).size(words)[0] for words in firsts) + 24
            first_w = min(first_w, (width - 2 * left) * 22 // 100)
            col_w = (width - 2 * left - first_w) // max(1, columns - 1)
            name_size, name_lines = self._name_lines(sheet.names, min(24, cell_size), col_w - 12)
            line_h = self.text.font(name_size, True).get_linesize()
            header_h = max(row_h, max(len(lines) for lines in name_lines) * line_h + 8)
            fixed = top + header_h + 2 * row_h + 10 + note_h
            shown_rounds = max(1, (buttons_top - 8 - fixed) // row_h)
            layout = SheetLayout(
                rule_lines=tuple(rule_lines),
                rule_size=rule_size,
                cell_size=cell_size,
                name_size=name_size,
                name_lines=name_lines,
                note_size=note_size,
                left=left,
                top=top,
                row_h=row_h,
                header_h=header_h,
                first_w=first_w,
                col_w=col_w,
                shown_rounds=shown_rounds,
                bottom=fixed + min(len(sheet.rounds), shown_rounds) * row_h,
            )
            if len(rule_lines) <= 2 and layout.bottom <= buttons_top - 8:
                break
        assert layout is not None
        return layout

    def _name_lines(
        self, names: tuple[str, ...], biggest: int, inner: int
    ) -> tuple[int, tuple[tuple[str, ...], ...]]:
        """The names in the header: one size for all, on two lines where that helps."""
        tries = [(size, 1) for size in range(biggest, biggest - 5, -1)]
        tries += [(size, 2) for size in range(biggest, 9, -1)]
        for name_size, most in tries:
            font = self.text.font(name_size, True)
            lines = [self.text.wrap(name, name_size, inner, bold=True) for name in names]
            if all(
                len(wrapped) <= most and all(font.size(line)[0] <= inner for line in wrapped)
                for wrapped in lines
            ):
                break
        return name_size, tuple(tuple(wrapped[:2]) for wrapped in lines)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        width, height = surface.get_size()
        sheet = self.controller.score_sheet()
        layout = self.sheet_layout(width, height)
        left, top, row_h, col_w = layout.left, layout.top, layout.row_h, layout.col_w
        first_w, header_h, size = layout.first_w, layout.header_h, layout.cell_size
        y = 84 + self.heading_height
        rule_h = self.text.font(layout.rule_size).get_linesize()
        for line in layout.rule_lines:
            surface.blit(self.text.render(line, layout.rule_size, style.TEXT_SOFT), (20, y))
            y += rule_h
        rows = [
            [tr("sheet.round", number=i + 1)] + [signed(s) for s in scores]
            for i, scores in enumerate(sheet.rounds)
        ]
        rows = rows[-layout.shown_rounds :]
        header = ["", *list(sheet.names)]
        totals = [tr("sheet.total")] + [signed(t) for t in sheet.totals]
        wins = [tr("sheet.rounds_won")] + [str(w) for w in sheet.rounds_won]
        table = [header, *rows, totals, wins]
        inner = col_w - 12
        line_h = self.text.font(layout.name_size, True).get_linesize()
        for r, row in enumerate(table):
            y = top + r * row_h + (header_h - row_h if r else 0)
            if r == 0:
                for c, lines in enumerate(layout.name_lines, start=1):
                    x = left + first_w + (c - 1) * col_w
                    for n, line in enumerate(lines):
                        label = self.text.fit(
                            line, layout.name_size, inner, style.TEXT, True, layout.name_size
                        )
                        place = label.get_rect(topright=(x + col_w - 12, y + 6 + n * line_h))
                        surface.blit(label, place)
                continue
            bold = r >= len(table) - 2
            if r in (1, len(table) - 2):
                pygame.draw.line(surface, style.PANEL_LINE, (left, y - 2), (width - left, y - 2), 2)
            for c, cell in enumerate(row):
                colour = (
                    style.GOLD
                    if c > 0 and (c - 1) in sheet.leaders and r >= len(table) - 2
                    else style.TEXT
                )
                if c == 0:
                    label = self.text.fit(cell, size, first_w - 12, colour, True)
                    surface.blit(label, (left, y + 6))
                else:
                    label = self.text.fit(cell, size, inner, colour, bold)
                    x = left + first_w + (c - 1) * col_w
                    surface.blit(label, label.get_rect(topright=(x + col_w - 12, y + 6)))
        note = self.text.render(
            tr("sheet.rounds_played", played=len(sheet.rounds), total=sheet.rounds_in_match),
            layout.note_size,
            style.TEXT_SOFT,
        )
        surface.blit(note, (left, top + header_h + (len(table) - 1) * row_h + 10))
