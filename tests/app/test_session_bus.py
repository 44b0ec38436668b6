"""Issue 30: the game starts no ``dbus-launch`` where there is no session bus.

SDL's display start connects to the D-Bus session bus; with none known (no
``DBUS_SESSION_BUS_ADDRESS``, no ``$XDG_RUNTIME_DIR/bus``) libdbus ran
``dbus-launch --autolaunch``, once for every folder of ``PATH`` (13 tries on the
issue's machine, where it is not installed; where it is, a bus daemon that
outlives the game). A stand-in ``dbus-launch`` first on ``PATH`` notes each run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rummikub_desktop.app.session_bus import ADDRESS, no_bus_autolaunch, session_bus_known
from rummikub_desktop.persistence.paths import HOME_ENV

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform != "linux", reason="libdbus autolaunch is X11's")
def test_no_dbus_launch_without_a_session_bus(tmp_path):
    tools = tmp_path / "bin"
    tools.mkdir()
    runs = tmp_path / "dbus-launch.runs"
    stand_in = tools / "dbus-launch"
    stand_in.write_text(f'#!/bin/sh\necho "$@" >> {runs}\nexit 1\n')
    stand_in.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k != ADDRESS}
    env.update(
        PATH=f"{tools}{os.pathsep}{env.get('PATH', '')}",
        PYTHONPATH=str(REPO),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        DISPLAY=":4242",  # libdbus autolaunches only where a display is named
        XDG_RUNTIME_DIR=str(tmp_path),
        **{HOME_ENV: str(tmp_path / "home")},
    )
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.start_child"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("MENU")
    assert not runs.exists(), f"dbus-launch was run: {runs.read_text()}"


def test_a_known_session_bus_is_left_to_sdl(monkeypatch, tmp_path):
    monkeypatch.setenv(ADDRESS, "unix:path=/run/user/1000/bus")
    with no_bus_autolaunch():
        assert os.environ[ADDRESS] == "unix:path=/run/user/1000/bus"
    monkeypatch.delenv(ADDRESS)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert not session_bus_known()
    with no_bus_autolaunch():
        assert os.environ[ADDRESS] == "disabled:" or os.name != "posix"
    assert ADDRESS not in os.environ, "the programs started later get the environment as it was"
