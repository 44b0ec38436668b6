"""The illustrated rule book: every example is judged by the engine as the page says,
the numbers follow the rule options, every page fits every window without
scrolling, and the pages turn with the big buttons and the keys."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.engine import RuleSet, analyse_set, parse_tiles
from rummikub_desktop.i18n import problem_text, tr
from rummikub_desktop.persistence.settings import Settings, TextSize
from rummikub_desktop.scenes import rule_book as rule_book_module
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.rule_book import RuleBookScene
from rummikub_desktop.session.rulebook import ExampleKind, judge, rule_book
from rummikub_desktop.ui import text as text_module
from rummikub_desktop.ui.interfaces import AppHooks, SceneName
from rummikub_desktop.widgets.rule_examples import captions
from tests.support.driver import click, key, post, running_app, steps

RULES = [
    RuleSet(),
    RuleSet(initial_meld_points=40, joker_penalty=50),
    RuleSet(jokers_in_initial_meld=False),
    RuleSet(initial_meld_points=0, turn_seconds=60),
    RuleSet(initial_meld_points=25),
    RuleSet(initial_meld_points=200),
]


@pytest.mark.parametrize("rules", RULES, ids=lambda r: f"meld{r.initial_meld_points}")
def test_every_example_is_judged_by_the_engine_as_the_page_says(rules):
    judged = 0
    for page in rule_book(rules):
        for example in page.examples:
            verdict = judge(example, rules)
            assert verdict.valid == example.valid, (page.key, example)
            lines = [words for words, _ in captions(example, verdict, rules)]
            if example.kind is ExampleKind.SET and example.valid:
                info = analyse_set(parse_tiles(example.sets[0]))
                assert info is not None
                # The page shows the points the engine gives the set.
                assert f"= {info.points} points" in lines[0]
            if example.kind is ExampleKind.FIRST_PLAY and example.valid:
                assert f"= {verdict.points} points" in lines[0]
                assert verdict.points >= rules.initial_meld_points
            if not example.valid:
                # Refused by the engine for the page's reason, and the reason is shown.
                assert verdict.problem is not None
                assert verdict.problem.code is example.problem, (page.key, example)
                assert problem_text(verdict.problem) in lines
            judged += 1
    assert judged >= 18


def test_a_valid_run_a_valid_group_invalid_ones_and_the_jokers_are_there():
    kinds = {page.key: page.examples for page in rule_book()}
    assert {e.valid for e in kinds["run"]} == {True, False}
    assert {e.valid for e in kinds["group"]} == {True, False}
    joker = [analyse_set(parse_tiles(e.sets[0])) for e in kinds["joker"][:2]]
    assert [info.kind.value for info in joker] == ["run", "group"]
    assert all(info.stands_for for info in joker)
    assert kinds["rearrange"][0].before == ("R3 R4 R5 R6 R7",)
    assert [e.kind for e in kinds["score"]] == [ExampleKind.SCORE]


def test_the_numbers_follow_the_rule_options():
    forty = RuleSet(initial_meld_points=40, joker_penalty=50)
    pages = {page.key: page for page in rule_book(forty)}
    refused = pages["first_play"].examples[1]
    words = [w for w, _ in captions(refused, judge(refused, forty), forty)]
    assert "Your first play must be worth at least 40 points; these sets make 33." in words
    enough = pages["first_play"].examples[0]
    assert judge(enough, forty).points >= 40
    score = pages["score"].examples[0]
    lines = [w for w, _ in captions(score, judge(score, forty), forty)]
    assert lines == [
        "Anna played every tile and gets +76.",
        "Ben: 4 + 9 + 50 = 63 left, so -63.",
        "Clara: 6 + 7 = 13 left, so -13.",
    ]
    official = {page.key: page for page in rule_book(RuleSet())}["score"].examples[0]
    lines = [w for w, _ in captions(official, judge(official, RuleSet()), RuleSet())]
    assert lines[1] == "Ben: 4 + 9 + 30 = 43 left, so -43." and lines[0].endswith("+56.")
    no_jokers = RuleSet(jokers_in_initial_meld=False)
    joker_first = {p.key: p for p in rule_book(no_jokers)}["first_play"].examples[-1]
    verdict = judge(joker_first, no_jokers)
    assert not verdict.valid and verdict.problem.code.value == "initial_meld_joker"


def test_the_sentences_follow_the_rule_options():
    with running_app() as app:
        app.settings = Settings(
            rules=RuleSet(initial_meld_points=40, joker_penalty=50, turn_seconds=60)
        )
        scene = RuleBookScene(app)
        pages = {page.key: page for page in scene.pages}
        assert "at least 40 points" in scene.page_text(pages["first_play"])
        assert "a joker counts 50" in scene.page_text(pages["score"])
        assert "60 seconds" in scene.page_text(pages["turn"])
        keys = scene.page_text(pages["keys"])
        for words in (
            "Enter key: Done",
            "Ctrl+Z: Undo",
            "F11",
            "Esc key",
            "R: What did the computer do?",
        ):
            assert words in keys


def test_the_pages_turn_with_the_big_buttons_and_the_keys():
    with running_app() as app:
        app.reset_to(SceneName.MENU)
        steps(app)
        click(app, app.scene.buttons["how_to_play"].rect.center)
        book = app.scene
        assert isinstance(book, RuleBookScene) and book.page == 0
        assert not book.buttons["back"].is_enabled
        assert len(book.screens) == len(book.pages), "at 1280x800 each page fits one screen"
        for page in range(1, len(book.screens)):
            click(app, book.buttons["next"].rect.center)
            assert book.page == page
        assert book.buttons["next"].text == tr("book.close")
        click(app, book.buttons["back"].rect.center)
        assert book.page == len(book.screens) - 2
        key(app, pygame.K_LEFT)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        assert book.page == len(book.screens) - 1
        click(app, book.buttons["next"].rect.center)
        assert isinstance(app.scene, MenuScene)
        click(app, app.scene.buttons["how_to_play"].rect.center)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, MenuScene)


WINDOWS = [(800, 600), (1280, 800), (1920, 1080)]
HARD_CASES = [(text_size, (800, 600)) for text_size in TextSize]
"""The text sizes and windows the test suite shows every page in: each text size in
the smallest window;
``python scripts/check_sweeps.py rule_book`` shows all nine (CI runs it)."""


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


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_page_fits_every_window_without_scrolling(language):
    assert check_every_page(language, HARD_CASES) >= len(HARD_CASES) * 10


BOOK_WINDOWS = [(800, 600), (1024, 700), (1280, 800)]
"""The windows the book is shared out over screens in: the test suite lays it out at
800x600 (the smallest, where most pages go on over another screen), ``python
scripts/check_sweeps.py rule_book`` in all three (CI runs it)."""


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_a_page_too_long_for_the_window_goes_on_over_screens_in_print_easy_to_read(language):
    """At 800x600 and the Largest text, rather than tiny words and tiles, a page goes on
    over more screens: every screen's words and tiles at least the floors, every
    example of every page shown exactly once, in order, the page's sentences first
    (each text size at 800x600 here; the sweep adds 1024x700 and 1280x800)."""
    check_book_shared_out(language, BOOK_WINDOWS[:1])


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


def test_the_small_window_shares_a_long_page_out_and_names_the_screen_it_goes_on_over():
    with running_app((800, 600)) as app:
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_text_size()
        app.reset_to(SceneName.HOW_TO_PLAY)
        steps(app)
        book = app.scene
        assert len(book.screens) > len(book.pages), "some pages go on over a second screen"
        goes_on = next(i for i, screen in enumerate(book.screens) if screen.part)
        book.page = goes_on
        book.rebuild()
        steps(app)
        title = tr(f"book.{book.current.key}.title")
        assert tr("book.continued", title=title).startswith(title)
        # A bigger window shares the pages out again and keeps the page being read.
        page = book.screen.page
        post(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800)
        steps(app, 3)
        assert len(book.screens) == len(book.pages)
        assert book.current is book.pages[page]
