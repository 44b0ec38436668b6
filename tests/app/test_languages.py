"""Choosing the language: the first start, Settings, the command line; Chinese names typed
with an input method. Real pygame events through the real loop."""

from __future__ import annotations

import time

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app import launcher
from rummikub_desktop.app.speech_engines import NoEngine
from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence import AppPaths, load_controller, load_settings, logs
from rummikub_desktop.persistence.paths import HOME_ENV
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.language import LanguageScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.new_game import NewGameScene, localised_name
from rummikub_desktop.scenes.settings import SettingsScene
from rummikub_desktop.ui.interfaces import AppHooks, SceneName
from tests.support.driver import click, key, post, steps


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.fixture
def paths(tmp_path, monkeypatch) -> AppPaths:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return AppPaths.under(tmp_path)


def run_launcher(argv, frames):
    """Run the real command line; ``frames(app, n)`` acts on frame ``n`` (True: quit)."""
    real_step = App.step
    count = {"n": 0}

    def step(app: App) -> bool:
        count["n"] += 1
        if frames(app, count["n"]) or count["n"] > 400:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        running = real_step(app)
        # The real loop sleeps on a still screen until an event: keep the frames coming.
        pygame.event.post(pygame.event.Event(pygame.VIDEOEXPOSE))
        return running

    App.step = step
    try:
        return launcher.run(argv)
    finally:
        App.step = real_step
        logs.shutdown_logging()


def test_the_first_start_asks_the_language_with_the_systems_highlighted(paths, monkeypatch):
    monkeypatch.setenv("LC_ALL", "zh_TW.UTF-8")
    seen = {}

    def frames(app, n):
        scene = app.scene
        if n == 2:
            assert isinstance(scene, LanguageScene)
            seen["highlighted"] = scene.highlighted
            seen["texts"] = {code: b.text for code, b in scene.buttons.items()}
            seen["selected"] = [c for c, b in scene.buttons.items() if b.is_selected]
            click(app, scene.buttons["zh-Hans"].rect.center)
        if isinstance(scene, MenuScene):
            seen["menu"] = scene.buttons["new_game"].text
            seen["caption"] = pygame.display.get_caption()[0]
            seen["locale"] = app.manager.get_locale()
            return True
        return False

    assert run_launcher([], frames) == 0
    assert seen["highlighted"] == "zh-Hant" and seen["selected"] == ["zh-Hant"]
    assert seen["texts"] == {"en": "English", "zh-Hant": "繁體中文", "zh-Hans": "简体中文"}
    assert seen["menu"] == "新游戏" and seen["caption"] == "拉密"
    assert seen["locale"] == "zh_Hans"
    assert load_settings(paths).value.language == "zh-Hans"

    # The next start goes straight to the menu, in the language chosen.
    later = {}

    def menu_frames(app, n):
        later[n] = type(app.scene).__name__
        return n >= 2

    run_launcher([], menu_frames)
    assert later[2] == "MenuScene" and i18n.language() == "zh-Hans"


def test_enter_takes_the_highlighted_language_and_arrows_move_it(paths, monkeypatch):
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    hooks, _ = make_app_hooks(paths)
    assert hooks.first_start
    # No voice: the menu comes once the voices are known, without the Read aloud question.
    app = App(hooks=hooks, fast=True, speech_engine=NoEngine)
    try:
        app.reset_to(SceneName.LANGUAGE)
        steps(app)
        assert app.scene.highlighted == "en"
        key(app, pygame.K_DOWN)
        assert app.scene.highlighted == "zh-Hant"
        key(app, pygame.K_RETURN)
        # The menu comes once the speech thread has looked up the voices (well under
        # a second: the limit only guards a hang; it was 200 looks 5 ms apart).
        deadline = time.monotonic() + 30.0
        while isinstance(app.scene, LanguageScene):
            assert time.monotonic() < deadline, "no menu 30 s after the language was chosen"
            steps(app)
            time.sleep(0.005)
        assert isinstance(app.scene, MenuScene) and i18n.language() == "zh-Hant"
        assert app.scene.buttons["settings"].text == "設定"
    finally:
        app.close()


def test_settings_change_the_language_at_once_and_keep_it(paths):
    hooks, _ = make_app_hooks(paths)
    app = App(hooks=hooks, fast=True)
    try:
        app.reset_to(SceneName.MENU)
        app.push(SceneName.SETTINGS)
        steps(app)
        scene = app.scene
        assert isinstance(scene, SettingsScene)
        row = scene.rows["language"]
        button = dict(row.buttons)["zh-Hant"]
        click(app, button.rect.center)
        assert i18n.language() == "zh-Hant"
        assert app.manager.get_locale() == "zh_Hant"
        assert pygame.display.get_caption()[0] == "拉密"
        # The screen itself was rebuilt in the new words; the menu under it follows.
        assert app.scene.back.text == "返回"
        assert app.scene.rows["language"].value == "zh-Hant"
        key(app, pygame.K_ESCAPE)
        assert app.scene.buttons["quit"].text == "離開"
        assert load_settings(paths).value.language == "zh-Hant"
        # And back to English.
        app.push(SceneName.SETTINGS)
        steps(app)
        click(app, dict(app.scene.rows["language"].buttons)["en"].rect.center)
        assert app.scene.back.text == "Back" and app.manager.get_locale() == "en"
    finally:
        app.close()


def test_the_command_line_language_needs_no_question(paths):
    seen = {}

    def frames(app, n):
        seen[n] = (type(app.scene).__name__, i18n.language())
        return n >= 2

    assert run_launcher(["--language", "zh-Hans"], frames) == 0
    assert seen[2] == ("MenuScene", "zh-Hans")


def test_autoplay_in_chinese(tmp_path):
    # Seed 5: a short round (44 turns of two computers; seed 4 took 129).
    shot = tmp_path / "round.png"
    argv = ["--autoplay", "--seed", "5", "--players", "2", "--language", "zh-Hant"]
    assert launcher.run([*argv, "--screenshot", str(shot)]) == 0
    assert i18n.language() == "zh-Hant"


def test_default_names_follow_the_language():
    i18n.set_language("zh-Hant")
    assert localised_name("You", 0, "human") == "你"
    assert localised_name("Computer", 1, "medium") == "電腦2"
    assert localised_name("Computer 3", 2, "hard") == "電腦3"
    assert localised_name("电脑4", 3, "easy") == "電腦4"
    assert localised_name("Player 2", 1, "human") == "玩家2"
    assert localised_name("Grandma", 1, "easy") == "Grandma"
    i18n.set_language("en")
    assert localised_name("電腦2", 1, "medium") == "Computer 2"
    assert localised_name("Computer", 1, "medium") == "Computer"


def type_with_input_method(app, entry, composing: list[str], chosen: str) -> None:
    """What an input method sends: the composition as it grows, then the chosen text."""
    for text in composing:
        post(pygame.TEXTEDITING, text=text, start=len(text), length=0)
        steps(app)
        assert entry.composition == text
    post(pygame.TEXTINPUT, text=chosen)
    steps(app)
    assert entry.composition == ""


def test_a_chinese_name_typed_with_an_input_method_is_kept(paths):
    hooks, _ = make_app_hooks(paths)
    hooks.settings = Settings(language="zh-Hant")
    app = App(hooks=hooks, fast=True)
    try:
        app.reset_to(SceneName.MENU)
        app.push(SceneName.NEW_GAME)
        steps(app)
        scene = app.scene
        assert isinstance(scene, NewGameScene)
        entry = scene.name_entries[0]
        click(app, entry.rect.center)
        assert entry.is_focused
        entry.set_text("")
        type_with_input_method(app, entry, ["w", "wa", "wang", "王"], "王")
        type_with_input_method(app, entry, ["x", "xiao", "小"], "小明")
        assert entry.get_text() == "王小明"
        assert entry._composition_label is None
        # Names stop at the field's width, at a whole character.
        post(pygame.TEXTINPUT, text="奶" * 40)
        steps(app)
        text = entry.get_text()
        assert text.startswith("王小明奶") and set(text[3:]) == {"奶"}
        assert entry.fits(text) and not entry.fits(text + "奶")
        entry.set_text("王小明")
        click(app, scene.start_button.rect.center)
        assert isinstance(app.scene, GameScene)
        assert app.scene.controller.seats[0].name == "王小明"
        assert load_settings(paths).value.player_name == "王小明"
        app.scene.close_requested()
        assert load_controller(paths).value.seats[0].name == "王小明"
    finally:
        app.close()


def test_the_name_field_takes_chinese_in_english_too(paths):
    app = App(hooks=AppHooks(), fast=True)
    try:
        app.reset_to(SceneName.NEW_GAME)
        steps(app)
        entry = app.scene.name_entries[1]
        click(app, entry.rect.center)
        entry.set_text("")
        type_with_input_method(app, entry, ["chen", "陳"], "陳奶奶")
        assert entry.get_text() == "陳奶奶"
    finally:
        app.close()


def test_drawn_chinese_names_render_whatever_the_language():
    """A name typed in Chinese is drawn with a Chinese font even while the game speaks
    English; a Traditional name in Simplified bold finds its characters too."""
    from rummikub_desktop.ui.text import TextCache

    pygame.font.init()
    text = TextCache()
    for language, name in (("en", "王小明 Rose"), ("zh-Hans", "陳奶奶"), ("zh-Hant", "张伟")):
        i18n.set_language(language)
        for bold in (False, True):
            font, _ = text._covering_font(name, 20, bold)
            assert None not in font.metrics(name), (language, name, bold)
            assert text.render(name, 20, (255, 255, 255), bold).get_width() > 0
