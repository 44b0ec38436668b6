"""Reading aloud in the real window's loop: nothing loaded while it is off, a failing
engine switched off with the player told, dialogs, the round's result, first start."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pygame
import pygame_gui

from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.ui.interfaces import SceneName
from rummikub_desktop.ui.speech import Voice
from tests.support.driver import steps
from tests.support.reading import RecordingEngine, reading_app, settled, wait_for

ROOT = Path(__file__).resolve().parents[2]


def test_with_reading_aloud_off_nothing_of_a_speech_engine_is_loaded():
    code = textwrap.dedent(
        """
        import os, sys, threading
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        from rummikub_desktop.app.window import App
        from rummikub_desktop.ui.interfaces import AppHooks, SceneName
        app = App(hooks=AppHooks(), fast=True)
        app.reset_to(SceneName.MENU)
        for _ in range(5):
            app.step()
        app.speaker.say("Your turn.")
        app.push(SceneName.HOW_TO_PLAY)
        for _ in range(5):
            app.step()
        loaded = [m for m in sys.modules if m.split(".")[0] == "pyttsx3"
                  or m == "rummikub_desktop.app.speech_engines"]
        threads = [t.name for t in threading.enumerate() if t.name == "speech"]
        app.close()
        assert not loaded, loaded
        assert not threads, threads
        assert not app.speaker.started
        """
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, timeout=60)


def test_a_failing_engine_switches_reading_aloud_off_and_tells_the_player():
    engine = RecordingEngine(fail=True)
    with reading_app(engine) as app:
        app.reset_to(SceneName.MENU)
        app.speaker.say("Your turn.")
        deadline = time.monotonic() + 30  # at once: the limit only guards a hang
        while app.file_watch.notice_text is None and time.monotonic() < deadline:
            steps(app)
            time.sleep(0.01)
        assert app.file_watch.notice_text == tr("speech.failed")
        assert app.settings.read_aloud is False
        assert app.running
        app.speaker.say("Ben's turn.")
        steps(app, 3)
        assert engine.read == []


def press(app: App, element: object) -> None:
    post_event = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=element)
    pygame.event.post(post_event)
    settled(app, 2)


def test_first_start_asks_about_reading_aloud_after_the_language_and_reads_the_question():
    engine = RecordingEngine()
    with reading_app(engine, read_aloud=False) as app:
        app.reset_to(SceneName.LANGUAGE)
        scene = app.scene
        scene.choose("zh-Hant")
        wait_for(app, lambda: scene.question is not None)
        assert app.speaker.settle()
        assert engine.read == [
            tr("firststart.read_aloud") + tr("speech.choices", choices="好，請朗讀、不用了，謝謝")
        ]
        press(app, scene.question.yes)
        assert app.settings.read_aloud is True
        assert type(app.scene).__name__ == "MenuScene"


def test_first_start_does_not_ask_without_a_voice_for_the_language():
    engine = RecordingEngine(voices=[Voice("en", "English", ("en-gb",))])
    with reading_app(engine, read_aloud=False) as app:
        app.reset_to(SceneName.LANGUAGE)
        app.scene.choose("zh-Hans")
        wait_for(app, lambda: type(app.scene).__name__ == "MenuScene")
        assert app.settings.read_aloud is False
        assert engine.read == []


def test_the_read_aloud_settings_offer_the_voices_and_try_them():
    engine = RecordingEngine(
        voices=[Voice("en", "English", ("en-gb",)), Voice("en-us", "Samantha", ("en-us",))]
    )
    with reading_app(engine, read_aloud=False) as app:
        app.reset_to(SceneName.READ_ALOUD)
        wait_for(app, lambda: app.scene.voices is not None)
        scene = app.scene
        assert [words for _, words in scene.voice_choices()] == [
            tr("settings.voice.auto"),
            "English",
            "Samantha: English (American)",
        ]
        press(app, scene.try_button)
        assert engine.read == [tr("settings.try_sentence")], "Try it reads even while off"
        press(app, dict(app.scene.voice_buttons)["en-us"])
        assert app.settings.voice == "en-us"
        row = app.scene.rows["read_aloud"]
        press(app, next(button for value, button in row.buttons if value is True))
        assert app.settings.read_aloud is True
        assert app.speaker.reading


def test_the_read_aloud_settings_say_when_there_is_no_voice_for_the_language():
    engine = RecordingEngine(voices=[Voice("en", "English", ("en-gb",))])
    with reading_app(engine, language="zh-Hant") as app:
        app.change_language("zh-Hant")
        app.reset_to(SceneName.READ_ALOUD)
        wait_for(app, lambda: app.scene.voices is not None)
        scene = app.scene
        assert scene.voice_choices() == []
        assert scene.note.startswith(tr("settings.no_voice", language_name="繁體中文"))
        assert not scene.try_button.is_enabled
        app.speaker.say("輪到你了。")
        assert app.speaker.settle()
        assert engine.read == [], "Chinese is never read with an English voice"


def test_the_games_events_are_read_in_order_through_the_real_loop():
    from tests.support.driver import press_button, start_game, until
    from tests.support.fakes import drawing_players

    engine = RecordingEngine()
    with reading_app(engine) as app:
        scene = start_game(app, ["human", "easy"], seed=4, players=drawing_players)
        until(app, lambda: scene.controller.phase.name == "HUMAN_TURN")
        settled(app, 2)
        seats = scene.controller.seats
        press_button(app, scene, "draw")
        wait_for(
            app,
            lambda: (
                scene.controller.current_seat == 0 and "Your turn." in " ".join(engine.read[1:])
            ),
            seconds=30,
        )
        heard = " ".join(engine.read)
        computer = seats[1].name
        expected = [
            "Your turn.",
            "You drew ",
            tr("speech.turn_of", name=computer),
            tr("event.drew", name=computer),
            "Your turn.",
        ]
        at = 0
        for sentence in expected:
            found = heard.find(sentence, at)
            assert found >= 0, f"{sentence!r} after {heard[:at]!r} in {heard!r}"
            at = found + len(sentence)
        # The situation again, on the player's asking (S): whose turn, then the rack.
        count = len(engine.read)
        post_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s")
        pygame.event.post(post_key)
        settled(app, 2)
        assert engine.read[count:] and engine.read[-1].startswith("Your turn. Your tiles: ")
        assert scene.widgets.say_again_button is not None
        # A question is read with its buttons.
        scene.commands.ask_leave()
        settled(app)
        assert engine.read[-1] == (
            f"{tr('game.confirm_leave')} "
            + tr("speech.choices", choices=f"{tr('game.confirm_leave_yes')}, {tr('common.no')}")
        )


def test_the_close_dialog_is_read_with_its_buttons_and_read_again_when_it_changes(tmp_path):
    from rummikub_desktop.persistence import FileProblem, Reason
    from tests.support.driver import click

    engine = RecordingEngine()
    with reading_app(engine, language="zh-Hans") as app:
        app.change_language("zh-Hans")
        app.reset_to(SceneName.MENU)
        problem = FileProblem("statistics", Reason.DISK_FULL, tmp_path / "s.json", writing=True)
        app.hooks.files.record("statistics", problem)
        settled(app)
        notice = app.file_watch.notice_text
        # The notice, as it shows (with the menu's own words, read as the menu shows).
        assert notice is not None and any(notice in text for text in engine.read)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        settled(app)
        watch = app.file_watch
        assert app.running and watch.dialog is not None
        question = watch.dialog_text
        buttons = [tr("files.close.try_again"), tr("files.close.anyway")]
        assert [words for _, words in watch.dialog_choices] == buttons
        assert engine.read[-1] == question + tr("speech.choices", choices="、".join(buttons))
        click(app, watch.dialog.buttons["try"].rect.center)
        settled(app, 2)
        assert watch.dialog_text.startswith(tr("files.close.still_failing"))
        assert engine.read[-1].startswith(watch.dialog_text)
        read = len(engine.read)
        app._resized((900, 700))  # built again for the new size: not read again
        settled(app, 2)
        assert watch.dialog is not None and len(engine.read) == read


def test_with_no_sound_device_the_first_start_asks_nothing_and_shows_no_error():
    engine = RecordingEngine(fail=True)  # as eSpeak NG with no sound device
    with reading_app(engine, read_aloud=False) as app:
        app.reset_to(SceneName.LANGUAGE)
        scene = app.scene
        scene.choose("zh-Hant")
        wait_for(app, lambda: type(app.scene).__name__ == "MenuScene")
        assert scene.question is None, "the question was never shown"
        assert app.file_watch.notice is None and app.file_watch.notice_text is None
        assert app.settings.read_aloud is False
        # The Read aloud settings say plainly why nothing can be read, and what to do.
        app.push(SceneName.READ_ALOUD)
        settled(app, 2)
        assert app.scene.note == tr("settings.voice_failed.voice")


def test_a_voice_that_fails_while_reading_is_told_once_calmly():
    engine = RecordingEngine(fail=True)
    with reading_app(engine) as app:
        app.reset_to(SceneName.MENU)
        app.speaker.say("Your turn.")
        wait_for(app, lambda: app.file_watch.notice is not None)
        notice = app.file_watch.notice
        assert notice.panel.object_ids[-1] == "#dialog_panel"  # the dialogs' quiet colours
        assert not app.settings.read_aloud
        app.speaker.say("Ben's turn.")
        settled(app, 3)
        assert app.file_watch.notice is notice and engine.read == []
