"""The Windows installer script compiles with makensis around a stand-in folder build.

Here makensis, which runs on Linux too, proves the script itself; the real
program is built, installed, started and removed under Wine by
``scripts/build_windows.sh`` (a step of .ci/run), and on Windows by the release
workflow.
"""

from __future__ import annotations

import os
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from rummikub_desktop.persistence.paths import APP_NAME
from tests.support.tools import ROOT, require_tool

SCRIPT = ROOT / "packaging" / "windows" / "installer.nsi"


@pytest.fixture
def makensis(build_exe) -> str:
    return require_tool("makensis", "nsis", found=build_exe.find_makensis())


@pytest.fixture
def stand_in(tmp_path) -> Path:
    """A folder shaped like the Windows folder build."""
    folder = tmp_path / "rummikub-desktop"
    (folder / "_internal").mkdir(parents=True)
    (folder / "rummikub-desktop.exe").write_bytes(b"MZ" + os.urandom(64_000))
    (folder / "_internal" / "python311.dll").write_bytes(os.urandom(16_000))
    return folder


def test_the_installer_compiles_around_the_folder_build(build_exe, makensis, stand_in, tmp_path):
    icons = build_exe.make_icons(tmp_path / "work")
    out = build_exe.make_windows_installer(stand_in, icons["ico"], tmp_path / "out", makensis)
    assert out.name == f"Rummikub-{build_exe.version()}-Setup.exe"
    data = out.read_bytes()
    assert data[:2] == b"MZ"
    # The stand-in's 80 KB of random bytes cannot be compressed away: they are inside.
    assert len(data) > 80_000
    if sys.platform.startswith("linux"):  # Debian's nsis has the 64-bit stubs
        assert pe_machine(data) == AMD64


AMD64 = 0x8664
"""The PE header's machine number for x64 programs."""


def pe_machine(data: bytes) -> int:
    """The machine a Windows program is made for, from its PE header."""
    (header,) = struct.unpack_from("<I", data, 0x3C)
    assert data[header : header + 4] == b"PE\0\0"
    (machine,) = struct.unpack_from("<H", data, header + 4)
    return int(machine)


def test_the_build_script_compiles_it_around_a_windows_build_on_any_system(
    build_exe, makensis, stand_in, tmp_path
):
    # What scripts/build_windows.sh does on Linux after building under Wine.
    work = tmp_path / "work"
    build_exe.make_icons(work)
    out = tmp_path / "installers"
    where = ["--dist", str(stand_in.parent), "--work", str(work), "--installers", str(out)]
    code = build_exe.main(["--windows-installer", *where])
    assert code == 0
    assert (out / build_exe.windows_installer_name()).is_file()


def test_the_build_script_says_when_there_is_no_windows_build(build_exe, tmp_path, capsys):
    code = build_exe.main(["--windows-installer", "--dist", str(tmp_path / "none")])
    assert code == 1
    assert "no Windows folder build" in capsys.readouterr().out


def test_makensis_refuses_the_script_without_its_definitions(makensis, tmp_path):
    prefix = "/" if os.name == "nt" else "-"
    result = subprocess.run(
        [makensis, f"{prefix}V1", str(SCRIPT)], capture_output=True, text=True, check=False
    )
    assert result.returncode != 0


def script_text() -> str:
    # Comments (";" lines) say what the script does; only the commands count here.
    lines = SCRIPT.read_text(encoding="utf-8").splitlines()
    return "\n".join(line for line in lines if not line.lstrip().startswith(";"))


def test_it_is_a_64_bit_installer_where_nsis_has_the_64_bit_stub():
    # The game is 64-bit only; a 64-bit installer also runs under 64-bit Wine alone,
    # where NSIS's default 32-bit one needs 32-bit Wine. The official NSIS for
    # Windows has no 64-bit stub: there it stays a (Unicode) 32-bit installer.
    text = script_text()
    chosen = re.search(r"!if /FileExists \S*amd64-unicode\S*\s+Target amd64-unicode\s+!else", text)
    assert chosen is not None
    assert "Unicode true" in text


def test_it_installs_for_one_user_without_administrator_rights():
    text = script_text()
    assert "RequestExecutionLevel user" in text
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP_NAME}"' in text
    assert "HKLM" not in text and "$PROGRAMFILES" not in text
    assert "SetShellVarContext all" not in text


def test_it_puts_shortcuts_on_the_desktop_and_in_the_start_menu():
    text = script_text()
    assert 'CreateShortcut "$SMPROGRAMS\\${APP_NAME}.lnk"' in text
    assert 'CreateShortcut "$DESKTOP\\${APP_NAME}.lnk"' in text
    assert '!define APP_NAME "Rummikub"' in text


def test_its_uninstaller_is_registered_under_the_users_add_remove_programs():
    text = script_text()
    key = "Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\"
    assert key in text
    for value in ("DisplayName", "UninstallString", "DisplayIcon", "DisplayVersion"):
        assert f'WriteRegStr HKCU "${{UNINSTALL_KEY}}" "{value}"' in text


def test_the_players_files_go_only_when_the_unticked_box_is_ticked():
    text = script_text()
    # The game's own folder name (persistence/paths.py), under %LOCALAPPDATA%.
    assert f'!define PLAYER_FILES "$LOCALAPPDATA\\{APP_NAME}"' in text
    optional = re.search(r'Section /o "un\.[^"]*saved game[^"]*"(.*?)SectionEnd', text, re.S)
    assert optional is not None, "an unticked (/o) uninstall section for the player's files"
    assert 'RMDir /r "${PLAYER_FILES}"' in optional.group(1)
    # Nothing else touches them.
    assert text.count("${PLAYER_FILES}") == 1


def test_a_silent_uninstall_deletes_the_players_files_only_when_asked():
    text = script_text()
    init = re.search(r"Function un\.onInit(.*?)FunctionEnd", text, re.S)
    assert init is not None
    assert '${GetOptions} $R0 "/REMOVEPLAYERFILES" $R1' in init.group(1)
    assert "SectionSetFlags ${UnSecPlayerFiles} ${SF_SELECTED}" in init.group(1)
