"""The bar at the top of the game: whose turn, the first-play counter, the timer,
and the "Not saved" mark while the game cannot be saved; under it, small, the
rule options that differ from the official rules."""

from __future__ import annotations

import pygame

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.session import GameController, Phase
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_status import FileStatus
from rummikub_desktop.ui.rules_text import differences_text
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.unsaved_mark import UnsavedMark

RULES_SIZES = (18, 16, 14)
"""Sizes tried in turn for the rules line, until it takes at most two lines."""
RULES_PADDING = 6


def turn_sentence(controller: GameController) -> str:
    """ "Your turn, Anna" / "Grandpa is thinking..." / "Pass the computer to Ben"."""
    phase = controller.phase
    seat = controller.current_seat
    name = controller.seats[seat].name
    if phase is Phase.HUMAN_TURN:
        if controller.human_seat_count == 1:
            return tr("game.turn_yours")
        return tr("game.turn_human", name=name)
    if phase is Phase.HANDOVER:
        return tr("game.turn_handover", name=name)
    if phase is Phase.COMPUTER_TURN:
        return tr("game.turn_thinking", name=name)
    if phase is Phase.ANIMATING:
        return tr("game.turn_playing", name=name)
    return tr("game.round_over")


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
        self, surface: pygame.Surface, controller: GameController, area: pygame.Rect, right: int
    ) -> None:
        """Draw the bar; ``right`` is where the Menu button starts."""
        pygame.draw.rect(surface, style.BAR, area)
        right = self.unsaved.draw(surface, area, right)
        meld = controller.meld_progress
        counter = tr("game.meld_counter", points=meld.points, needed=meld.threshold) if meld else ""
        sentence = turn_sentence(controller)
        left = controller.time_left
        if left is not None:
            # The timer first, at the right: the other words keep to its left. A
            # crowded bar (big words, a small window) shows the time without words.
            seconds = int(left + 0.999)
            warn = controller.time_running_out
            minutes, rest = seconds // 60, f"{seconds % 60:02d}"
            text = (
                tr("game.timer_warning", seconds=seconds)
                if warn
                else tr("game.timer", minutes=minutes, seconds=rest)
            )
            size = 24 if warn else 22
            needed = sum(
                self.text.font(words_size, True).size(words)[0]
                for words, words_size in ((sentence, 26), (counter, 22), (text, size))
            )
            if 16 + needed + 40 + 40 + 20 > right:
                text = tr("game.timer_short", minutes=minutes, seconds=rest)
            label = self.text.render(text, size, style.TEXT, bold=True)
            rect = label.get_rect(midright=(right - 20, area.centery))
            if warn:
                pygame.draw.rect(surface, style.WARNING_BOX, rect.inflate(16, 8), border_radius=8)
            surface.blit(label, rect)
            right = rect.left - 8
        # Big words in a small window are written smaller, never into the Menu button;
        # beside the first-play counter, the turn takes at most half the bar.
        room = right - 56 if not counter else max((right - 56) // 2, 120)
        turn = self.text.fit(sentence, 26, room, style.TEXT, True, smallest=12)
        surface.blit(turn, (16, area.centery - turn.get_height() // 2))
        x = 16 + turn.get_width() + 40
        if meld is not None:
            colour = style.VALID if meld.reached else style.GOLD
            label = self.text.fit(counter, 22, right - 20 - x, colour, True, smallest=10)
            surface.blit(label, (x, area.centery - label.get_height() // 2))

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
            if len(lines) <= 2:
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
            surface, lines, (area.left + RULES_PADDING, area.top + 2), size, style.TEXT_SOFT
        )
