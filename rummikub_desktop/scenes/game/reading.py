"""What the game screen shows in words, for reading aloud (see :class:`ShownReader`).

Each part of the screen that shows a sentence (the boxes of a refused Done, the draw
for who starts, the nudge, the coach's line and its Show me, the replay of a
computer's turn) is looked at once per update; :class:`~rummikub_desktop.ui.
narration.ShownReader` reads what is new. The messages over the table, the hint's
steps, the dialogs and the tutorial's strip are read where they are said.
"""

from __future__ import annotations

from collections.abc import Callable

from rummikub_desktop.session import GameController, Phase
from rummikub_desktop.ui.narration import (
    ShownReader,
    first_draw_text,
    refusal_sentences,
    situation_text,
    tell,
    turn_line,
)
from rummikub_desktop.ui.speech import Speaker

from .coach_overlay import CoachOverlay, finding_sentence
from .frame import GameFrame
from .nudge import nudge_sentence
from .own_overlays import OwnOverlays


def shown_sentences(
    controller: GameController,
    own: OwnOverlays,
    coach: CoachOverlay,
    frame: Callable[[], GameFrame],
    *,
    waiting: bool,
) -> dict[str, tuple[str, ...]]:
    """The sentences each part of the game screen shows now, by part (``waiting``: an
    overlay holds the game, and the table's refusal boxes are not shown)."""
    shown: dict[str, tuple[str, ...]] = {}
    if own.first_draw.waiting:
        shown["first_draw"] = (first_draw_text(controller),)
    if own.replay.run is not None and not own.replay.run.finished:
        shown["replay"] = (own.replay.sentence(frame(), own.replay.run),)
    finding = coach.finding
    if finding is not None and coach.shown.showing:
        shown["coach"] = (coach.shown.sentence(),)
    elif coach.speaking and finding is not None:
        shown["coach"] = (finding_sentence(finding),)
    if own.nudge.shown:
        shown["nudge"] = (nudge_sentence(controller.pool_size),)
    if not waiting:
        shown["refusal"] = refusal_sentences(controller)
    return shown


class ScreenVoice:
    """What the game screen reads aloud besides its messages: whose turn begins, what
    its parts show (through :class:`ShownReader`) and a use's own sentences (the
    tutorial's step), each once while it stays shown."""

    def __init__(
        self, speaker: Callable[[], Speaker], controller: Callable[[], GameController]
    ) -> None:
        self._speaker = speaker
        self._controller = controller
        self.turn_told: tuple[int, int, bool] | None = None
        """The turn last read aloud (round, seat, handover)."""
        self.told: tuple[str, ...] = ()
        """Sentences a use shows besides the messages, as last read aloud."""
        self.shown = ShownReader()

    def tell(self, sentences: tuple[str, ...]) -> None:
        """Read aloud those of ``sentences`` that a use shows besides the messages (the
        tutorial's step and its feedback) and that were not shown before."""
        self.told = tell(self._speaker(), sentences, self.told)

    def say_again(self) -> None:
        """S, or the Say again button: whose turn it is, then the rack, read aloud again."""
        self._speaker().again(situation_text(self._controller()))

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

    def read_shown(self, shown: dict[str, tuple[str, ...]]) -> None:
        """Read what is new among the sentences the screen's parts show now."""
        self.shown.read(self._speaker(), shown)
