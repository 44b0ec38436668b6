"""Processes of this computer (no files, no pygame): whether one still runs, and
ending a child for sure.

:func:`process_alive` tells a temporary file that a running copy of the game is
writing from one that a killed copy left behind (its process id is in its name).
:class:`Ending` and :func:`end_children` end a child and what it started (its
process group): SIGTERM, then SIGKILL after a short grace.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from collections.abc import Iterable


def process_alive(pid: int) -> bool:
    """True when a process with this id is running (or may be: when unsure, True).

    A wrong True only keeps a stale temporary file a little longer (it is removed
    once it is an hour old); a wrong False would remove a file being written.
    """
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return _windows_process_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process is there
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # there, but another user's
    except OSError:
        return True
    return True


def _windows_process_alive(pid: int) -> bool:
    # os.kill(pid, 0) on Windows would send CTRL_C_EVENT: ask the system instead.
    import ctypes
    from ctypes import wintypes

    process_query_limited_information = 0x1000
    still_active = 259
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(process_query_limited_information, False, pid)
    if not handle:
        access_denied = 5
        return bool(ctypes.get_last_error() == access_denied)  # type: ignore[attr-defined]
    try:
        code = wintypes.DWORD()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == still_active
    finally:
        kernel32.CloseHandle(handle)


# -- a lower priority (the computer's thinking) ------------------------------------------

BELOW_NORMAL_PRIORITY_CLASS = 0x4000
"""Windows' priority class one step below a normal program's."""


def lower_own_priority(nicer: int) -> bool:
    """Run this process ``nicer`` steps nicer than it runs now (``nice`` on Linux and
    macOS, at most 19; the below-normal class on Windows); True when done.

    Never raises: a system that does not allow it leaves the process as it is.
    """
    if nicer <= 0:
        return False
    if sys.platform == "win32":
        try:
            import ctypes

            kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
            process = kernel32.GetCurrentProcess()
            return bool(kernel32.SetPriorityClass(process, BELOW_NORMAL_PRIORITY_CLASS))
        except (AttributeError, OSError):
            return False
    try:
        os.nice(nicer)
    except OSError:
        return False
    return True


# -- ending a child for sure (the speech programs) ------------------------------------

END_GRACE = 0.3
"""Seconds a child told to end (SIGTERM) has before it is killed (SIGKILL)."""


def signal_group(pid: int, number: int, *, reaped: bool = False) -> None:
    """Send signal ``number`` to the process group ``pid`` leads (the child and what it
    started), or to the process alone when it leads none; never raises.

    ``reaped``: the child itself has been waited for, so its id may belong to
    another process now: only its group (which keeps the id while it has members).
    """
    if os.name != "posix" or pid <= 0:
        return
    try:
        os.killpg(pid, number)
        return
    except ProcessLookupError:
        if reaped:
            return
    except PermissionError:
        return
    with contextlib.suppress(OSError):
        os.kill(pid, number)  # a child outside a group of its own


class Ending:
    """A child being ended for sure: SIGTERM to its group now, SIGKILL once
    :data:`END_GRACE` has passed (:meth:`press`, called while it is looked at).

    A speech engine that ignores SIGTERM (or a shell script whose player does)
    otherwise read on, one more process at every sentence cut short.
    """

    def __init__(self, pid: int, *, grace: float = END_GRACE) -> None:
        self.pid = pid
        self.deadline = time.monotonic() + grace
        self.killed = False
        signal_group(pid, signal.SIGTERM)

    def press(self, *, reaped: bool = False) -> None:
        """Kill it once the grace is over; at once what it started when the child itself
        has ended and been ``reaped`` (nothing of a cut sentence reads on)."""
        if not self.killed and (reaped or time.monotonic() >= self.deadline):
            self.killed = True
            signal_group(self.pid, signal.SIGKILL, reaped=reaped)


def end_children(pids: Iterable[int], *, grace: float = END_GRACE) -> None:
    """End child processes (and their groups) for sure and reap them: SIGTERM, up to
    ``grace`` seconds to end, then SIGKILL. For a process that is closing (the speech
    helper when the window is gone); waits ``grace`` seconds at most, plus the reaping."""
    endings = [Ending(pid, grace=grace) for pid in pids]
    waiting = {ending.pid for ending in endings}
    while waiting and time.monotonic() < max((e.deadline for e in endings), default=0.0):
        for pid in list(waiting):
            if _reaped(pid):
                waiting.discard(pid)
        if waiting:
            time.sleep(0.02)
    for ending in endings:
        ending.press(reaped=ending.pid not in waiting)
    for pid in waiting:
        with contextlib.suppress(ChildProcessError, OSError):
            os.waitpid(pid, 0)


def _reaped(pid: int) -> bool:
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True  # reaped already, or not ours
    return done != 0
