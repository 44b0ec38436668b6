"""The rule options of a new game, official choices preselected."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.engine import MatchWinner, PoolOut, RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.ui.linebreak import break_lines
from rummikub_desktop.ui.rules_text import match_winner_sentence, pool_out_sentence
from rummikub_desktop.widgets.choice_row import GAP, ChoiceRow, buttons_need
from rummikub_desktop.widgets.text_box import fitted_height, text_box

ROW_HEIGHT = 52
TOP = 84
SENTENCE_ID = "#plain_text_small"
INITIAL_MELD_CHOICES = (0, 10, 20, 25, 30, 40, 50)
"""The first play's points offered (and the rules' own, if another)."""
ROUND_CHOICES = (1, 2, 3, 4, 5, 10)
"""The numbers of rounds offered besides Auto (and the rules' own, if another)."""
JOKER_PENALTIES = (30, 50)
"""The points a joker left on a rack costs, offered."""
TIMER_CHOICES = (30, 60, 120)
"""The seconds of a turn offered besides no timer."""
PENALTY_TILE_CHOICES = 4
"""The penalty tiles offered: 0 to 3."""
TITLE_TOP = 8
"""Between the window's top and the title."""
ROWS_WIDTH = 1220
"""The widest the rows get."""
CAPTION_PADDING = 16
"""Added to the longest caption's width."""
CAPTION_LEAST_SHARE = 30
"""The least of the row the captions' column takes, in percent (the buttons take
the rest, or all they need at their compact look if that leaves more)."""
CAPTION_MOST_SHARE = 45
"""The most of the row the captions' column takes, in percent."""
CAPTION_LOOKS = (["label"], ["@compact_label", "label"], ["@tiny_label", "label"])
"""The captions' looks, biggest words first (the smallest is the least a player reads)."""
CAPTION_MOST_LINES = 2
"""The lines a caption takes at most at a look bigger than the smallest."""
LINE_SAMPLE = "Ag國"
"""Words as tall as a caption's line gets."""
CAPTION_AIR = 6
"""A row with a caption of several lines is this much taller than its lines."""
PERCENT = 100
"""A whole row, in percent."""
ROW_GAP = 4
"""The least room under a row (and its sentence)."""
MOST_SPREAD = 18
"""The most spare room added under a row to spread the rows out."""
BUTTONS_TOP = 84
"""The bottom buttons' top, this far above the window's bottom."""
BUTTONS_CLEARANCE = 8
"""The least room between the rows and the bottom buttons."""
SENTENCE_GAP = 2
"""Between a row and the sentence under it."""
WIDE_BUTTON_WIDTH = 340
"""The Official rules and page buttons' width, room allowing."""
PAGED_BUTTONS = 3
"""The buttons in the bottom line when the options take two pages."""
PAGED_GAPS = 24
"""The room between those three buttons (both gaps together)."""


def option_rows(rules: RuleSet) -> list[tuple[str, str, list[tuple[Any, str]], Any]]:
    """(option, caption, choices, current value) for every rule option shown."""
    yes_no = [(True, tr("rules.allowed")), (False, tr("rules.not_allowed"))]
    points = sorted({*INITIAL_MELD_CHOICES, rules.initial_meld_points})
    rounds: list[tuple[Any, str]] = [(None, tr("rules.rounds_auto"))]
    rounds += [(n, str(n)) for n in ROUND_CHOICES]
    if rules.rounds is not None and rules.rounds not in ROUND_CHOICES:
        rounds.append((rules.rounds, str(rules.rounds)))
    return [
        (
            "initial_meld_points",
            tr("rules.initial_meld_points"),
            [(p, str(p)) for p in points],
            rules.initial_meld_points,
        ),
        (
            "jokers_in_initial_meld",
            tr("rules.jokers_in_initial_meld"),
            yes_no,
            rules.jokers_in_initial_meld,
        ),
        (
            "joker_penalty",
            tr("rules.joker_penalty"),
            [(p, tr("rules.points", points=p)) for p in JOKER_PENALTIES],
            rules.joker_penalty,
        ),
        (
            "turn_seconds",
            tr("rules.turn_seconds"),
            [(None, tr("rules.timer_off"))]
            + [(s, tr("rules.seconds", seconds=s)) for s in TIMER_CHOICES],
            rules.turn_seconds,
        ),
        (
            "penalty_tiles",
            tr("rules.penalty_tiles"),
            [(n, str(n)) for n in range(PENALTY_TILE_CHOICES)],
            rules.penalty_tiles,
        ),
        (
            "table_in_initial_meld_turn",
            tr("rules.table_in_initial_meld_turn"),
            yes_no,
            rules.table_in_initial_meld_turn,
        ),
        (
            "pool_out",
            tr("rules.pool_out"),
            [(choice, tr(f"rules.pool_out.{choice.value}")) for choice in PoolOut],
            rules.pool_out,
        ),
        (
            "match_winner",
            tr("rules.match_winner"),
            [(choice, tr(f"rules.match_winner.{choice.value}")) for choice in MatchWinner],
            rules.match_winner,
        ),
        ("rounds", tr("rules.rounds"), rounds, rules.rounds),
    ]


def option_sentence(name: str, rules: RuleSet) -> str:
    """The plain sentence under an option's row that says what its choice
    means ("" for the options whose words say it all)."""
    if name == "pool_out":
        return pool_out_sentence(rules.pool_out)
    if name == "match_winner":
        return match_winner_sentence(rules.match_winner)
    return ""


class RuleOptionsScene(Scene):
    """One row of choices per rule option; "Official rules" puts the defaults back.

    The two ways a round or a game can end have a sentence under their row
    saying what the choice means. When the rows do not all fit the window,
    they go on pages (Next page; on the last, Previous page, or First page when
    there are more than two).
    """

    def __init__(self, app: Shell, rules: RuleSet, on_done: Callable[[RuleSet], None]) -> None:
        super().__init__(app)
        self.on_done = on_done
        self.rules = rules
        self.page = 0
        self.pages: list[list[str]] = []
        self.rows: dict[str, ChoiceRow] = {}
        self.official: UIButton | None = None
        self.page_button: UIButton | None = None
        self.done: UIButton | None = None
        self.captions: dict[str, list[UILabel]] = {}
        """Each shown option's caption, a label per line."""

    def paginate(self, heights: dict[str, int], room: int) -> list[list[str]]:
        """The options on each page: in order, as many as fit ``room``."""
        pages: list[list[str]] = [[]]
        used = 0
        for name, needed in heights.items():
            if pages[-1] and used + needed > room:
                pages.append([])
                used = 0
            pages[-1].append(name)
            used += needed
        return pages

    def _captions(
        self, specs: list[tuple[str, str, list[tuple[Any, str]], Any]], inner: int
    ) -> tuple[int, int, dict[str, list[str]]]:
        """The captions' column width, their look (an index in :data:`CAPTION_LOOKS`)
        and each caption's lines.

        The column is as wide as the longest caption needs, or as the buttons
        leave free at their compact look; the look is the biggest at which every
        caption takes at most two lines of it (the smallest, the least a player
        reads, takes as many as it needs: a caption is never cut).
        """
        theme = self.manager.get_theme()
        label = theme.get_font(CAPTION_LOOKS[0])
        longest = max(label.size(caption)[0] for _, caption, _, _ in specs) + CAPTION_PADDING
        buttons = max(
            buttons_need(self.manager, [words for _, words in choices], look=1)
            for _, _, choices, _ in specs
        )
        width = min(
            longest,
            max(inner * CAPTION_LEAST_SHARE // PERCENT, inner - GAP - buttons),
            inner * CAPTION_MOST_SHARE // PERCENT,
        )
        room = width - CAPTION_PADDING
        lines: dict[str, list[str]] = {}
        for look, classes in enumerate(CAPTION_LOOKS):
            font = theme.get_font(classes)

            def measure(line: str, font: Any = font) -> float:
                return float(font.size(line)[0])

            lines = {name: break_lines(caption, room, measure) for name, caption, _, _ in specs}
            if all(len(found) <= CAPTION_MOST_LINES for found in lines.values()):
                return width, look, lines
        return width, len(CAPTION_LOOKS) - 1, lines

    def build(self) -> None:
        width, height = self.size
        margin = max(style.SCREEN_MARGIN, (width - ROWS_WIDTH) // 2)
        self.track(
            UILabel(
                pygame.Rect(0, TITLE_TOP, width, style.TITLE_HEIGHT),
                tr("rules.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        self.rows = {}
        specs = option_rows(self.rules)
        inner = width - 2 * margin
        caption_width, look, caption_lines = self._captions(specs, inner)
        caption_font = self.manager.get_theme().get_font(CAPTION_LOOKS[look])
        line_h = caption_font.size(LINE_SAMPLE)[1]
        sentences = {name: option_sentence(name, self.rules) for name, *_ in specs}
        sentence_h = {
            name: fitted_height(self.manager, text, inner, SENTENCE_ID) if text else 0
            for name, text in sentences.items()
        }
        row_h = {
            name: max(ROW_HEIGHT, len(caption_lines[name]) * line_h + CAPTION_AIR)
            for name, *_ in specs
        }
        heights = {name: row_h[name] + ROW_GAP + sentence_h[name] for name, *_ in specs}
        room = height - BUTTONS_TOP - BUTTONS_CLEARANCE - TOP
        self.pages = self.paginate(heights, room)
        self.page = min(self.page, len(self.pages) - 1)
        shown = [spec for spec in specs if spec[0] in self.pages[self.page]]
        # Spare room spreads the rows out a little.
        spare = room - sum(heights[name] for name, *_ in shown)
        gap = ROW_GAP + min(MOST_SPREAD, max(0, spare // len(shown)))
        y = TOP
        self.captions = {}
        for name, _caption, choices, value in shown:
            h = row_h[name]
            # The caption, on as many lines as it takes (each a label of the one
            # look every caption has), beside its buttons.
            lines = caption_lines[name]
            line_top = y + (h - len(lines) * line_h) // 2
            labels = []
            for index, line in enumerate(lines):
                rect = pygame.Rect(margin, line_top + index * line_h, caption_width, line_h)
                labels.append(
                    self.track(
                        UILabel(
                            rect,
                            line,
                            manager=self.manager,
                            object_id=ObjectID(class_id=CAPTION_LOOKS[look][0]) if look else None,
                        )
                    )
                )
            self.captions[name] = labels
            left = margin + caption_width + GAP
            buttons_w = inner - caption_width - GAP
            rect = pygame.Rect(left, y + (h - ROW_HEIGHT) // 2, buttons_w, ROW_HEIGHT)
            row = ChoiceRow(rect, "", choices, value, manager=self.manager)
            for element in row.elements:
                self.track(element)
            self.rows[name] = row
            y += h
            if sentences[name]:
                box = pygame.Rect(margin, y + SENTENCE_GAP, inner, sentence_h[name])
                self.track(
                    text_box(sentences[name], box, manager=self.manager, object_id=SENTENCE_ID)
                )
                y += sentence_h[name]
            y += gap
        self._build_buttons(width, height, margin)

    def _build_buttons(self, width: int, height: int, margin: int) -> None:
        paged = len(self.pages) > 1
        button_w = (
            min(WIDE_BUTTON_WIDTH, (width - 2 * margin - PAGED_GAPS) // PAGED_BUTTONS)
            if paged
            else WIDE_BUTTON_WIDTH
        )
        self.official = self.track(
            UIButton(
                pygame.Rect(margin, height - BUTTONS_TOP, button_w, style.BUTTON_HEIGHT),
                tr("rules.official"),
                manager=self.manager,
            )
        )
        self.page_button = None
        if paged:
            last = self.page == len(self.pages) - 1
            rect = pygame.Rect(0, height - BUTTONS_TOP, button_w, style.BUTTON_HEIGHT)
            rect.centerx = width // 2
            words = tr("rules.next_page")
            if last:
                # Back to the first: it is the previous page when there are two.
                words = tr("rules.previous_page") if self.page == 1 else tr("rules.first_page")
            self.page_button = self.track(UIButton(rect, words, manager=self.manager))
        done_w = min(style.BUTTON_WIDTH, button_w)
        self.done = self.track(
            UIButton(
                pygame.Rect(
                    width - margin - done_w, height - BUTTONS_TOP, done_w, style.BUTTON_HEIGHT
                ),
                tr("common.done"),
                manager=self.manager,
                object_id="#done_button",
            )
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.finish()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.done:
            self.finish()
        elif event.ui_element is self.official:
            self.rules = RuleSet().with_players(self.rules.players)
            self.rebuild()
        elif event.ui_element is self.page_button:
            self.page = (self.page + 1) % len(self.pages)
            self.rebuild()
        else:
            for name, row in self.rows.items():
                if row.handle_event(event):
                    try:
                        self.rules = self.rules.with_options(**{name: row.value})
                    except ValueError:
                        self.rebuild()
                        return
                    if option_sentence(name, self.rules):
                        self.rebuild()  # the sentence under the row follows the choice
                    return

    def finish(self) -> None:
        """Hand the chosen options back to the New game screen."""
        self.on_done(self.rules)
        self.app.pop()
