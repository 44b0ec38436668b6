"""The game screen's message, status bar and players' panel never cover or cut what
the player reads (issue 32, the walk's findings): the layout referee over real
game screens at 800x600 and 1366x728 with the Largest text and tiles."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.frame import MESSAGE_SECONDS
from rummikub_desktop.session import GameController, Phase, Seat
from rummikub_desktop.session.position import controller_at
from tests.support.driver import key, press_button, start_game, steps, until, until_human_turn
from tests.support.referee import largest_app
from tests.support.scripts import load

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


def full_rack_on_a_crowded_table(rules: RuleSet | None = None) -> GameController:
    """The crowded late round (73 tiles in 19 sets) with the person's rack full: 18
    tiles on its two rows, no free row on the table nor on the rack."""
    bench = load("bench_table_sizes")
    seats = [Seat.person("Grandma")] + [Seat.computer(f"Computer {n}", "medium") for n in (1, 2, 3)]
    rack = "R8 R9 B10 K11 O12 O13 J R10 R13 B3 B7 B13 K2 K6 K13 O1 O5 O11"
    table = bench.crowded_table()
    return controller_at(seats, [rack, *bench.RACKS[1:]], table, current=0, rules=rules)


# -- the message ------------------------------------------------------------------


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_a_message_on_a_full_table_and_rack_covers_no_tile(language):
    """800x600, the Largest sizes, no free row anywhere: "Computer 3 drew a tile.",
    a refusal and Hint's long sentence lay over the rack's tiles for 6 s (the walk:
    125 "words over a tile" and 112 "hidden under a panel" with the rack). They take
    the top bar's room while they show, every word of them."""
    with refereed(language, SMALL) as app:
        scene = GameScene(app, full_rack_on_a_crowded_table())
        app.reset_to(scene)
        steps(app, 3)
        name = tr("newgame.default_computer", number=3)
        tiles = tr("tile.name", colour=tr("colour.red"), number="7")
        steps_said = tr("steps.lay_new", n=1, tiles=tiles)
        # Hint's last step: its sentence and the play's steps, longer than the bar holds.
        long = tr("speech.sentence_separator").join((tr("game.hint_laid"), steps_said, steps_said))
        sentences = [tr(key, name=name) for key in ("event.drew", "outcome.table_tile_to_rack")]
        for sentence in [*sentences, long]:
            scene.commands.say(sentence)
            steps(app, 2)
            shown = scene.painter.message_shown(scene.frame())
            pages = scene.painter.message_pages()
            for page in range(1, pages):
                scene.update(MESSAGE_SECONDS)
                steps(app, 1)
                assert scene.frame().message_page == page
                shown += scene.painter.message_shown(scene.frame())
            assert scene.commands.message.text == sentence, (
                "the message shows until its last page is read"
            )
            assert "".join(shown).replace(" ", "") == sentence.replace(" ", "")
        assert pages > 1, "the long one is shown a part at a time"
        scene.update(MESSAGE_SECONDS + 0.1)
        assert not scene.commands.message.text
        assert not findings_of(app, "TablePainter")


def test_a_message_in_the_top_bar_leaves_the_turn_timer_showing():
    """A timed turn: the message that takes the top bar's room ends left of the
    timer, which keeps counting."""
    with refereed("en", SMALL) as app:
        rules = RuleSet(players=4, turn_seconds=120)
        scene = GameScene(app, full_rack_on_a_crowded_table(rules))
        app.reset_to(scene)
        steps(app, 3)
        scene.commands.say(tr("outcome.table_tile_to_rack"))
        steps(app, 2)
        assert app.recorder is not None
        words = [box.text for box in app.recorder.last_boxes if box.kind.value == "words"]
        assert any(":" in text and text[-1].isdigit() for text in words), words
        assert tr("outcome.table_tile_to_rack").split()[0] in " ".join(words)
        assert not findings_of(app, "TablePainter", "StatusBar")


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
@pytest.mark.parametrize("size", [SMALL, LAPTOP], ids=["800x600", "1366x728"])
def test_a_message_keeps_clear_of_an_empty_tables_words(language, size):
    """The walk at 1366x728: "Computer drew a tile." lay over the empty table's
    words ("...and the Enter key work too.") when the coach's line took the table's
    bottom (the search for a free place left those words out). It keeps clear of
    both."""
    from tests.support.fakes import drawing_players

    with refereed(language, size) as app:
        scene = start_game(app, ["human", "easy"], players=drawing_players)
        until_human_turn(app, scene)
        frame = scene.frame()
        assert frame.empty_hint
        table = scene.room.layout.table
        painter = scene.painter
        hint = painter.table_view.empty_hint_place(frame.empty_hint, table)[0]
        # A line along the table's bottom, as the coach's.
        line = pygame.Rect(table.left, table.bottom - 120, table.width, 120)
        said = tr("event.drew", name=tr("newgame.default_computer", number=2))
        frame = dataclasses.replace(frame, message=said, overlaid=((*line,),))
        box, lines = painter.message_box(frame, frame.board.table, frame.board.rack)
        assert lines
        assert not box.colliderect(hint), (box, hint)
        assert not box.colliderect(line), (box, line)
        scene.commands.say(said)
        steps(app, 2)
        assert not findings_of(app, "TablePainter")


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_hints_message_keeps_clear_of_its_places(language):
    """The walk, en 800x600, Hint's step 2: "They make a new set of their own: the
    outlined places show where..." lay over the very places it spoke of, and the
    places over the empty table's words."""
    from tests.support.fakes import drawing_players

    with refereed(language, SMALL) as app:
        seats = [Seat.person("Ann"), Seat.computer("Bot", "easy")]
        racks = ["K13 R13 O13 R1 B5 K2 O7 B9", "O1 O2"]
        controller = controller_at(seats, racks, players=drawing_players)
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        press_button(app, scene, "hint")
        until(app, lambda: scene.overlays.hints.shown is not None, limit=3000)
        press_button(app, scene, "hint")
        steps(app, 2)
        shown = scene.overlays.hints.shown
        assert shown is not None and shown.target_cells
        places = [scene.room.table_geometry().cell_rect(cell) for cell in shown.target_cells]
        box, lines = scene.painter.message_box(
            scene.frame(), scene.room.table_geometry(), scene.room.rack_geometry()
        )
        assert lines
        assert box.collidelist(places) < 0, (box, places)
        assert not scene.frame().empty_hint, "the empty table's words lay under the places"
        assert not findings_of(app, "TablePainter")


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
        until(app, lambda: scene.overlays.own.replay.left_edge is not None, limit=3000)
        steps(app, 3)
        # A replay started and stopped: the screen's widgets are built again at the
        # end of an update, the replay's button with them (the monkey's sweep).
        key(app, pygame.K_r)
        key(app, pygame.K_ESCAPE)
        steps(app, 2)
        assert not findings_of(app, "StatusBar")


def test_the_status_bar_leaves_the_replays_button_its_room_after_a_handover():
    """The referee's sweep, two people and a computer at 800x600: the first frame of
    the second person's turn drew the bar under 重播 (the screen's widgets were built
    again after its frame was made)."""
    with refereed("zh-Hans", SMALL) as app:
        scene = start_game(app, ["human", "easy", "human"], seed=11)
        handed_over = False
        for _ in range(3):
            until(app, lambda: scene.controller.phase in (Phase.HUMAN_TURN, Phase.HANDOVER))
            if scene.controller.phase is Phase.HANDOVER:
                key(app, pygame.K_RETURN)
                handed_over = True
            else:
                press_button(app, scene, "draw")
            steps(app, 2)
        assert handed_over and scene.overlays.own.replay.left_edge is not None
        assert not findings_of(app, "StatusBar")


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_first_play_counter_is_never_cut(language):
    """The walk, the tutorial at 800x600: "First play: 27/30" was cut ("First play:
    27/3") beside "Your turn", left of the wide "Leave the tutorial". Where the two
    have no room side by side at the least words, they stand one over the other."""
    from rummikub_desktop.session.tutorial import Lesson
    from rummikub_desktop.ui.interfaces import SceneName
    from tests.support.driver import lesson

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
        assert scene.painter.players_panel.compact
        assert not findings_of(app, "PlayersPanel")
