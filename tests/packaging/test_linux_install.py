"""The Linux archive and its install.sh, around a stand-in program, in a temporary home.

The archive is made by the build script's own function; install.sh runs as a
player would run it, with ``HOME`` and the ``XDG_*`` folders in ``tmp_path``
(a space in the path included, as in "/home/Jo Smith").
"""

from __future__ import annotations

import os
import shlex
import stat
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.support.tools import ROOT, linux_only, require_tool

pytestmark = linux_only

TEMPLATE = ROOT / "packaging" / "linux" / "rummikub-desktop.desktop"


def desktop_entry(path: Path) -> dict[str, str]:
    """The keys of a .desktop file's [Desktop Entry] group."""
    keys = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith("#"):
            key, value = line.split("=", 1)
            keys[key] = value
    return keys


def validate(path: Path) -> None:
    tool = require_tool("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([tool, str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and result.stdout.strip() == "", result.stdout + result.stderr


def test_the_desktop_entry_template_is_valid():
    validate(TEMPLATE)
    entry = desktop_entry(TEMPLATE)
    assert entry["Name"] == "Rummikub"
    assert entry["Icon"] == "rummikub-desktop"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    # The window's class name (app/window.py) ties the window to the entry.
    assert entry["StartupWMClass"] == "rummikub-desktop"


@pytest.fixture
def stand_in(tmp_path) -> Path:
    """A folder shaped like the folder build, whose program prints its arguments."""
    folder = tmp_path / "build" / "rummikub-desktop"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "base_library.zip").write_bytes(b"stand-in")
    program = folder / "rummikub-desktop"
    program.write_text('#!/bin/sh\necho "Rummikub Desktop stand-in $*"\n', encoding="utf-8")
    program.chmod(0o755)
    return folder


@pytest.fixture
def unpacked(build_exe, stand_in, tmp_path) -> Path:
    """The Linux archive made around the stand-in, unpacked as a player would."""
    archive = build_exe.make_linux_archive(stand_in, tmp_path / "out", tmp_path / "work")
    assert archive.name == f"{build_exe.linux_archive_name()}.tar.gz"
    target = tmp_path / "Downloads"
    target.mkdir()
    with tarfile.open(archive) as tar:
        # The extraction filters came in Python 3.11.4 (Debian 12's python3 is 3.11.2).
        if hasattr(tarfile, "tar_filter"):
            tar.extractall(target, filter="tar")
        else:
            tar.extractall(target)  # our own archive, made just above
    return target / build_exe.linux_archive_name()


@pytest.fixture
def home(tmp_path) -> dict[str, str]:
    """The environment of a player whose files all lie in ``tmp_path``."""
    base = tmp_path / "Jo Smith"
    env = dict(os.environ)
    env.update(
        HOME=str(base),
        XDG_DATA_HOME=str(base / "xdg data"),
        XDG_CONFIG_HOME=str(base / "xdg config"),
        XDG_STATE_HOME=str(base / "xdg state"),
    )
    env.pop("XDG_DESKTOP_DIR", None)
    base.mkdir()
    return env


def run_install(script: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    result = subprocess.run(
        ["sh", str(script), *args], env=env, capture_output=True, text=True, check=False
    )
    print(result.stdout, result.stderr)
    return result


def saved_files(env: dict[str, str]) -> list[Path]:
    """A saved game, settings and a log where the game keeps them on Linux."""
    files = [
        Path(env["XDG_DATA_HOME"]) / "rummikub-desktop" / "saved-game.json",
        Path(env["XDG_CONFIG_HOME"]) / "rummikub-desktop" / "settings.json",
        Path(env["XDG_STATE_HOME"]) / "rummikub-desktop" / "log" / "rummikub-desktop.log",
    ]
    for file in files:
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text("{}", encoding="utf-8")
    return files


def test_the_archive_holds_the_program_entry_icons_and_install_script(unpacked):
    names = {p.relative_to(unpacked).as_posix() for p in unpacked.rglob("*")}
    assert {
        "rummikub-desktop/rummikub-desktop",
        "rummikub-desktop/_internal/base_library.zip",
        "rummikub-desktop.desktop",
        "install.sh",
        "README.txt",
        "icons/hicolor/256x256/apps/rummikub-desktop.png",
        "icons/hicolor/48x48/apps/rummikub-desktop.png",
    } <= names
    assert (unpacked / "install.sh").stat().st_mode & stat.S_IXUSR
    assert (unpacked / "rummikub-desktop" / "rummikub-desktop").stat().st_mode & stat.S_IXUSR


def test_install_puts_a_valid_entry_and_icon_under_xdg_data_home(unpacked, home):
    result = run_install(unpacked / "install.sh", home)
    assert result.returncode == 0
    data = Path(home["XDG_DATA_HOME"])
    entry_file = data / "applications" / "rummikub-desktop.desktop"
    validate(entry_file)
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "rummikub-desktop.png").is_file()
    # XDG_DATA_HOME is honoured: nothing in the default folder, no desktop icon unasked.
    assert not (Path(home["HOME"]) / ".local" / "share").exists()
    assert not (Path(home["HOME"]) / "Desktop").exists()

    entry = desktop_entry(entry_file)
    program = Path(home["HOME"]) / ".local" / "opt" / "rummikub-desktop" / "rummikub-desktop"
    assert shlex.split(entry["Exec"]) == [str(program / "rummikub-desktop")]
    assert entry["TryExec"] == str(program / "rummikub-desktop")
    ran = subprocess.run(shlex.split(entry["Exec"]), capture_output=True, text=True, check=True)
    assert "stand-in" in ran.stdout


def test_desktop_shortcut_on_request(unpacked, home):
    result = run_install(unpacked / "install.sh", home, "--desktop-shortcut")
    assert result.returncode == 0
    shortcut = Path(home["HOME"]) / "Desktop" / "rummikub-desktop.desktop"
    validate(shortcut)
    assert shortcut.stat().st_mode & stat.S_IXUSR
    assert desktop_entry(shortcut)["Name"] == "Rummikub"


def test_uninstall_removes_the_program_and_keeps_the_saved_game(unpacked, home):
    assert run_install(unpacked / "install.sh", home, "--desktop-shortcut").returncode == 0
    saves = saved_files(home)
    installed = Path(home["HOME"]) / ".local" / "opt" / "rummikub-desktop"

    result = run_install(installed / "install.sh", home, "--uninstall")
    assert result.returncode == 0
    assert "kept" in result.stdout
    data = Path(home["XDG_DATA_HOME"])
    assert not installed.exists()
    assert not (data / "applications" / "rummikub-desktop.desktop").exists()
    assert not list((data / "icons").rglob("rummikub-desktop.png"))
    assert not (Path(home["HOME"]) / "Desktop" / "rummikub-desktop.desktop").exists()
    assert all(file.is_file() for file in saves)


def test_uninstall_removes_the_saved_game_only_when_asked(unpacked, home):
    assert run_install(unpacked / "install.sh", home).returncode == 0
    saves = saved_files(home)
    installed = Path(home["HOME"]) / ".local" / "opt" / "rummikub-desktop"
    result = run_install(installed / "install.sh", home, "--uninstall", "--remove-saved-game")
    assert result.returncode == 0
    assert not any(file.exists() for file in saves)
    assert not installed.exists()


def test_installing_again_replaces_the_old_program(unpacked, home):
    assert run_install(unpacked / "install.sh", home).returncode == 0
    installed = Path(home["HOME"]) / ".local" / "opt" / "rummikub-desktop"
    leftover = installed / "rummikub-desktop" / "_internal" / "from-an-old-version.so"
    leftover.write_bytes(b"old")
    assert run_install(unpacked / "install.sh", home).returncode == 0
    assert not leftover.exists()
    assert (installed / "rummikub-desktop" / "rummikub-desktop").is_file()


def test_install_never_overwrites_a_folder_that_is_not_the_game(unpacked, home):
    stranger = Path(home["HOME"]) / ".local" / "opt" / "rummikub-desktop"
    stranger.mkdir(parents=True)
    (stranger / "notes.txt").write_text("mine", encoding="utf-8")
    result = run_install(unpacked / "install.sh", home)
    assert result.returncode != 0
    assert "not Rummikub" in result.stderr
    assert (stranger / "notes.txt").read_text(encoding="utf-8") == "mine"


def test_remove_saved_game_needs_uninstall(unpacked, home):
    result = run_install(unpacked / "install.sh", home, "--remove-saved-game")
    assert result.returncode != 0
    assert not (Path(home["HOME"]) / ".local" / "opt").exists()
