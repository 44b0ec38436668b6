"""Everything the game shows in words is read: the catalogue walked key by key, and
the screens' parts (refusals, the draw for who starts, the nudge, the puzzle's goal,
the score sheet, the menu's notice) handing their sentences to the speaker."""

from __future__ import annotations

import json
from datetime import date

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.engine import RuleSet, parse_tiles
from rummikub_desktop.i18n import tr
from rummikub_desktop.resources import catalogue_path
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.nudge import NUDGE_SECONDS
from rummikub_desktop.session import first_draws_of, new_controller
from rummikub_desktop.ui.narration import first_draw_text, spoken_tiles
from rummikub_desktop.ui.readings import NOT_READ, READ, reading_of
from tests.support.driver import running_app, steps
from tests.support.fakes import drawing_players
from tests.support.reading import ListeningSpeaker


def catalogue_keys(language: str = "en") -> list[str]:
    return list(json.loads(catalogue_path(language).read_text(encoding="utf-8")))


def test_every_sentence_of_the_catalogue_is_read_or_says_why_not():
    keys = catalogue_keys()
    unplaced = []
    for key in keys:
        try:
            reading_of(key)
        except KeyError:
            unplaced.append(key)
    assert not unplaced, f"say where these are read, or why not: {unplaced}"
    # No entry is left over from a key that has gone.
    for prefix in (*READ, *NOT_READ):
        assert any(key.startswith(prefix) for key in keys), prefix
    # What the game says over the table, in a dialog or an overlay is read.
    for key in keys:
        if key.split(".")[0] in ("problem", "outcome", "event") or key.startswith(
            ("game.confirm_", "follow.nudge", "follow.first_draw_title", "coach.more.")
        ):
            assert reading_of(key)[0], key


@pytest.mark.parametrize(
    ("language", "tiles", "said"),
    [
        ("en", "R3 R4 R5", "red 3, 4 and 5"),
        ("en", "R5 B5 K5", "red 5, blue 5 and black 5"),
        ("en", "R7 J R9", "red 7, a joker and red 9"),
        ("en", "O13", "orange 13"),
        ("zh-Hant", "R3 R4 R5", "紅色3、4、5"),
        ("zh-Hans", "R5 B5 K5", "红色5、蓝色5、黑色5"),
    ],
)
def test_tiles_are_read_as_a_person_says_them(language, tiles, said):
    i18n.set_language(language)
    try:
        assert spoken_tiles(parse_tiles(tiles)) == said
    finally:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def listening(app) -> ListeningSpeaker:
    speaker = ListeningSpeaker()
    app.speaker = speaker
    return speaker


def test_every_reason_of_a_refused_done_is_read_with_the_set_it_names():
    from tests.support.refusals import crowded_game, refuse_two_lone_tiles

    with crowded_game((1366, 728)) as (app, scene):
        speaker = listening(app)
        refuse_two_lone_tiles(app, scene)
        steps(app, 2)
        controller = scene.controller
        heard = speaker.heard()
        for item in controller.turn_view.refused_problems:
            (tile,) = [controller.face(i) for i in controller.table.set_of(item.tile_ids[0]).ids]
            reason = i18n.problem_text(item.problem)
            words = tr("speech.refused_set", tiles=spoken_tiles([tile]), reason=reason)
            assert words in heard
            assert words.startswith(f"The set with {spoken_tiles([tile])}: ")
        count = len(speaker.said)
        steps(app, 5)
        assert len(speaker.said) == count, "read once while it shows"


def test_the_draw_for_who_starts_and_the_nudge_are_read():
    with running_app() as app:
        speaker = listening(app)
        controller = new_controller(
            ["Grandma", "Ada", "Ben"],
            ["human", "easy", "easy"],
            RuleSet(players=3),
            seed=4,
            players=drawing_players,
        )
        scene = GameScene(app, controller, first_draw=True)
        app.reset_to(scene)
        steps(app, 2)
        drawn = first_draw_text(controller)
        assert drawn.startswith(tr("follow.first_draw_title"))
        start = controller.match.round.start_seat
        tile = i18n.tile_name(dict(first_draws_of(controller.match.round)[-1])[start])
        assert drawn.endswith(f"Ada drew {tile}, the highest, and starts.")
        assert (drawn, "FirstDrawOverlay") in speaker.said
        scene.overlays.own.first_draw.left = 0.0
        for _ in range(3000):
            steps(app)
            if controller.phase.name == "HUMAN_TURN":
                break
        scene.overlays.own.nudge.idle = NUDGE_SECONDS
        steps(app, 2)
        assert scene.overlays.own.nudge.shown
        assert (tr("follow.nudge"), "NudgeOverlay") in speaker.said


def test_a_puzzles_goal_is_read_as_it_shows():
    from rummikub_desktop.scenes.game.puzzle_overlay import goal_card
    from rummikub_desktop.session.puzzles import PuzzleLevel
    from rummikub_desktop.ui.narration import as_sentence
    from tests.support.puzzles import KeptStatistics, open_puzzle, overlay_of

    with running_app() as app:
        KeptStatistics().attach(app)
        speaker = listening(app)
        scene = open_puzzle(app, PuzzleLevel.ADD, date(2026, 12, 2))
        overlay = overlay_of(scene)
        heard = speaker.heard()
        # The goal's card over the side panel: its level's name, then what it asks.
        for words, _ in goal_card(overlay.puzzle, first=overlay.first):
            assert as_sentence(words) in heard, (words, heard)


def test_the_menus_notice_is_read_once():
    from rummikub_desktop.scenes.menu import MenuScene

    with running_app() as app:
        speaker = listening(app)
        app.reset_to(MenuScene(app, notice=tr("menu.continue_failed")))
        steps(app, 2)
        app._resized((900, 700))
        steps(app, 2)
        notice = tr("menu.continue_failed")
        assert sum(notice in text for text, _ in speaker.said) == 1, speaker.said


def test_with_the_pool_empty_every_sentence_names_pass_as_the_button_does():
    """The pool empty, the button that ends a turn reads Pass: the nudge said (and read)
    "Draw tile" under it, and a Done with nothing laid said "draw a tile"."""
    import dataclasses

    import pygame

    from rummikub_desktop.session import GameController, Seat, SeatKind
    from rummikub_desktop.session.game_position import Position
    from rummikub_desktop.table import RackLayout, box_faces
    from tests.support.driver import key

    seats = [Seat("Grandma", SeatKind.HUMAN), Seat("Ada", SeatKind.COMPUTER, "easy")]
    dealt = Position.of_notation(seats, ["R1 K5 B9", "O2 O7"], ["K9 K10 K11"])
    # Every tile not dealt on Ada's rack: the pool is empty.
    ada = RackLayout.from_list(box_faces(dealt.rules), [*dealt.racks[1].ids, *dealt.pool])
    position = dataclasses.replace(dealt, racks=(dealt.racks[0], ada), pool=())
    with running_app() as app:
        speaker = listening(app)
        controller = GameController(position.seats, position.rules, position=position)
        assert controller.pool_size == 0
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        assert scene.widgets.side.words["draw"][0] == tr("game.pass")
        scene.overlays.own.nudge.idle = NUDGE_SECONDS
        steps(app, 2)
        assert scene.overlays.own.nudge.shown
        assert (tr("follow.nudge_pass"), "NudgeOverlay") in speaker.said
        assert not any(tr("game.draw") in text for text, _ in speaker.said)
        key(app, pygame.K_RETURN)
        steps(app, 2)
        (refused,) = controller.turn_view.refused_problems
        assert i18n.problem_text(refused.problem, pool_empty=True) in speaker.heard()
        assert "Pass" in i18n.problem_text(refused.problem, pool_empty=True)
        assert "draw a tile" not in speaker.heard()
