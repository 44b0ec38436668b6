"""The build script's choices, without running PyInstaller: folder build by default,
no UPX, one file on request, where each build lies, the Windows version details."""

from __future__ import annotations

import sys

import pytest

from tests.support.tools import ROOT


def command(build_exe, tmp_path, **options):
    icons = {kind: tmp_path / f"icon.{kind}" for kind in ("png", "ico", "icns")}
    options.setdefault("onefile", False)
    options.setdefault("strip", False)
    dist, work = tmp_path / "dist", tmp_path / "work"
    return build_exe.pyinstaller_command(dist, work, icons=icons, **options)


def test_a_folder_build_by_default_and_never_upx(build_exe, tmp_path):
    line = command(build_exe, tmp_path)
    assert "--onedir" in line and "--onefile" not in line
    assert "--noupx" in line
    assert "--windowed" in line


def test_one_file_on_request(build_exe, tmp_path):
    line = command(build_exe, tmp_path, onefile=True)
    assert "--onefile" in line and "--onedir" not in line
    assert "--noupx" in line


def test_the_assets_are_bundled_as_the_assets_package(build_exe, tmp_path):
    line = command(build_exe, tmp_path)
    data = line[line.index("--add-data") + 1]
    assert data.endswith("rummikub_desktop/assets")
    assert data.startswith(str(ROOT / "assets"))


def test_where_each_build_lies(build_exe, tmp_path, monkeypatch):
    dist = tmp_path / "dist"
    monkeypatch.setattr(build_exe, "system", lambda: "linux")
    folder = build_exe.locate_build(dist, onefile=False)
    assert folder.artefact == dist / "rummikub-desktop"
    assert folder.executable == dist / "rummikub-desktop" / "rummikub-desktop"
    assert build_exe.locate_build(dist, onefile=True).executable == dist / "rummikub-desktop"
    monkeypatch.setattr(build_exe, "system", lambda: "windows")
    folder = build_exe.locate_build(dist, onefile=False)
    assert folder.executable == dist / "rummikub-desktop" / "rummikub-desktop.exe"
    monkeypatch.setattr(build_exe, "system", lambda: "macos")
    app = build_exe.locate_build(dist, onefile=False)
    assert app.artefact == dist / "Rummikub.app"
    assert app.executable == dist / "Rummikub.app" / "Contents" / "MacOS" / "Rummikub"


def test_targets_per_kind_of_build(build_exe, tmp_path):
    folder = build_exe.locate_build(tmp_path, onefile=False)
    onefile = build_exe.locate_build(tmp_path, onefile=True)
    assert (folder.size_target_mb, folder.start_target_s) == (45.0, 1.0)
    assert (onefile.size_target_mb, onefile.start_target_s) == (25.0, 2.0)


def test_the_windows_version_details_are_well_formed(build_exe, tmp_path):
    path = build_exe.windows_version_file(tmp_path)
    # PyInstaller evaluates this text with its version-resource classes in scope
    # (a Windows-only module): stand-ins record what each is given.
    calls: list[tuple[str, tuple, dict]] = []

    def recorder(name):
        def record(*args, **kwargs):
            calls.append((name, args, kwargs))
            return name

        return record

    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable"]
    names += ["StringStruct", "VarFileInfo", "VarStruct"]
    scope = {name: recorder(name) for name in names}
    assert eval(path.read_text(encoding="utf-8"), {"__builtins__": {}}, scope) == "VSVersionInfo"
    fixed = next(kwargs for name, _, kwargs in calls if name == "FixedFileInfo")
    assert fixed["filevers"] == (*map(int, build_exe.version().split(".")), 0)
    strings = dict(args for name, args, _ in calls if name == "StringStruct")
    assert strings["ProductName"] == "Rummikub Desktop"
    assert strings["OriginalFilename"] == "rummikub-desktop.exe"
    assert strings["FileVersion"] == build_exe.version()


@pytest.mark.skipif(sys.platform != "win32", reason="PyInstaller reads these on Windows only")
def test_pyinstaller_reads_the_windows_version_details(build_exe, tmp_path):
    from PyInstaller.utils.win32.versioninfo import load_version_info_from_text_file

    info = load_version_info_from_text_file(str(build_exe.windows_version_file(tmp_path)))
    assert "Rummikub Desktop" in str(info)


@pytest.mark.parametrize(
    "arguments",
    [
        ["--onefile", "--installer"],
        ["--onefile", "--install-desktop-entry"],
        ["--desktop-shortcut"],
    ],
)
def test_contradictory_options_are_refused(build_exe, arguments, capsys):
    with pytest.raises(SystemExit) as stop:
        build_exe.main(arguments)
    assert stop.value.code == 2
