"""The computer's own process: answers, time limits, failures and cancelling.

The jobs here are module-level classes so that they can be sent to the worker
process, as the session's frozen jobs are.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass

import pytest

from rummikub_desktop.app.computer import ComputerProcess
from rummikub_desktop.ui.interfaces import AnswerKind


@dataclass(frozen=True)
class Sleepy:
    """A job that thinks for ``sleep`` seconds, with a quick answer ready at once."""

    value: str = "full"
    quick_value: str | None = "quick"
    sleep: float = 0.0
    seconds: float = 5.0

    def __call__(self) -> str:
        time.sleep(self.sleep)
        return self.value

    def quick(self) -> str | None:
        return self.quick_value


@dataclass(frozen=True)
class Broken:
    """A job whose player raises."""

    seconds: float = 5.0

    def __call__(self) -> str:
        raise RuntimeError("the player tripped over its own feet")

    def quick(self) -> None:
        return None


@dataclass(frozen=True)
class Pid:
    """Answers with the worker's process id."""

    seconds: float = 5.0

    def __call__(self) -> int:
        return os.getpid()

    def quick(self) -> None:
        return None


def wait(thinking, limit: float = 30.0):
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        answer = thinking.wait(0.05)
        if answer is not None:
            return answer
    raise AssertionError("no answer")


@pytest.fixture
def computer():
    process = ComputerProcess()
    try:
        yield process
    finally:
        process.close()


def test_the_full_answer_comes_from_another_process(computer):
    answer = wait(computer.start(Pid()))
    assert answer.kind is AnswerKind.FINISHED
    assert answer.value != os.getpid()
    again = wait(computer.start(Pid()))
    assert again.value == answer.value, "one worker, started once, answers every job"


def test_time_up_uses_the_quick_answer_and_the_next_job_still_works(computer):
    started = time.monotonic()
    answer = wait(computer.start(Sleepy(sleep=30.0, seconds=1.0)))
    assert answer.kind is AnswerKind.QUICK
    assert answer.value == "quick"
    assert time.monotonic() - started < 10.0
    assert wait(computer.start(Sleepy(value="next"))).value == "next"


def test_a_failing_player_is_logged_with_its_traceback(computer, caplog):
    with caplog.at_level(logging.ERROR, logger="rummikub_desktop"):
        answer = wait(computer.start(Broken()))
    assert answer.kind is AnswerKind.FAILED and answer.value is None
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "Traceback" in logged and "tripped over its own feet" in logged
    assert wait(computer.start(Sleepy())).kind is AnswerKind.FINISHED


def test_a_worker_that_dies_is_reported_and_replaced(computer, caplog):
    worker = wait(computer.start(Pid())).value
    thinking = computer.start(Sleepy(sleep=30.0, seconds=60.0))
    time.sleep(0.3)
    os.kill(worker, 9)
    with caplog.at_level(logging.ERROR, logger="rummikub_desktop"):
        answer = wait(thinking)
    assert answer.kind is AnswerKind.FAILED
    assert any("ended unexpectedly" in r.getMessage() for r in caplog.records)
    assert wait(computer.start(Pid())).value != worker


def test_cancelling_stops_the_work_at_once(computer):
    thinking = computer.start(Sleepy(sleep=30.0, seconds=60.0))
    time.sleep(0.3)
    started = time.monotonic()
    thinking.cancel()
    assert time.monotonic() - started < 5.0
    answer = thinking.answer()
    assert answer is not None and answer.kind is AnswerKind.CANCELLED
    assert wait(computer.start(Sleepy(value="after"))).value == "after"


def test_a_job_queued_behind_a_cancelled_one_is_still_answered(computer):
    slow = computer.start(Sleepy(sleep=30.0, seconds=60.0))
    queued = computer.start(Sleepy(value="queued"))
    time.sleep(0.3)
    slow.cancel()
    answer = wait(queued)
    assert answer.kind is AnswerKind.FINISHED and answer.value == "queued"


def test_a_job_that_cannot_be_sent_fails_without_stopping_anything(computer, caplog):
    unsendable = Sleepy(value=lambda: None)  # type: ignore[arg-type]
    with caplog.at_level(logging.ERROR, logger="rummikub_desktop"):
        answer = computer.start(unsendable).answer()
    assert answer is not None and answer.kind is AnswerKind.FAILED
    assert wait(computer.start(Sleepy())).kind is AnswerKind.FINISHED
