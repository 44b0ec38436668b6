"""Every screen in a language, text size and window, checked: words fit their labels and
buttons, nothing overlaps or leaves the window, no text box needs a scroll bar, drawn
text is never cut (tests/scenes/test_layout_languages.py shows three cases; the screens
sweep of scripts/check_sweeps.py all 27)."""

from __future__ import annotations

import contextlib
import functools
import itertools
import warnings
from collections.abc import Iterable, Iterator

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextBox, UITextEntryLine

from rummikub_desktop import i18n
from rummikub_desktop.engine import RuleSet, parse_tile, parse_tiles
from rummikub_desktop.persistence.settings import Settings, TextSize
from rummikub_desktop.persistence.stats import LevelRecord, Statistics
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.uses import table_helper
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
from rummikub_desktop.session import (
    GameController,
    Phase,
    Seat,
    Speed,
    new_controller,
    play_computer_turn,
)
from rummikub_desktop.session.helper_job import TableAnswerJob
from rummikub_desktop.session.table_helper import HelperTable
from rummikub_desktop.session.tutorial import Tutorial
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from rummikub_desktop.ui import text as text_module
from rummikub_desktop.ui.interfaces import (
    AppHooks,
    LanguageArguments,
    MenuArguments,
    RuleOptionsArguments,
    SceneName,
    TutorialArguments,
)
from tests.support.driver import lesson, running_app, steps
from tests.support.fakes import drawing_players
from tests.support.fakes import finished_round as finished_game
from tests.support.positions import EVERY_OPTION_CHANGED, dealt

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


NAMES = {
    "en": ["Grandma Rose", "Computer 2", "Computer 3", "Computer 4", "Grandpa Joe", "Computer 6"],
    "zh-Hant": ["王奶奶", "電腦2", "電腦3", "電腦4", "李爺爺", "電腦6"],
    "zh-Hans": ["王奶奶", "电脑2", "电脑3", "电脑4", "李爷爷", "电脑6"],
}


CUSTOM = EVERY_OPTION_CHANGED
"""Every option changed: the longest options line and sentences."""


class Problems:
    """What went wrong on the screen being checked."""

    def __init__(self) -> None:
        self.found: list[str] = []
        self.where = ""
        self.screens = 0
        """How many screens were shown and checked."""

    def add(self, text: str) -> None:
        self.found.append(f"{self.where}: {text}")


@contextlib.contextmanager
def watching_text() -> Iterator[Problems]:
    """Records drawn text that had to be cut, or a wrapped line wider than its room."""
    found = Problems()
    real_fit, real_wrap = text_module.TextCache.fit, text_module.TextCache.wrap

    def fit(self, text, size, width, colour, bold=False, smallest=14):
        surface = real_fit(self, text, size, width, colour, bold, smallest)
        if width > 0 and self.font(smallest, bold).size(text)[0] > width:
            found.add(f"cut to fit {width} px: {text!r}")
        return surface

    def wrap(self, text, size, width, bold=False):
        lines = real_wrap(self, text, size, width, bold)
        font = self.font(size, bold)
        for line in lines:
            # One Latin word wider than the room is the caller's to shrink (the
            # score sheet tries smaller sizes); anything that could break must fit.
            breakable = " " in line or any(ord(c) > 0x2E80 for c in line[1:])
            if breakable and font.size(line)[0] > width:
                found.add(f"wrapped line wider than {width} px: {line!r}")
        return lines

    real_render = text_module.TextCache.render

    def render(self, text, size, colour, bold=False):
        pixels = max(8, round(size * self.scale))
        least = style.least_words_px(self.scale)
        if text.strip() and pixels < least:
            found.add(f"words of {pixels} px, under {least}: {text!r}")
        return real_render(self, text, size, colour, bold)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(text_module.TextCache, "fit", fit)
        patch.setattr(text_module.TextCache, "wrap", wrap)
        patch.setattr(text_module.TextCache, "render", render)
        yield found


@functools.cache
def finished_round(language: str) -> dict:
    """A round that ended with the pool empty (every rack full: long sentences, many tiles)."""
    return played_out(NAMES[language][:4], RuleSet(players=4, rounds=3))


@functools.cache
def six_seats_ended_at_once(language: str) -> dict:
    """Six players, every option changed; the round ended at the first pass once
    the pool was empty (full racks, the longest sentences)."""
    return played_out(NAMES[language], CUSTOM.with_players(6).with_options(rounds=3))


def played_out(names: list[str], rules: RuleSet) -> dict:
    """A round of computers that only draw, played to its end, as saved data."""
    controller = new_controller(
        names,
        ["easy"] * len(names),
        rules,
        seed=5,
        speed=Speed.INSTANT,
        players=drawing_players,
    )
    for _ in range(400):
        if controller.round_result is not None:
            break
        play_computer_turn(controller)
    assert controller.round_result is not None
    return controller.to_dict()


def six_seats_at_the_empty_pool(language: str) -> GameController:
    """A person with five computers, every option changed, the pool empty on the
    person's turn, a tile laid: Pass asks first."""
    rules = CUSTOM.with_players(6).with_options(rack_size=20)
    # Every seat draws: the seat that plays first is as far before the person as
    # the pool has tiles, so the pool runs out just before the person's turn.
    pool = rules.box_size - 6 * rules.rack_size
    controller = dealt(
        ["human"] + ["easy"] * 5,
        current=-pool % 6,
        names=NAMES[language],
        rules=rules,
        speed=Speed.INSTANT,
        players=drawing_players,
    )
    for _ in range(400):
        if controller.pool_size == 0 and controller.phase is Phase.HUMAN_TURN:
            break
        if controller.phase is Phase.HUMAN_TURN:
            controller.draw_tile()
        else:
            play_computer_turn(controller)
    assert controller.turn_view.pass_ends_round
    rack = controller.rack
    assert rack is not None
    controller.move_tile_to_table(rack.ids[0], Cell(1, 1))
    return controller


def refused_play(language: str) -> GameController:
    """A person's turn with two tiles laid that do not make a set, Done pressed."""
    names = [NAMES[language][0], *NAMES[language][1:3]]
    controller = new_controller(
        names, ["human", "easy", "easy"], RuleSet(players=3), seed=3, speed=Speed.INSTANT
    )
    for _ in range(20):
        if controller.phase is Phase.HUMAN_TURN:
            break
        play_computer_turn(controller)
    rack = controller.rack
    assert rack is not None
    ids = sorted(rack.ids, key=lambda i: controller.face(i).number or 0)
    controller.move_tile_to_table(ids[0], Cell(1, 1))
    controller.move_tile_to_table(ids[-1], Cell(2, 1))
    assert not controller.end_turn().ok
    assert controller.turn_view.refused_problems
    return controller


def finish_tutorial(app) -> None:
    """The tutorial's end: the score and the offer of a real game."""
    app.reset_to(TutorialArguments(step=len(Tutorial("", "").steps) - 1))
    scene = app.scene
    lesson(scene).tutorial.perform(scene.controller, lesson(scene).judge.step)
    steps(app, 2)
    assert lesson(scene).judge.finished


def text_rect(element) -> pygame.Rect:
    """Where a label's words are drawn (a label's rectangle is often roomier)."""
    if not isinstance(element, UILabel) or element.font is None:
        return element.rect
    width, height = element.font.size(element.text)
    words = pygame.Rect(0, 0, width, height)
    words.centery = element.rect.centery
    align = element.text_horiz_alignment
    if align == "left":
        words.left = element.rect.left + element.text_horiz_alignment_padding
    elif align == "right":
        words.right = element.rect.right - element.text_horiz_alignment_padding
    else:
        words.centerx = element.rect.centerx
    return words


def check_widgets(app, problems: Problems) -> None:
    window = app.screen.get_rect()
    scene = app.scene
    placed = []
    root = app.manager.get_root_container()
    least = style.least_words_px(app.text_scale)
    for element in getattr(scene, "_elements", []):
        if not element.alive() or not element.visible:
            continue
        rect = element.rect
        if not window.contains(rect):
            problems.add(f"{type(element).__name__} {rect} outside the window {window.size}")
        words = getattr(element, "text", None) or getattr(element, "html_text", None)
        font = getattr(element, "font", None)
        shown = isinstance(words, str) and bool(words.strip())
        if font is not None and shown and font.get_point_size() < least:
            problems.add(f"words of {font.get_point_size()} px, under {least}: {words!r}")
        if isinstance(element, UIButton) and element.font is not None and element.text:
            width, height = element.font.size(element.text)
            if width > rect.width - 8 or height > rect.height:
                problems.add(f"button words {element.text!r} ({width}x{height}) in {rect.size}")
        if isinstance(element, UILabel) and element.font is not None and element.text:
            width, height = element.font.size(element.text)
            if width > rect.width or height > rect.height + 2:
                problems.add(f"label words {element.text!r} ({width}x{height}) in {rect.size}")
        if isinstance(element, UITextBox) and element.scroll_bar is not None:
            problems.add(f"text box needs a scroll bar: {element.html_text[:30]!r}")
        if isinstance(element, UIPanel) or element.ui_container is not root:
            continue
        if isinstance(element, UIButton | UILabel | UITextBox | UITextEntryLine):
            placed.append((element, text_rect(element)))
    for (a, a_rect), (b, b_rect) in itertools.combinations(placed, 2):
        if a_rect.colliderect(b_rect):
            problems.add(
                f"{type(a).__name__} {getattr(a, 'text', '')!r} {a_rect} overlaps "
                f"{type(b).__name__} {getattr(b, 'text', '')!r} {b_rect}"
            )


def show(app, problems: Problems, where: str, make) -> None:
    problems.where = where
    problems.screens += 1
    with warnings.catch_warnings():
        # pygame-gui warns of a label too small before the scene writes it smaller.
        warnings.simplefilter("ignore")
        make()
        steps(app, 2)
    check_widgets(app, problems)


HELPER_TABLE = HelperTable(
    tuple(parse_tiles("R10 R11 R12 K1 O5 O5 B2 J")),
    (
        tuple(parse_tiles("B5 B6 B7")),
        tuple(parse_tiles("K8 R8 O8")),
        tuple(parse_tiles("O1 O2 O3")),
    ),
    True,
)
"""A table for the table helper's pages (its best play takes a tile from a set)."""


def helper_at(app, page: str) -> None:
    """The table helper on ``page``: the rack with a refusal, a set open with its
    problem, the answer's first step (worked out here)."""
    app.hooks.load_helper_table = lambda: (HELPER_TABLE, None)
    app.reset_to(SceneName.TABLE_HELPER)
    helper = table_helper(app.scene)
    assert helper is not None
    if page == "rack":
        helper.current.add(parse_tile("O5"))
    elif page == "table":
        helper.press("the_table")
        helper.table_page.open_set(0)
        helper.current.add(parse_tile("B9"))
    else:
        helper.found(TableAnswerJob(HELPER_TABLE)())


def check_every_screen(
    language: str, cases: Iterable[tuple[TextSize, tuple[int, int]]], problems: Problems
) -> int:
    """Shows every screen in ``language`` at each (text size, window) of ``cases``,
    recording in ``problems`` what does not fit; returns how many screens it showed."""
    shown = problems.screens
    round_data = finished_round(language)
    six_data = six_seats_ended_at_once(language)
    stats = Statistics(
        games_played=12,
        games_won=7,
        by_level={"easy": LevelRecord(12, 7)},
        best_round_score=56,
        longest_streak=3,
        current_streak=1,
    )
    for text_size, size in cases:
        hooks = AppHooks(
            settings=Settings(language=language, text_size=text_size),
            load_statistics=lambda stats=stats: stats,
        )
        with running_app(size=size) as app:
            app.hooks = hooks
            app.settings = hooks.settings
            app.change_language(language)
            app.apply_text_size()
            label = f"{language} {text_size.value} {size[0]}x{size[1]}"
            screens = [
                ("language", lambda: app.reset_to(LanguageArguments(suggested=language))),
                ("menu", lambda: app.reset_to(MenuArguments(notice=i18n.tr("crash.saved")))),
                ("settings", lambda: app.reset_to(SceneName.SETTINGS)),
                ("read aloud", lambda: app.reset_to(SceneName.READ_ALOUD)),
                ("how to play", lambda: app.reset_to(SceneName.HOW_TO_PLAY)),
                ("tutorial", lambda: app.reset_to(TutorialArguments(step=13))),
                ("tutorial end", lambda: finish_tutorial(app)),
                ("statistics", lambda: app.reset_to(SceneName.STATISTICS)),
                (
                    "rule options",
                    lambda: app.push(RuleOptionsArguments(RuleSet(), print)),
                ),
            ]
            for name, make in screens:
                show(app, problems, f"{label} {name}", make)

            def new_game_with_four_seats():
                app.reset_to(SceneName.NEW_GAME)
                app.scene.add_seat()
                app.scene.add_seat()

            show(app, problems, f"{label} new game", new_game_with_four_seats)

            def new_game_with_six_seats():
                app.reset_to(SceneName.NEW_GAME)
                for _ in range(4):
                    app.scene.add_seat()

            show(app, problems, f"{label} new game, six seats", new_game_with_six_seats)
            show(app, problems, f"{label} choosing a level", lambda: app.scene.pick_level(4))

            def rule_options_page(page: int):
                app.reset_to(RuleOptionsArguments(CUSTOM, print))
                app.scene.page = page
                app.scene.rebuild()

            show(app, problems, f"{label} rule options, all changed", lambda: rule_options_page(0))
            show(app, problems, f"{label} rule options, last page", lambda: rule_options_page(1))

            for page in ("rack", "table", "answer"):
                show(
                    app, problems, f"{label} table helper, {page}", lambda p=page: helper_at(app, p)
                )

            game = GameScene(app, refused_play(language))
            show(app, problems, f"{label} refused play", lambda game=game: app.reset_to(game))
            game.commands.say(i18n.tr("game.hint_laid"))
            show(app, problems, f"{label} message", lambda: None)
            show(app, problems, f"{label} question", game.commands.ask_leave)
            handover = GameController(
                [Seat.person(NAMES[language][0]), Seat.person(NAMES[language][1])], seed=2
            )
            show(
                app,
                problems,
                f"{label} pass and play",
                lambda h=handover: app.reset_to(GameScene(app, h)),
            )

            finished = finished_game(GameController.from_dict(round_data, players=drawing_players))
            show(
                app,
                problems,
                f"{label} round end",
                lambda f=finished: app.reset_to(RoundEndScene(app, f)),
            )
            show(
                app,
                problems,
                f"{label} score sheet",
                lambda f=finished: app.reset_to(ScoreSheetScene(app, f)),
            )
            six = GameScene(app, six_seats_at_the_empty_pool(language))
            show(app, problems, f"{label} six players", lambda six=six: app.reset_to(six))
            show(app, problems, f"{label} pass ends the round", six.commands.draw_tile)
            six_over = finished_game(GameController.from_dict(six_data, players=drawing_players))
            show(
                app,
                problems,
                f"{label} round end, six players",
                lambda f=six_over: app.reset_to(RoundEndScene(app, f)),
            )
            show(
                app,
                problems,
                f"{label} score sheet, six players",
                lambda f=six_over: app.reset_to(ScoreSheetScene(app, f)),
            )
    return problems.screens - shown


def every_case() -> list[tuple[str, TextSize, tuple[int, int]]]:
    """Every language at every text size in every window."""
    return [
        (language, text_size, size)
        for language in i18n.LANGUAGES
        for text_size, size in itertools.product(TextSize, SIZES)
    ]
