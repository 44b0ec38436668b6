"""The top bar in a crowded window: the turn and the first-play counter get smaller
together, so the counter is never left as a whisper beside big words."""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets import status_bar
from rummikub_desktop.widgets.status_bar import StatusBar


def test_the_turn_and_the_counter_shrink_together_until_both_fit():
    pygame.font.init()
    bar = StatusBar(TextCache(1.5))  # the Largest text
    sentence = tr("game.turn_yours")
    counter = tr("game.meld_counter", points=0, needed=40)
    right = 510  # 800x600: left of the timer's last seconds and the Menu button
    turn_size, counter_size = bar._sizes_side_by_side(sentence, counter, right)
    assert turn_size - counter_size == status_bar.TURN_SIZE - status_bar.COUNTER_SIZE
    assert counter_size > status_bar.SMALLEST_COUNTER
    text = bar.text
    needed = (
        status_bar.LEFT
        + text.font(turn_size, True).size(sentence)[0]
        + status_bar.WORDS_GAP
        + text.font(counter_size, True).size(counter)[0]
        + status_bar.RIGHT_GAP
    )
    assert needed <= right
    roomy = bar._sizes_side_by_side(sentence, counter, 1200)
    assert roomy == (status_bar.TURN_SIZE, status_bar.COUNTER_SIZE)
