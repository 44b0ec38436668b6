"""Issue 42: a child told to end is given :data:`END_GRACE` seconds, then killed,
counted on a clock the test moves (it was measured on the wall clock in
``tests/app/test_speech_ends.py``, which a busy machine could fail)."""

from __future__ import annotations

import signal

import pytest

from rummikub_desktop.persistence import processes
from rummikub_desktop.persistence.processes import END_GRACE, Ending


@pytest.fixture
def world(monkeypatch):
    """The clock (moved by the test) and the signals sent, as (pid, signal, reaped)."""
    clock = [1000.0]
    sent: list[tuple[int, int, bool]] = []
    monkeypatch.setattr(processes.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(
        processes,
        "signal_group",
        lambda pid, number, *, reaped=False: sent.append((pid, number, reaped)),
    )
    return clock, sent


def test_sigterm_at_once_and_sigkill_only_once_the_grace_is_over(world):
    clock, sent = world
    ending = Ending(4242)
    assert sent == [(4242, signal.SIGTERM, False)]
    ending.press()
    clock[0] += END_GRACE * 0.9
    ending.press()
    assert sent == [(4242, signal.SIGTERM, False)], "killed before its grace was over"
    clock[0] += END_GRACE * 0.2
    ending.press()
    ending.press()
    assert sent == [(4242, signal.SIGTERM, False), (4242, signal.SIGKILL, False)]


def test_what_an_ended_child_started_is_killed_at_once(world):
    _, sent = world
    ending = Ending(4242)
    ending.press(reaped=True)
    assert sent[-1] == (4242, signal.SIGKILL, True)
    assert len(sent) == 2
