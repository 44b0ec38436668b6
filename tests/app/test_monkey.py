"""A monkey at the keyboard: thousands of random clicks, drags, keys and window
resizes through the real loop; nothing may raise and every invariant holds."""

from __future__ import annotations

from tests.support.monkey import run_monkey

EVENTS = 700
"""The events of the test suite's monkey; ``python scripts/check_sweeps.py monkey``
sends 6,000 more from other seeds (CI runs it)."""


def test_monkey_keeps_every_invariant():
    run_monkey(20261129, EVENTS)
