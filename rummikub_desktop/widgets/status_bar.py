"""The bar at the top of the game: whose turn, the first-play counter, the timer,
and the "Not saved" mark while the game cannot be saved; under it, small, the
rule options that differ from the official rules."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.session import MeldProgress, Phase
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_status import FileStatus
from rummikub_desktop.ui.rules_text import differences_text
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.unsaved_mark import UnsavedMark

RULES_SIZES = (18, 16, 14)
"""Sizes tried in turn for the rules line, until it takes at most two lines."""
RULES_PADDING = 6
RULES_LINES = 2
"""The rules line takes at most this many lines (at its smallest size, more)."""

TURN_SIZE = style.TEXT_LARGE
COUNTER_SIZE = style.TEXT_BODY
TIMER_SIZE = style.TEXT_BODY
TIMER_WARNING_SIZE = 24
"""The sizes of the turn, the first-play counter, the timer and its last seconds."""
SMALLEST_TURN = 12
SMALLEST_COUNTER = 10
"""The smallest the turn and the counter are written in a crowded bar."""
COUNTED_SMALL = 12
"""The size the counter and the timer are counted at when the bar says how much room
it needs beside a button (they are written smaller only in a crowded bar)."""
ROUND_UP = 0.999
"""Added to the seconds left before their fraction is cut off: the timer rounds up."""


def whole_seconds(left: float) -> int:
    """The turn timer's seconds as the bar shows them: rounded up."""
    return int(left + ROUND_UP)


SECONDS_PER_MINUTE = 60
LEFT = 16
"""Between the bar's left side and the turn."""
WORDS_GAP = 40
"""Between the turn and the counter, and between the counter and the timer."""
RIGHT_GAP = 20
"""Between the bar's last words (the timer, else the counter) and what is right of
them (the Menu button, the Not saved mark, the timer)."""
WARNING_OUTSET = (16, 8)
"""How far the red box behind the timer's last seconds stands out of them."""
TIMER_GAP = 8
"""Between the timer and the words on its left."""
TURN_ROOM = 56
"""Of the room left of the timer or the Menu button, what the turn leaves free."""
SMALLEST_TURN_ROOM = 120
"""Beside the counter the turn takes half the bar, but never less than this."""


def turn_sentence(phase: Phase, name: str, human_seat_count: int) -> str:
    """ "Your turn, Anna" / "Grandpa is thinking..." / "Pass the computer to Ben":
    the sentence for ``phase`` when the seat on turn is ``name``'s."""
    if phase is Phase.HUMAN_TURN:
        if human_seat_count == 1:
            return tr("game.turn_yours")
        return tr("game.turn_human", name=name)
    if phase is Phase.HANDOVER:
        return tr("game.turn_handover", name=name)
    if phase is Phase.COMPUTER_TURN:
        return tr("game.turn_thinking", name=name)
    if phase is Phase.ANIMATING:
        return tr("game.turn_playing", name=name)
    return tr("game.round_over")


@dataclass(frozen=True, slots=True)
class StatusLine:
    """What the bar says, as plain values.

    Attributes:
        sentence: whose turn it is (:func:`turn_sentence`).
        meld: the first-play counter (None once the first play is made).
        seconds_left: the turn timer's seconds, rounded up (None without a timer).
        running_out: True in the timer's last seconds (written big, in a red box).
    """

    sentence: str
    meld: MeldProgress | None = None
    seconds_left: int | None = None
    running_out: bool = False


class StatusBar:
    """Draws the top bar.

    Args:
        text: the scene's text cache.
        files: what could not be kept (``app.hooks.files``): while the game is
            not saved, a "Not saved" mark stands beside the Menu button.
    """

    def __init__(self, text: TextCache, files: FileStatus | None = None) -> None:
        self.text = text
        self.unsaved = UnsavedMark(text, files)

    def draw(
        self, surface: pygame.Surface, status: StatusLine, area: pygame.Rect, right: int
    ) -> None:
        """Draw the bar; ``right`` is where the Menu button starts."""
        pygame.draw.rect(surface, style.theme().bar, area)
        right = self.unsaved.draw(surface, area, right)
        meld = status.meld
        counter = tr("game.meld_counter", points=meld.points, needed=meld.threshold) if meld else ""
        sentence = status.sentence
        if status.seconds_left is not None:
            # The timer first, at the right: the other words keep to its left. A
            # crowded bar (big words, a small window) shows the time without words.
            seconds = status.seconds_left
            warn = status.running_out
            minutes, rest = seconds // SECONDS_PER_MINUTE, f"{seconds % SECONDS_PER_MINUTE:02d}"
            text = (
                tr("game.timer_warning", seconds=seconds)
                if warn
                else tr("game.timer", minutes=minutes, seconds=rest)
            )
            size = TIMER_WARNING_SIZE if warn else TIMER_SIZE
            needed = sum(
                self.text.font(words_size, True).size(words)[0]
                for words, words_size in (
                    (sentence, TURN_SIZE),
                    (counter, COUNTER_SIZE),
                    (text, size),
                )
            )
            if LEFT + needed + WORDS_GAP + WORDS_GAP + RIGHT_GAP > right:
                text = tr("game.timer_short", minutes=minutes, seconds=rest)
            label = self.text.render(text, size, style.theme().text, bold=True)
            rect = label.get_rect(midright=(right - RIGHT_GAP, area.centery))
            if warn:
                box = rect.inflate(*WARNING_OUTSET)
                pygame.draw.rect(
                    surface, style.theme().warning_box, box, border_radius=style.SMALL_RADIUS
                )
            surface.blit(label, rect)
            right = rect.left - TIMER_GAP
        # Big words in a small window are written smaller, never into the Menu button;
        # beside the first-play counter, the turn takes at most half the bar, and the
        # two get smaller together (not the counter alone, down to a whisper).
        turn_size, counter_size = TURN_SIZE, COUNTER_SIZE
        if counter:
            turn_size, counter_size = self._sizes_side_by_side(sentence, counter, right)
        room = (
            right - TURN_ROOM if not counter else max((right - TURN_ROOM) // 2, SMALLEST_TURN_ROOM)
        )
        turn = self.text.fit(
            sentence, turn_size, room, style.theme().text, True, smallest=SMALLEST_TURN
        )
        surface.blit(turn, (LEFT, area.centery - turn.get_height() // 2))
        x = LEFT + turn.get_width() + WORDS_GAP
        if meld is not None:
            colour = style.theme().valid if meld.reached else style.theme().gold
            room = right - RIGHT_GAP - x
            label = self.text.fit(
                counter, counter_size, room, colour, True, smallest=SMALLEST_COUNTER
            )
            surface.blit(label, (x, area.centery - label.get_height() // 2))

    def room_needed(self, turns: Sequence[str], rules: RuleSet) -> int:
        """How much of the top bar the words need, from its left side: the widest
        of ``turns`` in full, the first-play counter and the timer (when the rules
        time turns) small. What is right of that is free for a button."""
        needs = (
            LEFT
            + max(self.text.font(TURN_SIZE, True).size(words)[0] for words in turns)
            + WORDS_GAP
        )
        points = rules.initial_meld_points
        counter = tr("game.meld_counter", points=points, needed=points)
        needs += self.text.font(COUNTED_SMALL, True).size(counter)[0] + WORDS_GAP
        if rules.turn_seconds is not None:
            timer = tr("game.timer", minutes=0, seconds="00")
            needs += self.text.font(COUNTED_SMALL, True).size(timer)[0] + WORDS_GAP
        return needs

    def _sizes_side_by_side(self, sentence: str, counter: str, right: int) -> tuple[int, int]:
        """The turn's and the counter's sizes, one step smaller each at a time, until
        both fit left of ``right``."""
        turn_size, counter_size = TURN_SIZE, COUNTER_SIZE
        while turn_size > SMALLEST_TURN and counter_size > SMALLEST_COUNTER:
            needed = (
                LEFT
                + self.text.font(turn_size, True).size(sentence)[0]
                + WORDS_GAP
                + self.text.font(counter_size, True).size(counter)[0]
                + RIGHT_GAP
            )
            if needed <= right:
                break
            turn_size, counter_size = turn_size - 1, counter_size - 1
        return turn_size, counter_size

    def rules_lines(self, rules: RuleSet, width: int) -> tuple[list[str], int]:
        """The rules line for a game of ``rules``, broken to ``width``, and its
        size: the options that differ from the official ones ("First play 40
        points · ..."); no lines for the official rules."""
        options = differences_text(rules)
        if not options:
            return [], RULES_SIZES[0]
        sentence = tr("game.rules_line", options=options)
        for size in RULES_SIZES:
            lines = self.text.wrap(sentence, size, width - 2 * RULES_PADDING)
            if len(lines) <= RULES_LINES:
                break
        return lines, size

    def rules_height(self, rules: RuleSet, width: int) -> int:
        """How tall the rules line is (0 for the official rules)."""
        lines, size = self.rules_lines(rules, width)
        if not lines:
            return 0
        return len(lines) * self.text.font(size).get_linesize() + RULES_PADDING

    def draw_rules(self, surface: pygame.Surface, rules: RuleSet, area: pygame.Rect) -> None:
        """Draw the rules line in ``area`` (under the bar, over the table's room)."""
        lines, size = self.rules_lines(rules, area.width)
        self.text.draw_lines(
            surface, lines, (area.left + RULES_PADDING, area.top + 2), size, style.theme().text_soft
        )
