"""Words and boxes that never lie over each other, in every language (issue 32, part B).

Each test names its row of the issue. They drive the real window (dummy driver)
with the Largest text and tiles, and read what was drawn: the rectangles of the
boxes and the words each one holds.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Any, cast

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.ui.speech import Voice
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.button_column import words_width
from tests.support.driver import start_game, steps
from tests.support.screens import SIZE_IDS, SIZES, largest_app


@contextmanager
def words_drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every line of words the text cache renders while the block runs."""
    drawn: list[str] = []
    real = TextCache.render

    def spy(self: TextCache, text: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(text)
        return real(self, text, *args, **kwargs)

    monkeypatch.setattr(TextCache, "render", spy)
    yield drawn


# -- row 18 -------------------------------------------------------------------------


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_say_again_keeps_all_its_words(language):
    """Row 18: 再唸一次（S） lost its closing "）": the button took Menu's width."""
    with largest_app((1366, 728), language, read_aloud=True) as app:
        scene = start_game(app, ["human", "medium"])
        steps(app, 2)
        button = scene.widgets.say_again_button
        assert button is not None
        font = app.manager.get_theme().get_font(["button"])
        assert button.rect.width >= words_width(font, tr("game.say_again"))
        assert not button.rect.colliderect(scene.widgets.menu_button.rect)
        assert scene.room.layout.top_bar.contains(button.rect)


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_a_thinking_computer_has_no_ascii_dots_in_chinese(language, size, monkeypatch):
    """Row 18: a thinking computer showed as 電腦3. (ASCII dots after Chinese)."""
    with largest_app(size, language) as app:
        scene = start_game(app, ["human", "medium", "medium"])
        players = [
            dataclasses.replace(p, is_thinking=p.seat == 1, is_current=p.seat == 1)
            for p in scene.controller.players
        ]
        for step in range(3):
            with words_drawn(monkeypatch) as drawn:
                scene.painter.players_panel.draw(
                    app.screen, players, 40, scene.room.layout.side, step
                )
            thinking = [line for line in drawn if players[1].name in line or "思考" in line]
            assert thinking, drawn
            assert not any("." in line for line in thinking), thinking


# -- row 12 -------------------------------------------------------------------------


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_each_refused_set_is_named_on_its_own(language, monkeypatch):
    """Row 12: two lone tiles refused for the same fault were named by their numbers
    only and said as one set ("1和1：一个牌组至少要有3张牌，这组只有1张"). Each set
    is named by its colour and number, and a sentence said of several sets speaks
    of several ("each of these has 1", 这几组各只有1张)."""
    from tests.support.refusals import crowded_game, drawn_speeches, refuse_two_lone_tiles

    with crowded_game((800, 600), language) as (app, scene):
        refuse_two_lone_tiles(app, scene)
        drawn = drawn_speeches(app, scene, monkeypatch)
        said = "".join("".join(speech.lines) for speech in drawn).replace(" ", "")
        table = scene.controller.table
        refused = scene.controller.turn_view.refused_problems
        names = []
        for item in refused:
            (tile,) = table.set_of(item.tile_ids[0]).ids
            face = table.face(tile)
            colour = tr(f"colour.{face.colour.name.lower()}")
            names.append(tr("tile.name", colour=colour, number=str(face.number)))
        for name in names:
            assert name.replace(" ", "") in said, (name, said)
        one = [i18n.problem_text(item.problem) for item in refused]
        many = [i18n.problem_text(item.problem, many=True) for item in refused]
        assert len(drawn) == 1 and one[0] == one[1] and many[0] != one[0]
        assert many[0].replace(" ", "") in said
        assert one[0].replace(" ", "") not in said


# -- row 20 -------------------------------------------------------------------------


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_a_second_start_is_told_calmly_in_a_box_sized_to_its_line(language, size, tmp_path):
    """Row 20: the second start's kind notice (你又開了一次遊戲…) came in the red box
    of a file problem, 230 pixels tall for one line. It comes in the dialogs' calm
    colours, as tall as its words and the OK button need, its words all shown."""
    from rummikub_desktop.app.one_window import ComeForwardWatch
    from rummikub_desktop.persistence.lock import ask_to_come_forward
    from rummikub_desktop.persistence.paths import AppPaths
    from rummikub_desktop.widgets.notice_panel import NOTICE_HEIGHT

    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    with largest_app(size, language) as app:
        watch = ComeForwardWatch(paths)
        assert ask_to_come_forward(paths)
        watch.asked.set()
        watch.on_frame(app)
        steps(app, 2)
        notice = app.file_watch.notice
        assert notice is not None and notice.text == tr("files.already_open.here")
        assert "#dialog_panel" in notice.panel.get_object_ids()
        assert notice.rect.height < NOTICE_HEIGHT
        box = notice.box
        assert box.scroll_bar is None, "every word shows without scrolling"
        assert box.rect.bottom <= notice.ok.rect.top
        assert app.screen.get_rect().contains(notice.rect)


# -- row 17 -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "then"), [("zh-Hant", "zh-Hans"), ("en", "zh-Hant"), ("zh-Hans", "en")]
)
def test_the_computers_names_change_language_with_the_game(first, then, monkeypatch):
    """Row 17: after switching to 简体 in the middle of a game the computer was still
    電腦2. Default names follow the language; a typed name stays as it is."""
    from rummikub_desktop.ai import make_player
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.session import new_controller

    with largest_app((1366, 728), first) as app:
        names = [
            i18n.text_in(first, "newgame.default_you"),
            i18n.text_in(first, "newgame.default_computer", number=2),
            "Grandma",
        ]
        controller = new_controller(
            names, ["human", "easy", "medium"], RuleSet(players=3), seed=3, players=make_player
        )
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        app.change_language(then)
        steps(app, 2)
        wanted = [
            i18n.text_in(then, "newgame.default_you"),
            i18n.text_in(then, "newgame.default_computer", number=2),
            "Grandma",
        ]
        assert [seat.name for seat in controller.seats] == wanted
        assert controller.match.names == wanted == controller.match.round.names
        with words_drawn(monkeypatch) as drawn:
            scene.changed()
            scene.draw(app.screen)
        shown = " ".join(drawn)
        assert wanted[1] in shown and names[1] not in shown, shown


# -- row 16 -------------------------------------------------------------------------

ESPEAK_LISTING = "\n".join(
    [
        "Pty Language       Age/Gender VoiceName          File    Other Languages",
        " 5  cmn      --/M  Chinese_(Mandarin,_latin_as_English) sit/cmn  (zh-cmn 5)(zh 5)",
        " 5  cmn-latn-pinyin  --/M  Chinese_(Mandarin,_latin_as_Pinyin) sit/cmn-Latn-pinyin",
        " 2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)",
        " 5  en-gb-scotland  --/M      English_(Scotland) gmw/en-GB-scotland   (en 4)",
    ]
)


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_voice_list_shows_names_a_player_understands(language):
    """Row 16: the Read aloud screen listed eSpeak NG's "Chinese (Mandarin, latin as
    English/Pinyin)". Its buttons now say the voice's language in the player's words
    (中文（普通話）), each different, never an engine's "latin as"."""
    from rummikub_desktop.app.speech_engines import parse_espeak_voices
    from rummikub_desktop.ui.interfaces import SceneName
    from tests.support.reading import RecordingEngine, reading_app, wait_for

    voices = parse_espeak_voices(ESPEAK_LISTING)
    voices.append(Voice("HKEY/TTS_MS_ZH-TW_HANHAN_11.0", "Microsoft Hanhan Desktop", ("zh-TW",)))
    engine = RecordingEngine(voices=voices)
    with reading_app(engine, read_aloud=False, language=language) as app:
        app.change_language(language)
        app.reset_to(SceneName.READ_ALOUD)
        wait_for(app, lambda: app.scene.voices is not None)
        steps(app, 2)
        shown = [button.text for _, button in app.scene.voice_buttons]
    i18n.set_language(i18n.DEFAULT_LANGUAGE)
    assert len(shown) >= 3, shown
    assert len(set(shown)) == len(shown), shown
    for words in shown:
        assert "latin" not in words.lower() and "_" not in words, shown
        assert "Microsoft" not in words and "Desktop" not in words, shown
    if language != "en":
        assert any("Hanhan" in words and "台" in words for words in shown), shown
        assert all("Chinese" not in words for words in shown), shown


# -- rows 5 and 6 -------------------------------------------------------------------


def _round_end_with_a_long_look_back(app):
    """The six players' round end (``bench_table_sizes.py``) where the person could
    have laid more on 8 turns: the coach's look back has 8 rows and a summary."""
    from rummikub_desktop.scenes.round_end import RoundEndScene
    from rummikub_desktop.session.look_back import MissedTurn, RoundLookBack
    from rummikub_desktop.ui.interfaces import FinishedRound
    from tests.support.scripts import load

    bench = load("bench_table_sizes")

    turns = tuple(
        MissedTurn(t * 4, 2 + t % 3, cast(Any, SimpleNamespace(own_turn=t + 1))) for t in range(8)
    )
    looked = FinishedRound(bench.six_players_one_out(), (RoundLookBack(0, 1, turns),))
    app.reset_to(RoundEndScene(app, looked))
    steps(app, 3)
    return app.scene


def _buttons(scene) -> list[pygame.Rect]:
    return [
        element.rect
        for element in (scene.sheet_button, scene.look_button, scene.page_button)
        if element is not None
    ]


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_coachs_summary_at_the_round_end_is_beside_no_button(language, size):
    """Row 6: at 800x600 the summary (这一局你总共可以多出23张牌) was drawn under the
    page button, between the look back's and the score sheet's. It lies over no
    button and no player's row, all inside the window."""
    from rummikub_desktop.scenes.look_back_panel import summary_sentence

    with largest_app(size, language) as app:
        scene = _round_end_with_a_long_look_back(app)
        places = scene.summary_places()
        assert places, "the summary is shown"
        shown = "".join(line for line, _ in places).replace(" ", "")
        assert shown == summary_sentence(scene.looks[0]).replace(" ", "")
        buttons = _buttons(scene)
        rows = scene.room.row_rects()
        for line, place in places:
            font = scene.text.font(scene_small_size())
            assert scene.text.width(font, line) <= place.width, (line, place)
            assert place.collidelist(buttons) < 0, (line, place, buttons)
            assert place.collidelist(rows) < 0, (line, place, rows)
            assert app.screen.get_rect().contains(place)


def scene_small_size() -> int:
    from rummikub_desktop.scenes.round_end_rows import SMALL_SIZE

    return SMALL_SIZE


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_look_back_keeps_every_row_in_its_panel_with_its_own_show_me(language, size):
    """Row 5: at 800x600 the look back's list ran past its panel (the last two turns
    and the total spilt out) with 6 Show me buttons for 8 turns. Every row lies
    inside the panel above its buttons, page by page, each turn with its Show me."""
    from tests.support.driver import click

    with largest_app(size, language) as app:
        scene = _round_end_with_a_long_look_back(app)
        click(app, scene.look_button.rect.center)
        panel = scene.panel
        assert panel is not None
        seen_turns = 0
        seen_rows = []
        for _ in range(len(panel.pages)):
            places = panel.row_places()
            close = panel.close_button.rect
            buttons = [close, *(b.rect for b in panel.show_buttons)]
            if panel.page_button is not None:
                buttons.append(panel.page_button.rect)
            for row, place in places:
                assert panel.rect.contains(place), (row.words, place, panel.rect)
                assert place.bottom <= close.top, (row.words, place)
                assert place.collidelist(buttons) < 0, (row.words, place)
            turns = [row for row, _ in places if row.finding is not None]
            assert len(panel.show_buttons) == len(turns)
            seen_turns += len(turns)
            seen_rows += [row.words for row, _ in places]
            if panel.page_button is None:
                break
            click(app, panel.page_button.rect.center)
        assert seen_turns == 8
        assert seen_rows == [row.words for row in panel.rows()]


# -- row 7 --------------------------------------------------------------------------


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_draw_for_who_starts_has_each_line_under_the_one_before(language, size):
    """Row 7: at 800x600 数字最大的先出牌：你 was drawn on top of 点一下任何地方就开始。
    (the panel was cut to the table's height, its last line kept at its bottom).
    Four players and a second draw: no line of words lies over another or over a
    tile, and all lie inside the panel, below the top bar, inside the window."""
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.session import first_draws_of, new_controller
    from tests.support.fakes import drawing_players

    with largest_app(size, language) as app:
        names = [tr("newgame.default_you")] + [
            tr("newgame.default_computer", number=n) for n in (2, 3, 4)
        ]
        controller = new_controller(
            names,
            ["human", "easy", "easy", "easy"],
            RuleSet(players=4),
            seed=0,
            players=drawing_players,
        )
        assert len(first_draws_of(controller.match.round)) == 2, "a second draw"
        scene = GameScene(app, controller, first_draw=True)
        app.reset_to(scene)
        steps(app, 2)
        overlay = scene.overlays.own.first_draw
        assert overlay.waiting
        places = overlay.places(scene.frame())
        text = scene.painter.text
        drawn = []
        for words in places.words:
            bold = words.kind in ("title", "starts")
            font = text.font(words.size, bold)
            box = pygame.Rect(
                0, 0, min(words.room, text.width(font, words.words)), words.rect.height
            )
            box.midtop = words.rect.midtop
            drawn.append((words.words, box))
        tiles = [rect for _, rect, _ in places.tiles]
        for index, (words, box) in enumerate(drawn):
            assert places.panel.contains(box), (words, box, places.panel)
            others = [b for _, b in drawn[index + 1 :]]
            assert box.collidelist(others) < 0, (words, drawn[index + 1 + box.collidelist(others)])
            assert box.collidelist(tiles) < 0, (words, box)
        assert all(places.panel.contains(tile) for tile in tiles)
        assert places.panel.top >= scene.room.layout.top_bar.bottom
        assert app.screen.get_rect().contains(places.panel)
        assert min(tile.height for tile in tiles) >= 44, "tiles still read at a glance"


# -- row 8 --------------------------------------------------------------------------


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("key", ["event.drew", "game.hint_laid", "outcome.not_your_turn"])
def test_a_message_in_a_crowded_game_covers_no_rack_tile(language, key):
    """Row 8: at 800x600 in a crowded late round, the status and hint messages lay
    over half of the rack's second row for about 5 s. They cover no tile."""
    from tests.support.refusals import crowded_game, message_place, tile_rects

    with crowded_game((800, 600), language) as (app, scene):
        scene.commands.say(tr(key, name=tr("newgame.default_computer", number=3)))
        steps(app, 2)
        box, kept_clear = message_place(scene)
        tiles = tile_rects(scene)
        assert box.collidelist(tiles) < 0, (box, tiles[box.collidelist(tiles)])
        assert box.collidelist(kept_clear) < 0, box
        assert app.screen.get_rect().contains(box)


# -- row 9 --------------------------------------------------------------------------


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_coachs_line_and_the_screens_message_lie_apart(language, size):
    """Row 9: the coach's line along the table's bottom half covered the screen's
    message ("Bot drew a tile."). The message keeps clear of the line."""
    from rummikub_desktop.scenes.game import coach_overlay
    from tests.support.coach import _drag_to_free_row, _weaker_position
    from tests.support.driver import press_button, until
    from tests.support.refusals import message_place

    with largest_app(size, language) as app:
        scene = GameScene(app, _weaker_position())
        app.reset_to(scene)
        steps(app, 2)
        _drag_to_free_row(app, scene, "R5 R6 R7")
        press_button(app, scene, "done")
        until(app, lambda: scene.overlays.coach.finding is not None, limit=3000)
        steps(app, 2)
        (line,) = scene.overlays.coach.covers(scene.frame())
        # Its words stay inside it (three lines spilt out of it at 800x600).
        placed = scene.overlays.coach.place(scene.frame())
        step = scene.painter.text.font(placed.size, True).get_linesize()
        words = pygame.Rect(placed.words_at, (1, step * len(placed.lines)))
        assert line.contains(words), (line, words)
        assert placed.size <= coach_overlay.LINE_SIZE
        scene.commands.say(tr("event.drew", name="Bot"))
        steps(app, 2)
        box, kept_clear = message_place(scene)
        assert not box.colliderect(line), (box, line)
        assert box.collidelist(kept_clear) < 0
        assert app.screen.get_rect().contains(box)


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_nudge_covers_no_refusal_box(language, size, monkeypatch):
    """Row 9: after a refused Done and a minute of nothing, the nudge lay over the
    refusal's box at the table's bottom. It goes where it covers no refused set's
    box, no set and no rack tile."""
    from rummikub_desktop.scenes.game.nudge import NUDGE_SECONDS
    from tests.support.layout_checks import refused_play
    from tests.support.refusals import drawn_speeches, tile_rects

    with largest_app(size, language) as app:
        scene = GameScene(app, refused_play(language))
        app.reset_to(scene)
        steps(app, 2)
        scene.update(NUDGE_SECONDS + 1)
        steps(app, 2)
        nudge = scene.overlays.own.nudge
        assert nudge.shown
        (box,) = nudge.covers(scene.frame())
        speeches = [speech.box for speech in drawn_speeches(app, scene, monkeypatch)]
        assert speeches, "the refusal is shown"
        assert box.collidelist(speeches) < 0, (box, speeches)
        assert box.collidelist(tile_rects(scene)) < 0, box
        assert app.screen.get_rect().contains(box)


# -- row 4 --------------------------------------------------------------------------


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_tutorial_shows_the_counter_its_lesson_speaks_of(language, size):
    """Row 4: lesson 5 says 上方的計數也這麼說 ("the counter at the top agrees") but
    the lesson's title covered the whole top bar, counter and all. The counter
    shows (beside the title, or in the strip's free corner where the bar has no
    room), over nothing else."""
    from rummikub_desktop.session.tutorial import Lesson
    from rummikub_desktop.ui.interfaces import SceneName
    from tests.support.driver import lesson

    with largest_app(size, language) as app:
        app.reset_to(SceneName.TUTORIAL)
        steps(app, 2)
        overlay = lesson(app.scene)
        index = next(i for i, s in enumerate(overlay.tutorial.steps) if s.lesson is Lesson.DONE)
        overlay.restart_at(index)
        steps(app, 3)
        scene = app.scene
        assert overlay.judge.step.text == "tutorial.step.done"
        frame = scene.frame()
        meld = frame.status.meld
        assert meld is not None and meld.points == meld.threshold == 30
        size_, lines, on_bar = overlay.speech.title_and_counter(frame)
        counter = on_bar or overlay.speech.strip_counter(frame)
        assert counter is not None, "the counter the lesson speaks of is shown"
        words, _, box = counter
        assert words in (
            tr("game.meld_counter", points=30, needed=30),
            tr("game.meld_counter_short", points=30, needed=30),
        )
        assert app.screen.get_rect().contains(box)
        assert not box.colliderect(scene.widgets.menu_button.rect)
        text = scene.painter.text
        room = overlay.speech.title_room
        line_h = text.font(size_, True).get_linesize()
        y = room.centery - line_h * len(lines) // 2
        for line in lines:
            title = pygame.Rect(room.left, y, text.font(size_, True).size(line)[0], line_h)
            assert not title.colliderect(box), (line, title, box)
            assert title.right <= scene.widgets.menu_button.rect.left
            y += line_h
        assert len(lines) * line_h <= room.height, "the title stays in the bar"
        if on_bar is None:
            said_size, said, told = overlay.speech.strip_words()
            words_bottom = (
                overlay.speech.strip.top
                + (len(said) + len(told)) * text.font(said_size, True).get_linesize()
            )
            assert box.top >= words_bottom and overlay.speech.strip.contains(box)


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_an_empty_tables_words_fit_it_and_no_message_covers_them(language, size):
    """Seen with rows 8 and 9 in a real window: at 800x600 an empty table's words
    (把牌从牌架拖到桌上来…, four lines) ran past the table, and "Computer 3 drew a
    tile." lay over them. They fit the table, and the message keeps clear."""
    from tests.support.driver import until_human_turn
    from tests.support.fakes import drawing_players
    from tests.support.refusals import message_place

    with largest_app(size, language) as app:
        scene = start_game(app, ["human", "easy", "easy"], players=drawing_players)
        until_human_turn(app, scene)
        assert len(scene.controller.table) == 0
        frame = scene.frame()
        assert frame.empty_hint
        hint, _, _ = scene.painter.table_view.empty_hint_place(
            frame.empty_hint, scene.room.layout.table
        )
        assert scene.room.layout.table.contains(hint)
        scene.commands.say(tr("event.drew", name=tr("newgame.default_computer", number=3)))
        steps(app, 2)
        box, _ = message_place(scene)
        assert not box.colliderect(hint), (box, hint)
