"""Help with a real table (issue 33), driven with real pygame events.

The player enters a rack and a table with the picker (mouse and keys), gets the
best play, steps through it, tries it on the table and puts the table back; the
table is kept between starts; the picker refuses a third copy and a broken set
with their sentences; a kept file that cannot be read is set aside and said.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.engine import parse_tile, parse_tiles
from rummikub_desktop.i18n import tile_name, tr
from rummikub_desktop.persistence import AppPaths
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.helper_overlay import TILES, HelperOverlay, Page
from rummikub_desktop.session.table_helper import HelperBox, HelperTable
from rummikub_desktop.table import Cell
from rummikub_desktop.ui.interfaces import AppHooks
from tests.support.driver import cell_center, click, drag, key, rack_tile_center, steps
from tests.support.table_helper import open_helper, press, tap

SIZE = (1280, 800)
CLASSIC, XP = HelperBox.CLASSIC, HelperBox.XP


@contextmanager
def app_with(hooks: AppHooks, size: tuple[int, int] = SIZE) -> Iterator[App]:
    app = App(size=size, hooks=hooks, fast=True)
    pygame.event.clear()
    try:
        yield app
    finally:
        app.close()


def tiles(text: str) -> tuple:
    return tuple(parse_tiles(text))


def test_a_rack_and_a_table_entered_with_the_mouse_and_the_keys():
    with app_with(AppHooks()) as app:
        scene, helper = open_helper(app)
        assert helper.page is Page.RACK
        for code in ("R10", "R11", "R12", "K1", "K1"):
            tap(app, scene, helper, code)
        tap(app, scene, helper, "K1", button=3)  # one taken away again
        # The keys: the frame starts on black 1; Right twice, Down once: red 3.
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN)
        assert helper.entered.rack == tiles("K1 R3 R10 R11 R12")
        assert helper.sentence == tr("helper.rack_count.other", count=5)
        press(app, helper, "the_table")
        press(app, helper, "new_set")
        for code in ("B7", "B5", "B6"):
            tap(app, scene, helper, code)
        assert helper.sentence.startswith(tr("helper.is_run", tiles="")[:5])
        press(app, helper, "set_done")
        assert helper.entered.sets == (tiles("B5 B6 B7"),)
        # A set tapped is opened again, and fixed.
        drawn = helper.table_page.drawn_sets(helper.current.entry_places(scene.room.layout))
        box = drawn.boxes[0]
        assert box is not None
        click(app, box.center)
        assert helper.table_page.building == list(tiles("B5 B6 B7"))
        tap(app, scene, helper, "B8")
        press(app, helper, "set_done")
        assert helper.entered.sets == (tiles("B5 B6 B7 B8"),)


def test_a_third_copy_and_a_broken_set_are_refused_with_their_sentences():
    with app_with(AppHooks()) as app:
        scene, helper = open_helper(app)
        tap(app, scene, helper, "O4")
        tap(app, scene, helper, "O4")
        tap(app, scene, helper, "O4")
        assert helper.entered.rack == tiles("O4 O4")
        assert helper.sentence == tr(
            "helper.box_holds.other", count=2, tile=tr("colour.orange") + " 4"
        )
        press(app, helper, "the_table")
        press(app, helper, "new_set")
        tap(app, scene, helper, "O4")  # both are on the rack already: the table has none left
        assert helper.table_page.building == []
        for code in ("R8", "R8", "B8"):
            tap(app, scene, helper, code)
        press(app, helper, "set_done")
        why = tr("problem.group_colour_twice", tile=tr("colour.red") + " 8")
        assert helper.sentence == tr("helper.set_not_kept", why=why)
        assert helper.entered.sets == ()
        assert helper.table_page.building is not None  # still open, to be fixed


def wait_for_answer(app: App, helper: HelperOverlay) -> None:
    deadline = time.monotonic() + 60
    while helper.page is not Page.ANSWER:
        assert time.monotonic() < deadline, helper.sentence
        app.step()
        time.sleep(0.01)


@pytest.mark.fresh_computer_process  # it sees the computer thinking while its worker starts
def test_the_best_play_stepped_through_tried_and_the_table_put_back(tmp_path):
    hooks, _ = make_app_hooks(AppPaths.under(tmp_path))
    with app_with(hooks) as app:
        scene, helper = open_helper(app)
        for code in ("R10", "R11", "R12", "K1"):
            tap(app, scene, helper, code)
        press(app, helper, "the_table")
        press(app, helper, "new_set")
        for code in ("B5", "B6", "B7"):
            tap(app, scene, helper, code)
        press(app, helper, "set_done")
        press(app, helper, "best_play")
        assert helper.thinking
        # The window keeps answering while the computer thinks: the keys move the frame.
        focus = helper.picker.focus
        key(app, pygame.K_RIGHT)
        assert helper.picker.focus == focus + 1
        wait_for_answer(app, helper)
        answer = helper.answer
        assert answer is not None
        assert set(answer.laid) >= set(tiles("R10 R11 R12"))
        assert helper.answer_page.step == 0 and helper.answer_page.step_sentence()
        last = helper.answer_page.last_step()
        for _ in range(last):
            press(app, helper, "next")
        assert helper.answer_page.step == last
        assert helper.answer_page.step_sentence() == tr(
            "helper.play_done.one" if len(answer.laid) == 1 else "helper.play_done.other",
            count=len(answer.laid),
        )
        key(app, pygame.K_LEFT)
        assert helper.answer_page.step == max(0, last - 1)
        # Try it on the table: a rack tile moved onto the table, then put back.
        press(app, helper, "try")
        assert helper.page is Page.PLAY
        controller = scene.controller
        table_before = controller.table.tile_sets()
        tile_id = controller.rack.slots[0]
        assert tile_id is not None
        steps(app, 2)
        drag(app, rack_tile_center(scene, tile_id), cell_center(scene, _free_cell(scene)))
        assert scene.controller.table.tile_sets() != table_before
        press(app, helper, "start_again")
        assert scene.controller.table.tile_sets() == table_before
        assert len(scene.controller.rack.tiles) == len(helper.entered.rack)


def _free_cell(scene: GameScene) -> Cell:
    """A cell of the table's third row, free on a small table."""
    return Cell(2, 2)


def test_the_table_is_kept_between_starts_and_new_table_clears_it(tmp_path):
    paths = AppPaths.under(tmp_path)
    hooks, _ = make_app_hooks(paths)
    with app_with(hooks) as app:
        scene, helper = open_helper(app)
        for code in ("K9", "J"):
            tap(app, scene, helper, code)
        press(app, helper, "first_play")
        press(app, helper, "the_table")
        press(app, helper, "new_set")
        for code in ("O1", "O2", "O3"):
            tap(app, scene, helper, code)
        press(app, helper, "set_done")
        entered = helper.entered
    assert entered == HelperTable(tiles("K9 J"), (tiles("O1 O2 O3"),), True, CLASSIC)
    hooks, _ = make_app_hooks(paths)
    with app_with(hooks) as app:
        scene, helper = open_helper(app)
        assert helper.entered == entered
        assert [tuple(s) for s in scene.controller.table.tile_sets()] == [tiles("O1 O2 O3")]
        press(app, helper, "new_table")
        assert helper.entered == entered  # asked first
        press(app, helper, "new_table")
        assert helper.entered == HelperTable(box=CLASSIC)
    hooks, _ = make_app_hooks(paths)
    with app_with(hooks) as app:
        _, helper = open_helper(app)
        assert helper.entered == HelperTable(box=CLASSIC)


def test_a_kept_file_that_cannot_be_read_is_set_aside_and_the_helper_starts_empty(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.helper_table_file.write_text('{"kind": "helper_table", "data": [', encoding="utf-8")
    hooks, _ = make_app_hooks(paths)
    with app_with(hooks) as app:
        scene, helper = open_helper(app)
        assert helper.entered == HelperTable(box=CLASSIC)
        assert helper.sentence.startswith(tr("files.not_read.helper_table", why="")[:10])
        assert helper.sentence in helper.shown_sentences(scene.frame())
    aside = [p for p in paths.data_dir.iterdir() if p.name != "helper-table.json"]
    assert aside and not paths.helper_table_file.exists()


def test_each_step_and_each_refusal_is_read_aloud(tmp_path):
    from tests.support.reading import ListeningSpeaker

    entered = HelperTable(tiles("R9 R10 O4 O5"), (tiles("K8 R8 O8 B8"), tiles("O1 O2 O3")), True)
    hooks = AppHooks(load_helper_table=lambda: (entered, None))
    with app_with(hooks) as app:
        speaker = ListeningSpeaker()
        app.speaker = speaker
        scene, helper = open_helper(app)
        steps(app, 3)
        assert tr("helper.rack_heading") in speaker.heard()
        tap(app, scene, helper, "O5")
        tap(app, scene, helper, "O5")  # a third: refused, and the refusal is read
        steps(app, 3)
        refusal = tr("helper.box_holds.other", count=2, tile=tr("colour.orange") + " 4")
        assert refusal.replace("4", "5") in speaker.heard()
        tap(app, scene, helper, "O5", button=3)
        press(app, helper, "best_play")
        wait_for_answer(app, helper)
        steps(app, 3)
        for number in range(helper.answer_page.last_step() + 1):
            steps(app, 3)
            assert helper.answer_page.step_sentence() in speaker.heard(), number
            if number < helper.answer_page.last_step():
                press(app, helper, "next")
        assert (
            helper.answer_page.last_step() >= 2
        )  # a red 8 taken off the group, then the rack's tiles


def test_random_taps_and_keys_never_break_the_box_or_keep_a_broken_set():
    import random

    from rummikub_desktop.engine import analyse_set
    from rummikub_desktop.session.table_helper import box_copies

    rng = random.Random(33)
    keys = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN)
    keys += (pygame.K_BACKSPACE, pygame.K_SPACE)
    with app_with(AppHooks(), size=(800, 600)) as app:
        scene, helper = open_helper(app)
        for _ in range(300):
            if helper.page in (Page.ANSWER, Page.PLAY):
                helper.show(Page.RACK)
                steps(app)
            roll = rng.random()
            if roll < 0.5:
                tap(app, scene, helper, rng.choice(TILES).code, button=rng.choice((1, 1, 3)))
            elif roll < 0.8:
                key(app, rng.choice(keys))
            elif helper.buttons:
                name = rng.choice(sorted(set(helper.buttons) - {"best_play", "show_play"}))
                click(app, helper.buttons[name].rect.center)
            counts = helper.entered.counts()
            assert all(n <= box_copies(t) for t, n in counts.items())
            if helper.table_page.building is not None:
                building = Counter(helper.table_page.building)
                assert all(counts[t] + n <= box_copies(t) for t, n in building.items())
            assert all(analyse_set(one) is not None for one in helper.entered.sets)


def _hooks_after_a_game_of(players: int, paths: AppPaths) -> AppHooks:
    hooks, _ = make_app_hooks(paths)
    opponents = (hooks.settings.opponents * players)[: players - 1]
    hooks.settings = hooks.settings.with_changes(opponents=opponents)
    assert hooks.settings.rules.players == players
    return hooks


def test_after_a_game_of_five_the_helper_has_the_xp_box_across_starts(tmp_path):
    """Issue 43: a third red 5 was kept, then every opening said "Something went
    wrong" (the game tried by hand was made from a 2-copy box)."""
    paths = AppPaths.under(tmp_path)
    with app_with(_hooks_after_a_game_of(5, paths)) as app:
        scene, helper = open_helper(app)
        assert helper.entered.box is XP
        assert helper.buttons["box"].text == tr("helper.box_xp")
        for _ in range(3):
            tap(app, scene, helper, "R5")
        assert helper.entered.rack == tiles("R5 R5 R5")
    assert '"box": "xp"' in paths.helper_table_file.read_text(encoding="utf-8")
    for players in (2, 5):  # whatever the last game was, the kept box comes back
        with app_with(_hooks_after_a_game_of(players, paths)) as app:
            scene, helper = open_helper(app)
            assert isinstance(app.scene, GameScene)
            assert helper.entered == HelperTable(tiles("R5 R5 R5"), box=XP)
            press(app, helper, "best_play")
            wait_for_answer(app, helper)
            assert helper.page is Page.ANSWER


def test_the_box_is_a_choice_on_the_first_page(tmp_path):
    with app_with(_hooks_after_a_game_of(4, AppPaths.under(tmp_path))) as app:
        scene, helper = open_helper(app)
        assert helper.entered.box is CLASSIC  # the last game's
        for _ in range(3):
            tap(app, scene, helper, "J")
        assert helper.entered.rack == tiles("J J")  # the usual box holds 2 jokers
        press(app, helper, "box")
        assert helper.entered.box is XP
        assert helper.sentence == tr("helper.box_told_xp")
        tap(app, scene, helper, "J")
        assert helper.entered.rack == tiles("J J J")
        press(app, helper, "box")  # three jokers do not fit in the usual box
        assert helper.entered.box is XP
        assert helper.sentence == tr(
            "helper.box_too_small.other", count=3, tile=tile_name(parse_tile("J"))
        )
        tap(app, scene, helper, "J", button=3)
        press(app, helper, "box")
        assert helper.entered.box is CLASSIC
        assert helper.sentence == tr("helper.box_told_classic")


@pytest.mark.parametrize(
    ("kept", "box"),
    [
        ('"rack": ["R5", "R5", "R5"], "sets": [], "first_play_made": false', XP),
        (
            '"rack": ["R5", "R5", "R5"], "sets": [], "first_play_made": false, "box": "classic"',
            None,
        ),
        ('"rack": ["J", "J", "J", "J", "J"], "sets": [], "first_play_made": false', None),
    ],
    ids=["before the box was kept", "more than its box holds", "more than any box holds"],
)
def test_a_kept_table_is_used_with_its_box_or_set_aside_and_said(tmp_path, kept, box):
    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    document = '{"app": "rummikub-desktop", "kind": "helper_table", "version": 1, '
    paths.helper_table_file.write_text(document + '"data": {' + kept + "}}", encoding="utf-8")
    with app_with(_hooks_after_a_game_of(2, paths)) as app:
        _, helper = open_helper(app)
        assert isinstance(app.scene, GameScene)
        if box is not None:
            assert helper.entered == HelperTable(tiles("R5 R5 R5"), box=box)
            assert helper.sentence == ""
            return
        assert helper.entered == HelperTable(box=CLASSIC)
        assert helper.sentence.startswith(tr("files.not_read.helper_table", why="")[:10])
    aside = [p for p in paths.data_dir.iterdir() if p.name != "helper-table.json"]
    assert aside and not paths.helper_table_file.exists()
