"""The computer's own process: answers, time limits, failures and cancelling.

The jobs here are module-level classes so that they can be sent to the worker
process, as the session's frozen jobs are.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from dataclasses import dataclass

import pytest

from rummikub_desktop.app.computer import ComputerProcess
from rummikub_desktop.ui.interfaces import AnswerKind
from tests.support.computer_jobs import Pid, Sleepy


@dataclass(frozen=True)
class Broken:
    """A job whose player raises."""

    seconds: float = 5.0

    def __call__(self) -> str:
        raise RuntimeError("the player tripped over its own feet")

    def quick(self) -> None:
        return None


def wait(thinking, limit: float = 30.0):
    """The job's answer (a job of at most a few seconds: ``limit`` only guards a hang)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        answer = thinking.wait(0.05)
        if answer is not None:
            return answer
    raise AssertionError(f"no answer in {limit:.0f} s")


def until_taken(thinking, limit: float = 30.0) -> None:
    """Wait until the worker has taken the job (it says so before it starts on it;
    a worker starts in a second or two: ``limit`` only guards a hang)."""
    deadline = time.monotonic() + limit
    while not thinking.started:
        assert time.monotonic() < deadline, f"the worker did not take the job in {limit:.0f} s"
        thinking.wait(0.05)


@pytest.fixture
def joins(monkeypatch):
    """The seconds each wait for a process to end was allowed (0: a look only)."""
    from multiprocessing.process import BaseProcess

    allowed: list[float | None] = []
    join = BaseProcess.join

    def recorded(self, timeout=None):
        allowed.append(timeout)
        return join(self, timeout)

    monkeypatch.setattr(BaseProcess, "join", recorded)
    return allowed


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
    # The worker is started first: on a busy machine its start alone can take over 1 s.
    wait(computer.start(Pid()))
    # The job would think for 60 s: a quick answer can only come from its 1 s limit.
    answer = wait(computer.start(Sleepy(sleep=60.0, seconds=1.0)))
    assert answer.kind is AnswerKind.QUICK
    assert answer.value == "quick"
    assert wait(computer.start(Sleepy(value="next"))).value == "next"


def test_the_time_limit_runs_from_when_the_worker_takes_the_job(computer):
    """Neither the worker's start (slow on a busy computer) nor a job queued behind
    another uses up a job's time: a job with a 1.5 s limit that waits 1.5 s behind
    another still gets its full answer."""
    first = computer.start(Sleepy("first", sleep=1.5, seconds=5.0))
    second = computer.start(Sleepy("second", sleep=0.2, seconds=1.5))
    assert not second.started
    assert wait(first).kind is AnswerKind.FINISHED
    answer = wait(second)
    assert second.started
    assert (answer.kind, answer.value) == (AnswerKind.FINISHED, "second")


def test_a_job_the_worker_never_takes_gets_no_answer(computer, monkeypatch):
    from rummikub_desktop.app import computer as computer_module

    monkeypatch.setattr(computer_module, "START_SECONDS", 0.0)
    busy = computer.start(Sleepy("busy", sleep=2.0, seconds=5.0))
    queued = computer.start(Sleepy("queued", quick_value=None, seconds=0.3))
    answer = wait(queued)
    assert not queued.started
    assert (answer.kind, answer.value) == (AnswerKind.QUICK, None)
    assert wait(busy).kind is AnswerKind.FINISHED  # sent again to a fresh worker


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
    until_taken(thinking)
    os.kill(worker, 9)
    with caplog.at_level(logging.ERROR, logger="rummikub_desktop"):
        answer = wait(thinking)
    assert answer.kind is AnswerKind.FAILED
    assert any("ended unexpectedly" in r.getMessage() for r in caplog.records)
    assert wait(computer.start(Pid())).value != worker


def test_cancelling_stops_the_work_at_once(computer, joins):
    thinking = computer.start(Sleepy(sleep=30.0, seconds=60.0))
    until_taken(thinking)
    thinking.cancel()
    assert all(allowed == 0 for allowed in joins), f"cancelling waited for the worker: {joins}"
    answer = thinking.answer()
    assert answer is not None and answer.kind is AnswerKind.CANCELLED
    assert wait(computer.start(Sleepy(value="after"))).value == "after"


def test_a_job_queued_behind_a_cancelled_one_is_still_answered(computer):
    slow = computer.start(Sleepy(sleep=30.0, seconds=60.0))
    queued = computer.start(Sleepy(value="queued"))
    until_taken(slow)
    slow.cancel()
    answer = wait(queued)
    assert answer.kind is AnswerKind.FINISHED and answer.value == "queued"


def test_a_job_that_cannot_be_sent_fails_without_stopping_anything(computer, caplog):
    unsendable = Sleepy(value=lambda: None)  # type: ignore[arg-type]
    with caplog.at_level(logging.ERROR, logger="rummikub_desktop"):
        answer = computer.start(unsendable).answer()
    assert answer is not None and answer.kind is AnswerKind.FAILED
    assert wait(computer.start(Sleepy())).kind is AnswerKind.FINISHED


@dataclass(frozen=True)
class Stubborn:
    """A stuck player that does not even stop when told to (SIGTERM ignored; then
    it makes the file ``deaf``)."""

    deaf: str
    seconds: float = 60.0

    def __call__(self) -> str:
        import signal
        from pathlib import Path

        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        Path(self.deaf).touch()
        time.sleep(60.0)
        return "never"

    def quick(self) -> None:
        return None


@pytest.mark.skipif(os.name != "posix", reason="SIGTERM can be ignored on POSIX only")
def test_stopping_a_stuck_computer_never_blocks_the_frame(computer, joins, tmp_path):
    # Issue 20, case 7: stopping a worker froze the window for about 1.1 s (join(1.0)).
    # Neither the cancel nor a frame after it waits for the worker to end: each only
    # looks (a join of 0 s).
    from rummikub_desktop.app.computer import STOP_SECONDS

    worker = wait(computer.start(Pid())).value
    deaf = tmp_path / "deaf"
    stuck = computer.start(Stubborn(str(deaf)))
    deadline = time.monotonic() + 30.0  # a worker takes a job in a second or two
    while not deaf.exists():
        assert time.monotonic() < deadline, "the stuck job never began"
        stuck.wait(0.05)
    stuck.cancel()
    assert all(allowed == 0 for allowed in joins), f"the cancel waited for the worker: {joins}"
    assert computer.stopping == 1
    # The frames that follow reap it (killed once its time is up), none of them waiting.
    limit = STOP_SECONDS * 10 + 10.0
    deadline = time.monotonic() + limit
    while computer.stopping and time.monotonic() < deadline:
        computer.pump()
        time.sleep(1 / 60)  # a frame's time between two frames
    assert computer.stopping == 0, f"the stuck worker was not reaped in {limit:.0f} s"
    assert all(allowed == 0 for allowed in joins), f"a frame waited for the worker: {joins}"
    with pytest.raises(ProcessLookupError):
        os.kill(worker, 0)
    assert wait(computer.start(Sleepy(value="after"))).value == "after"


ORPHAN_PARENT = """
import sys, time
from rummikub_desktop.app.computer import ComputerProcess
from tests.support.computer_jobs import Pid, Sleepy
computer = ComputerProcess()
thinking = computer.start(Pid())
while thinking.wait(0.05) is None:
    pass
print(thinking.result.value, flush=True)
busy = computer.start(Sleepy(sleep=1.0, seconds=60.0))
while not busy.started:
    busy.wait(0.05)
print("in its job", flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_an_orphaned_computer_process_exits_quietly():
    # Issue 20, case 7: after the game was killed, its worker printed a BrokenPipe traceback.
    import signal
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    parent = subprocess.Popen(
        [sys.executable, "-c", ORPHAN_PARENT],
        cwd=repo,
        env=dict(os.environ, PYTHONPATH=str(repo)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        worker = int(parent.stdout.readline())
        assert parent.stdout.readline() == "in its job\n"  # the worker's one-second job
        parent.send_signal(signal.SIGKILL)
        parent.wait()
        # The worker keeps the parent's stderr open: it ends when the worker ends.
        errors = parent.stderr.read()
    finally:
        parent.kill()
        parent.wait()
    assert errors == ""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(worker, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        raise AssertionError("the orphaned worker is still running")


def test_a_stopped_worker_costs_the_time_limit_then_the_quick_answer_and_a_new_worker(
    computer, caplog
):
    """Issue 43: SIGSTOP on the worker held the turn for the start limit (61-67 s),
    with nothing logged. A worker that has answered before takes a job at once: one
    that does not is stopped, the quick answer is used (worked out here, as the
    stopped worker never sent it), a new worker takes the next job, and the log
    says why."""
    import signal

    old = wait(computer.start(Pid())).value
    os.kill(old, signal.SIGSTOP)
    try:
        thinking = computer.start(Sleepy("full", quick_value="quick", seconds=1.0))
        answer = wait(thinking, limit=30.0)  # before: no answer for 61 s
        assert not thinking.started
        assert (answer.kind, answer.value) == (AnswerKind.QUICK, "quick")
        assert any("did not take the job" in r.getMessage() for r in caplog.records)
        new = wait(computer.start(Pid())).value
        assert new != old
        deadline = time.monotonic() + 30
        while computer.stopping and time.monotonic() < deadline:
            computer.pump(0.05)
        assert computer.stopping == 0  # the stopped worker was killed and reaped
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(old, signal.SIGKILL)


def test_a_worker_stopped_while_it_thinks_costs_its_time_limit(computer, caplog):
    import signal

    pid = wait(computer.start(Pid())).value
    thinking = computer.start(Sleepy("full", quick_value="quick", sleep=30.0, seconds=1.0))
    deadline = time.monotonic() + 30
    while not thinking.has_quick and time.monotonic() < deadline:
        computer.pump(0.05)
    os.kill(pid, signal.SIGSTOP)
    try:
        answer = wait(thinking)
        assert (answer.kind, answer.value) == (AnswerKind.QUICK, "quick")
        assert any("did not answer within its 1 s" in r.getMessage() for r in caplog.records)
        assert wait(computer.start(Pid())).value != pid
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="nice is POSIX")
def test_the_computer_thinks_at_a_lower_priority_than_the_window(computer):
    """Issue 43: on a computer busy with another program the window stuttered while
    the computer thought: the worker ran at the window's own priority."""
    from rummikub_desktop.app.computer import WORKER_NICE

    pid = wait(computer.start(Pid())).value
    ours = os.getpriority(os.PRIO_PROCESS, 0)
    assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, ours + WORKER_NICE) > ours
