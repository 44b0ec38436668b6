"""The build (``python -m pytest -m build``; left out of the usual run, which it
would take 40 s of; .ci/run runs it): build the folder build, run its --version
and --self-test, and on Linux make the installer archive and install it into a
temporary home."""

from __future__ import annotations

import importlib.util
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.build,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None, reason="PyInstaller not installed"
    ),
]


def test_folder_build_self_test_and_installer(tmp_path):
    home = tmp_path / "home"
    env = dict(
        os.environ,
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_STATE_HOME=str(home / "state"),
    )
    command = [
        sys.executable,
        str(ROOT / "scripts" / "build_exe.py"),
        "--dist",
        str(tmp_path / "dist"),
        "--work",
        str(tmp_path / "build"),
    ]
    if LINUX:
        command += ["--installer", "--install-desktop-entry"]
    result = subprocess.run(
        command, capture_output=True, text=True, timeout=900, check=False, env=env
    )
    print(result.stdout[-4000:], result.stderr[-3000:])
    assert result.returncode == 0
    assert "self-test: PASSED" in result.stdout
    assert "start to main menu: " in result.stdout
    assert "self-test --language zh-Hant: PASSED" in result.stdout
    assert "self-test --language zh-Hans: PASSED" in result.stdout
    assert "folder build: " in result.stdout
    assert "(within the 45 MB target)" in result.stdout
    if not LINUX:
        return
    assert "installer: " in result.stdout
    assert "(within the 30 MB target)" in result.stdout
    # The menu entry installed into the temporary home starts the installed copy.
    entry = home / "data" / "applications" / "rummikub-desktop.desktop"
    exec_line = next(
        line for line in entry.read_text(encoding="utf-8").splitlines() if line.startswith("Exec=")
    )
    program = shlex.split(exec_line.removeprefix("Exec="))
    assert Path(program[0]).is_relative_to(home)
    ran = subprocess.run(
        [*program, "--version"], capture_output=True, text=True, timeout=60, check=False
    )
    assert ran.returncode == 0 and "Rummikub Desktop" in ran.stdout
