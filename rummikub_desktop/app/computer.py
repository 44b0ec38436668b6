"""The computer thinks in a process of its own, so the window never waits for it.

One worker process is started (with the ``spawn`` method, the same on every
system) the first time a job is sent, and kept for the jobs that follow. A job
is frozen data (:class:`~rummikub_desktop.session.ComputerJob` or
:class:`~rummikub_desktop.session.HintJob`): the worker first works out the
job's quick answer and sends it back, then the full answer. The window asks
`ProcessThinking.answer` each frame:

- the full answer, when it came in time;
- when the job's time limit passes first (counted from when the worker takes the
  job, so neither a worker still starting on a slow or busy computer nor a job
  queued behind another uses up a turn's time; a job a starting worker has not
  taken after :data:`START_SECONDS` gets no answer), the quick answer (the best found
  by then), and the worker is stopped and started afresh for the next job; the log
  says why;
- a worker that has answered before and does not take a job within
  :data:`START_MARGIN` (plus the time of the jobs ahead of it) is taken for stuck
  (stopped with SIGSTOP, say): the turn costs its time limit plus that margin, not
  the start limit; the job's quick answer is worked out here when the worker never
  sent it;
- when the job raised or the worker died, a failed answer; the traceback is
  written to the log and the game goes on (a computer then draws).

The worker runs at a lower priority than the window (:data:`WORKER_NICE` steps of
``nice`` on Linux and macOS, the below-normal class on Windows): on a computer
busy with another program, the window's frames go first and the search takes the
time left (``scripts/bench_ui.py --only thinking`` measures both ways in one run).

A worker that is stopped is told to end (``terminate``) and never waited for in
the frame: it is reaped by the frames that follow, and ended for good
(``kill``) if it is still there :data:`STOP_SECONDS` later. A worker whose
window was killed notices (it watches its parent) and exits quietly.

`ProcessThinking.cancel` stops a job nobody needs any more (the player left
the game, or the turn it was for is over). The packaged executable needs
``multiprocessing.freeze_support()`` at its entry (``packaging/entry.py`` and
``rummikub_desktop.__main__`` call it).
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import multiprocessing
import os
import pickle
import signal
import threading
import time
import traceback
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from rummikub_desktop.persistence.processes import lower_own_priority
from rummikub_desktop.ui.interfaces import Answer, AnswerKind, Job

log = logging.getLogger(__name__)

_STARTED = "started"
_QUICK = "quick"
_FINAL = "final"
_FAILED = "failed"
STOP_SECONDS = 1.0
"""How long a stopped worker is given to end by itself before it is killed."""
CLOSE_SECONDS = 1.0
"""How long closing the window waits for the worker to stop by itself."""
START_SECONDS = 60.0
"""How long a job may wait for a worker that is starting to take it (a worker that
starts more slowly than this is taken for stuck: the job gets no answer, as on its
time limit)."""
WORKER_NICE = 5
"""How much nicer than the window the computer's worker runs (``nice``'s steps)."""
START_MARGIN = 10.0
"""How long a job may wait for a worker that has answered before to take it, beyond
the time limits of the jobs ahead of it (a stopped worker, SIGSTOP, takes none). Not
less: the worker runs nicer than the window, and on a computer busy with other work a
live worker took more than 2 s to take its job (its turn then played the quick answer,
a weaker move: the suite at load 15 saw a computer draw instead of laying its set)."""


def _exit_with_parent() -> None:
    """End this worker as soon as the window's process is gone (killed, crashed)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)  # an orphan has nobody to answer: no traceback, no clean-up

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def serve(connection: Connection, nicer: int = WORKER_NICE) -> None:
    """The worker process: answer jobs until told to stop (``None``) or the pipe closes.

    It first makes itself ``nicer`` than the window. When the window's process goes
    away, the worker exits quietly: a broken pipe is the end of the work, not an
    error to print.
    """
    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is for the window
    lower_own_priority(nicer)
    _exit_with_parent()
    try:
        _serve(connection)
    except (EOFError, OSError):
        return


def _serve(connection: Connection) -> None:
    # A send that fails (the window is gone) raises out of here: serve() ends quietly.
    while True:
        task = connection.recv()
        if task is None:
            return
        ticket, job = task
        connection.send((ticket, _STARTED, None))
        try:
            quick = job.quick()
        except Exception:  # any error in a player is reported, never fatal
            connection.send((ticket, _FAILED, traceback.format_exc(limit=20)))
            continue
        connection.send((ticket, _QUICK, quick))
        try:
            final = job()
        except Exception:  # reported to the window as a failed job, never fatal
            connection.send((ticket, _FAILED, traceback.format_exc(limit=20)))
            continue
        connection.send((ticket, _FINAL, final))


class ProcessThinking:
    """One job on its way through the worker: ask :meth:`answer` each frame."""

    def __init__(self, thinker: ComputerProcess, ticket: int, job: Job) -> None:
        self._thinker = thinker
        self.ticket = ticket
        self.job = job
        seconds = job.seconds
        self.payload = b""
        self.seconds = seconds
        self.started = False
        """Whether the worker has taken the job (its time limit runs from then)."""
        self.deadline = time.monotonic() + START_SECONDS + seconds
        self.quick: Any = None
        self.has_quick = False
        self.result: Answer | None = None

    def answer(self) -> Answer | None:
        """The answer once there is one (None while the computer is still thinking)."""
        if self.result is None:
            self._thinker.pump()
        if self.result is None and time.monotonic() >= self.deadline:
            self._time_up()
        return self.result

    def _time_up(self) -> None:
        """No answer in time: stop the worker (a new one takes the next job) and use
        the quick answer, worked out here if the worker never sent it."""
        if self.started:
            why = f"did not answer within its {self.seconds:g} s"
        else:
            why = "did not take the job (stopped or stuck)"
        log.warning(
            "the computer's process %s: a new one is started, the quick answer is used", why
        )
        self._thinker.stop_job(self)
        quick = self.quick
        if not self.has_quick:
            try:
                quick = self.job.quick()
            except Exception:  # a faulty quick answer: none (the computer draws)
                log.exception("the quick answer could not be worked out")
                quick = None
        self.result = Answer(quick, AnswerKind.QUICK)

    def wait(self, seconds: float) -> Answer | None:
        """Like :meth:`answer`, but wait up to ``seconds`` for it (fast mode, tests)."""
        if self.result is None:
            self._thinker.pump(seconds)
        return self.answer()

    def cancel(self) -> None:
        """Nobody needs this answer any more: stop the work if it is under way."""
        if self.result is None:
            self._thinker.stop_job(self)
            self.result = Answer(None, AnswerKind.CANCELLED)


class ComputerProcess:
    """Runs the computer's jobs in a worker process (see the module's description).

    Args:
        nicer: how much nicer than the window the worker runs (0: as the window; the
            benchmark's "before").
    """

    def __init__(self, nicer: int = WORKER_NICE) -> None:
        self._nicer = nicer
        self._context = multiprocessing.get_context("spawn")
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._tickets = itertools.count(1)
        self._pending: dict[int, ProcessThinking] = {}
        self._stopping: list[tuple[BaseProcess, float]] = []
        """Workers told to end, with the time after which they are killed."""
        self._ready = False
        """Whether the worker has answered (it is started: it takes a job at once)."""

    @property
    def running(self) -> bool:
        """True while a worker process is alive."""
        return self._process is not None and self._process.is_alive()

    @property
    def stopping(self) -> int:
        """Workers told to end that are not reaped yet."""
        return len(self._stopping)

    def _ensure_worker(self) -> Connection:
        self.reap()
        if self._connection is None or not self.running:
            self._discard_worker()
            parent, child = self._context.Pipe()
            process = self._context.Process(
                target=serve, args=(child, self._nicer), name="rummikub-computer", daemon=True
            )
            process.start()
            child.close()
            self._process, self._connection = process, parent
        assert self._connection is not None
        return self._connection

    def start(self, job: Job) -> ProcessThinking:
        """Send ``job`` to the worker; its answer comes through the returned object."""
        thinking = ProcessThinking(self, next(self._tickets), job)
        try:
            thinking.payload = pickle.dumps((thinking.ticket, job))
        except Exception as error:
            log.error("a computer job could not be sent to its process: %r", error)
            thinking.result = Answer(None, AnswerKind.FAILED)
            return thinking
        self._pending[thinking.ticket] = thinking
        self._send(thinking)
        return thinking

    def _send(self, thinking: ProcessThinking) -> None:
        ready = self._ready and self.running
        try:
            self._ensure_worker().send_bytes(thinking.payload)
            if ready:
                # A worker that answers takes a job at once, after those ahead of it.
                ahead = [p for p in self._pending.values() if p.ticket < thinking.ticket]
                waits = sum(p.seconds + START_MARGIN for p in ahead)
                thinking.deadline = time.monotonic() + waits + START_MARGIN + thinking.seconds
        except OSError as error:
            log.error("the computer's process could not be reached: %r", error)
            self._pending.pop(thinking.ticket, None)
            self._discard_worker()
            thinking.result = Answer(None, AnswerKind.FAILED)

    def pump(self, wait: float = 0.0) -> None:
        """Take in whatever the worker has sent (waiting up to ``wait`` seconds for it)."""
        self.reap()
        connection = self._connection
        if connection is None:
            return
        try:
            while connection.poll(wait):
                wait = 0.0
                ticket, kind, value = connection.recv()
                self._receive(ticket, kind, value)
        except (EOFError, OSError):
            pass
        if self._pending and not self.running:
            code = None if self._process is None else self._process.exitcode
            log.error("the computer's process ended unexpectedly (exit code %s)", code)
            for thinking in self._pending.values():
                thinking.result = Answer(None, AnswerKind.FAILED)
            self._pending.clear()
            self._discard_worker()

    def _receive(self, ticket: int, kind: str, value: Any) -> None:
        self._ready = True
        thinking = self._pending.get(ticket)
        if thinking is None:
            return
        if kind == _STARTED:
            thinking.started = True
            thinking.deadline = time.monotonic() + thinking.seconds
            return
        if kind == _QUICK:
            thinking.quick, thinking.has_quick = value, True
            return
        del self._pending[ticket]
        if kind == _FINAL:
            thinking.result = Answer(value, AnswerKind.FINISHED)
        else:
            log.error("a computer player failed:\n%s", value)
            thinking.result = Answer(None, AnswerKind.FAILED)

    def stop_job(self, thinking: ProcessThinking) -> None:
        """Stop ``thinking`` if the worker is still on it (the worker starts afresh)."""
        if self._pending.pop(thinking.ticket, None) is None:
            return
        # The worker may be busy with it (jobs run one at a time): end the worker,
        # and send the jobs queued behind it to the next one.
        self._discard_worker()
        for other in list(self._pending.values()):
            self._send(other)

    def _discard_worker(self) -> None:
        """Let go of the worker without waiting for it (it is reaped by :meth:`reap`)."""
        process, connection = self._process, self._connection
        self._process = self._connection = None
        self._ready = False
        if connection is not None:
            connection.close()
        if process is not None:
            if process.is_alive():
                with contextlib.suppress(OSError, ValueError):
                    process.terminate()
            self._stopping.append((process, time.monotonic() + STOP_SECONDS))
        self.reap()

    def reap(self) -> None:
        """Collect the workers that have ended; kill those that outstayed their time.

        Never waits: called from the frames (every :meth:`pump`).
        """
        if not self._stopping:
            return
        now = time.monotonic()
        still: list[tuple[BaseProcess, float]] = []
        for process, deadline in self._stopping:
            try:
                if process.is_alive():
                    if now >= deadline:
                        process.kill()
                        deadline = float("inf")  # killed: only to be collected now
                    still.append((process, deadline))
                    continue
                process.join(0)
                process.close()
            except (OSError, ValueError) as error:
                log.warning("a stopped computer process could not be collected: %r", error)
        self._stopping = still

    def close(self) -> None:
        """Stop the worker (the window is closing: a short wait is allowed here)."""
        for thinking in list(self._pending.values()):
            thinking.result = Answer(None, AnswerKind.CANCELLED)
        self._pending.clear()
        connection, process = self._connection, self._process
        if connection is not None and process is not None and process.is_alive():
            with contextlib.suppress(OSError):
                connection.send(None)
            process.join(CLOSE_SECONDS)
        self._discard_worker()
        for process, _ in self._stopping:
            with contextlib.suppress(OSError, ValueError):
                process.join(CLOSE_SECONDS)
                if process.is_alive():
                    process.kill()
                    process.join(CLOSE_SECONDS)
        self._stopping = []
        self.reap()
