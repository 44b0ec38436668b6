"""How to play: an illustrated rule book, one short page at a time.

Each page (:func:`rummikub_desktop.session.rulebook.rule_book`) has a title, a
few sentences and examples drawn with the game's own tiles, frames and signs,
each with what the engine says of it (the points, or the reason it is refused).
Pages turn with big Back and Next buttons (or the arrow keys); nothing scrolls.
A page that does not fit the window with words and tiles still easy to read (at
least :data:`TEXT_FLOOR` and :data:`TILE_FLOOR`, both shrinking together) goes
on over as many screens as it needs, its examples shared out among them, rather
than drawn in print too small for the eyes the game is made for. The
numbers follow the rule options chosen for the next game (a first play of 40,
a joker costing 50...). The last page lists the keys.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop import i18n
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session.rulebook import Page, judge, rule_book
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.ui.narration import (
    as_sentence,
    choices_sentence,
    label_value,
    spoken_tiles,
)
from rummikub_desktop.ui.rules_text import (
    match_winner_sentence,
    needs_xp_box,
    pool_out_sentence,
    preset_sentence,
    xp_box_sentence,
)
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.choice_row import shared_widths
from rummikub_desktop.widgets.rule_examples import ExampleView, captions

TEXT_SIZES = (24, 22, 20, 18, 16, 14, 12)
TILE_HEIGHTS = (72, 64, 56, 50, 44, 40, 36, 32, 28, 24)
MARGIN = 24
GAP = 14
BUTTON_HEIGHT = style.BUTTON_HEIGHT
PAGE_BUTTON_WIDTH = 320
"""The widest the Back and Next buttons get."""
THIRDS = 3
"""The Close button takes at most a third of the window."""
LONGEST_COUNT = 88
"""A page number as wide as the book's get, to measure the page counter's room."""
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
TEXT_FLOOR = 20
"""The smallest words (before the Text size setting's scale) a page is written in
before it goes on over another screen."""
TILE_FLOOR = 44
"""The smallest tiles (pixels tall) a page is drawn with before it goes on over
another screen."""
PAGE_WIDTH = 1100
"""The widest a page's words and examples run, on a wide window."""


@dataclass(frozen=True)
class Screen:
    """What one screen of the rule book shows: a page, or a part of it.

    Attributes:
        page: the index of the rule book's page.
        words: the page's paragraphs shown here (``paragraphs[start:end]``); they
            come before its examples.
        first, last: the page's examples shown here (``examples[first:last]``).
        sizes: the words' size and the tiles' height.
        part: which screen of its page this is (0: the first).
    """

    page: int
    words: tuple[int, int]
    first: int
    last: int
    sizes: tuple[int, int]
    part: int = 0


def _sizes_in_order(floor: bool) -> list[tuple[int, int]]:
    """Word and tile sizes, the biggest first, both shrinking together (the
    smaller of the two, against its largest, is what counts first)."""
    pairs = [
        (text, tile)
        for text, tile in itertools.product(TEXT_SIZES, TILE_HEIGHTS)
        if not floor or (text >= TEXT_FLOOR and tile >= TILE_FLOOR)
    ]

    def bigness(pair: tuple[int, int]) -> tuple[float, float]:
        text, tile = pair[0] / TEXT_SIZES[0], pair[1] / TILE_HEIGHTS[0]
        return min(text, tile), text + tile

    return sorted(pairs, key=bigness, reverse=True)


class RuleBookScene(Scene):
    """The rule book, paged.

    Args:
        page: the page to open at (0: the first).
    """

    def __init__(self, app: Shell, *, page: int = 0) -> None:
        super().__init__(app)
        self.rules: RuleSet = app.settings.rules
        self.pages = rule_book(self.rules)
        self.opening = max(0, min(page, len(self.pages) - 1))
        self.page = 0
        """The screen shown (an index into :attr:`screens`)."""
        self.screens: list[Screen] = []
        self.screens_for: tuple[object, ...] | None = None
        """The content's size, text scale and language the screens were shared out for."""
        self.text = TextCache(app.text_scale)
        self.examples = ExampleView(app.tile_art, self.text)
        self.buttons: dict[str, UIButton] = {}
        self.content = pygame.Rect(0, 0, 0, 0)
        self.sizes = (TEXT_SIZES[0], TILE_HEIGHTS[0])
        self.fits = True
        """False when even the smallest words and tiles leave the page too tall."""

    @property
    def screen(self) -> Screen:
        """What is on the screen."""
        return self.screens[self.page]

    @property
    def current(self) -> Page:
        """The page on the screen."""
        if not self.screens:
            return self.pages[self.opening]
        return self.pages[self.screen.page]

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
        # Back and Next share the room the page counter leaves, each as its words
        # need (Next says "Back to the menu" on the last page), at most 320 px.
        counter = tr("book.page_counter", number=LONGEST_COUNT, count=LONGEST_COUNT)
        counter_w = self.text.font(style.TEXT_BODY, True).size(counter)[0]
        forward_words = max(
            (tr("book.next"), tr("book.close")),
            key=lambda words: self.manager.get_theme().get_font(["button"]).size(words)[0],
        )
        room = width - MARGINS_ACROSS * MARGIN - counter_w
        back_w, forward_w = (
            min(PAGE_BUTTON_WIDTH, w)
            for w in shared_widths(self.manager, [tr("common.back"), forward_words], room, 0)
        )
        back = pygame.Rect(
            MARGIN, height - BUTTON_HEIGHT - style.BOTTOM_MARGIN, back_w, BUTTON_HEIGHT
        )
        forward = pygame.Rect(0, back.top, forward_w, BUTTON_HEIGHT)
        forward.right = width - MARGIN
        self.buttons["back"] = self.track(UIButton(back, tr("common.back"), manager=self.manager))
        self.buttons["next"] = self.track(
            UIButton(
                forward,
                tr("book.next"),
                manager=self.manager,
                object_id="#done_button",
            )
        )
        font = self.manager.get_theme().get_font(["button"])
        close_w = min(width // THIRDS, font.size(tr("book.close"))[0] + CLOSE_PADDING)
        close = pygame.Rect(0, CLOSE_TOP, close_w, style.MENU_BUTTON_SIZE[1])
        close.right = width - MARGIN
        self.buttons["close"] = self.track(UIButton(close, tr("book.close"), manager=self.manager))
        top = close.bottom + CONTENT_GAP
        self.content = pygame.Rect(MARGIN, top, width - 2 * MARGIN, back.top - BUTTONS_GAP - top)
        shared_for = (self.content.size, self.text.scale, i18n.language())
        if self.screens_for != shared_for:
            shown = self.screen if self.screens else None
            self.screens = self._share_out()
            self.screens_for = shared_for
            self.page = self._screen_of(shown)
        last = self.page == len(self.screens) - 1
        self.buttons["next"].set_text(tr("book.close") if last else tr("book.next"))
        if self.page == 0:
            self.buttons["back"].disable()
        if last:
            self.buttons["close"].hide()
        self.sizes = self.screen.sizes
        self.fits = all(self._fits(screen) for screen in self.screens)

    def _title_height(self) -> int:
        return self.text.font(style.TEXT_TITLE, True).get_linesize() + GAP

    def _screen_of(self, shown: Screen | None) -> int:
        """The screen to show once the screens are shared out again: the one that
        now holds what ``shown`` began with, or the first of the opening page."""
        page = self.opening if shown is None else shown.page
        words = 0 if shown is None else shown.words[0]
        first = 0 if shown is None or shown.words[1] > shown.words[0] else shown.first
        found = 0
        for index, screen in enumerate(self.screens):
            if screen.page != page:
                continue
            if screen.part == 0 or (screen.words[0] <= words and screen.first <= first):
                found = index
        return found

    def _paragraphs(self, page: Page) -> list[str]:
        return self.page_text(page).split("\n")

    def _height(
        self,
        page: Page,
        words: tuple[int, int],
        examples: tuple[int, int],
        sizes: tuple[int, int],
    ) -> int | None:
        """How tall a screen with these parts of ``page`` is at ``sizes``, or None when
        an example is too wide."""
        size, tile_h = sizes
        width = min(self.content.width, PAGE_WIDTH)
        height = self._title_height()
        if words[1] > words[0]:
            lines = self._paragraph_lines(page, size, width, words)
            height += len(lines) * self.text.font(size).get_linesize() + GAP
        for example in page.examples[examples[0] : examples[1]]:
            used = self.examples.height(
                example, judge(example, self.rules), self.rules, width, tile_h, size
            )
            if used is None:
                return None
            height += used + GAP
        return height

    def _best(
        self, page: Page, words: tuple[int, int], examples: tuple[int, int], floor: bool
    ) -> tuple[int, int] | None:
        """The biggest sizes with which these parts of ``page`` fit one screen."""
        for sizes in _sizes_in_order(floor):
            height = self._height(page, words, examples, sizes)
            if height is not None and height <= self.content.height:
                return sizes
        return None

    def _share_out(self) -> list[Screen]:
        """Every page on as few screens as it needs to be easy to read."""
        screens: list[Screen] = []
        for index, page in enumerate(self.pages):
            screens.extend(self._page_screens(index, page))
        return screens

    def _page_screens(self, index: int, page: Page) -> list[Screen]:
        """One page's screens: all of it on one when it fits in print easy to read;
        else its paragraphs, as many to a screen as fit, the examples joining the
        last of them, then the examples left, as many to a screen as fit. Only a
        paragraph or an example too big for a screen on its own is written smaller."""
        paragraphs, count = len(self._paragraphs(page)), len(page.examples)
        whole = self._best(page, (0, paragraphs), (0, count), floor=True)
        if whole is not None:
            return [Screen(index, (0, paragraphs), 0, count, whole)]
        screens: list[Screen] = []
        start, first = 0, 0
        while start < paragraphs or first < count:
            words, sizes = (start, start), None
            for end in range(start + 1, paragraphs + 1):
                found = self._best(page, (start, end), (first, first), floor=True)
                if found is None:
                    break
                words, sizes = (start, end), found
            if start < paragraphs and sizes is None:
                words = (start, start + 1)
                sizes = self._best(page, words, (first, first), floor=False)
            last = first
            if words[1] == paragraphs:
                for end in range(first + 1, count + 1):
                    found = self._best(page, words, (first, end), floor=True)
                    if found is None:
                        break
                    last, sizes = end, found
            if last == first and words[1] == words[0]:
                last = first + 1  # an example too big for a screen on its own
                sizes = self._best(page, words, (first, last), floor=False)
            smallest = (TEXT_SIZES[-1], TILE_HEIGHTS[-1])
            screens.append(Screen(index, words, first, last, sizes or smallest, len(screens)))
            start, first = words[1], last
        return screens

    def _fits(self, screen: Screen) -> bool:
        page = self.pages[screen.page]
        examples = (screen.first, screen.last)
        height = self._height(page, screen.words, examples, screen.sizes)
        return height is not None and height <= self.content.height

    def _paragraph_lines(
        self, page: Page, size: int, width: int, words: tuple[int, int] | None = None
    ) -> list[str]:
        paragraphs = self._paragraphs(page)
        start, end = words or (0, len(paragraphs))
        lines: list[str] = []
        for paragraph in paragraphs[start:end]:
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
        """The next screen (1) or the one before (-1); past the last one, close."""
        page = self.page + step
        if page >= len(self.screens):
            self.app.pop()
            return
        if page < 0 or page == self.page:
            return
        self.page = page
        self.rebuild()

    # -- reading aloud ---------------------------------------------------------------------

    def shown_sentences(self) -> tuple[str, ...]:
        """The screen read as it shows: the page's heading, its words, each example (its
        tiles, as a person says them, then its captions), the page's number and the
        buttons that can be pressed."""
        if not self.screens:
            return ()
        page, screen = self.current, self.screen
        heading = tr(f"book.{page.key}.title")
        if screen.part:
            heading = tr("book.continued", title=heading)
        said = [as_sentence(heading)]
        said += [as_sentence(words) for words in self._paragraphs(page)[slice(*screen.words)]]
        for example in page.examples[screen.first : screen.last]:
            for row in self.examples.rows(example):
                for label, sets, _framed in row:
                    tiles = tr("speech.group_separator").join(spoken_tiles(t) for t in sets)
                    said.append(label_value(label, tiles) if label else as_sentence(tiles))
            verdict = judge(example, self.rules)
            said += [as_sentence(words) for words, _ in captions(example, verdict, self.rules)]
        said.append(
            as_sentence(tr("book.page_counter", number=self.page + 1, count=len(self.screens)))
        )
        buttons = [self.buttons.get(name) for name in ("back", "next", "close")]
        choices = [b.text for b in buttons if b is not None and b.visible and b.is_enabled]
        return (*said, choices_sentence(choices))

    # -- drawing -------------------------------------------------------------------------

    def next_frame(self) -> float | None:
        """A page is still: it waits for the player."""
        return None

    def view_key(self) -> object:
        """What the screen shows: the page."""
        return (self.page, self.size)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        page, screen = self.current, self.screen
        size, tile_h = self.sizes
        area = self.content
        width = min(area.width, PAGE_WIDTH)
        x = area.left + (area.width - width) // 2
        y = area.top
        heading = tr(f"book.{page.key}.title")
        if screen.part:
            heading = tr("book.continued", title=heading)
        title = self.text.fit(heading, style.TEXT_TITLE, width, style.theme().gold, True)
        surface.blit(title, (x, y))
        y += self._title_height()
        if screen.words[1] > screen.words[0]:
            line_h = self.text.font(size).get_linesize()
            for line in self._paragraph_lines(page, size, width, screen.words):
                surface.blit(self.text.render(line, size, style.theme().text), (x, y))
                y += line_h
            y += GAP
        for example in page.examples[screen.first : screen.last]:
            verdict = judge(example, self.rules)
            used = self.examples.draw(
                surface, example, verdict, self.rules, (x, y), width, tile_h, size
            )
            y += used + GAP
        counter = tr("book.page_counter", number=self.page + 1, count=len(self.screens))
        back, forward = self.buttons.get("back"), self.buttons.get("next")
        if back is not None and forward is not None:
            label = self.text.render(counter, style.TEXT_BODY, style.theme().text_soft, True)
            middle = ((back.rect.right + forward.rect.left) // 2, back.rect.centery)
            surface.blit(label, label.get_rect(center=middle))
