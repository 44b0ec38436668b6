"""The bar at the top of the game: whose turn, the first-play counter, the timer."""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.session import GameController, MeldProgress, Phase
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache

WARNING_SECONDS = 10


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
    """Draws the top bar."""

    def __init__(self, text: TextCache) -> None:
        self.text = text

    def draw(
        self, surface: pygame.Surface, controller: GameController, area: pygame.Rect, right: int
    ) -> None:
        """Draw the bar; ``right`` is where the Menu button starts. Words that do not
        fit before it are drawn smaller."""
        pygame.draw.rect(surface, style.BAR, area)
        end = right - 20
        timer = self._timer(controller)
        if timer is not None:
            label, warn = timer
            rect = label.get_rect(midright=(end, area.centery))
            if warn:
                pygame.draw.rect(surface, style.WARNING_BOX, rect.inflate(16, 8), border_radius=8)
            surface.blit(label, rect)
            end = rect.left - 30
        meld = controller.meld_progress
        sentence = turn_sentence(controller)
        room = end - 16
        turn_room = room if meld is None else max(room // 2, room - self._meld_width(meld))
        turn = self.text.fit(sentence, 26, turn_room, style.TEXT, bold=True)
        surface.blit(turn, (16, area.centery - turn.get_height() // 2))
        x = 16 + turn.get_width() + 40
        if meld is not None and end - x > 60:
            colour = style.VALID if meld.reached else style.GOLD
            words = tr("game.meld_counter", points=meld.points, needed=meld.threshold)
            label = self.text.fit(words, 22, end - x, colour, bold=True)
            surface.blit(label, (x, area.centery - label.get_height() // 2))

    def _meld_width(self, meld: MeldProgress) -> int:
        words = tr("game.meld_counter", points=meld.points, needed=meld.threshold)
        return self.text.font(22, bold=True).size(words)[0] + 40

    def _timer(self, controller: GameController) -> tuple[pygame.Surface, bool] | None:
        left = controller.time_left
        if left is None:
            return None
        seconds = int(left + 0.999)
        warn = seconds <= WARNING_SECONDS
        text = (
            tr("game.timer_warning", seconds=seconds)
            if warn
            else tr("game.timer", minutes=seconds // 60, seconds=f"{seconds % 60:02d}")
        )
        return self.text.render(text, 24 if warn else 22, style.TEXT, bold=True), warn
