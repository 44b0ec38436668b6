"""A refused set's speech box never covers the set it speaks of, and its pointer runs
between their facing edges (it ran through the box when the box went over the set)."""

from __future__ import annotations

import pygame
from hypothesis import given
from hypothesis import strategies as st

from rummikub_desktop.widgets.table_view import pointer_ends, speech_place

AREA = pygame.Rect(0, 0, 500, 300)
BOX = pygame.Rect(0, 0, 160, 80)


def test_under_the_set_when_there_is_room():
    anchor = pygame.Rect(100, 40, 90, 50)
    box = speech_place(BOX, anchor, AREA, [])
    assert box.top > anchor.bottom and box.left == anchor.left
    start, end = pointer_ends(anchor, box)
    assert start[1] == anchor.bottom and end[1] == box.top


def test_over_the_set_near_the_bottom_and_the_pointer_goes_up():
    anchor = pygame.Rect(100, 230, 90, 50)
    box = speech_place(BOX, anchor, AREA, [])
    assert box.bottom < anchor.top
    start, end = pointer_ends(anchor, box)
    assert start[1] == anchor.top and end[1] == box.bottom


def test_beside_the_set_when_it_fits_neither_under_nor_over():
    tall = pygame.Rect(0, 0, 160, 150)
    anchor = pygame.Rect(100, 100, 90, 60)
    box = speech_place(tall, anchor, AREA, [])
    assert not box.colliderect(anchor) and box.left >= anchor.right
    start, end = pointer_ends(anchor, box)
    assert start == (anchor.right, start[1]) and end[0] == box.left and start[1] == end[1]
    at_the_right = pygame.Rect(380, 100, 90, 60)
    box = speech_place(tall, at_the_right, AREA, [])
    assert not box.colliderect(at_the_right) and box.right <= at_the_right.left


def test_a_second_box_keeps_off_the_first():
    anchor = pygame.Rect(100, 40, 90, 50)
    first = speech_place(BOX, anchor, AREA, [])
    second = speech_place(BOX, anchor.move(20, 0), AREA, [first])
    assert not second.colliderect(first)


@given(
    st.integers(0, 440),
    st.integers(0, 250),
    st.integers(20, 200),
    st.integers(30, 120),
)
def test_a_box_stays_on_the_table_and_off_its_set_where_there_is_room(x, y, width, height):
    anchor = pygame.Rect(x, y, 60, 50).clamp(AREA)
    box = speech_place(pygame.Rect(0, 0, width, height), anchor, AREA, [])
    assert AREA.contains(box)
    room_under = AREA.bottom - anchor.bottom > height + 20
    room_over = anchor.top - AREA.top > height + 20
    if room_under or room_over:
        assert not box.colliderect(anchor)
        start, end = pointer_ends(anchor, box)
        # The pointer touches the box only at its edge, never crosses its words.
        inside = box.inflate(-2, -2)
        assert not inside.clipline(start, end)
