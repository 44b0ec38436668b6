"""The game screen's message, status bar and players' panel never cover or cut what
the player reads (issue 32, the walk's findings): the layout referee over real
game screens at 800x600 and 1366x728 with the Largest text and tiles."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Seat
from rummikub_desktop.session.position import controller_at
from tests.app.test_referee_screens import largest_app
from tests.packaging.test_bench_scripts import load
from tests.scenes.driver import press_button, start_game, steps, until, until_human_turn

SMALL = (800, 600)
LAPTOP = (1366, 728)


@contextmanager
def refereed(language: str, size: tuple[int, int]) -> Iterator[App]:
    """The real window with the referee on from its first frame (the text cache and
    the tile painter mark their pictures only from then)."""
    app = largest_app(language, size)
    try:
        app.change_language(language)
        yield app
    finally:
        app.close()
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def findings_of(app: App, *owners: str) -> list[str]:
    """The referee's findings that name one of ``owners``."""
    assert app.recorder is not None
    return [
        finding.sentence
        for _, finding in app.recorder.findings
        if set(finding.owners) & set(owners)
    ]


def full_rack_on_a_crowded_table() -> GameScene:
    """The crowded late round (73 tiles in 19 sets) with the person's rack full: 18
    tiles on its two rows, no free row on the table nor on the rack."""
    bench = load("bench_table_sizes")
    seats = [Seat.person("Grandma")] + [Seat.computer(f"Computer {n}", "medium") for n in (1, 2, 3)]
    rack = "R8 R9 B10 K11 O12 O13 J R10 R13 B3 B7 B13 K2 K6 K13 O1 O5 O11"
    return controller_at(seats, [rack, *bench.RACKS[1:]], bench.crowded_table(), current=0)


# -- the status bar ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "size"), [("en", LAPTOP), ("zh-Hant", SMALL), ("zh-Hans", SMALL)]
)
def test_the_status_bar_is_drawn_once_beside_the_replay_button(language, size):
    """The walk: once "What did the computer do?" came, the bar's words were drawn
    twice in one frame (up to Menu, then again up to the button) and the button lay
    over the first "First play: 0 of 30 points". Drawn once, clear of the button."""
    with refereed(language, size) as app:
        scene = start_game(app, ["human", "easy"], seed=3)
        until_human_turn(app, scene)
        press_button(app, scene, "draw")
        until(app, lambda: scene.own.replay.left_edge is not None, limit=3000)
        steps(app, 3)
        assert not findings_of(app, "StatusBar")


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_first_play_counter_is_never_cut(language):
    """The walk, the tutorial at 800x600: "First play: 27/30" was cut ("First play:
    27/3") beside "Your turn", left of the wide "Leave the tutorial". Where the two
    have no room side by side at the least words, they stand one over the other."""
    from rummikub_desktop.session.tutorial import Lesson
    from rummikub_desktop.ui.interfaces import SceneName
    from tests.scenes.driver import lesson

    with refereed(language, SMALL) as app:
        app.reset_to(SceneName.TUTORIAL)
        steps(app, 2)
        overlay = lesson(app.scene)
        index = next(
            i for i, s in enumerate(overlay.tutorial.steps) if s.lesson is Lesson.FIRST_PLAY
        )
        overlay.restart_at(index)
        steps(app, 3)
        assert app.scene.frame().status.meld is not None
        assert not findings_of(app, "StatusBar")


# -- the players' panel -------------------------------------------------------------


@pytest.mark.parametrize("melded", [False, True])
@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_short_name_is_never_cut_in_the_players_panel(language, melded):
    """The walk, en 800x600: "Computer" was cut to "Compute" beside its tile count
    on a one-line seat. The little tile back gives its room to the name (and to the
    first play's mark)."""
    with refereed(language, SMALL) as app:
        seats = [Seat.person(tr("newgame.default_you")), Seat.computer("Computer", "medium")]
        racks = ["R1 R2 R3 R4 R5 R6 R7 B1 B2 B3 B4 B5 B6 B7", "K1 K2 K3 K4 K5 K6 K7 O1 O2 O3 O4"]
        controller = controller_at(seats, racks, melded=[melded, melded])
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 3)
        assert scene.players_panel.compact
        assert not findings_of(app, "PlayersPanel")
