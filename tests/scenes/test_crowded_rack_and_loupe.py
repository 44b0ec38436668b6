"""A crowded rack at 800x600 (issue 44): with 30 tiles on it its tiles fell to 39 px
on three rows beside the table's 40. Its tiles stay at least 48 px whatever it holds;
what does not fit shows a page at a time between two big arrows that say how many
tiles lie beyond them, turned by a click, a tile dragged onto one, Page Up/Down and
the keyboard's frame, read aloud as it turns; sorting works across the pages. The
loupe over the crowded table hid two or three neighbouring sets: it hides none but
the one pointed at."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.commands import ButtonName, PressButton
from rummikub_desktop.session import GameController, Seat, Speed, controller_at
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.rack_view import ARROW_WORDS_INSET

RUNS = [
    " ".join(f"{colour}{n}" for n in range(low, high + 1))
    for colour in "RBKO"
    for low, high in ((1, 4), (5, 8), (9, 13))
]
GROUPS = ["R1 B1 K1", "R2 B2 O2", "R3 K3 O3", "B4 K4 O4", "R5 B5 K5", "R6 B6 O6", "R7 K7 O7"]
"""The issue's crowded table: 73 tiles in 19 sets."""
LEAST = 48
"""The least a rack tile's height gets (issue 44)."""


def the_rest(count: int) -> list[str]:
    """``count`` tiles of the box that the crowded table leaves."""
    used = Counter(" ".join(RUNS + GROUPS).split())
    left = [
        f"{colour}{n}"
        for colour in "RBKO"
        for n in range(1, 14)
        for _ in range(2 - used[f"{colour}{n}"])
    ]
    return [*left, "J", "J"][:count]


def crowded(rack_count: int) -> GameController:
    """The crowded table, ``rack_count`` tiles on the person's rack, two for the computer."""
    tiles = the_rest(rack_count + 2)
    seats = [Seat.person("Grandma"), Seat.computer("Computer", "medium")]
    racks = [" ".join(tiles[:rack_count]), " ".join(tiles[rack_count:])]
    return controller_at(seats, racks, RUNS + GROUPS, current=0)


def on_screen(app: App, controller: GameController) -> GameScene:
    scene = GameScene(app, controller)
    app.reset_to(scene)
    for _ in range(3):
        app.step()
    return scene


def post(app: App, event_type: int, **attributes: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attributes))
    app.step()


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step()


def press_key(app: App, key: int) -> None:
    post(app, pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    post(app, pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def motion(app: App, start: tuple[int, int], end: tuple[int, int], moves: int = 4) -> None:
    """The pointer with the left button held from ``start`` to ``end``."""
    last = start
    for i in range(1, moves + 1):
        point = (
            round(start[0] + (end[0] - start[0]) * i / moves),
            round(start[1] + (end[1] - start[1]) * i / moves),
        )
        rel = (point[0] - last[0], point[1] - last[1])
        post(app, pygame.MOUSEMOTION, pos=point, rel=rel, buttons=(1, 0, 0))
        last = point


def all_accounted(scene: GameScene) -> None:
    """Every rack tile is on the page shown or counted by an arrow."""
    from rummikub_desktop.widgets.rack_view import page_counts

    board = scene.room.board()
    rack = board.rack_tiles
    assert rack is not None
    before, shown, after = page_counts(board.rack, rack)
    assert before + shown + after == len(rack)
    drawn = [t for t in rack.ids if board.rack.shows(rack.slot_of(t))]
    assert len(drawn) == shown
    for tile_id in drawn:
        assert board.rack.area.contains(board.rack.slot_rect(rack.slot_of(tile_id)))


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("count", [22, 30, 33])
def test_rack_tiles_are_at_least_48_px_whatever_the_rack_holds(language, count, largest_window):
    app = largest_window((800, 600), language, animation_speed=Speed.INSTANT)
    scene = on_screen(app, crowded(count))
    rack = scene.room.rack_geometry()
    assert rack.tile_h >= LEAST, f"{count} tiles: {rack.tile_size}"
    all_accounted(scene)
    for arrow in (rack.back_arrow, rack.next_arrow):
        if arrow is not None:
            assert rack.area.contains(arrow)
            assert arrow.width >= 48 and arrow.height >= 2 * LEAST, "big arrows"
            slots = [rack.slot_rect(s) for s in range(rack.first, rack.first + rack.capacity)]
            assert arrow.collidelist(slots) < 0, "no arrow over a slot"
    if rack.paged:
        # The arrow towards the tiles beyond: drawn, with its gold frame.
        arrow = rack.next_arrow
        assert arrow is not None
        edge = (arrow.left + 1, arrow.centery)
        assert tuple(app.screen.get_at(edge))[:3] == style.theme().gold
        # Its words whole at the least a player reads ("mor" was cut in English).
        text = TextCache(app.text_scale)
        font = text.font(style.least_words_size(text.scale), True)
        for line in tr("game.rack_page_arrow", count=88).split("\n"):
            assert font.size(line)[0] <= arrow.width - 2 * ARROW_WORDS_INSET, line


def test_the_arrows_turn_the_page_by_a_click_and_by_the_keys(largest_window):
    app = largest_window((800, 600), "zh-Hant", animation_speed=Speed.INSTANT)
    scene = on_screen(app, crowded(30))
    said: list[str] = []
    app.speaker.say = lambda text, about="": said.append(text)  # type: ignore[method-assign]
    app.recorder = Recorder()
    rack = scene.room.board().rack
    assert rack.paged and rack.page == 0
    assert rack.next_arrow is not None
    click(app, rack.next_arrow.center)
    rack = scene.room.board().rack
    assert rack.page == 1, "the arrow's click turned the page"
    all_accounted(scene)
    assert any("第2" in words for words in said), said
    click(app, rack.next_arrow.center)
    assert scene.room.board().rack.page == 1, "no page past the last"
    press_key(app, pygame.K_PAGEUP)
    assert scene.room.board().rack.page == 0
    press_key(app, pygame.K_PAGEDOWN)
    assert scene.room.board().rack.page == 1
    assert scene.room.board().rack.back_arrow is not None
    click(app, scene.room.board().rack.back_arrow.center)
    assert scene.room.board().rack.page == 0
    # The keyboard's frame: along the rack's first row to its end, then on.
    press_key(app, pygame.K_RIGHT)
    first = scene.input.focus
    assert first is not None and first.slot == 0
    rack = scene.room.board().rack
    for _ in range(rack.capacity):
        press_key(app, pygame.K_RIGHT)
    assert scene.input.focus is not None
    assert scene.input.focus.slot == rack.capacity
    assert scene.room.board().rack.page == 1, "the page follows the frame"
    found = [finding.sentence for _, finding in app.recorder.findings]
    assert not found, "\n".join(found)


def test_a_tile_dragged_onto_the_arrow_turns_the_page_and_lands_there(largest_window):
    app = largest_window((800, 600), "en", animation_speed=Speed.INSTANT)
    scene = on_screen(app, crowded(30))
    rack = scene.room.board().rack
    tiles = scene.controller.rack
    assert tiles is not None and rack.next_arrow is not None
    tile_id = tiles.tile_in(0)
    assert tile_id is not None
    start = rack.slot_rect(0).center
    pygame.mouse.set_pos(start)
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    motion(app, start, rack.next_arrow.center)
    rack = scene.room.board().rack
    assert rack.page == 1, "held over the arrow, the page turned"
    # Staying on the arrow turns no more pages; then to a free slot of page 2.
    motion(app, rack.next_arrow.center, (rack.next_arrow.centerx - 2, rack.next_arrow.top + 5))
    assert scene.room.board().rack.page == 1
    free = next(
        s
        for s in range(rack.first, rack.first + rack.capacity)
        if scene.controller.rack.tile_in(s) is None
    )
    end = rack.slot_rect(free).center
    motion(app, (rack.next_arrow.centerx - 2, rack.next_arrow.top + 5), end)
    post(app, pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step()
    assert scene.controller.rack.slot_of(tile_id) == free, "on the page it was dragged to"
    all_accounted(scene)


def test_sorting_keeps_working_across_the_pages_and_nothing_hides_without_a_sign(largest_window):
    app = largest_window((800, 600), "zh-Hans", animation_speed=Speed.INSTANT)
    scene = on_screen(app, crowded(30))
    scene.commands.apply(PressButton(ButtonName.SORT_NUMBER))
    app.step()
    rack = scene.controller.rack
    assert rack is not None
    by_slot = sorted((rack.slot_of(t), rack.faces[t].number or 99) for t in rack.ids)
    ordered = [number for _, number in by_slot]
    assert ordered == sorted(ordered), "sorted by number, page after page"
    all_accounted(scene)
    board = scene.room.board()
    beyond = [t for t in rack.ids if not board.rack.shows(rack.slot_of(t))]
    assert beyond, "some tiles are on the second page"
    for tile_id in beyond:
        assert board.tile_rect(tile_id) == board.rack.next_arrow, "shown as the arrow"


def hover(app: App, pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    app.step()


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("count", [8, 22, 30])
def test_the_loupe_hides_no_set_but_the_one_pointed_at(language, count, largest_window):
    app = largest_window((800, 600), language, animation_speed=Speed.INSTANT)
    scene = on_screen(app, crowded(count))
    app.recorder = Recorder()
    geometry = scene.room.table_geometry()
    table = scene.controller.table
    assert geometry.tile_h < 48, "a crowded table: small tiles"
    rack_area = scene.room.layout.rack
    for table_set in table.sets():
        middle = geometry.cell_rect(table_set.cells[len(table_set) // 2]).center
        hover(app, middle)
        shown = scene.painter.loupe.shown
        assert shown is not None and shown.ids == table_set.ids
        assert min(rect.h for rect in shown.tiles) >= 64, "big tiles"
        assert geometry.area.contains(shown.box) or rack_area.contains(shown.box)
        sets = scene.painter.table_view.set_rects(scene.frame().picture, geometry)
        hidden = [
            rect for rect in sets if rect.colliderect(shown.box) and not rect.collidepoint(middle)
        ]
        assert not hidden, f"{table_set.ids}: the loupe {shown.box} over {hidden}"
        assert not shown.box.collidepoint(middle), "the set pointed at stays seen"
        rack = scene.room.board().rack
        for arrow in (rack.back_arrow, rack.next_arrow):
            assert arrow is None or not arrow.colliderect(shown.box), "the arrows' words"
    # The layout referee, on every frame drawn: no words under the loupe, nothing cut.
    assert app.recorder.judged >= len(table.sets())
    found = [finding.sentence for _, finding in app.recorder.findings]
    assert not found, "\n".join(found)
