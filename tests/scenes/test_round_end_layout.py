"""The round's end and the look-back read cleanly at 800x600 and 1366x728 with the
Largest text and tiles, in every language (issue 32, rows 5 and 6, and the walk's
findings on them).

Each test draws a real ``RoundEndScene`` frame with the layout recorder on and asks
the referee what lies wrong, and checks that every button shows its words whole
(pygame-gui cuts a button's words that are too wide, which the referee cannot see).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import cache

import pygame
import pytest
from pygame_gui.elements import UIButton

from rummikub_desktop import i18n
from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.app.window import App
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.session import GameController, Phase, Seat, controller_at
from rummikub_desktop.session.coach import coach_job, turn_start
from rummikub_desktop.session.look_back import RoundLookBack, look_back
from rummikub_desktop.ui.interfaces import FinishedRound
from rummikub_desktop.widgets.button_column import WORDS_PADDING
from tests.support.driver import click, steps
from tests.support.screens import SIZE_IDS, SIZES, largest_app
from tests.support.scripts import load

LANGUAGES = list(i18n.LANGUAGES)


@cache
def _missed_turns(count: int) -> tuple[RoundLookBack, ...]:
    """The person's look back with ``count`` turns where 3 more tiles could be laid
    (a real finding of the coach, so that Show me plays it)."""
    controller = controller_at(
        [Seat.person("Ann"), Seat.person("Bea")],
        ["R5 R6 R7 B1 K9", "O1 O2"],
        ["B7 B8 B9"],
        melded=[True, True],
    )
    start = turn_start(controller)
    assert start is not None
    finding = coach_job(start, 0)()
    assert finding is not None
    return (look_back(0, 1, [replace(finding, turn=2 * t + 26) for t in range(count)]),)


@cache
def _pool_out() -> GameController:
    """Two players drew until the pool ran out (as the walk's short round ends): long
    racks, the longest sentence of who won. Made once: the screens only read it."""
    controller = controller_at(
        [Seat.person("You"), Seat.person("Computer")],
        ["R1 R2 R4 R6 K1 K2 K3 K5", "K4 K11 K13 R3 R8 R9 B3 B9"],
        ["R10 R11 R12"],
        melded=[True, True],
    )
    while controller.round_result is None:
        if controller.phase is Phase.HANDOVER:
            controller.acknowledge_handover()
        else:
            assert controller.draw_tile().ok
    return controller


@contextmanager
def round_end(size: tuple[int, int], language: str, players: int) -> Iterator[App]:
    """The round's end at ``size`` in ``language``, Largest, the recorder on: two
    players after the pool ran out (6 missed turns), or six (8 missed turns)."""
    with largest_app(size, language) as app:
        if players == 2:
            game = FinishedRound(_pool_out(), _missed_turns(6))
        else:
            game = FinishedRound(load("bench_table_sizes").six_players_one_out(), _missed_turns(8))
        app.recorder = Recorder()
        app.reset_to(RoundEndScene(app, game))
        steps(app, 3)
        yield app


def findings(app: App, since: int = 0) -> list[str]:
    """What the referee found (after its first ``since`` findings), and each button
    whose words pygame-gui cuts."""
    assert app.recorder is not None
    found = [
        f"{finding.kind.value}: {finding.sentence}" for _, finding in app.recorder.findings[since:]
    ]
    for element in app.manager.get_sprite_group().sprites():
        if isinstance(element, UIButton) and element.visible and element.text:
            width = element.font.size(element.text)[0]
            if width > element.rect.width - WORDS_PADDING:
                found.append(f"a button cuts its words: {element.text!r} ({width} px wide)")
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    ("size", "players"),
    [(SIZES[0], 2), (SIZES[1], 2), (SIZES[1], 6)],
    ids=[f"{SIZE_IDS[0]}-2", f"{SIZE_IDS[1]}-2", f"{SIZE_IDS[1]}-6"],
)
def test_the_round_end_shows_every_sentence_and_button_whole(language, size, players):
    """The walk at 800x600: "Your round, looked back o", and the coach's summary
    ("In a…") hidden behind the Score sheet button (issue 32 row 6, still there at
    that size). Every sentence and button reads whole, nothing over anything; the
    summary on lines of its own above the buttons."""
    with round_end(size, language, players) as app:
        scene = app.scene
        assert isinstance(scene, RoundEndScene)
        assert scene.look_button is not None and scene.summary_places()
        buttons = [b.rect for b in (scene.look_button, scene.page_button, scene.sheet_button) if b]
        top = min(rect.top for rect in buttons)
        assert all(place.bottom <= top for _, place in scene.summary_places())
        assert findings(app) == []
        if scene.page_button is not None:
            click(app, scene.page_button.rect.center)
            steps(app, 2)
            assert findings(app) == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_look_back_lies_on_a_shade_and_nothing_of_its_own_overlaps(language, size):
    """The walk: the look-back's panel lay over the round end's sentence and tiles
    (hidden under a panel, words over words and over tiles), a Show me button over
    "The pool is empty and nobody could play." It lies on a shade, as a window over
    the screen; its list, each page, and a turn shown again with Show me (the table
    as it was, each step, the end) draw nothing over anything and no word cut."""
    with round_end(size, language, 2) as app:
        scene = app.scene
        assert isinstance(scene, RoundEndScene) and scene.look_button is not None
        assert app.recorder is not None
        opened = len(app.recorder.findings)  # the round end's own are the other test's
        click(app, scene.look_button.rect.center)
        steps(app, 2)
        panel = scene.panel
        assert panel is not None
        assert findings(app, opened) == []
        if panel.page_button is not None:
            click(app, panel.page_button.rect.center)
            steps(app, 2)
            assert findings(app, opened) == []
            click(app, panel.page_button.rect.center)
        show = next(iter(panel.show_buttons))
        click(app, show.rect.center)
        assert panel.showing is not None
        while not panel.showing.finished:
            click(app, panel.rect.center)
            steps(app, 2)
        assert findings(app, opened) == []
        pygame.event.clear()


def test_a_page_of_one_player_names_one_player():
    """A last page with one player on it said "Players 5 to 5" (第5到5位玩家)."""
    from rummikub_desktop.i18n import tr

    with round_end(SIZES[1], "en", 6) as app:
        scene = app.scene
        assert isinstance(scene, RoundEndScene)
        scene.room.per_page = 5
        scene.room.page = 0
        assert scene.room.page_words() == tr("round.other_player", number=6) == "Player 6"
        scene.room.page = 1
        assert scene.room.page_words() == tr("round.other_players", first=1, last=5)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_score_sheets_first_column_keeps_the_tables_size(language, monkeypatch):
    """The walk at 800x600: "Rounds won" stood in tiny letters (the first column held
    to 22% of the table) beside two players' wide columns. With room to spare in the
    players' columns, the first column's words are as big as the table's."""
    from rummikub_desktop.i18n import tr
    from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
    from rummikub_desktop.ui.text import TextCache

    with largest_app(SIZES[1], language) as app:
        app.reset_to(ScoreSheetScene(app, FinishedRound(_pool_out(), ())))
        steps(app, 2)
        scene = app.scene
        assert isinstance(scene, ScoreSheetScene)
        layout = scene.sheet_layout(*app.screen.get_size())
        assert scene.names_fit(layout)
        sizes: dict[str, int] = {}
        real = TextCache.render

        def spy(self, text, size, *args, **kwargs):
            sizes[text] = size
            return real(self, text, size, *args, **kwargs)

        monkeypatch.setattr(TextCache, "render", spy)
        scene.draw(app.screen)
        for words in (tr("sheet.rounds_won"), tr("sheet.total"), tr("sheet.round", number=1)):
            assert sizes[words] == layout.cell_size, (words, sizes[words], layout.cell_size)
