"""The coach's job runs in the computer's process unchanged, as a hint does."""

from __future__ import annotations

from rummikub_desktop.ai import Level
from rummikub_desktop.app.computer import ComputerProcess
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.session.coach import coach_job, turn_start
from rummikub_desktop.ui.interfaces import AnswerKind


def test_the_thinker_runs_a_coach_job_and_a_late_one_says_nothing():
    """The coach's finding comes back from the computer's process."""
    game = controller_at(
        [Seat.person("Ann"), Seat.computer("Bot", Level.EASY)],
        ["R5 R6 R7 B1 K9", "O1 O2"],
        ["B7 B8 B9"],
        melded=[True, True],
    )
    start = turn_start(game)
    assert start is not None
    thinker = ComputerProcess()
    try:
        thinking = thinker.start(coach_job(start, 0, seconds=30.0))
        answer = None
        while answer is None:
            answer = thinking.wait(1.0)
        assert answer is not None and answer.kind is AnswerKind.FINISHED
        assert answer.value is not None and answer.value.more == 3
        # Out of time, the quick answer stands (tests/app/test_computer_process.py),
        # and the coach's quick answer is nothing: a late coach says nothing.
        assert coach_job(start, 0, seconds=0.0).quick() is None
    finally:
        thinker.close()
