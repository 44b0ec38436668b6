"""Every screen reads what it shows, in order (issue 44): the menu, Statistics, the
puzzles, the rule book's pages and the round end's scores, walked with real events
and heard through a voice that takes as long as a real one; S reads a screen again.

Before, these screens said nothing (the rule book's pages, the menus, Statistics and
the puzzle list "are not read even with Read aloud on") and the round end read its
result alone: a listener could not use them.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.puzzles import PuzzlesScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.rule_book import RuleBookScene
from rummikub_desktop.scenes.statistics import StatisticsScene
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.table import Cell
from rummikub_desktop.ui.spoken import spoken
from rummikub_desktop.ui.text import signed
from tests.support.driver import click, key, post, steps
from tests.support.fakes import finished_round as the_round_of
from tests.support.slow_voice import SlowVoice, in_order, quiet, voiced_app


def heard_since(voice: SlowVoice, start: int) -> str:
    return " ".join(text for kind, text in voice.log[start:] if kind == "START")


def listen(app, voice: SlowVoice, act) -> str:
    """Do ``act`` (real events), let the voice read to its end; what was heard meanwhile."""
    start = len(voice.log)
    act()
    quiet(app, limit=40000)
    assert not [text for kind, text in voice.log[start:] if kind == "CUT"]
    return heard_since(voice, start)


def assert_heard(heard: str, sentences: list[str]) -> None:
    missing = in_order(heard, [spoken(sentence) for sentence in sentences if sentence])
    assert missing == [], f"not heard in order: {missing}\nheard: {heard}"


def test_the_menu_statistics_the_puzzles_and_the_rule_book_are_read_as_they_show():
    voice = SlowVoice()
    with voiced_app(voice, (1280, 800)) as app:
        menu = MenuScene(app)
        heard = listen(app, voice, lambda: (app.reset_to(menu), steps(app, 2)))
        enabled = [b.text for b in menu.buttons.values() if b.is_enabled]
        assert_heard(heard, [tr("menu.title"), tr("menu.subtitle"), *enabled])

        heard = listen(app, voice, lambda: click(app, menu.buttons["statistics"].rect.center))
        stats = app.scene
        assert isinstance(stats, StatisticsScene)
        # Every label the screen shows, in the order it shows them, but the headings
        # (read with each figure: "Played 0").
        shown = [label.text for key_, label in stats.labels.items() if not key_.startswith("head.")]
        assert_heard(heard, [tr("stats.title"), *shown, stats.note_words, tr("common.back")])
        assert f"{tr('stats.played')} 0" in heard

        heard = listen(app, voice, lambda: key(app, pygame.K_ESCAPE))
        assert tr("menu.subtitle") in heard, "the menu shown again is read again"

        heard = listen(app, voice, lambda: click(app, menu.buttons["puzzles"].rect.center))
        puzzles = app.scene
        assert isinstance(puzzles, PuzzlesScene)
        words = [tr("puzzle.title")]
        for level in puzzles.play:
            words += [puzzles._name(level), puzzles._about(level), tr("puzzles.not_solved")]
        assert_heard(heard, [*words, *puzzles.record_parts(), tr("common.back")])

        listen(app, voice, lambda: key(app, pygame.K_ESCAPE))
        heard = listen(app, voice, lambda: click(app, menu.buttons["how_to_play"].rect.center))
        book = app.scene
        assert isinstance(book, RuleBookScene)
        first = book.current
        paragraphs = book._paragraphs(first)[slice(*book.screen.words)]
        counter = tr("book.page_counter", number=1, count=len(book.screens))
        assert_heard(heard, [tr(f"book.{first.key}.title"), *paragraphs, counter])
        assert tr("book.next") in heard and tr("book.close") in heard

        # The next page: its own words, not the first page's again.
        heard = listen(app, voice, lambda: click(app, book.buttons["next"].rect.center))
        second = book.current
        assert second != first or book.screen.part
        title = tr(f"book.{second.key}.title")
        if book.screen.part:
            title = tr("book.continued", title=title)
        assert_heard(heard, [title, *book._paragraphs(second)[slice(*book.screen.words)]])
        assert tr(f"book.{first.key}.title") not in heard
        # S: the page again, whole.
        heard = listen(
            app,
            voice,
            lambda: (post(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"), steps(app, 2)),
        )
        assert_heard(heard, [title, tr("book.page_counter", number=2, count=len(book.screens))])


def finished_round():
    """Grandma went out with R1 R2 R3; Ada holds Black 5, 6 and Blue 9."""
    controller = controller_at(
        [Seat.person("Grandma"), Seat.computer("Ada", "easy")],
        ["R1 R2 R3", "K5 K6 B9"],
        ["O10 O11 O12"],
        melded=[True, True],
        rules=RuleSet(players=2),
    )
    rack = controller.rack
    assert rack is not None
    for col, tile_id in enumerate(list(rack.ids)):
        assert controller.move_tile_to_table(tile_id, Cell(col, 3)).ok
    controller.end_turn()
    assert controller.round_result is not None
    return controller


def test_the_round_ends_scores_are_read_and_s_reads_them_again():
    voice = SlowVoice()
    with voiced_app(voice, (1280, 800)) as app:
        controller = finished_round()
        result = controller.round_result
        scene = RoundEndScene(app, the_round_of(controller))
        heard = listen(app, voice, lambda: (app.reset_to(scene), steps(app, 2)))
        expected = [
            tr("round.title", number=1),
            tr("round.went_out", name="Grandma"),
            tr("round.row_winner", name="Grandma"),
            tr("round.score", score=signed(result.scores[0])),
            tr("round.rack_empty"),
            "Ada",
            tr("round.score", score=signed(result.scores[1])),
            tr("round.rack_total", points=result.totals[1]),
            "Black 5, 6",
            "Blue 9",
            tr("round.score_sheet"),
        ]
        assert_heard(heard, expected)
        # S on the round end: all of it again (it did nothing before).
        heard = listen(
            app,
            voice,
            lambda: (post(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"), steps(app, 2)),
        )
        assert_heard(heard, expected)


def test_the_score_sheet_reads_its_rows_and_buttons():
    from rummikub_desktop.scenes.score_sheet import ScoreSheetScene

    voice = SlowVoice()
    with voiced_app(voice, (1280, 800)) as app:
        controller = finished_round()
        scene = ScoreSheetScene(app, the_round_of(controller))
        heard = listen(app, voice, lambda: (app.reset_to(scene), steps(app, 2)))
        result = controller.round_result
        assert_heard(
            heard,
            [
                tr("sheet.title"),
                "Grandma",
                f"{tr('sheet.total')} {signed(result.scores[0])}",
                "Ada",
                f"{tr('sheet.total')} {signed(result.scores[1])}",
                tr("sheet.main_menu"),
                tr("sheet.new_game"),
                tr("sheet.next_round"),
            ],
        )


def test_settings_read_each_row_as_chosen_and_a_choice_alone():
    from rummikub_desktop.scenes.settings import SettingsScene

    voice = SlowVoice()
    with voiced_app(voice, (1280, 800)) as app:
        menu = MenuScene(app)
        listen(app, voice, lambda: (app.reset_to(menu), steps(app, 2)))
        heard = listen(app, voice, lambda: click(app, menu.buttons["settings"].rect.center))
        settings = app.scene
        assert isinstance(settings, SettingsScene)
        speed = settings.rows["animation_speed"]
        chosen = dict(speed.choices)[speed.value]
        assert_heard(
            heard,
            [
                tr("settings.title"),
                tr("settings.section.game"),
                tr("settings.animation_speed"),
                chosen,
                *[words for _, words in speed.choices],
                tr("settings.usual"),
                tr("common.back"),
            ],
        )
        # A choice made: its row is read, the screen is not read again.
        fast = next(button for value, button in speed.buttons if value.value == "fast")
        heard = listen(app, voice, lambda: click(app, fast.rect.center))
        assert f"{tr('settings.animation_speed')}: {tr('settings.speed.fast')}." in heard
        assert tr("settings.title") not in heard
