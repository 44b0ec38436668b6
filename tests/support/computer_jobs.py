"""Jobs for the computer's own process in the tests: module-level classes, so that the
worker can unpickle them."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass


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
class Pid:
    """Answers with the worker's process id."""

    seconds: float = 5.0

    def __call__(self) -> int:
        return os.getpid()

    def quick(self) -> None:
        return None
