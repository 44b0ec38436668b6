"""The coach's job runs in the computer's process unchanged, as a hint does."""

from __future__ import annotations

from rummikub_desktop.ai import Level
from rummikub_desktop.app.computer import ComputerProcess
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.session.coach import coach_job, turn_start
from rummikub_desktop.ui.interfaces import AnswerKind


def test_the_thinker_runs_a_coach_job_and_a_late_one_says_nothing():
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
        # No time at all: the quick answer stands, and the coach's is nothing.
        late = thinker.start(coach_job(start, 0, seconds=0.0))
        answer = late.answer()
        assert answer is not None and answer.kind is AnswerKind.QUICK
        assert answer.value is None
    finally:
        thinker.close()
