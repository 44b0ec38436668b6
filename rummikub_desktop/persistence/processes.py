"""Whether another process of this computer is still running (no files, no pygame).

Used to tell a temporary file that a running copy of the game is writing from
one that a killed copy left behind (its process id is in its name).
"""

from __future__ import annotations

import os
import sys


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
