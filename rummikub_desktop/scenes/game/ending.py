"""The game screen's part for the round's end: :class:`RoundEnding`.

Once per round, when the controller says the round is over, the end is one event
(:class:`~.overlay.RoundOver`) that goes the same way every time: the statistics
are recorded first (unless the use keeps none: the tutorial), then every overlay
is told, and only then is the round-end screen shown, unless an overlay shows the
end itself (the tutorial's last step). No overlay can keep the end from the
statistics or from the other overlays.
"""

from __future__ import annotations

from collections.abc import Callable

from rummikub_desktop.session import Outcome
from rummikub_desktop.ui.interfaces import (
    FinishedRound,
    RoundEndAnswer,
    RoundEndArguments,
)
from rummikub_desktop.ui.sound import Cue

from .context import ScreenContext
from .overlay import RoundOver
from .overlay_stack import OverlayStack
from .table_input import TableInput


class RoundEnding:
    """Tells the round's end, once per round, to the hooks, the overlays and the
    round-end screen (a :class:`FinishedRound` value, never the screen); and deals the
    next round when the score sheet answers so.

    Args:
        context: the screen's context (the window's hooks and sounds, the game, whether
            the use's rounds are recorded; in autoplay none is).
        overlays: the screen's overlays, each told the end.
        input: the screen's input (a tile held is let go).
        command: shows what the controller answered (the next round's deal).
        save: hands the game to the save hook.
    """

    def __init__(
        self,
        context: ScreenContext,
        *,
        overlays: OverlayStack,
        input: TableInput,
        command: Callable[[Outcome], Outcome],
        save: Callable[[], None],
    ) -> None:
        self._app = context.app
        self._game = context.game
        self._options = context.options
        self._autoplay = context.autoplay
        self._overlays = overlays
        self._input = input
        self._command = command
        self._save = save
        self._changed = context.changed
        self.told: int | None = None
        """The round whose end was last told (None: none since the game began)."""

    def look(self) -> None:
        """Tell the round's end, if it has come and was not told yet."""
        controller = self._game()
        result = controller.round_result
        number = controller.match.round_number
        if result is None or self.told == number:
            return
        self.told = number
        event = RoundOver(result, number, controller.match.is_over)
        self._input.let_go()
        self._changed()
        hooks = self._app.hooks
        if self._options.recorded and not self._autoplay:
            hooks.round_finished(controller)
            if event.match_over:
                hooks.game_finished(controller)
        if self._overlays.round_ended(event):
            return
        if any(controller.seats[seat].is_human for seat in result.winners):
            self._app.sounds.play(Cue.ROUND_WON)
        looks = () if self._autoplay else self._overlays.coach.look_backs()
        finished = FinishedRound(controller, looks, self._answer)
        self._app.push(RoundEndArguments(finished, autoplay=self._autoplay))

    def forget(self) -> None:
        """A game started over: its round's end is to be told again."""
        self.told = None

    def _answer(self, answer: RoundEndAnswer) -> None:
        """The score sheet's answer: the next round dealt."""
        if answer is RoundEndAnswer.NEXT_ROUND:
            self._command(self._game().next_round())
            self.told = None
            self._save()
