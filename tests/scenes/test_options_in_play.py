"""The ending options and six seats in play, through the real loop: a round that
ends at the first pass once the pool is empty, the warning before that pass,
the round-end sentence of each ending, the match won by score on the score
sheet, the rules line over the table and six players beside it."""

from __future__ import annotations

import itertools
import re

import pygame
import pygame_gui
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.engine import MatchWinner, RoundEnd, RuleSet
from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.round_end_room import result_sentence
from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
from rummikub_desktop.session import (
    GameController,
    Phase,
    ScoreSheet,
    Speed,
    new_controller,
    play_computer_turn,
)
from rummikub_desktop.ui.rules_text import differences_text, rule_differences
from rummikub_desktop.widgets.rules_dialog import RulesDialog
from tests.support.driver import click, key, post, press_button, running_app, steps, until
from tests.support.fakes import drawing_players, finished_round
from tests.support.positions import EVERY_OPTION_CHANGED, dealt

SIX = ["human", "easy", "easy", "easy", "easy", "easy"]
END_AT_ONCE = RuleSet.xp(players=6, rack_size=20, pool_out="end_at_once")


def the_person_meets_the_empty_pool(rules: RuleSet) -> GameController:
    """Six seats where, every seat drawing, the pool runs out just before the
    person's turn (seat 0): the seat that plays first is as far before the person
    as the pool has tiles."""
    pool = rules.box_size - 6 * rules.rack_size
    names = [f"Seat {i + 1}" for i in range(6)]
    return dealt(SIX, current=-pool % 6, rules=rules, names=names, players=drawing_players)


def draw_until_the_pool_is_empty(app, scene: GameScene) -> None:
    """Every seat draws (the person by the Draw tile button) until the person
    faces the empty pool."""
    controller = scene.controller
    for _ in range(200):
        until(app, lambda: controller.phase is Phase.HUMAN_TURN, limit=3000)
        if controller.pool_size == 0:
            return
        press_button(app, scene, "draw")
    raise AssertionError("the pool never ran out")


def at_the_empty_pool(app, rules: RuleSet) -> GameScene:
    """Six seats (the person first, five computers that draw) at the person's first
    turn with the pool empty."""
    app.change_settings(animation_speed=Speed.INSTANT)
    scene = GameScene(app, the_person_meets_the_empty_pool(rules))
    app.reset_to(scene)
    draw_until_the_pool_is_empty(app, scene)
    return scene


def test_a_round_ends_at_the_first_pass_once_the_pool_is_empty():
    with running_app() as app:
        scene = at_the_empty_pool(app, END_AT_ONCE)
        controller = scene.controller
        steps(app, 2)
        assert scene.widgets.side.words["draw"][0] == tr("game.pass")
        assert controller.turn_view.pass_ends_round
        press_button(app, scene, "draw")
        assert scene.commands.dialog is not None, "passing ends the round: the player is asked"
        assert tr("game.confirm_pass_ends") in scene.commands.dialog.text.html_text
        click(app, scene.commands.dialog.no.rect.center)
        assert scene.commands.dialog is None and controller.round_result is None, (
            "No: nothing happens"
        )
        press_button(app, scene, "draw")
        click(app, scene.commands.dialog.yes.rect.center)
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=200)
        result = controller.round_result
        assert result is not None and result.end is RoundEnd.DRAW_FROM_EMPTY_POOL
        assert sum(result.scores) == 0
        lowest = min(result.totals)
        assert set(result.winners) == {s for s, t in enumerate(result.totals) if t == lowest}
        names = [seat.name for seat in controller.seats]
        sentence = result_sentence(names, result.end, result.winners)
        assert sentence.startswith("The pool is empty, so the round is over.")
        steps(app, 2)
        click(app, app.scene.sheet_button.rect.center)
        assert isinstance(app.scene, ScoreSheetScene)


def test_with_play_on_a_pass_is_not_the_end_and_nothing_is_asked():
    rules = END_AT_ONCE.with_options(pool_out="play_on")
    with running_app() as app:
        scene = at_the_empty_pool(app, rules)
        controller = scene.controller
        assert not controller.turn_view.pass_ends_round
        press_button(app, scene, "draw")
        assert scene.commands.dialog is None
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
        assert controller.round_result.end is RoundEnd.POOL_EXHAUSTED


def test_tiles_laid_before_a_pass_are_mentioned_in_the_question():
    with running_app() as app:
        scene = at_the_empty_pool(app, END_AT_ONCE)
        controller = scene.controller
        from rummikub_desktop.table import Cell

        controller.move_tile_to_table(controller.rack.ids[0], Cell(1, 1))
        press_button(app, scene, "draw")
        assert tr("game.confirm_pass_ends_laid") in scene.commands.dialog.text.html_text
        assert scene.commands.dialog.yes.text == tr("game.confirm_pass_yes")


def test_a_pass_with_tiles_laid_under_play_on_says_pass_not_draw():
    rules = END_AT_ONCE.with_options(pool_out="play_on")
    with running_app() as app:
        scene = at_the_empty_pool(app, rules)
        controller = scene.controller
        from rummikub_desktop.table import Cell

        controller.move_tile_to_table(controller.rack.ids[0], Cell(1, 1))
        press_button(app, scene, "draw")
        assert scene.commands.dialog.text.html_text == tr("game.confirm_pass")
        click(app, scene.commands.dialog.yes.rect.center)
        assert controller.round_result is None, "play goes on"
        assert not controller.turn_view.laid_ids


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_round_end_sentence_of_each_ending(language):
    names = ["Ann", "Ben", "Cy"]
    i18n.set_language(language)
    try:
        together = tr("round.list_separator").join(["Ann", "Cy"])
        expected = {
            (RoundEnd.WENT_OUT, (1,)): tr("round.went_out", name="Ben"),
            (RoundEnd.POOL_EXHAUSTED, (2,)): tr("round.pool_out", name="Cy"),
            (RoundEnd.POOL_EXHAUSTED, (0, 2)): tr("round.pool_out_tie", names=together),
            (RoundEnd.DRAW_FROM_EMPTY_POOL, (2,)): tr("round.pool_empty", name="Cy"),
            (RoundEnd.DRAW_FROM_EMPTY_POOL, (0, 2)): tr("round.pool_empty_tie", names=together),
        }
        for (end, winners), sentence in expected.items():
            assert result_sentence(names, end, winners) == sentence
        sentences = set(expected.values())
        assert len(sentences) == 5, "every ending says its own sentence"
    finally:
        i18n.set_language("en")


def finished_match(rules: RuleSet, seed: int) -> GameController:
    """A whole match of computers that only draw (every round ends with the pool)."""
    controller = new_controller(
        ["Ann", "Ben", "Cy"],
        ["easy"] * 3,
        rules,
        seed=seed,
        speed=Speed.INSTANT,
        players=drawing_players,
    )
    for _ in range(rules.match_rounds):
        for _ in range(2000):
            if controller.round_result is not None:
                break
            play_computer_turn(controller)
        assert controller.round_result is not None
        if controller.match.is_over:
            return controller
        assert controller.next_round().ok
    raise AssertionError("the match never ended")


def seed_where_score_and_rounds_disagree() -> int:
    rules = RuleSet(players=3, rounds=3)
    for seed in range(1, 100):
        match = finished_match(rules, seed).match.with_round_recorded()
        by_score = match.leaders(MatchWinner.SCORE)
        if match.leaders(MatchWinner.ROUNDS) != by_score and len(by_score) == 1:
            return seed
    raise AssertionError("no seed found")


def test_the_score_sheet_names_the_winner_by_the_chosen_rule():
    seed = seed_where_score_and_rounds_disagree()
    for rule in MatchWinner:
        controller = finished_match(RuleSet(players=3, rounds=3, match_winner=rule), seed)
        with running_app() as app:
            app.reset_to(ScoreSheetScene(app, finished_round(controller)))
            steps(app, 2)
            match = controller.match.with_round_recorded()
            sheet = ScoreSheet.of(controller.match)
            assert sheet.match_over and sheet.leaders == tuple(match.leaders(rule))
            winner = controller.seats[sheet.leaders[0]].name
            heading = [e.text for e in app.scene._elements if getattr(e, "text", None)]
            assert tr("sheet.match_winner", names=winner) in heading
            lines = app.scene.sheet_layout(1280, 800).rule_lines
            assert " ".join(lines) == tr(f"rules.match_winner.{rule.value}.about")
            assert app.scene.next_button is None
            if rule is MatchWinner.SCORE:
                assert sheet.totals[sheet.leaders[0]] == max(sheet.totals)
            else:
                assert sheet.rounds_won[sheet.leaders[0]] == max(sheet.rounds_won)


def six_seat_game(rules: RuleSet) -> GameController:
    names = ["Grandma Rose", "Computer 2", "Computer 3", "Grandpa Joe", "Computer 5", "Computer 6"]
    return new_controller(names, SIX, rules, seed=4, speed=Speed.INSTANT, players=drawing_players)


@pytest.mark.parametrize(
    ("size", "text_size"),
    list(itertools.product([(1280, 800), (800, 600)], list(TextSize))),
    ids=lambda value: getattr(value, "value", None) or f"{value[0]}x{value[1]}",
)
def test_six_players_and_the_rules_line_leave_the_tiles_and_buttons_alone(size, text_size):
    rules = RuleSet.xp(players=6, initial_meld_points=40, joker_penalty=50, pool_out="end_at_once")
    with running_app(size=size) as app:
        app.change_settings(text_size=text_size, animation_speed=Speed.INSTANT)
        app.apply_text_size()
        scene = GameScene(app, six_seat_game(rules))
        app.reset_to(scene)
        until(app, lambda: scene.controller.phase is Phase.HUMAN_TURN, limit=500)
        steps(app, 2)
        layout = scene.room.layout
        line = layout.rules_line
        assert line is not None, "the options that differ are shown"
        assert line.bottom <= layout.table.top and not line.colliderect(layout.side)
        assert line.top >= layout.top_bar.bottom
        assert scene.room.table_geometry().grid_rect().top >= line.bottom - 8
        lines, _ = scene.painter.status_bar.rules_lines(rules, line.width)
        assert 1 <= len(lines) <= 2
        shown = "".join(lines).replace(" ", "")
        whole = tr("game.rules_line", options=differences_text(rules)).replace(" ", "")
        # Every option is named, or those that have no room are counted.
        assert shown == whole or re.search(r"and\dmore$", shown)
        panel = scene.painter.players_panel
        entries = [panel.entry_rect(layout.side, seat) for seat in range(6)]
        buttons = [button.rect for button in scene.widgets.buttons.values()]
        assert all(layout.screen.contains(rect) for rect in entries + buttons)
        for entry, button in itertools.product(entries, buttons):
            assert not entry.colliderect(button), "six players and the buttons side by side"
        for a, b in itertools.combinations(buttons, 2):
            assert not a.colliderect(b)
        assert all(rect.height >= 34 for rect in buttons)
        assert max(rect.bottom for rect in buttons) <= layout.rack.bottom


def test_the_rules_line_is_a_button_that_shows_every_option_in_big_words():
    rules = EVERY_OPTION_CHANGED.with_players(6)
    with running_app(size=(800, 600)) as app:
        app.change_settings(text_size=TextSize.LARGEST, animation_speed=Speed.INSTANT)
        app.apply_text_size()
        scene = GameScene(app, six_seat_game(rules))
        app.reset_to(scene)
        until(app, lambda: scene.controller.phase is Phase.HUMAN_TURN, limit=500)
        steps(app, 2)
        line = scene.room.layout.rules_line
        assert line is not None
        lines, size = scene.painter.status_bar.rules_lines(rules, line.width)
        assert len(lines) == 2 and round(size * 1.5) >= 24
        assert line.height <= 2 * scene.painter.text.font(size).get_linesize() + 8
        assert re.search(r"and \d more$", " ".join(lines)), "the options with no room are counted"
        click(app, line.center)
        steps(app, 2)
        dialog = scene.commands.dialog
        assert isinstance(dialog, RulesDialog)
        for option in rule_differences(rules):
            assert option in dialog.markup
        key(app, pygame.K_ESCAPE)
        steps(app, 2)
        assert scene.commands.dialog is None
        assert scene.controller.phase is Phase.HUMAN_TURN, "closing it leaves the turn as it was"
        click(app, line.center)
        steps(app, 2)
        assert isinstance(scene.commands.dialog, RulesDialog)
        post(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.commands.dialog.close)
        steps(app, 2)
        assert scene.commands.dialog is None


def test_the_official_rules_leave_the_table_its_room():
    with running_app() as app:
        scene = GameScene(app, six_seat_game(RuleSet.xp(players=6)))
        app.reset_to(scene)
        steps(app, 2)
        assert scene.room.layout.rules_line is None
        assert scene.room.layout.table.top == scene.room.layout.top_bar.bottom + 8


def test_autoplay_plays_a_six_seat_round(tmp_path):
    """--autoplay --players 6: the levels in turn, the XP box (was 2-4)."""
    from rummikub_desktop.app.launcher import run

    shot = tmp_path / "six.png"
    assert run(["--autoplay", "--seed", "3", "--players", "6", "--screenshot", str(shot)]) == 0
    assert shot.exists()


def test_a_long_rack_in_a_short_row_shows_what_fits_and_how_many_more():
    from rummikub_desktop.scenes.round_end_rows import fit_tiles, tiles_shown

    # Thirty tiles in one short row: readable tiles, as many as fit, then the number.
    size, per_row = fit_tiles(30, 170, 36, 36)
    assert size[1] == 36 and per_row == 170 // (size[0] + 4)
    assert tiles_shown(30, size, per_row, 36, last_row=1) == 1
    assert tiles_shown(30, size, per_row, 36, last_row=0) == 0
    # Few tiles: all of them, made smaller where that is enough.
    assert tiles_shown(4, size, per_row, 36, last_row=1) == 4
    small, across = fit_tiles(12, 400, 100, 64)
    assert small[1] < 64 and across * ((100 + 4) // (small[1] + 4)) >= 12
    # Never smaller than old eyes read at a glance (44 px): the rest are counted.
    least, across = fit_tiles(30, 400, 60, 60)
    assert least[1] == 44 and across == 400 // (least[0] + 4)
    assert tr_count("round.more_tiles", 29) == "and 29 more"
