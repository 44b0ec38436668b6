"""The bar at the top of the game: whose turn, the first-play counter, the timer,
and the "Not saved" mark while the game cannot be saved; under it, small, the
rule options that differ from the official rules."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.session import MeldProgress, Phase
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_status import FileStatus
from rummikub_desktop.ui.rules_text import rule_differences
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.unsaved_mark import UnsavedMark

RULES_SIZE = 18
"""The rules line's size (never under the least words a player reads)."""
RULES_PADDING = 6
RULES_LINES = 2
"""The rules line takes at most this many lines: the options that do not fit are
counted ("... and 3 more"), and the whole list is one click away (:meth:`StatusBar.rules_list`)."""
RULES_FRAME = 1
"""The rules line is a button: its frame's width (thicker under the pointer)."""
RULES_FRAME_ROOM = 2 * RULES_FRAME
"""How much narrower and lower than the rules line its frame is (inside it)."""

TURN_SIZE = style.TEXT_LARGE
COUNTER_SIZE = style.TEXT_BODY
TIMER_SIZE = style.TEXT_BODY
TIMER_WARNING_SIZE = 24
"""The sizes of the turn, the first-play counter, the timer and its last seconds."""
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
        self._rules_lines: tuple[object, tuple[list[str], int]] | None = None
        """The last rules line broken to its width, by the rules, width, size and
        language (each frame drawn and each layout asks again)."""

    def words_right(self, status: StatusLine, area: pygame.Rect, right: int) -> int:
        """Where the bar's words end when its buttons start at ``right``: left of the
        Not saved mark and the turn timer, when they show (they stay while the
        screen's message takes the words' room)."""
        right = self.unsaved.left_of(area, right)
        timer = self._timer(status, area, right)
        return right if timer is None else int(timer[1].left) - TIMER_GAP

    def _timer(
        self, status: StatusLine, area: pygame.Rect, right: int
    ) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The turn timer's words and place, at the right (None without a timer). A
        crowded bar (big words, a small window) shows the time without words."""
        if status.seconds_left is None:
            return None
        meld = status.meld
        counter = tr("game.meld_counter", points=meld.points, needed=meld.threshold) if meld else ""
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
                (status.sentence, TURN_SIZE),
                (counter, COUNTER_SIZE),
                (text, size),
            )
        )
        if LEFT + needed + WORDS_GAP + WORDS_GAP + RIGHT_GAP > right:
            text = tr("game.timer_short", minutes=minutes, seconds=rest)
        label = self.text.render(text, size, style.theme().text, bold=True)
        return label, label.get_rect(midright=(right - RIGHT_GAP, area.centery))

    def draw(
        self,
        surface: pygame.Surface,
        status: StatusLine,
        area: pygame.Rect,
        right: int,
        words: bool = True,
    ) -> None:
        """Draw the bar; ``right`` is where the Menu button starts. Without ``words``
        the bar is left for the screen's message (the Not saved mark and the turn
        timer stay)."""
        pygame.draw.rect(surface, style.theme().bar, area)
        right = self.unsaved.draw(surface, area, right)
        meld = status.meld
        counter = tr("game.meld_counter", points=meld.points, needed=meld.threshold) if meld else ""
        sentence = status.sentence
        timer = self._timer(status, area, right)
        if timer is not None:
            # The timer first, at the right: the other words keep to its left.
            label, rect = timer
            if status.running_out:
                box = rect.inflate(*WARNING_OUTSET)
                pygame.draw.rect(
                    surface, style.theme().warning_box, box, border_radius=style.SMALL_RADIUS
                )
            surface.blit(label, rect)
            right = rect.left - TIMER_GAP
        if not words:
            return
        # Big words in a small window are written smaller (never under the least a
        # player reads), never into the Menu button; beside the first-play counter
        # the turn takes at most half the bar, and the two get smaller together. A
        # counter that still has no room says it shorter ("First play: 0/40").
        turn_size, counter_size = TURN_SIZE, COUNTER_SIZE
        if meld is not None:
            counter, turn_size, counter_size = self._counter_fitted(sentence, meld, right)
            stacked = self._stacked(sentence, meld, area, right)
            if stacked is not None:
                self._draw_stacked(surface, sentence, stacked, meld.reached, area)
                return
        room = (
            right - TURN_ROOM if not counter else max((right - TURN_ROOM) // 2, SMALLEST_TURN_ROOM)
        )
        turn = self.text.fit(
            sentence, turn_size, room, style.theme().text, True, smallest=self.least
        )
        surface.blit(turn, (LEFT, area.centery - turn.get_height() // 2))
        x = LEFT + turn.get_width() + WORDS_GAP
        if meld is not None:
            colour = style.theme().valid if meld.reached else style.theme().gold
            room = right - RIGHT_GAP - x
            label = self.text.fit(counter, counter_size, room, colour, True, smallest=self.least)
            surface.blit(label, (x, area.centery - label.get_height() // 2))

    @property
    def least(self) -> int:
        """The smallest size the bar's words are written at (before the text scale)."""
        return style.least_words_size(self.text.scale)

    def _counter_fitted(
        self, sentence: str, meld: MeldProgress, right: int
    ) -> tuple[str, int, int]:
        """The first-play counter's words and the turn's and the counter's sizes: the
        counter in full if both fit left of ``right`` at the least words or bigger,
        else its short form."""
        full = tr("game.meld_counter", points=meld.points, needed=meld.threshold)
        short = tr("game.meld_counter_short", points=meld.points, needed=meld.threshold)
        for counter in (full, short):
            sizes = self._sizes_side_by_side(sentence, counter, right)
            if sizes is not None:
                return (counter, *sizes)
        return short, self.least, self.least

    def _stacked(
        self, sentence: str, meld: MeldProgress, area: pygame.Rect, right: int
    ) -> str | None:
        """The counter's words when the turn and the counter have no room side by side
        even at the least words but do one over the other (a wide button beside
        them: the tutorial's "Leave the tutorial" at 800x600); None when they do not."""
        least = self.least
        font = self.text.font(least, True)
        if 2 * font.get_linesize() > area.height:
            return None
        room = right - RIGHT_GAP - LEFT
        if font.size(sentence)[0] > room:
            return None
        if self._sizes_side_by_side(
            sentence,
            tr("game.meld_counter_short", points=meld.points, needed=meld.threshold),
            right,
        ):
            return None
        for counter in (
            tr("game.meld_counter", points=meld.points, needed=meld.threshold),
            tr("game.meld_counter_short", points=meld.points, needed=meld.threshold),
        ):
            if font.size(counter)[0] <= room:
                return counter
        return None

    def _draw_stacked(
        self, surface: pygame.Surface, sentence: str, counter: str, reached: bool, area: pygame.Rect
    ) -> None:
        """The turn over the counter, both at the least words, whole."""
        least = self.least
        step = self.text.font(least, True).get_linesize()
        top = area.centery - step
        turn = self.text.render(sentence, least, style.theme().text, bold=True)
        surface.blit(turn, (LEFT, top))
        colour = style.theme().valid if reached else style.theme().gold
        label = self.text.render(counter, least, colour, bold=True)
        surface.blit(label, (LEFT, top + step))

    def room_needed(self, turns: Sequence[str], rules: RuleSet) -> int:
        """How much of the top bar the words need, from its left side: the widest
        of ``turns`` in full, the first-play counter (short) and the timer (when the
        rules time turns) at the least words a player reads. What is right of that
        is free for a button."""
        needs = (
            LEFT
            + max(self.text.font(TURN_SIZE, True).size(words)[0] for words in turns)
            + WORDS_GAP
        )
        points = rules.initial_meld_points
        counter = tr("game.meld_counter_short", points=points, needed=points)
        needs += self.text.font(self.least, True).size(counter)[0] + WORDS_GAP
        if rules.turn_seconds is not None:
            timer = tr("game.timer", minutes=0, seconds="00")
            needs += self.text.font(self.least, True).size(timer)[0] + WORDS_GAP
        return needs

    def _sizes_side_by_side(
        self, sentence: str, counter: str, right: int
    ) -> tuple[int, int] | None:
        """The turn's and the counter's sizes, one step smaller each at a time (not
        under the least words a player reads), until both fit left of ``right``;
        None when they do not fit even then."""
        turn_size, counter_size = TURN_SIZE, COUNTER_SIZE
        least = self.least
        while True:
            needed = (
                LEFT
                + self.text.font(turn_size, True).size(sentence)[0]
                + WORDS_GAP
                + self.text.font(counter_size, True).size(counter)[0]
                + RIGHT_GAP
            )
            if needed <= right:
                return turn_size, counter_size
            if turn_size <= least and counter_size <= least:
                return None
            turn_size, counter_size = max(least, turn_size - 1), max(least, counter_size - 1)

    @property
    def rules_size(self) -> int:
        """The rules line's size (before the text scale)."""
        return max(RULES_SIZE, self.least)

    def rules_lines(self, rules: RuleSet, width: int) -> tuple[list[str], int]:
        """The rules line for a game of ``rules``, broken to ``width``, and its
        size: the options that differ from the official ones ("First play 40
        points · ..."), as many as fit on :data:`RULES_LINES` lines, the others
        counted ("... and 3 more"); no lines for the official rules."""
        key = (rules, width, self.text.scale, i18n.language())
        if self._rules_lines is None or self._rules_lines[0] != key:
            self._rules_lines = (key, self._broken_rules(rules, width))
        lines, size = self._rules_lines[1]
        return list(lines), size

    def _broken_rules(self, rules: RuleSet, width: int) -> tuple[list[str], int]:
        options = rule_differences(rules)
        size = self.rules_size
        if not options:
            return [], size
        room = width - 2 * RULES_PADDING
        separator = tr("rules.diff.separator")
        lines: list[str] = []
        for shown in range(len(options), -1, -1):
            left = len(options) - shown
            listed = separator.join(options[:shown])
            if not left:
                sentence = tr("game.rules_line", options=listed)
            elif shown:
                sentence = tr("game.rules_line_more", options=listed, count=left)
            else:
                sentence = tr("game.rules_line_count", count=left)
            lines = self.text.wrap(sentence, size, room)
            if len(lines) <= RULES_LINES:
                break
        return lines[:RULES_LINES], size

    def rules_list(self, rules: RuleSet) -> list[str]:
        """Every option of ``rules`` that differs from the official ones, in full
        (what the rules line's button shows)."""
        return rule_differences(rules)

    def rules_height(self, rules: RuleSet, width: int) -> int:
        """How tall the rules line is (0 for the official rules)."""
        lines, size = self.rules_lines(rules, width)
        if not lines:
            return 0
        return len(lines) * self.text.font(size).get_linesize() + RULES_PADDING

    def draw_rules(
        self,
        surface: pygame.Surface,
        rules: RuleSet,
        area: pygame.Rect,
        pointer: tuple[int, int] | None = None,
    ) -> None:
        """Draw the rules line in ``area`` (under the bar, over the table's room):
        a button (a click shows every option), lit under the ``pointer``."""
        lines, size = self.rules_lines(rules, area.width)
        if not lines:
            return
        lit = pointer is not None and area.collidepoint(pointer)
        frame = area.inflate(-RULES_FRAME_ROOM, -RULES_FRAME_ROOM)
        if lit:
            pygame.draw.rect(surface, style.theme().bar, frame, border_radius=style.SMALL_RADIUS)
        pygame.draw.rect(
            surface,
            style.theme().text_soft,
            frame,
            RULES_FRAME + (1 if lit else 0),
            border_radius=style.SMALL_RADIUS,
        )
        colour = style.theme().text if lit else style.theme().text_soft
        self.text.draw_lines(
            surface, lines, (area.left + RULES_PADDING, area.top + RULES_PADDING // 2), size, colour
        )
