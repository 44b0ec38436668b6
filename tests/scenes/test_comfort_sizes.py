"""Big tiles first: the Tile size setting, and bigger text that never makes tiles smaller."""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable, Iterator

import pytest

from rummikub_desktop.engine import COLOURS, RuleSet, Tile
from rummikub_desktop.persistence.settings import TextSize, TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.table import TableLayout
from rummikub_desktop.ui import style
from rummikub_desktop.widgets.button_column import fit_words
from rummikub_desktop.widgets.players_panel import COUNT_SIZE, LINE_SIZE, NAME_SIZE, player_line
from tests.support.driver import running_app, steps
from tests.support.ink import ink_height
from tests.support.positions import person_first

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def four_player_game(full_table: bool):
    """A 4-seat game on the person's turn; with ``full_table`` nearly every tile is laid."""
    levels = ["human", "medium", "hard", "expert"]
    names = ["Grandma Rosemary", "Computer 1", "Computer 2", "Computer 3"]
    controller = person_first(levels, names=names, rules=RuleSet(players=4))
    if full_table:
        racks = {i for seat in range(4) for i in controller.rack_of(seat).ids}
        others = sorted(set(range(len(controller.table.faces))) - racks)
        sets = [others[i : i + 4] for i in range(0, len(others), 4)]
        # Test only: lay the pool's tiles straight onto the table layout.
        controller._tiles.ledger.table = TableLayout.from_sets(controller.table.faces, sets)
    return controller


@contextlib.contextmanager
def measuring(size) -> Iterator[Callable[..., dict]]:
    """One window of ``size``; yields ``measure(text_size, tile_size, full_table=False)``:
    the game screen's rack and table tile sizes and its side panel's width with
    those settings (one window for them all: opening one is most of the cost)."""
    with running_app(size=size) as app:

        def measure(text_size, tile_size, full_table=False) -> dict:
            app.change_settings(text_size=text_size, tile_size=tile_size)
            app.apply_appearance()
            scene = GameScene(app, four_player_game(full_table))
            app.reset_to(scene)
            steps(app, 2)
            return {
                "rack": scene.room.rack_geometry().tile_size,
                "table": scene.room.table_geometry().tile_size,
                "side": scene.room.layout.side.width,
            }

        yield measure


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("full_table", [False, True], ids=["fresh", "full"])
def test_bigger_text_never_makes_the_tiles_smaller(size, full_table):
    with measuring(size) as measure_in:
        found_by_tiles = {
            tile_size: {text: measure_in(text, tile_size, full_table) for text in TextSize}
            for tile_size in TileSize
        }
    for tile_size, found in found_by_tiles.items():
        usual = found[TextSize.NORMAL]
        for text, sizes in found.items():
            for part in ("rack", "table"):
                assert sizes[part][1] >= usual[part][1], (tile_size, text, part, sizes, usual)
            assert sizes["side"] == usual["side"], "the side panel wraps its words instead"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_tile_size_is_bigger_than_the_one_before(size):
    with measuring(size) as measure_in:
        heights = [measure_in(TextSize.LARGEST, tiles)["rack"][1] for tiles in TileSize]
        tables = [measure_in(TextSize.NORMAL, tiles)["table"][1] for tiles in TileSize]
    assert heights == sorted(heights) and len(set(heights)) == len(heights), heights
    assert tables == sorted(tables), tables


def test_largest_tiles_have_numerals_at_least_48_px_tall_at_1280x800():
    with running_app(size=(1280, 800)) as app:
        app.change_settings(tile_size=TileSize.LARGEST, text_size=TextSize.LARGEST)
        app.apply_appearance()
        scene = GameScene(app, four_player_game(False))
        app.reset_to(scene)
        steps(app, 2)
        size = scene.room.rack_geometry().tile_size
        shortest = min(
            ink_height(
                app.tile_art.face(Tile(colour, number), size), style.tiles().ink[colour], 0.62
            )
            for colour, number in itertools.product(COLOURS, range(1, 14))
        )
    assert shortest >= 48, (size, shortest)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_side_panel_holds_its_words_at_the_largest_text(size):
    with running_app(size=size) as app:
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_appearance()
        scene = GameScene(app, four_player_game(False))
        app.reset_to(scene)
        steps(app, 2)
        side = scene.room.layout.side
        rects = [button.rect for button in scene.widgets.buttons.values()]
        for rect in rects:
            assert side.contains(rect), "every button inside the side panel"
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), "buttons never overlap"
        for name, (words, wanted) in scene.widgets.side.words.items():
            rect = scene.widgets.buttons[name].rect
            lines, text_size = fit_words(scene.painter.text, words, rect, wanted)
            font = scene.painter.text.font(text_size, bold=True)
            assert len(lines) * font.get_linesize() <= rect.height, (name, lines, rect)
            assert " ".join(lines) == words, "whole words, nothing cut"
            for line in lines:
                assert font.size(line)[0] <= rect.width - 8
            if size != (800, 600):
                assert text_size == 22, f"{name}: the words keep their size, wrapped"
        panel = scene.painter.players_panel
        name_h = scene.painter.text.font(NAME_SIZE, bold=True).get_linesize()
        line_h = scene.painter.text.font(LINE_SIZE).get_linesize()
        count_h = scene.painter.text.font(COUNT_SIZE, bold=True).get_linesize()
        for player in scene.controller.players:
            entry = panel.entry_rect(side, player.seat)
            needed = name_h
            if panel.compact or panel.tight:
                # One line: its words are made to fit its height.
                size = scene.painter.text.size_within(NAME_SIZE, entry.height, bold=True)
                needed = scene.painter.text.font(size, bold=True).get_linesize() - 4
            else:
                lines = len(panel._second_lines(player_line(player), entry.width))
                needed += max(count_h, line_h) + (lines - 1) * line_h
            assert 4 + needed <= entry.height + 4, (player, entry)


def test_button_words_never_show_through_a_dialog():
    from rummikub_desktop.widgets.button_column import is_covered

    with running_app(size=(800, 600)) as app:
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_appearance()
        scene = GameScene(app, four_player_game(False))
        app.reset_to(scene)
        steps(app, 2)
        assert not any(is_covered(button) for button in scene.widgets.buttons.values())
        scene.commands.ask_leave()
        steps(app, 2)
        panel = scene.commands.dialog.panel.rect
        under = [b for b in scene.widgets.buttons.values() if b.rect.colliderect(panel)]
        assert under, "the dialog lies over some of the side panel's buttons"
        assert all(is_covered(button) for button in under)
