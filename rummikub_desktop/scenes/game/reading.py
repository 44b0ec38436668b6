"""What the game screen reads aloud besides its messages (see :class:`ScreenVoice`).

Each part of the screen that shows a sentence (the boxes of a refused Done, and
every overlay through its ``shown_sentences``: the draw for who starts, the nudge,
the coach's line and its Show me, the replay of a computer's turn, a lesson's
strip) is looked at once per update; :class:`~rummikub_desktop.ui.narration.
ShownReader` reads what is new. The messages over the table (the hint's steps
among them) and the questions are read where they are said.
"""

from __future__ import annotations

from collections.abc import Callable

from rummikub_desktop.session import GameController, Phase
from rummikub_desktop.ui.narration import (
    ShownReader,
    refusal_sentences,
    situation_text,
    turn_line,
)
from rummikub_desktop.ui.speech import Speaker


class ScreenVoice:
    """What the game screen reads aloud besides its messages: whose turn begins and
    what its parts show (through :class:`ShownReader`), each once while it stays
    shown."""

    def __init__(
        self, speaker: Callable[[], Speaker], controller: Callable[[], GameController]
    ) -> None:
        self._speaker = speaker
        self._controller = controller
        self.turn_told: tuple[int, int, bool] | None = None
        """The turn last read aloud (round, seat, handover)."""
        self.shown = ShownReader()

    def say_again(self, question: str = "") -> None:
        """S, or the Say again button: whose turn it is, then the rack, read aloud
        again; while a ``question`` holds the game (the coach's on its shade), that
        question."""
        self._speaker().again(question or situation_text(self._controller()))

    def tell_turn(self, *, autoplay: bool) -> None:
        """Read aloud whose turn it is when a new turn begins (in autoplay only while
        reading aloud is on)."""
        controller = self._controller()
        handover = controller.phase is Phase.HANDOVER
        turn = (controller.match.round_number, controller.current_seat, handover)
        if turn == self.turn_told or (autoplay and not self._speaker().reading):
            return
        self.turn_told = turn
        line = turn_line(controller)
        if line is not None:
            self._speaker().say(line.text(), about="turn")

    def read_shown(self, shown: dict[str, tuple[str, ...]], *, waiting: bool) -> None:
        """Read what is new among the sentences the screen's parts show now (``shown``:
        the overlays'), the boxes of a refused Done with them (``waiting``: an overlay
        holds the game, and those boxes are not shown)."""
        if not waiting:
            shown = {**shown, "refusal": refusal_sentences(self._controller())}
        self.shown.read(self._speaker(), shown)
