"""No D-Bus daemon started for the window: SDL's look for the session bus, kept quiet.

``pygame.display.init()`` (SDL 2) connects to the desktop's D-Bus session bus, for
the input methods (IBus, Fcitx: typing a name in Chinese) and to keep the screen
saver off. On a desktop the session sets ``DBUS_SESSION_BUS_ADDRESS`` (or the
bus is at ``$XDG_RUNTIME_DIR/bus``) and SDL simply connects. Where neither is
there (an X server without a desktop session: ``ssh -X``, a bare window
manager, Xvfb), libdbus *autolaunches*: it forks and runs ``dbus-launch
--autolaunch``, looked for in every folder of ``PATH`` (13 tries here, where it is
not installed), and where it is installed it starts a bus daemon that outlives
the game. With no session bus there is no input method to talk to either, so
the game tells libdbus there is none (``DBUS_SESSION_BUS_ADDRESS=disabled:``) for
the display's start only; the programs the game starts later (the speech
programs) get the environment as it was.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator

ADDRESS = "DBUS_SESSION_BUS_ADDRESS"
NO_BUS = "disabled:"
"""libdbus's address for "there is no bus" (nothing is started, nothing is tried)."""


def session_bus_known(environ: os._Environ[str] | dict[str, str] | None = None) -> bool:
    """True when the desktop's session bus can be found without starting one."""
    env = os.environ if environ is None else environ
    if env.get(ADDRESS):
        return True
    runtime = env.get("XDG_RUNTIME_DIR")
    if not runtime:
        return False
    try:
        return stat.S_ISSOCK(os.stat(os.path.join(runtime, "bus")).st_mode)
    except OSError:
        return False


@contextlib.contextmanager
def no_bus_autolaunch() -> Iterator[None]:
    """While the display starts: no ``dbus-launch`` when no session bus is known."""
    if os.name != "posix" or session_bus_known():
        yield
        return
    os.environ[ADDRESS] = NO_BUS
    try:
        yield
    finally:
        if os.environ.get(ADDRESS) == NO_BUS:
            del os.environ[ADDRESS]
