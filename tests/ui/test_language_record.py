"""One record per language (issue 40): a made-up fourth language, added at run time as
a record and a catalogue, is spoken by every screen and chooses its own voice, with
no other change."""

from __future__ import annotations

import json

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.theme import load_theme
from rummikub_desktop.i18n.languages import ENGLISH, Language
from rummikub_desktop.resources import catalogue_path
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.ui.interfaces import SceneName
from rummikub_desktop.ui.speech import Voice, VoiceFit, choose_voice, voice_fit
from rummikub_desktop.ui.text import language_object_id
from tests.support.driver import running_app, steps

MARK = "Zz "
"""What the made-up language puts before every English sentence."""


@pytest.fixture
def fourth(tmp_path, monkeypatch):
    """The made-up language "x-zz": English's catalogue with every sentence marked,
    English's fonts, its own voices' tag; nothing else of the game is changed."""
    english = json.loads(catalogue_path("en").read_text(encoding="utf-8"))
    catalogue = tmp_path / "x-zz.json"
    catalogue.write_text(json.dumps({k: MARK + v for k, v in english.items()}), encoding="utf-8")
    record = Language(
        "x-zz",
        "Zzish",
        "en",
        ENGLISH.fonts,
        ENGLISH.theme_font,
        (("x-zz",), (), ()),
        catalogue=catalogue,
        spoken=tmp_path / "no-spoken-forms.json",
    )
    monkeypatch.setitem(i18n.LANGUAGES, "x-zz", record)
    yield record
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


def test_its_words_are_spoken_by_the_catalogue(fourth):
    i18n.set_language("x-zz")
    assert i18n.language() == "x-zz"
    assert i18n.tr("menu.new_game") == MARK + i18n.text_in("en", "menu.new_game")
    assert i18n.font_path(bold=True, language="x-zz") == i18n.font_path(bold=True)


def test_every_screen_shows_its_words(fourth):
    with running_app() as app:
        app.change_language("x-zz")
        for name in (SceneName.MENU, SceneName.SETTINGS, SceneName.NEW_GAME):
            app.reset_to(name)
            steps(app, 2)
            texts = [
                element.text
                for element in app.scene._elements
                if isinstance(getattr(element, "text", None), str) and element.text
            ]
            assert texts, name
            marked = [text for text in texts if text.startswith(MARK.strip())]
            assert len(marked) >= len(texts) // 2, (name, texts)
        app.reset_to(SceneName.MENU)
        steps(app)
        assert isinstance(app.scene, MenuScene)
        assert all(b.text.startswith(MARK) for b in app.scene.buttons.values() if b.text)
        assert pygame.display.get_caption()[0].startswith(MARK)


def test_the_language_screen_and_the_theme_list_it(fourth):
    theme = load_theme(language="x-zz")
    assert language_object_id("x-zz", "language") in theme
    assert "Zzish" in [record.name for record in i18n.LANGUAGES.values()]


def test_its_voice_is_chosen_by_its_record(fourth):
    english = Voice("en-gb", "English (GB)", ("en-gb",))
    own = Voice("zz", "Zzish voice", ("x-zz",))
    assert voice_fit(own, "x-zz") is VoiceFit.BEST
    assert voice_fit(english, "x-zz") is VoiceFit.NONE
    assert choose_voice([english, own], "x-zz") == own
