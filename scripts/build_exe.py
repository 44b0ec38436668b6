"""Build the one-file windowed executable with PyInstaller, then check it.

    python scripts/build_exe.py            # build into dist/, then run its self-test
    python scripts/build_exe.py --no-test  # build only

The same script works on Linux, Windows and macOS (run it on each: PyInstaller
does not cross-build). It draws the icon, bundles the game's assets and
translations, keeps only the pygame-gui data the game uses (the slim hook in
``packaging/hooks``), strips the binaries on Linux, prints the file's size,
then runs the built file's ``--version`` and ``--self-test`` (in English, then in
繁體中文 and 简体中文) and prints how long it took from start to the main menu.
Exits non-zero when the build or a check fails.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
NAME = "rummikub-desktop"
SIZE_TARGET_MB = 25.0
START_TARGET_S = 2.0
MENU_LINE = "self-test: main menu drawn"
EXCLUDES = ["tkinter", "numpy", "pytest", "hypothesis", "PyInstaller", "setuptools", "pip"]


def executable_path(dist: Path) -> Path:
    """Where PyInstaller puts the one-file build."""
    suffix = ".exe" if os.name == "nt" else ""
    return dist / f"{NAME}{suffix}"


def data_arguments() -> list[str]:
    """``--add-data`` for the top-level assets folder (fonts, theme, translations),
    bundled where the installed package ``rummikub_desktop.assets`` would be."""
    return ["--add-data", f"{ROOT / 'assets'}{os.pathsep}rummikub_desktop/assets"]


def icon_argument(work: Path) -> list[str]:
    """``--icon`` in the platform's format, drawn by ``packaging/make_icon.py``."""
    sys.path.insert(0, str(PACKAGING))
    try:
        from make_icon import make_icons
    finally:
        sys.path.pop(0)
    icons = make_icons(work / "icon")
    if sys.platform == "darwin":
        return ["--icon", str(icons["icns"])]
    return ["--icon", str(icons["ico"])]


def pyinstaller_command(dist: Path, work: Path, *, strip: bool) -> list[str]:
    """The PyInstaller command line."""
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(PACKAGING / "entry.py"),
        "--name",
        NAME,
        "--onefile",
        "--windowed",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "pyinstaller"),
        "--specpath",
        str(work),
        "--paths",
        str(ROOT),
        "--additional-hooks-dir",
        str(PACKAGING / "hooks"),
        "--collect-submodules",
        "rummikub_desktop",
    ]
    for module in EXCLUDES:
        command += ["--exclude-module", module]
    command += data_arguments()
    command += icon_argument(work)
    if strip:
        command.append("--strip")
    return command


def run_version(exe: Path) -> bool:
    """Run ``--version``; True when it answers."""
    result = subprocess.run(
        [str(exe), "--version"], capture_output=True, text=True, timeout=60, check=False
    )
    print(f"--version: exit {result.returncode}: {result.stdout.strip() or result.stderr.strip()}")
    return result.returncode == 0 and "Rummikub Desktop" in result.stdout


LANGUAGES = ("zh-Hant", "zh-Hans")
"""Besides English, the self-test runs once in each of these (fonts and catalogues bundled)."""


def run_self_test(
    exe: Path, timeout: float = 600.0, extra: tuple[str, ...] = ()
) -> tuple[bool, float | None, float]:
    """Run ``--self-test`` (with ``extra`` arguments), echoing its lines.

    Returns (passed, seconds from start to the main menu, total seconds).
    """
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    started = time.perf_counter()
    menu_at: float | None = None
    process = subprocess.Popen(
        [str(exe), "--self-test", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    try:
        for line in process.stdout:
            now = time.perf_counter() - started
            if menu_at is None and line.startswith(MENU_LINE):
                menu_at = now
            print(f"  [{now:6.2f} s] {line.rstrip()}")
            if now > timeout:
                process.kill()
                break
        code = process.wait(timeout=max(1.0, timeout - (time.perf_counter() - started)))
    except subprocess.TimeoutExpired:
        process.kill()
        code = -1
    total = time.perf_counter() - started
    print(f"--self-test: exit {code} after {total:.1f} s")
    return code == 0, menu_at, total


def main(argv: list[str] | None = None) -> int:
    """Build, measure and check; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="scratch folder")
    parser.add_argument("--no-test", action="store_true", help="do not run the built file")
    parser.add_argument("--no-strip", action="store_true", help="keep debug symbols (Linux)")
    args = parser.parse_args(argv)

    if hasattr(os, "nice"):
        os.nice(10)  # a build is heavy; let the rest of the machine breathe
    strip = sys.platform.startswith("linux") and not args.no_strip and shutil.which("strip")
    exe = executable_path(args.dist)
    if exe.exists():
        exe.unlink()
    python = sys.version.split()[0]
    print(f"building {exe} on {platform.system()} {platform.machine()}, Python {python}")
    started = time.perf_counter()
    result = subprocess.run(
        pyinstaller_command(args.dist, args.work, strip=bool(strip)), check=False
    )
    build_seconds = time.perf_counter() - started
    if result.returncode != 0 or not exe.exists():
        print(f"PyInstaller failed (exit {result.returncode}) after {build_seconds:.1f} s")
        return 1
    size_mb = exe.stat().st_size / 1_000_000
    verdict = "within" if size_mb <= SIZE_TARGET_MB else "OVER"
    print(f"built in {build_seconds:.1f} s")
    target = f"{verdict} the {SIZE_TARGET_MB:.0f} MB target"
    print(f"size: {exe.stat().st_size} bytes = {size_mb:.1f} MB ({target})")
    if args.no_test:
        return 0

    ok = run_version(exe)
    passed, menu_at, _ = run_self_test(exe)
    if menu_at is not None:
        verdict = "within" if menu_at <= START_TARGET_S else "OVER"
        print(f"start to main menu: {menu_at:.2f} s ({verdict} the {START_TARGET_S:.0f} s target)")
    else:
        print("start to main menu: not reached")
    print("self-test: PASSED" if passed else "self-test: FAILED")
    for language in LANGUAGES:
        passed_in, menu_in, _ = run_self_test(exe, extra=("--language", language))
        start = f"{menu_in:.2f} s to the main menu" if menu_in is not None else "no menu"
        print(f"self-test --language {language}: {'PASSED' if passed_in else 'FAILED'} ({start})")
        passed = passed and passed_in
    return 0 if ok and passed else 1


if __name__ == "__main__":
    sys.exit(main())
