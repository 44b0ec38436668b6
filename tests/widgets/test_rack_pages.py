"""A paged rack's geometry and arrows (issue 44), as plain arithmetic and pixels:
the least tile size, the pages, where a slot of another page is seen, the arrows'
counts and a drawn tile's glow on the arrow towards it."""

from __future__ import annotations

import pygame
from hypothesis import given
from hypothesis import strategies as st

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.table import RackLayout, box_faces
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets.geometry import SMALLEST_RACK_FIT, RackGeometry
from rummikub_desktop.widgets.rack_view import RackView, page_counts

FACES = box_faces(RuleSet())
AREA = pygame.Rect(8, 436, 554, 156)
"""The rack's area at 800x600 with the Largest tiles beside a crowded table."""


def rack_of(count: int) -> RackLayout:
    return RackLayout(FACES, tuple(range(count)))


@given(st.integers(min_value=1, max_value=106), st.integers(min_value=0, max_value=9))
def test_every_slot_is_on_one_page_and_seen_at_its_slot_or_its_arrow(count, page):
    rack = RackGeometry.fit(AREA, count + 1, 600, 1.0, page=page)
    assert rack.tile_h >= SMALLEST_RACK_FIT
    assert 0 <= rack.page < rack.pages
    assert rack.total >= count + 1
    for slot in range(count + 1):
        seen = rack.place_of(slot)
        assert AREA.contains(seen)
        if rack.shows(slot):
            assert seen == rack.slot_rect(slot)
            assert rack.slot_at(seen.center) == slot
        else:
            arrow = rack.back_arrow if slot < rack.first else rack.next_arrow
            assert seen == arrow
            assert rack.arrow_at(seen.center) == (-1 if slot < rack.first else 1)


def test_a_rack_that_fits_has_no_pages_and_no_arrows():
    rack = RackGeometry.fit(AREA, 15, 600, 1.0, page=3)
    assert not rack.paged and rack.page == 0
    assert rack.back_arrow is None and rack.next_arrow is None
    assert rack.arrow_at(AREA.center) == 0


def test_the_arrows_count_the_tiles_beyond_and_glow_for_a_tile_just_drawn():
    pygame.init()
    surface = pygame.Surface((800, 600))
    view = RackView(TileArt(), TextCache())
    tiles = rack_of(30)
    rack = RackGeometry.fit(AREA, 31, 600, 1.0)
    assert rack.paged and rack.pages == 2
    assert page_counts(rack, tiles) == (0, rack.capacity, 30 - rack.capacity)
    last = tiles.ids[-1]
    view.draw(surface, tiles, rack, fresh_ids=frozenset({last}))
    arrow = rack.next_arrow
    assert arrow is not None
    glow = arrow.inflate(12, 12)
    assert tuple(surface.get_at((glow.left + 2, arrow.centery)))[:3] == style.theme().fresh
    # The arrow back has nothing beyond it: no glow, no words (only a faint frame).
    back = rack.back_arrow
    assert back is not None
    assert tuple(surface.get_at(back.center))[:3] == style.theme().wood
