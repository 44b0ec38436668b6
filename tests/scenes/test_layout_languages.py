"""Every screen, in every language, at every text size and window size: the words fit.

For English, 繁體中文 and 简体中文, at a text size (Normal, Large, Largest) in a
window (800x600, 1280x800, 1920x1080), one window shows in
turn the language screen, the menu (with a sentence), Settings, How to play (the
rule book), the tutorial (a step, and its end), New game (four seats, six seats,
the choice of a level), Rule options (every page, every option changed),
Statistics, the game (a refused play with its reasons beside the set, a message,
a question), the pass-and-play screen, the round end and the score sheet; then
six players: the game with the rule options line, the question before a pass
that ends the round, the round end and the score sheet. On each it checks the
text rectangles:

- every label's words fit inside the label (after the scene wrote any too-wide
  words smaller);
- every button's words fit inside the button;
- every widget is inside the window and none overlaps another;
- text boxes never need a scroll bar;
- drawn text (:class:`TextCache`) is never cut to fit (the status bar, the
  players panel, the round end, the score sheet) and every wrapped line fits;
- no words, drawn or in a widget, are under the least a player reads (18 px at
  the Normal text size, 24 px at the Largest: issue 21).

The tests show the hardest of the 27 combinations (:data:`HARD_CASES`);
``python scripts/check_sweeps.py screens`` shows them all, in CI too.
"""

from __future__ import annotations

import time

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.persistence.settings import TextSize
from tests.support.layout_checks import SIZES, check_every_screen, every_case, watching_text

HARD_CASES = [
    *((language, TextSize.LARGEST, (800, 600)) for language in i18n.LANGUAGES),
]
"""What the test suite shows: the Largest text in the smallest window in each
language (where words run out of room first).
``python scripts/check_sweeps.py screens`` shows all 27 (every language, text
size and window); CI runs it after the tests."""


@pytest.mark.parametrize(
    ("language", "text_size", "size"),
    HARD_CASES,
    ids=[f"{lang}-{text.value}-{w}x{h}" for lang, text, (w, h) in HARD_CASES],
)
def test_every_screen_fits(language, text_size, size):
    started = time.perf_counter()
    with watching_text() as problems:
        shown = check_every_screen(language, [(text_size, size)], problems)
    assert not problems.found, "\n".join(problems.found[:40])
    assert shown >= 24, "every screen was shown"
    print(
        f"\n{language} {text_size.value} {size}: {shown} screens in "
        f"{time.perf_counter() - started:.1f} s"
    )


def test_the_sweep_covers_every_language_text_size_and_window():
    cases = every_case()
    assert len(cases) == len(i18n.LANGUAGES) * len(TextSize) * len(SIZES)
    assert set(HARD_CASES) <= set(cases)
