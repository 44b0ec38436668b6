"""A hint or a computer's turn worked out right here, on the calling thread.

The screen runs :meth:`GameController.hint_job` and
:meth:`GameController.computer_job` away from the window and hands the answers
back; the tutorial, the self-test, the benchmarks and the tests do not need to
wait, so these two do both halves at once.
"""

from __future__ import annotations

from .controller import GameController
from .outcomes import Outcome, OutcomeCode, Phase, refused


def show_hint(game: GameController) -> Outcome:
    """Find and lay out a suggested play for the person whose turn it is."""
    job = game.hint_job()
    if job is not None:
        return game.finish_hint(job, job())
    phase = game.phase
    if phase is Phase.HUMAN_TURN:
        return refused(OutcomeCode.NO_HINT)
    if phase is Phase.ANIMATING:
        return refused(OutcomeCode.BUSY)
    if phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return refused(OutcomeCode.ROUND_OVER)
    return refused(OutcomeCode.NOT_YOUR_TURN)


def play_computer_turn(game: GameController) -> Outcome:
    """Think and apply the current computer's turn (autoplay, the tutorial, tests)."""
    job = game.computer_job()
    if job is None:
        return refused(OutcomeCode.NOT_YOUR_TURN)
    return game.finish_computer_turn(job, job())
