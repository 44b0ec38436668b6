"""Every page of How to play in a language, text size and window fits without scrolling,
and a book too long for a window goes on over screens (tests/scenes/test_rule_book.py
samples them; the rule_book sweep of scripts/check_sweeps.py takes them all)."""

from __future__ import annotations

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence.settings import Settings, TextSize
from rummikub_desktop.scenes import rule_book as rule_book_module
from rummikub_desktop.scenes.rule_book import RuleBookScene
from rummikub_desktop.ui import text as text_module
from rummikub_desktop.ui.interfaces import AppHooks, SceneName
from tests.support.driver import running_app, steps

WINDOWS = [(800, 600), (1280, 800), (1920, 1080)]


def check_every_page(language: str, cases) -> int:
    """Every page of the rule book in ``language`` at each (text size, window) of
    ``cases``: it fits without scrolling, no drawn word is cut or wider than its
    line, every button's words fit. Returns how many screens of pages it showed."""
    cut: list[str] = []
    shown = 0
    real_fit, real_wrap = text_module.TextCache.fit, text_module.TextCache.wrap

    def fit(self, text, size, width, colour, bold=False, smallest=14):
        if width > 0 and self.width(self.font(smallest, bold), text) > width:
            cut.append(text)
        return real_fit(self, text, size, width, colour, bold, smallest)

    def wrap(self, text, size, width, bold=False):
        lines = real_wrap(self, text, size, width, bold)
        font = self.font(size, bold)
        cut.extend(line for line in lines if self.width(font, line) > width)
        return lines

    rules = RuleSet(initial_meld_points=40, joker_penalty=50, turn_seconds=120)
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(text_module.TextCache, "fit", fit)
            patch.setattr(text_module.TextCache, "wrap", wrap)
            for text_size, size in cases:
                with running_app(size) as app:
                    settings = Settings(language=language, text_size=text_size, rules=rules)
                    app.hooks = AppHooks(settings=settings)
                    app.settings = settings
                    app.change_language(language)
                    app.apply_text_size()
                    app.reset_to(SceneName.HOW_TO_PLAY)
                    steps(app)
                    scene = app.scene
                    assert scene.fits, (text_size.value, size)
                    for screen in range(len(scene.screens)):
                        scene.page = screen
                        scene.rebuild()
                        steps(app)
                        shown += 1
                        where = (text_size.value, size, scene.current.key, scene.screen.part)
                        assert not cut, (where, cut[:3])
                        for button in scene.buttons.values():
                            width = button.font.size(button.text)[0]
                            assert width <= button.rect.width - 8, (where, button.text)
    finally:
        i18n.set_language("en")
    return shown


BOOK_WINDOWS = [(800, 600), (1024, 700), (1280, 800)]
"""The windows the book is shared out over screens in: the test suite lays it out at
800x600 (the smallest, where most pages go on over another screen), ``python
scripts/check_sweeps.py rule_book`` in all three (CI runs it)."""


def check_book_shared_out(language: str, sizes: list[tuple[int, int]]) -> None:
    """:func:`show_book_at` for each text size in each window of ``sizes``."""
    try:
        for size in sizes:
            with running_app(size) as app:
                app.change_language(language)
                for text_size in TextSize:
                    show_book_at(app, text_size, size)
    finally:
        i18n.set_language("en")


def show_book_at(app, text_size: TextSize, size: tuple[int, int]) -> None:
    """The rule book at ``text_size`` in ``app``: every screen at least the floors,
    every example shown once, in order, each page's sentences first."""
    app.change_settings(text_size=text_size)
    app.apply_text_size()
    app.reset_to(SceneName.HOW_TO_PLAY)
    steps(app)
    book = app.scene
    assert isinstance(book, RuleBookScene)
    where = (text_size.value, size)
    words: dict[int, list[int]] = {}
    shown: dict[int, list[int]] = {}
    for screen in book.screens:
        text, tile = screen.sizes
        assert text >= rule_book_module.TEXT_FLOOR, where
        assert tile >= rule_book_module.TILE_FLOOR, where
        said = words.setdefault(screen.page, [])
        examples = shown.setdefault(screen.page, [])
        if screen.words[1] > screen.words[0]:
            assert not examples, ("the sentences come first", where)
        said.extend(range(*screen.words))
        examples.extend(range(screen.first, screen.last))
    assert sorted(shown) == list(range(len(book.pages))), where
    for page, examples in shown.items():
        paragraphs = book.page_text(book.pages[page]).split("\n")
        assert words[page] == list(range(len(paragraphs))), where
        assert examples == list(range(len(book.pages[page].examples))), where
