"""A computer's turn, thought in the computer's own process while the window answers.

The game screen asks :class:`ComputerTurns` at each update: a computer whose turn it
is gets its search started (the shell's
:class:`~rummikub_desktop.ui.interfaces.Thinker`); once its answer has come, the
play is handed to the controller (a failed answer draws: a faulty player never
stalls the game).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from rummikub_desktop.session import ComputerJob, GameController
from rummikub_desktop.ui.interfaces import Answer, AnswerKind, Thinking

log = logging.getLogger(__name__)


class ComputerTurns:
    """The computer's search for the turn being played, if any.

    Args:
        start: starts a search in the computer's process.
        answer: a search's answer if it has come (waits a little in fast mode).
        hold: True while a computer's play must not be shown yet (the sentence before
            it is still being read aloud).
    """

    def __init__(
        self,
        start: Callable[[ComputerJob], Thinking],
        answer: Callable[[Thinking], Answer | None],
        *,
        hold: Callable[[], bool] = lambda: False,
    ) -> None:
        self.start = start
        self.answer = answer
        self.hold = hold
        self.job: ComputerJob | None = None
        self.worker: Thinking | None = None

    def run(self, controller: GameController) -> None:
        """Take a finished search's play, or start the search a computer's turn needs."""
        job, worker = self.job, self.worker
        if job is not None and worker is not None:
            if self.hold():
                return  # its turn shows once the sentence before it has been read
            answer = self.answer(worker)
            if answer is None:
                return
            self.job = self.worker = None
            if answer.kind is AnswerKind.QUICK:
                log.info("%s ran out of thinking time; its quick play is used", job.seat)
            # A failed answer (None) draws: a faulty player never stalls the game.
            controller.finish_computer_turn(job, answer.value)
            return
        job = controller.computer_job()
        if job is not None:
            self.job = job
            self.worker = self.start(job)

    def stop(self) -> None:
        """The search stops (the screen is left, or another game is played on it)."""
        if self.worker is not None:
            self.worker.cancel()
        self.job = self.worker = None
