"""The built program carries the speech drivers pyttsx3 imports by name."""

from __future__ import annotations

import pytest


def hidden_imports(command: list[str]) -> list[str]:
    return [command[i + 1] for i, word in enumerate(command) if word == "--hidden-import"]


@pytest.mark.parametrize(
    ("system", "driver"),
    [("windows", "pyttsx3.drivers.sapi5"), ("macos", "pyttsx3.drivers.nsss")],
)
def test_each_systems_speech_driver_is_a_hidden_import(
    build_exe, tmp_path, monkeypatch, system, driver
):
    monkeypatch.setattr(build_exe, "system", lambda: system)
    icons = {kind: tmp_path / f"icon.{kind}" for kind in ("png", "ico", "icns")}
    monkeypatch.setattr(build_exe, "windows_version_file", lambda work: tmp_path / "version.txt")
    command = build_exe.pyinstaller_command(
        tmp_path / "dist", tmp_path / "work", onefile=False, strip=False, icons=icons
    )
    assert driver in hidden_imports(command)


def test_linux_needs_no_speech_driver(build_exe, tmp_path, monkeypatch):
    monkeypatch.setattr(build_exe, "system", lambda: "linux")
    icons = {kind: tmp_path / f"icon.{kind}" for kind in ("png", "ico", "icns")}
    command = build_exe.pyinstaller_command(
        tmp_path / "dist", tmp_path / "work", onefile=False, strip=False, icons=icons
    )
    assert not [name for name in hidden_imports(command) if name.startswith("pyttsx3")]
