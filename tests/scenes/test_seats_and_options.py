"""Five and six players and the two ending options, chosen by clicks on the
New game and Rule options screens, as a player would."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UITextBox

from rummikub_desktop import i18n
from rummikub_desktop.engine import MatchWinner, PoolOut, RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.new_game import NewGameScene
from rummikub_desktop.scenes.rule_options import RuleOptionsScene
from rummikub_desktop.session import Seat, human_count
from rummikub_desktop.ui.rules_text import (
    differences_text,
    preset_sentence,
    rule_differences,
)
from tests.support.driver import click, key, running_app, steps
from tests.support.positions import EVERY_OPTION_CHANGED


def texts(scene) -> list[str]:
    """The words of every text box on the screen."""
    return [e.html_text for e in scene._elements if isinstance(e, UITextBox) and e.alive()]


def new_game_screen(app) -> NewGameScene:
    app.push(MenuScene(app))
    steps(app)
    click(app, app.scene.buttons["new_game"].rect.center)
    assert isinstance(app.scene, NewGameScene)
    return app.scene


def add_seats(app, scene: NewGameScene, count: int) -> None:
    for _ in range(count):
        click(app, scene.add_button.rect.center)


def test_six_seats_by_clicks_play_with_the_xp_box():
    with running_app() as app:
        saved = []
        app.hooks.save_settings = saved.append
        scene = new_game_screen(app)
        assert not any(tr("rules.xp_box") in text for text in texts(scene))
        add_seats(app, scene, 4)
        assert len(scene.opponents) == 5
        assert not scene.add_button.is_enabled, "six seats at most"
        assert any(tr("rules.xp_box") in text for text in texts(scene)), "the XP box is said"
        # Wide enough: every seat keeps its row of level buttons.
        assert len(scene.level_rows) == 5 and not scene.level_buttons
        expert = next(b for level, b in scene.level_rows[4].buttons if level == "expert")
        click(app, expert.rect.center)
        click(app, scene.start_button.rect.center)
        assert isinstance(app.scene, GameScene)
        controller = app.scene.controller
        rules = controller.rules
        assert (rules.players, rules.tile_copies, rules.jokers, rules.box_size) == (6, 3, 4, 160)
        assert len(controller.seats) == 6 and controller.seats[5].level.value == "expert"
        assert controller.pool_size == 160 - 6 * 14
        assert len(app.settings.opponents) == 5 and app.settings.rules.players == 6
        assert saved and saved[-1].rules.tile_copies == 3, "kept for the next game"
        steps(app, 3)


def test_back_to_four_seats_is_the_classic_box_again():
    with running_app() as app:
        scene = new_game_screen(app)
        add_seats(app, scene, 4)
        for _ in range(2):
            click(app, scene.remove_buttons[-1].rect.center)
        assert len(scene.opponents) == 3
        assert not any(tr("rules.xp_box") in text for text in texts(scene))
        click(app, scene.start_button.rect.center)
        rules = app.scene.controller.rules
        assert (rules.players, rules.box_size) == (4, 106)


def test_in_a_small_window_six_seats_choose_their_level_behind_a_button():
    with running_app(size=(800, 600)) as app:
        scene = new_game_screen(app)
        add_seats(app, scene, 4)
        assert len(scene.level_buttons) == 5 and not scene.level_rows
        # a new computer seat plays Just right, as a new player's first opponent does
        assert scene.level_buttons[2].text == tr("level.just_right")
        click(app, scene.level_buttons[2].rect.center)
        assert scene.picker is not None
        click(app, scene.picker.buttons["hard"].rect.center)
        assert scene.picker is None
        assert scene.opponents[2].choice == "hard"
        assert scene.level_buttons[2].text == tr("level.hard")
        # Escape closes the choice and changes nothing.
        click(app, scene.level_buttons[0].rect.center)
        key(app, pygame.K_ESCAPE)
        assert scene.picker is None and isinstance(app.scene, NewGameScene)
        assert scene.opponents[0].choice == "just_right"
        click(app, scene.level_buttons[0].rect.center)
        click(app, scene.picker.buttons["human"].rect.center)
        assert scene.opponents[0].is_human
        assert any(tr("rules.xp_box") in text for text in texts(scene))
        click(app, scene.start_button.rect.center)
        controller = app.scene.controller
        assert controller.rules.players == 6 and controller.rules.tile_copies == 3
        assert human_count(controller.seats) == 2


def test_the_ending_options_chosen_on_the_rule_options_screen():
    with running_app(size=(800, 600)) as app:
        scene = new_game_screen(app)
        official = preset_sentence(RuleSet(players=2))
        assert any(official in text for text in texts(scene))
        click(app, scene.rules_button.rect.center)
        options = app.scene
        assert isinstance(options, RuleOptionsScene)
        assert len(options.pages) == 2, "a small window: two pages"
        assert "pool_out" not in options.rows
        click(app, options.page_button.rect.center)
        assert options.page_button.text == tr("rules.previous_page")
        assert any(tr("rules.pool_out.play_on.about") in t for t in texts(options))
        assert any(tr("rules.match_winner.rounds.about") in t for t in texts(options))
        end = next(b for v, b in options.rows["pool_out"].buttons if v is PoolOut.END_AT_ONCE)
        click(app, end.rect.center)
        by_score = next(
            b for v, b in options.rows["match_winner"].buttons if v is MatchWinner.SCORE
        )
        click(app, by_score.rect.center)
        # The sentence under each row follows the choice.
        assert any(tr("rules.pool_out.end_at_once.about") in t for t in texts(options))
        assert any(tr("rules.match_winner.score.about") in t for t in texts(options))
        assert options.page == 1, "still on the second page"
        click(app, options.page_button.rect.center)
        forty = next(b for v, b in options.rows["initial_meld_points"].buttons if v == 40)
        click(app, forty.rect.center)
        click(app, options.done.rect.center)
        assert app.scene is scene
        custom = [t for t in texts(scene) if tr("rules.diff.end_at_once") in t]
        assert custom and tr("rules.diff.initial_meld_points", points=40) in custom[0]
        click(app, scene.start_button.rect.center)
        rules = app.scene.controller.rules
        assert rules.pool_out is PoolOut.END_AT_ONCE
        assert rules.match_winner is MatchWinner.SCORE
        assert rules.initial_meld_points == 40


def test_official_rules_keep_the_seats_and_their_box():
    with running_app() as app:
        custom = RuleSet.xp(players=5, pool_out="end_at_once", joker_penalty=50)
        chosen = []
        app.push(RuleOptionsScene(app, custom, chosen.append))
        steps(app)
        assert len(app.scene.pages) == 1, "1280x800: one page"
        click(app, app.scene.official.rect.center)
        click(app, app.scene.done.rect.center)
        assert chosen == [RuleSet.xp(players=5)]


def test_the_differences_are_listed_in_every_language():
    rules = EVERY_OPTION_CHANGED
    try:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            assert rule_differences(RuleSet.xp(players=6, rounds=2)) == [], "seats and rounds"
            listed = rule_differences(rules)
            assert len(listed) == 8
            assert listed[0] == tr("rules.diff.initial_meld_points", points=40)
            assert listed[4] == tr("rules.diff.penalty_tiles.one", count=1)
            assert differences_text(rules) == tr("rules.diff.separator").join(listed)
            assert preset_sentence(rules) == tr(
                "rules.preset.custom", differences=differences_text(rules), rounds=2
            )
            assert preset_sentence(RuleSet(players=3)) == tr("rules.preset.official", rounds=3)
            assert rule_differences(RuleSet(penalty_tiles=0)) == [tr("rules.diff.no_penalty_tiles")]
        i18n.set_language("en")
        assert differences_text(
            RuleSet(initial_meld_points=40, joker_penalty=50, pool_out="end_at_once")
        ) == (
            "First play 40 points · A joker left on a rack costs 50 · "
            "Pool empty: the round ends at the first pass"
        )
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 6])
def test_the_rule_book_says_the_chosen_options(players):
    with running_app() as app:
        rules = (
            RuleSet()
            .with_players(players)
            .with_options(pool_out="end_at_once", match_winner="score")
        )
        opponents = tuple(Seat.computer(f"Computer {i}", "easy") for i in range(players - 1))
        app.change_settings(opponents=opponents, rules=rules)
        assert app.settings.rules == rules
        app.push(MenuScene(app))
        steps(app)
        click(app, app.scene.buttons["how_to_play"].rect.center)
        book = app.scene
        words = " ".join(book.page_text(page) for page in book.pages)
        for key_name in ("rules.pool_out.end_at_once.about", "rules.match_winner.score.about"):
            assert tr(key_name) in words
        assert tr("rules.diff.end_at_once") in words
        assert (tr("rules.xp_box") in words) == (players > 4)
