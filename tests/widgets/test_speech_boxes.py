"""A refused set's speech box covers no set, no icon and no other box where there is
room, and its pointer runs between their facing edges."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop.widgets.speech_layout import SPEECH_GAP, free_spot, least_covering
from rummikub_desktop.widgets.table_view import pointer_ends

AREA = pygame.Rect(0, 0, 500, 300)
BOX = (160, 80)


def test_under_the_set_when_there_is_room():
    anchor = pygame.Rect(100, 40, 90, 50)
    box = free_spot(BOX, anchor, [(AREA, [anchor])], [])
    assert box is not None and box.top > anchor.bottom and box.left == anchor.left
    start, end = pointer_ends(anchor, box)
    assert start[1] == anchor.bottom and end[1] == box.top


def test_over_the_set_near_the_bottom_and_the_pointer_goes_up():
    anchor = pygame.Rect(100, 230, 90, 50)
    box = free_spot(BOX, anchor, [(AREA, [anchor])], [])
    assert box is not None and box.bottom < anchor.top
    start, end = pointer_ends(anchor, box)
    assert start[1] == anchor.top and end[1] == box.bottom


def test_beside_the_set_when_it_fits_neither_under_nor_over():
    tall = (160, 150)
    anchor = pygame.Rect(100, 100, 90, 60)
    box = free_spot(tall, anchor, [(AREA, [anchor])], [])
    assert box is not None and not box.colliderect(anchor) and box.left >= anchor.right
    start, end = pointer_ends(anchor, box)
    assert start == (anchor.right, start[1]) and end[0] == box.left and start[1] == end[1]


def test_a_box_keeps_off_the_other_sets_and_boxes():
    anchor = pygame.Rect(100, 40, 90, 50)
    under = pygame.Rect(60, 100, 200, 60)
    first = free_spot(BOX, anchor, [(AREA, [anchor, under])], [])
    assert first is not None and not first.colliderect(under)
    second = free_spot(BOX, anchor.move(20, 0), [(AREA, [anchor, under])], [first])
    assert second is not None and not second.colliderect(first)


def test_the_rack_is_used_when_the_table_is_full():
    full = [pygame.Rect(x, y, 90, 60) for x in range(0, 500, 100) for y in range(0, 300, 70)]
    rack = pygame.Rect(0, 320, 500, 150)
    tile = pygame.Rect(10, 330, 40, 60)
    box = free_spot(BOX, full[0], [(AREA, full), (rack, [tile])], [])
    assert box is not None and rack.contains(box) and not box.colliderect(tile)


def test_with_no_room_anywhere_the_box_covers_the_least():
    blocked = [pygame.Rect(0, 0, 500, 140), pygame.Rect(0, 150, 420, 150)]
    assert free_spot(BOX, blocked[0], [(AREA, blocked)], []) is None
    box = least_covering(BOX, AREA, blocked)
    covered = box.clip(blocked[1])
    assert AREA.contains(box) and not box.colliderect(blocked[0])
    assert covered.width == BOX[0] - (AREA.right - blocked[1].right)


rects = st.builds(
    pygame.Rect, st.integers(0, 90), st.integers(0, 50), st.integers(4, 40), st.integers(4, 30)
)


@settings(max_examples=60, deadline=None)
@given(st.lists(rects, max_size=5), st.integers(8, 40), st.integers(8, 30))
def test_a_free_place_is_found_whenever_there_is_one(blocked, width, height):
    area = pygame.Rect(0, 0, 100, 60)
    anchor = blocked[0] if blocked else pygame.Rect(0, 0, 1, 1)
    spot = free_spot((width, height), anchor, [(area, blocked)], [])
    keep_off = [rect.inflate(2 * SPEECH_GAP - 2, 2 * SPEECH_GAP - 2) for rect in blocked]
    every = [
        pygame.Rect(x, y, width, height)
        for x in range(area.width - width + 1)
        for y in range(area.height - height + 1)
    ]
    free = [one for one in every if one.collidelist(keep_off) < 0]
    if spot is None:
        assert not free
    else:
        assert area.contains(spot) and spot.collidelist(keep_off) < 0


def test_with_no_free_place_a_box_covers_others_before_what_it_speaks_of():
    """A table full of sets: the box of a refusal goes over sets it does not speak of
    rather than over the ones it names (its least covering alone took the named ones
    when they were smaller)."""
    from rummikub_desktop.widgets.speech_layout import least_covering_first

    area = pygame.Rect(0, 0, 400, 200)
    named = [pygame.Rect(0, 0, 190, 90)]
    others = [pygame.Rect(210, 0, 190, 95), pygame.Rect(0, 110, 400, 90)]
    spot = least_covering_first((180, 80), [(area, [*named, *others])], named)
    assert area.contains(spot)
    assert spot.collidelist(named) < 0, spot
