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
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.rule_book import RuleBookScene
from rummikub_desktop.session.rulebook import ExampleKind, judge, rule_book
from rummikub_desktop.ui.interfaces import SceneName
from rummikub_desktop.widgets.rule_examples import captions
from tests.support.driver import click, key, post, running_app, steps
from tests.support.rule_book import BOOK_WINDOWS, check_book_shared_out, check_every_page

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


HARD_CASES = [(text_size, (800, 600)) for text_size in TextSize]
"""The text sizes and windows the test suite shows every page in: each text size in
the smallest window;
``python scripts/check_sweeps.py rule_book`` shows all nine (CI runs it)."""


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_page_fits_every_window_without_scrolling(language):
    assert check_every_page(language, HARD_CASES) >= len(HARD_CASES) * 10


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_a_page_too_long_for_the_window_goes_on_over_screens_in_print_easy_to_read(language):
    """At 800x600 and the Largest text, rather than tiny words and tiles, a page goes on
    over more screens: every screen's words and tiles at least the floors, every
    example of every page shown exactly once, in order, the page's sentences first
    (each text size at 800x600 here; the sweep adds 1024x700 and 1280x800)."""
    check_book_shared_out(language, BOOK_WINDOWS[:1])


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
