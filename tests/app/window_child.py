"""The first copy of the one-window tests: the real program, kept open until killed.

Run as ``python -m tests.app.window_child`` with ``RUMMIKUB_DESKTOP_HOME`` set;
prints ``MENU`` once the menu is drawn and ``CAME FORWARD <n>`` each time a
second start asked it to come forward and it answered.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from rummikub_desktop.app import launcher
from rummikub_desktop.app.window import App

_real_step = App.step
_seen = {"menu": False, "answered": 0}


def _step(app: App) -> bool:
    running = _real_step(app)
    if app.frames >= 3 and not _seen["menu"]:
        _seen["menu"] = True
        print("MENU", flush=True)
    watch = getattr(app.on_frame, "__self__", None)
    answered = getattr(watch, "answered", 0)
    if answered != _seen["answered"]:
        _seen["answered"] = answered
        print(f"CAME FORWARD {answered} {app.file_watch.notice_text}", flush=True)
    return running


if __name__ == "__main__":
    App.step = _step  # type: ignore[method-assign]
    sys.exit(launcher.run([]))
