"""The executable's --self-test, run from source (the built file is in test_build_exe)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rummikub_desktop.app import speech_engines

ROOT = Path(__file__).resolve().parents[2]


def test_self_test_from_source(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "entry.py"), "--self-test", "--seed", "3"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: main menu drawn" in result.stdout
    assert "self-test: OK" in result.stdout
    assert not (tmp_path / ".config").exists()  # the player's folders are not touched


def test_self_test_in_chinese_checks_the_fonts(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), HOME=str(tmp_path))
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "entry.py"),
            "--self-test",
            "--language",
            "zh-Hans",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: language zh-Hans: every sentence can be drawn" in result.stdout


def _snapshot(folder: Path) -> dict[str, tuple]:
    """Every file under ``folder``: its kind, size, content and modification time."""
    found = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        content = path.read_bytes() if path.is_file() else b""
        found[str(path.relative_to(folder))] = (
            info.st_mode,
            info.st_size,
            info.st_mtime_ns,
            content,
        )
    return found


def _player_files(home: Path) -> None:
    from rummikub_desktop.persistence import AppPaths, save_controller, save_settings
    from rummikub_desktop.persistence.settings import Settings
    from rummikub_desktop.session import GameController, Seat, SeatKind

    paths = AppPaths(
        home / ".config" / "rummikub-desktop",
        home / ".local" / "share" / "rummikub-desktop",
        home / ".local" / "state" / "rummikub-desktop",
        home / ".local" / "state" / "rummikub-desktop" / "log",
    )
    save_settings(Settings(), paths)
    seats = [Seat("Grandma", SeatKind.HUMAN), Seat("Robot", SeatKind.COMPUTER, "easy")]
    save_controller(GameController(seats, seed=4), paths=paths)
    paths.statistics_file.write_bytes(b'{"kind": "statistics", "version": 1, "data": {"games')
    # A stale temporary file: a normal start would remove it; a look must not.
    (paths.data_dir / ".saved-game.json.abc.tmp").write_text("half")


def test_check_my_files_reads_the_players_files_and_changes_nothing(tmp_path, monkeypatch):
    from rummikub_desktop.app.my_files import check_my_files
    from rummikub_desktop.persistence import app_paths

    for name in ("RUMMIKUB_DESKTOP_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    _player_files(tmp_path)
    before = _snapshot(tmp_path)
    lines, fine = check_my_files(app_paths())
    assert _snapshot(tmp_path) == before, "only read"
    assert not fine
    text = "\n".join(lines)
    assert "Your settings (" in text and "settings.json): fine." in text
    assert "saved-game.json): fine." in text
    assert "statistics.json): NOT fine: the file is damaged." in text
    assert "The previous game (" in text and "none yet." in text
    assert "can be written" in text
    assert lines[-1] == "Some of your files are not fine (see above)."


def test_self_test_check_my_files_from_the_command_line(tmp_path):
    _player_files(tmp_path)
    before = _snapshot(tmp_path)
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("RUMMIKUB_DESKTOP_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME")
    }
    env.update(PYTHONPATH=str(ROOT), HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "entry.py"), "--self-test", "--check-my-files"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert "self-test: OK" in result.stdout, result.stdout + result.stderr
    assert "statistics.json): NOT fine: the file is damaged." in result.stdout
    assert result.returncode == 1, "a file that is not fine"
    assert _snapshot(tmp_path) == before


# -- the Windows speech driver ------------------------------------------------------


def test_the_windows_speech_driver_loads(monkeypatch):
    loaded = []
    monkeypatch.setattr("importlib.import_module", loaded.append)
    line = speech_engines.load_windows_driver()
    assert line == "speech driver pyttsx3.drivers.sapi5 loaded"
    assert loaded[-1] == "pyttsx3.drivers.sapi5" and "comtypes.client" in loaded


def test_a_missing_module_of_the_speech_driver_is_a_broken_build(monkeypatch):
    def missing(name):
        if name == "comtypes.client":
            raise ModuleNotFoundError(f"No module named {name!r}")

    monkeypatch.setattr("importlib.import_module", missing)
    with pytest.raises(speech_engines.MissingDriver, match=r"comtypes\.client"):
        speech_engines.load_windows_driver()


def test_a_windows_without_sapi5_is_said_not_failed(monkeypatch):
    # Wine: the driver's modules are there, SAPI5's voice has no type library.
    def no_sapi(name):
        if name == "pyttsx3.drivers.sapi5":
            raise ImportError("cannot import name 'SpeechLib' from 'comtypes.gen'")

    monkeypatch.setattr("importlib.import_module", no_sapi)
    line = speech_engines.load_windows_driver()
    assert line.startswith("speech driver pyttsx3.drivers.sapi5 loaded; SAPI5 did not start")
