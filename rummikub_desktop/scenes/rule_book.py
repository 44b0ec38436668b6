"""How to play: an illustrated rule book, one short page at a time.

Each page (:func:`rummikub_desktop.session.rulebook.rule_book`) has a title, a
few sentences and examples drawn with the game's own tiles, frames and signs,
each with what the engine says of it (the points, or the reason it is refused).
Pages turn with big Back and Next buttons (or the arrow keys); nothing scrolls:
the words and tiles are written smaller until the page fits the window. The
numbers follow the rule options chosen for the next game (a first play of 40,
a joker costing 50...). The last page lists the keys.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session.rulebook import Page, judge, rule_book
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.ui.rules_text import (
    match_winner_sentence,
    needs_xp_box,
    pool_out_sentence,
    preset_sentence,
    xp_box_sentence,
)
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.rule_examples import ExampleView

TEXT_SIZES = (24, 22, 20, 18, 16, 14, 12)
TILE_HEIGHTS = (72, 64, 56, 50, 44, 40, 36, 32, 28, 24)
MARGIN = 24
GAP = 14
BUTTON_HEIGHT = style.BUTTON_HEIGHT
PAGE_BUTTON_WIDTH = 320
"""The widest the Back and Next buttons get."""
THIRDS = 3
"""Back and Next take at most a third of the room between the margins; Close a third of
the window."""
MARGINS_ACROSS = 4
"""The margins across the window's width: at both sides and beside the page counter."""
CLOSE_PADDING = 36
"""Added to the width of the Close button's word."""
CLOSE_TOP = 12
"""Between the window's top and the Close button."""
CONTENT_GAP = 8
"""Between the Close button and the page."""
BUTTONS_GAP = 12
"""Between the page and the Back and Next buttons."""
PAGE_WIDTH = 1100
"""The widest a page's lines and examples get."""


class RuleBookScene(Scene):
    """The rule book, paged.

    Args:
        page: the page to open at (0: the first).
    """

    def __init__(self, app: Shell, *, page: int = 0) -> None:
        super().__init__(app)
        rules = getattr(app.settings, "rules", None)
        self.rules: RuleSet = rules if isinstance(rules, RuleSet) else RuleSet()
        self.pages = rule_book(self.rules)
        self.page = max(0, min(page, len(self.pages) - 1))
        self.text = TextCache(app.text_scale)
        self.examples = ExampleView(app.tile_art, self.text)
        self.buttons: dict[str, UIButton] = {}
        self.content = pygame.Rect(0, 0, 0, 0)
        self.sizes = (TEXT_SIZES[0], TILE_HEIGHTS[0])
        self.fits = True
        """False when even the smallest words and tiles leave the page too tall."""

    @property
    def current(self) -> Page:
        """The page on the screen."""
        return self.pages[self.page]

    def page_text(self, page: Page | None = None) -> str:
        """A page's sentences, with the numbers of the rule options."""
        page = page or self.current
        rules = self.rules
        words = tr(
            f"book.{page.key}.text",
            points=rules.initial_meld_points,
            joker=rules.joker_penalty,
        )
        if page.key == "first_play" and not rules.jokers_in_initial_meld:
            words += " " + tr("book.joker.no_first_play")
        if page.key == "turn" and rules.turn_seconds is not None:
            words += " " + tr("book.turn.timer", seconds=rules.turn_seconds)
        if page.key == "aim":
            # The rules the next game is played with: official or the player's own.
            words += " " + preset_sentence(rules)
            if needs_xp_box(rules.players):
                words += " " + xp_box_sentence()
        if page.key == "score":
            words += " " + match_winner_sentence(rules.match_winner)
        if page.key == "pool_out":
            words += " " + pool_out_sentence(rules.pool_out)
        return words

    # -- widgets -------------------------------------------------------------------------

    def build(self) -> None:
        width, height = self.size
        self.buttons = {}
        third = min(PAGE_BUTTON_WIDTH, (width - MARGINS_ACROSS * MARGIN) // THIRDS)
        back = pygame.Rect(
            MARGIN, height - BUTTON_HEIGHT - style.BOTTOM_MARGIN, third, BUTTON_HEIGHT
        )
        forward = pygame.Rect(0, back.top, third, BUTTON_HEIGHT)
        forward.right = width - MARGIN
        self.buttons["back"] = self.track(UIButton(back, tr("common.back"), manager=self.manager))
        last = self.page == len(self.pages) - 1
        self.buttons["next"] = self.track(
            UIButton(
                forward,
                tr("book.close") if last else tr("book.next"),
                manager=self.manager,
                object_id="#done_button",
            )
        )
        font = self.manager.get_theme().get_font(["button"])
        close_w = min(width // THIRDS, font.size(tr("book.close"))[0] + CLOSE_PADDING)
        close = pygame.Rect(0, CLOSE_TOP, close_w, style.MENU_BUTTON_SIZE[1])
        close.right = width - MARGIN
        self.buttons["close"] = self.track(UIButton(close, tr("book.close"), manager=self.manager))
        if self.page == 0:
            self.buttons["back"].disable()
        if last:
            self.buttons["close"].hide()
        top = close.bottom + CONTENT_GAP
        self.content = pygame.Rect(MARGIN, top, width - 2 * MARGIN, back.top - BUTTONS_GAP - top)
        self.sizes = self._fit(self.current)

    def _title_height(self) -> int:
        return self.text.font(style.TEXT_TITLE, True).get_linesize() + GAP

    def _fit(self, page: Page) -> tuple[int, int]:
        """The biggest words, then the biggest tiles, with which the page fits."""
        width = min(self.content.width, PAGE_WIDTH)
        room = self.content.height - self._title_height()
        verdicts = [judge(example, self.rules) for example in page.examples]
        for size in TEXT_SIZES:
            words = self._paragraph_lines(page, size, width)
            text_h = len(words) * self.text.font(size).get_linesize() + GAP
            if text_h > room:
                continue
            for tile_h in TILE_HEIGHTS:
                heights = [
                    self.examples.height(example, verdict, self.rules, width, tile_h, size)
                    for example, verdict in zip(page.examples, verdicts, strict=True)
                ]
                if any(h is None for h in heights):
                    continue
                if text_h + sum(h or 0 for h in heights) + GAP * len(heights) <= room:
                    self.fits = True
                    return size, tile_h
        self.fits = False
        return TEXT_SIZES[-1], TILE_HEIGHTS[-1]

    def _paragraph_lines(self, page: Page, size: int, width: int) -> list[str]:
        lines: list[str] = []
        for paragraph in self.page_text(page).split("\n"):
            lines.extend(self.text.wrap(paragraph, size, width) or [""])
        return lines

    # -- events --------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is self.buttons.get("back"):
                self.turn(-1)
            elif element is self.buttons.get("next"):
                self.turn(1)
            elif element is self.buttons.get("close"):
                self.app.pop()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.turn(1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()

    def turn(self, step: int) -> None:
        """The next page (1) or the one before (-1); past the last page, close."""
        page = self.page + step
        if page >= len(self.pages):
            self.app.pop()
            return
        if page < 0 or page == self.page:
            return
        self.page = page
        self.rebuild()

    # -- drawing -------------------------------------------------------------------------

    def next_frame(self) -> float | None:
        """A page is still: it waits for the player."""
        return None

    def view_key(self) -> object:
        """What the screen shows: the page."""
        return (self.page, self.size)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        page = self.current
        size, tile_h = self.sizes
        area = self.content
        width = min(area.width, PAGE_WIDTH)
        x = area.left + (area.width - width) // 2
        y = area.top
        title = self.text.fit(
            tr(f"book.{page.key}.title"), style.TEXT_TITLE, width, style.GOLD, True
        )
        surface.blit(title, (x, y))
        y += self._title_height()
        line_h = self.text.font(size).get_linesize()
        for line in self._paragraph_lines(page, size, width):
            surface.blit(self.text.render(line, size, style.TEXT), (x, y))
            y += line_h
        y += GAP
        for example in page.examples:
            verdict = judge(example, self.rules)
            used = self.examples.draw(
                surface, example, verdict, self.rules, (x, y), width, tile_h, size
            )
            y += used + GAP
        counter = tr("book.page_counter", number=self.page + 1, count=len(self.pages))
        back = self.buttons.get("back")
        if back is not None:
            label = self.text.render(counter, style.TEXT_BODY, style.TEXT_SOFT, True)
            middle = (surface.get_width() // 2, back.rect.centery)
            surface.blit(label, label.get_rect(center=middle))
