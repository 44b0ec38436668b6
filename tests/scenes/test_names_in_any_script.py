"""A name in Chinese characters on an English screen, and a Traditional one on a
Simplified screen, shows whole in pygame-gui's widgets (issue 44: 王小明 showed as
boxes on the New game, round end, score sheet and Statistics screens): each
widget's font has every character of its words."""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton, UILabel, UITextBox

from rummikub_desktop import i18n
from rummikub_desktop.ai import Level
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
from rummikub_desktop.session import Phase, Seat, controller_at
from rummikub_desktop.table import Cell
from rummikub_desktop.ui.text import TextCache
from tests.support.driver import (
    cell_center,
    click,
    drag,
    press_button,
    rack_tile_center,
    running_app,
    steps,
    until,
)

NAMES = {"en": "王小明", "zh-Hans": "陳怡偉", "zh-Hant": "刘华"}
"""A name each language's own font lacks a character of (陳 and 偉 are not in the
Simplified bold subset; 刘 and 华 are Simplified only)."""


def words_of(element) -> str:
    if isinstance(element, UITextBox):
        return element.html_text
    if isinstance(element, UIButton | UILabel):
        return element.text
    return ""


def tofu(app, scene: Scene) -> list[str]:
    """The words of ``scene``'s widgets that their font cannot draw whole."""
    theme = app.manager.get_theme()
    cache = TextCache()
    paths = {}
    for code in i18n.LANGUAGES:
        record = i18n.record(code)
        paths[record.theme_font] = (record.font_path(), record.font_path(bold=True))
    missing = []
    for element in scene._elements:
        words = words_of(element)
        if not words or words.isascii():
            continue
        info = theme.get_font_info(element.combined_element_ids)
        path = paths[info["name"]][1 if info["bold"] else 0]
        if not cache.has_every_character(path, words):
            missing.append(f"{words!r} in {info['name']}")
    return missing


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_chinese_name_shows_whole_at_the_round_end_and_on_the_score_sheet(language):
    name = NAMES[language]
    with running_app((1366, 728)) as app:
        app.change_language(language)
        try:
            controller = controller_at(
                [Seat.person(name), Seat.computer("Robot", Level.EASY)],
                ["R10 R11 R12", "K1 B2 O13 R9 B7"],
                rules=RuleSet(players=2, rounds=3),
            )
            scene = GameScene(app, controller)
            app.reset_to(scene)
            steps(app, 2)
            rack = controller.rack
            assert rack is not None
            ids = sorted(rack.ids, key=lambda i: controller.face(i).number)
            for column, tile_id in enumerate(ids):
                drag(app, rack_tile_center(scene, tile_id), cell_center(scene, Cell(2 + column, 1)))
            press_button(app, scene, "done")
            until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
            assert tofu(app, app.scene) == []
            click(app, app.scene.sheet_button.rect.center)
            until(app, lambda: isinstance(app.scene, ScoreSheetScene), limit=300)
            sheet = app.scene
            assert any(name in words_of(e) for e in sheet._elements), "the leader is named"
            assert tofu(app, sheet) == []
        finally:
            i18n.set_language(i18n.DEFAULT_LANGUAGE)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_handover_names_the_next_player_whole(language):
    name = NAMES[language]
    with running_app((1366, 728)) as app:
        app.change_language(language)
        try:
            controller = controller_at(
                [Seat.person("Ann"), Seat.person(name)],
                ["R1 R2 R5", "O1 O2 K7"],
                draws="K4 K5 K6",
            )
            scene = GameScene(app, controller)
            app.reset_to(scene)
            steps(app, 2)
            if controller.phase is Phase.HANDOVER:
                click(app, scene.widgets.handover_button.rect.center)
            press_button(app, scene, "draw")
            until(app, lambda: scene.widgets.handover_button is not None, limit=300)
            assert name in scene.widgets.handover_button.text
            assert tofu(app, scene) == []
        finally:
            i18n.set_language(i18n.DEFAULT_LANGUAGE)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_kind_of_widget_shows_a_name_whole(language):
    """New game, Statistics and the rest build their widgets through Scene.track:
    a plain label, a heading, a button, a text box, a statistics name, each whole."""
    import pygame

    from rummikub_desktop.widgets.text_box import text_box

    name = NAMES[language]
    with running_app() as app:
        app.change_language(language)
        try:
            scene = Scene(app)
            rect = pygame.Rect(10, 10, 400, 60)
            manager = app.manager
            scene.track(UILabel(rect, name, manager=manager))
            scene.track(UILabel(rect, f"{name}: 1", manager=manager, object_id="#heading"))
            scene.track(UILabel(rect, name, manager=manager, object_id="#stat_name"))
            scene.track(UIButton(rect, name, manager=manager))
            scene.track(UIButton(rect, name, manager=manager, object_id="#done_button"))
            scene.track(text_box(f"{name}.", rect, manager=manager, object_id="#plain_text"))
            scene.fit_words()
            assert tofu(app, scene) == []
            scene.kill_widgets()
        finally:
            i18n.set_language(i18n.DEFAULT_LANGUAGE)
