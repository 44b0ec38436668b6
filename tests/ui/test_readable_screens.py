"""The screens away from the game, readable at every size: nothing hidden because
the text grew, and every sentence in the player's language."""

from __future__ import annotations

import itertools

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.scenes.language import LanguageScene

from .driver import running_app, steps

SIZES = [(800, 600), (1280, 680), (1366, 728), (1280, 800)]
size_ids = [f"{w}x{h}" for w, h in SIZES]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


@pytest.mark.parametrize("size", SIZES, ids=size_ids)
@pytest.mark.parametrize("text", [TextSize.NORMAL, TextSize.LARGEST], ids=lambda t: t.value)
def test_the_first_screen_says_settings_can_change_it_in_every_language(size, text):
    with running_app(size=size) as app:
        app.change_settings(text_size=text)
        app.apply_appearance()
        app.reset_to(LanguageScene(app, suggested="zh-Hans"))
        steps(app, 2)
        scene = app.scene
        notes = [label.text for label in scene.notes]
        assert notes[0] == i18n.text_in("zh-Hans", "language.later")
        assert sorted(notes) == sorted(i18n.text_in(c, "language.later") for c in i18n.LANGUAGES)
        parts = [
            *(label.rect for label in scene.headings.values()),
            *(button.rect for button in scene.buttons.values()),
            *(label.rect for label in scene.notes),
        ]
        screen = app.screen.get_rect()
        for rect in parts:
            assert screen.contains(rect), rect
        for a, b in itertools.combinations(parts, 2):
            assert not a.colliderect(b), (a, b)
