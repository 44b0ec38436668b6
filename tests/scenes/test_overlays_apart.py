"""The coach's line, Show me and the draw for who starts lie over no tile and keep
their words in their panels (issue 32: what the whole-game walk's referee found).

The layout referee (:mod:`rummikub_desktop.ui.referee`) judges real GameScene
frames, drawn with the recorder on, in each language at 800x600 and 1366x728 with
the Largest text and tiles; each test reads what it finds of the part it mends.
"""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.scenes.game import GameScene
from tests.support.driver import press_button, steps, until
from tests.support.screens import SIZE_IDS, SIZES, largest_app

LANGUAGES = list(i18n.LANGUAGES)
SMALL, LAPTOP = SIZES[1], SIZES[0]
SPREAD = [
    pytest.param("en", SMALL, id="en-800x600"),
    pytest.param("zh-Hans", SMALL, id="zh-Hans-800x600"),
    pytest.param("zh-Hant", LAPTOP, id="zh-Hant-1366x728"),
]
"""The slower tests run where the walk found the faults (800x600) and once at the
laptop's size, each language once (the suite keeps to its four minutes)."""


def findings_of(app, owner: str) -> list[str]:
    """The referee's findings about ``owner`` in every frame drawn so far (one more
    is drawn now)."""
    recorder = app.recorder
    assert recorder is not None
    app.invalidate()
    app.step()
    return [f.sentence for _, f in recorder.findings if owner in f.owners]


def a_crowded_weaker_turn():
    """The player could have laid more on a table whose bottom row holds sets: the
    line along the table's bottom would lie over them."""
    from rummikub_desktop.ai import Level
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.session import Seat, controller_at

    return controller_at(
        [Seat.person("Ann"), Seat.computer("Bot", Level.EASY)],
        ["R5 R6 R7 K9 O9 B1 K2 O12", "O1 O2"],
        ["B6 B7 B8 B9", "K10 K11 K12", "R1 B1 O1", "O5 O6 O7 O8", "K4 R4 B4"],
        melded=[True, True],
        draws="O4 O3 K6",
        # A rule option of its own, as the walk's game: the rules line takes the
        # table's top (the line got half the table's height and its words ran out).
        rules=RuleSet(players=2, initial_meld_points=0),
    )


@pytest.mark.parametrize(("language", "size"), SPREAD)
def test_the_coachs_line_covers_no_tile_and_keeps_its_words(language, size):
    """The walk: the line after a draw lay over the table's tiles (308 findings), its
    words ran out of it at 800x600 (one or two words a line) over the message and
    the rack. Its words fit it, and it covers no tile: in a free place, or on a
    shade (a deliberate overlay) while the game waits for the answer."""
    with largest_app(size, language) as app:
        app.recorder = Recorder()
        scene = GameScene(app, a_crowded_weaker_turn())
        app.reset_to(scene)
        steps(app, 2)
        press_button(app, scene, "draw")
        until(app, lambda: scene.overlays.coach.finding is not None, limit=3000)
        steps(app, 2)
        assert scene.overlays.coach.show_button is not None
        found = findings_of(app, "CoachOverlay")
        assert not found, "\n".join(found)
        placed = scene.overlays.coach.place(scene.frame())
        assert placed.panel.contains(scene.overlays.coach.show_button.rect)
        assert placed.panel.contains(scene.overlays.coach.later_button.rect)
        if not placed.shaded:
            clear = scene._link.kept_clear(scene.frame())
            assert placed.panel.collidelist(clear) < 0
        # The game goes on (or the answer is given) and still nothing lies wrong.
        pygame.mouse.set_pos(scene.room.layout.side.center)
        for _ in range(12):
            steps(app, 3)
            found = findings_of(app, "CoachOverlay")
            assert not found, "\n".join(found)


@pytest.mark.parametrize(("language", "size"), SPREAD)
def test_show_mes_words_hide_no_tile_and_its_button_keeps_its_words(language, size):
    """The walk: Show me's sentence ("That is the play you could...") lay over the
    rack's tiles (89 findings: its panel, the rack's own size, was taken for the
    rack's), and at 800x600 "Back to the game" lost its last letter. Each of its
    frames, tile by tile, shows nothing over anything; the button fits its words."""
    from rummikub_desktop.i18n import tr
    from rummikub_desktop.session import Phase, Speed
    from rummikub_desktop.widgets.button_column import WORDS_AIR, words_width
    from tests.support.coach import _weaker_position

    with largest_app(size, language, animation_speed=Speed.INSTANT) as app:
        app.recorder = Recorder()
        scene = GameScene(app, _weaker_position())
        app.reset_to(scene)
        steps(app, 2)
        press_button(app, scene, "draw")
        until(app, lambda: scene.overlays.coach.finding is not None, limit=3000)
        until(app, lambda: scene.controller.phase is Phase.HUMAN_TURN, limit=3000)
        steps(app, 2)
        from tests.support.driver import click

        click(app, scene.overlays.coach.show_button.rect.center)
        shown = scene.overlays.coach.shown
        assert shown.showing and shown.back_button is not None
        for _ in range(12):
            found = findings_of(app, "ShowMe")
            assert not found, "\n".join(found)
            if shown.ended:
                break
            click(app, scene.room.layout.table.center)
            steps(app, 4)
        assert shown.ended
        font = app.manager.get_theme().get_font(["button"])
        needed = words_width(font, tr("coach.back_to_game")) - WORDS_AIR
        assert shown.back_button.rect.width >= needed


def a_new_game(players: int):
    """A new game's draw for who starts: two players with rule options of their own
    (the walk's short round: the rules line takes the table's top), or four whose
    draw has a second round (issue 32 row 7)."""
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.i18n import tr
    from rummikub_desktop.session import first_draws_of, new_controller
    from tests.support.fakes import drawing_players

    names = [tr("newgame.default_you")] + [
        tr("newgame.default_computer", number=n) for n in range(2, players + 1)
    ]
    if players == 2:
        rules = RuleSet(players=2, rack_size=3, initial_meld_points=0, tile_copies=1, jokers=0)
    else:
        rules = RuleSet(players=players)
    controller = new_controller(
        names, ["human"] + ["easy"] * (players - 1), rules, seed=0, players=drawing_players
    )
    assert len(first_draws_of(controller.match.round)) == (1 if players == 2 else 2)
    return controller


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_draw_for_who_starts_fits_the_table_or_lies_on_a_shade(players, language, size):
    """The walk: at 800x600 the draw's panel (18, 91, 534, 313) hid the rules line's
    words and the rack's tiles and reached past the table (8, 110, 554, 274). It
    fits the table (its tiles, then its words smaller), or, where the table is too
    short even so, lies on a shade over the whole screen, as a dialog does."""
    with largest_app(size, language) as app:
        app.recorder = Recorder()
        scene = GameScene(app, a_new_game(players), first_draw=True)
        app.reset_to(scene)
        steps(app, 2)
        overlay = scene.overlays.own.first_draw
        assert overlay.waiting
        found = findings_of(app, "FirstDrawOverlay")
        assert not found, "\n".join(found)
        places = overlay.places(scene.frame())
        if not places.shaded:
            assert scene.room.layout.table.contains(places.panel)
        assert min(rect.height for _, rect, _ in places.tiles) >= 44
