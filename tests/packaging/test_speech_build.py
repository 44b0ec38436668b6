"""The built program carries the speech driver pyttsx3 imports by name (Windows only)."""

from __future__ import annotations

import pytest


def hidden_imports(command: list[str]) -> list[str]:
    return [command[i + 1] for i, word in enumerate(command) if word == "--hidden-import"]


def test_windows_speech_driver_is_a_hidden_import(build_exe, tmp_path, monkeypatch):
    monkeypatch.setattr(build_exe, "system", lambda: "windows")
    icons = {kind: tmp_path / f"icon.{kind}" for kind in ("png", "ico", "icns")}
    monkeypatch.setattr(build_exe, "windows_version_file", lambda work: tmp_path / "version.txt")
    command = build_exe.pyinstaller_command(
        tmp_path / "dist", tmp_path / "work", onefile=False, strip=False, icons=icons
    )
    assert {"pyttsx3.drivers.sapi5", "pythoncom"} <= set(hidden_imports(command))


@pytest.mark.parametrize("system", ["linux", "macos"])
def test_linux_and_macos_need_no_speech_driver(build_exe, tmp_path, monkeypatch, system):
    # They read with a program of the system's own: espeak-ng, say.
    monkeypatch.setattr(build_exe, "system", lambda: system)
    icons = {kind: tmp_path / f"icon.{kind}" for kind in ("png", "ico", "icns")}
    command = build_exe.pyinstaller_command(
        tmp_path / "dist", tmp_path / "work", onefile=False, strip=False, icons=icons
    )
    assert not [name for name in hidden_imports(command) if name.startswith("pyttsx3")]
