"""The top bar in a crowded window: the turn and the first-play counter get smaller
together, never under the least words a player reads, and the counter says it
shorter when even that has no room; the rules line under the bar takes at most
two lines at a size a player reads, and counts the options it has no room for."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.i18n import tr
from rummikub_desktop.session import MeldProgress
from rummikub_desktop.ui import style
from rummikub_desktop.ui.rules_text import rule_differences
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets import status_bar
from rummikub_desktop.widgets.status_bar import StatusBar
from tests.support.positions import EVERY_OPTION_CHANGED


def test_a_crowded_bar_says_the_counter_shorter_and_never_under_the_least_words():
    pygame.font.init()
    bar = StatusBar(TextCache(1.5))  # the Largest text
    sentence = tr("game.turn_yours")
    right = 510  # 800x600: left of the timer's last seconds and the Menu button
    meld = MeldProgress(points=0, threshold=40)
    counter, turn_size, counter_size = bar._counter_fitted(sentence, meld, right)
    assert counter == tr("game.meld_counter_short", points=0, needed=40)
    assert min(turn_size, counter_size) >= bar.least
    assert round(counter_size * 1.5) >= style.least_words_px(1.5)
    text = bar.text
    needed = (
        status_bar.LEFT
        + text.font(turn_size, True).size(sentence)[0]
        + status_bar.WORDS_GAP
        + text.font(counter_size, True).size(counter)[0]
        + status_bar.RIGHT_GAP
    )
    assert needed <= right
    roomy = bar._counter_fitted(sentence, meld, 1200)
    full = tr("game.meld_counter", points=0, needed=40)
    assert roomy == (full, status_bar.TURN_SIZE, status_bar.COUNTER_SIZE)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
@pytest.mark.parametrize(("scale", "width"), [(1.0, 560), (1.5, 560), (1.5, 1000)])
def test_the_rules_line_takes_two_lines_and_counts_what_has_no_room(language, scale, width):
    pygame.font.init()
    i18n.set_language(language)
    try:
        bar = StatusBar(TextCache(scale))
        lines, size = bar.rules_lines(EVERY_OPTION_CHANGED, width)
        options = rule_differences(EVERY_OPTION_CHANGED)
        assert 1 <= len(lines) <= status_bar.RULES_LINES
        assert round(size * scale) >= style.least_words_px(scale)
        shown = "".join(lines).replace(" ", "")
        named = [option for option in options if option.replace(" ", "") in shown]
        left = len(options) - len(named)
        assert named == options[: len(named)], "the options in their order, none cut"
        if left:
            more = tr("game.rules_line_more", options="", count=left)
            assert shown.endswith(
                more.split(tr("rules.diff.separator").strip())[-1].replace(" ", "")
            )
        assert all(bar.text.font(size).size(line)[0] <= width for line in lines)
        assert bar.rules_list(EVERY_OPTION_CHANGED) == options
    finally:
        i18n.set_language("en")
