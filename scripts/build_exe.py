"""Build the game with PyInstaller, check it, and wrap it in this system's installer.

    python scripts/build_exe.py                    # folder build in dist/, then its self-test
    python scripts/build_exe.py --installer        # ... and this system's installer
    python scripts/build_exe.py --onefile          # one self-unpacking file instead
    python scripts/build_exe.py --install-desktop-entry [--desktop-shortcut]   # Linux
    python scripts/build_exe.py --check-only --language zh-Hant   # check dist/ again
    python scripts/build_exe.py --windows-installer --dist dist/windows   # any system

The same script works on Linux, Windows and macOS (run it on each: PyInstaller
does not cross-build). On Linux, ``scripts/build_windows.sh`` runs it under Wine
with a Windows Python, then compiles the installer with ``--windows-installer``.

By default it makes a folder build (PyInstaller
"one-dir", no UPX): it starts at once, where a one-file program unpacks itself
at every start and is scanned again by antivirus each time. It draws the icon,
bundles the game's assets and translations, keeps only the pygame-gui data the
game uses (the slim hook in ``packaging/hooks``), strips the binaries on Linux,
prints the size of what it made, then runs the built program's ``--version``
and ``--self-test`` and prints how long it took from start to the main menu.

``--installer`` then makes, in ``dist/installers/``:

- Linux: ``rummikub-desktop-<version>-linux-<arch>.tar.gz`` (the folder build,
  the ``.desktop`` entry, the icons and ``install.sh``);
- Windows: ``Rummikub-<version>-Setup.exe`` (NSIS, per-user, no administrator);
- macOS: ``Rummikub-<version>-macOS-<arch>.dmg`` (``Rummikub.app`` and an
  Applications link; signed and notarised when the secrets are set, see
  ``packaging/macos/sign_and_notarize.sh``).

Exits non-zero when the build, the installer or a check fails.
"""

from __future__ import annotations

import argparse
import os
import platform
import plistlib
import re
import shutil
import subprocess
import sys
import tarfile
import time
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
NAME = "rummikub-desktop"
"""The program's file name, the Linux entry's and icon's name."""
TITLE = "Rummikub"
"""What the player sees: shortcut, menu entry, the macOS app."""
BUNDLE_ID = "org.rummikub-desktop.game"
MENU_LINE = "self-test: main menu drawn"
EXCLUDES = [
    *("tkinter", "numpy", "pytest", "hypothesis", "PyInstaller", "setuptools", "pip"),
    # The game never goes on the network. Without these, OpenSSL's libraries
    # (about 5 MB) stay out; hashlib and hmac fall back to Python's own hashes.
    *("ssl", "_ssl", "_hashlib"),
]
SPEECH_DRIVERS = {
    "windows": ["pyttsx3.drivers", "pyttsx3.drivers.sapi5", "comtypes.client", "pythoncom"],
}
"""pyttsx3 imports its driver by name (``importlib.import_module``), so PyInstaller cannot
see it: Windows' driver is named as a hidden import. macOS reads with the ``say``
program and Linux with the ``espeak-ng`` program: they need none
(``rummikub_desktop.app.speech_engines`` itself is collected with the game's submodules)."""
MB = 1_000_000

FOLDER_TARGET_MB = 45.0
ONEFILE_TARGET_MB = 25.0
ARCHIVE_TARGET_MB = 30.0
FOLDER_START_TARGET_S = 1.0
ONEFILE_START_TARGET_S = 2.0


def version() -> str:
    """The game's version (``__version__`` in the package), read without importing it."""
    text = (ROOT / "rummikub_desktop" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise RuntimeError("no __version__ in rummikub_desktop/__init__.py")
    return found.group(1)


def system() -> str:
    """``linux``, ``windows`` or ``macos``."""
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def bundle_name() -> str:
    """PyInstaller's ``--name``: the macOS app is called what the player sees."""
    return TITLE if system() == "macos" else NAME


@dataclass(frozen=True, slots=True)
class Build:
    """Where one build lies.

    Attributes:
        onefile: a one-file build (else a folder build).
        artefact: what is shipped: the folder, the ``.app`` or the one file.
        executable: the program to run inside it.
    """

    onefile: bool
    artefact: Path
    executable: Path

    @property
    def label(self) -> str:
        """How the build is named in the script's output."""
        return "one-file build" if self.onefile else "folder build"

    @property
    def size_target_mb(self) -> float:
        """The most it may weigh."""
        return ONEFILE_TARGET_MB if self.onefile else FOLDER_TARGET_MB

    @property
    def start_target_s(self) -> float:
        """The longest it may take from start to the main menu."""
        return ONEFILE_START_TARGET_S if self.onefile else FOLDER_START_TARGET_S


def locate_build(dist: Path, *, onefile: bool) -> Build:
    """Where PyInstaller puts the build in ``dist`` on this system."""
    name = bundle_name()
    suffix = ".exe" if system() == "windows" else ""
    if onefile:
        file = dist / f"{name}{suffix}"
        return Build(True, file, file)
    if system() == "macos":
        app = dist / f"{name}.app"
        return Build(False, app, app / "Contents" / "MacOS" / name)
    folder = dist / name
    return Build(False, folder, folder / f"{name}{suffix}")


def size_of(path: Path) -> tuple[int, int]:
    """(bytes, files) of a file or of everything under a folder; links count as nothing."""
    if path.is_file():
        return path.stat().st_size, 1
    total = files = 0
    for folder, _, names in os.walk(path):
        for name in names:
            entry = Path(folder, name)
            if not entry.is_symlink():
                total += entry.stat().st_size
                files += 1
    return total, files


def within(value: float, target: float) -> str:
    """``within`` or ``OVER``."""
    return "within" if value <= target else "OVER"


def data_arguments() -> list[str]:
    """``--add-data`` for the top-level assets folder (fonts, theme, translations),
    bundled where the installed package ``rummikub_desktop.assets`` would be."""
    return ["--add-data", f"{ROOT / 'assets'}{os.pathsep}rummikub_desktop/assets"]


def icon_maker() -> ModuleType:
    """``packaging/make_icon.py``, which draws the icon with pygame."""
    sys.path.insert(0, str(PACKAGING))
    try:
        import make_icon
    finally:
        sys.path.pop(0)
    return make_icon


def make_icons(work: Path) -> dict[str, Path]:
    """The icon files (PNG, ICO, ICNS) in ``work/icon``."""
    return icon_maker().make_icons(work / "icon")


def windows_version_file(work: Path) -> Path:
    """Version details for the Windows program's Properties (and antivirus heuristics,
    which trust a program that says what it is a little more)."""
    parts = [int(p) for p in version().split(".")[:3]]
    numbers = tuple(parts + [0] * (4 - len(parts)))
    strings = {
        "CompanyName": "Rummikub Desktop",
        "FileDescription": TITLE,
        "FileVersion": version(),
        "InternalName": NAME,
        "LegalCopyright": "MIT licence",
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": "Rummikub Desktop",
        "ProductVersion": version(),
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    text = f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3F, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])]),
  ],
)
"""
    path = work / "version-info.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def pyinstaller_command(
    dist: Path, work: Path, *, onefile: bool, strip: bool, icons: dict[str, Path]
) -> list[str]:
    """The PyInstaller command line."""
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(PACKAGING / "entry.py"),
        "--name",
        bundle_name(),
        "--onefile" if onefile else "--onedir",
        "--windowed",
        # UPX-packed programs are flagged by antivirus far more often; never pack.
        "--noupx",
        # Python's UTF-8 mode: on Windows, printing Chinese to a pipe and open()
        # without an encoding would otherwise use the ANSI code page (cp1252).
        "--python-option",
        "X utf8",
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
    for module in SPEECH_DRIVERS.get(system(), []):
        command += ["--hidden-import", module]
    command += data_arguments()
    if system() == "macos":
        command += ["--icon", str(icons["icns"]), "--osx-bundle-identifier", BUNDLE_ID]
    elif system() == "windows":
        command += ["--icon", str(icons["ico"])]
        command += ["--version-file", str(windows_version_file(work))]
    if strip:
        command.append("--strip")
    return command


def finish_macos_app(app: Path) -> None:
    """Name, version and Retina support in the app's Info.plist, then the app sealed
    again (ad hoc): an Apple silicon Mac runs no program whose seal is broken.
    ``packaging/macos/sign_and_notarize.sh`` signs it for real when it can."""
    info = app / "Contents" / "Info.plist"
    with info.open("rb") as file:
        plist = plistlib.load(file)
    plist.update(
        {
            "CFBundleDisplayName": TITLE,
            "CFBundleName": TITLE,
            "CFBundleShortVersionString": version(),
            "CFBundleVersion": version(),
            "LSApplicationCategoryType": "public.app-category.board-games",
            "NSHighResolutionCapable": True,
        }
    )
    with info.open("wb") as file:
        plistlib.dump(plist, file)
    subprocess.run(["codesign", "--force", "--sign", "-", str(app)], check=True)


def build(dist: Path, work: Path, *, onefile: bool, strip: bool) -> tuple[Build, float] | None:
    """Run PyInstaller; returns the build and its seconds, or None when it failed."""
    target = locate_build(dist, onefile=onefile)
    if target.executable.is_file():
        target.executable.unlink()
    icons = make_icons(work)
    started = time.perf_counter()
    command = pyinstaller_command(dist, work, onefile=onefile, strip=strip, icons=icons)
    result = subprocess.run(command, check=False)
    seconds = time.perf_counter() - started
    if result.returncode != 0 or not target.executable.is_file():
        print(f"PyInstaller failed (exit {result.returncode}) after {seconds:.1f} s")
        return None
    if system() == "macos" and not onefile:
        finish_macos_app(target.artefact)
    return target, seconds


def report_size(label: str, path: Path, target_mb: float | None = None) -> bool:
    """Print the size of ``path``; False when it is over ``target_mb``."""
    size, files = size_of(path)
    line = f"{label}: {path}: {size} bytes = {size / MB:.1f} MB"
    if path.is_dir():
        line += f" in {files} files"
    if target_mb is not None:
        line += f" ({within(size / MB, target_mb)} the {target_mb:.0f} MB target)"
    print(line, flush=True)
    return target_mb is None or size / MB <= target_mb


# -- checks ---------------------------------------------------------------


def run_version(exe: Path) -> bool:
    """Run ``--version``; True when it answers."""
    result = subprocess.run(
        [str(exe), "--version"], capture_output=True, text=True, timeout=60, check=False
    )
    print(f"--version: exit {result.returncode}: {result.stdout.strip() or result.stderr.strip()}")
    if result.returncode == 0 and not result.stdout.strip() and system() == "windows":
        # A windowed Windows program may have no standard output at all.
        print("--version: printed nothing (windowed Windows program): judged by its exit code")
        return True
    return result.returncode == 0 and "Rummikub Desktop" in result.stdout


def run_self_test(
    exe: Path, extra: list[str] | None = None, timeout: float = 600.0
) -> tuple[bool, float | None, float]:
    """Run ``--self-test`` (plus ``extra`` arguments), echoing its lines.

    Returns (passed, seconds from start to the main menu, total seconds).
    """
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = [str(exe), "--self-test", *(extra or [])]
    print("running: " + " ".join(command), flush=True)
    started = time.perf_counter()
    menu_at: float | None = None
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=env,
    )
    assert process.stdout is not None
    try:
        for line in process.stdout:
            now = time.perf_counter() - started
            if menu_at is None and line.startswith(MENU_LINE):
                menu_at = now
            print(f"  [{now:6.2f} s] {line.rstrip()}", flush=True)
            if now > timeout:
                process.kill()
                break
        code = process.wait(timeout=max(1.0, timeout - (time.perf_counter() - started)))
    except subprocess.TimeoutExpired:
        process.kill()
        code = -1
    total = time.perf_counter() - started
    print(f"--self-test: exit {code} after {total:.1f} s", flush=True)
    return code == 0, menu_at, total


LANGUAGES = ("zh-Hant", "zh-Hans")
"""Besides English, the self-test runs once in each of these (fonts and catalogues bundled)."""


def check(target: Build, extra: list[str]) -> bool:
    """``--version`` and ``--self-test`` of a build, with the time to the main menu.

    Without a ``--language`` in ``extra``, the self-test runs in English and then
    in each of :data:`LANGUAGES`.
    """
    ok = run_version(target.executable)
    passed, menu_at, _ = run_self_test(target.executable, extra)
    if menu_at is not None:
        goal = target.start_target_s
        verdict = within(menu_at, goal)
        print(f"start to main menu: {menu_at:.2f} s ({verdict} the {goal:.0f} s target)")
    else:
        print("start to main menu: not reached (or not printed)")
    print("self-test: PASSED" if passed else "self-test: FAILED", flush=True)
    if "--language" not in extra:
        for language in LANGUAGES:
            passed_in, menu_in, _ = run_self_test(target.executable, ["--language", language])
            start = f"{menu_in:.2f} s to the main menu" if menu_in is not None else "no menu"
            verdict = "PASSED" if passed_in else "FAILED"
            print(f"self-test --language {language}: {verdict} ({start})", flush=True)
            passed = passed and passed_in
    return ok and passed


# -- installers -------------------------------------------------------------


def machine() -> str:
    """The processor name used in file names: ``x86_64``, ``arm64``..."""
    name = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(name, name)


def linux_archive_name() -> str:
    """``rummikub-desktop-<version>-linux-<arch>``: the archive's name and its top folder."""
    return f"{NAME}-{version()}-linux-{machine()}"


def stage_linux_archive(program: Path, stage: Path) -> Path:
    """Lay out the Linux archive's folder in ``stage``; returns it.

    ``<top>/rummikub-desktop/`` is the folder build; beside it the ``.desktop``
    entry, the icons (``icons/hicolor/...``), ``install.sh`` and ``README.txt``.
    """
    top = stage / linux_archive_name()
    if top.exists():
        shutil.rmtree(top)
    top.mkdir(parents=True)
    shutil.copytree(program, top / NAME, symlinks=True)
    linux = PACKAGING / "linux"
    shutil.copy2(linux / f"{NAME}.desktop", top / f"{NAME}.desktop")
    shutil.copy2(linux / "install.sh", top / "install.sh")
    (top / "install.sh").chmod(0o755)
    shutil.copy2(linux / "README.txt", top / "README.txt")
    icon_maker().write_hicolor(top / "icons" / "hicolor", NAME)
    return top


def make_linux_archive(program: Path, out_dir: Path, work: Path) -> Path:
    """The ``.tar.gz`` of the folder build with its entry, icons and ``install.sh``."""
    top = stage_linux_archive(program, work / "linux-archive")
    out_dir.mkdir(parents=True, exist_ok=True)
    archive = out_dir / f"{top.name}.tar.gz"

    def anonymous(info: tarfile.TarInfo) -> tarfile.TarInfo:
        # Unpacked files belong to whoever unpacks them, not to the builder.
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(top, arcname=top.name, filter=anonymous)
    return archive


def install_desktop_entry(top: Path, *, desktop_shortcut: bool) -> bool:
    """Run the staged archive's ``install.sh`` for this user."""
    command = ["sh", str(top / "install.sh")]
    if desktop_shortcut:
        command.append("--desktop-shortcut")
    print("running: " + " ".join(command), flush=True)
    return subprocess.run(command, check=False).returncode == 0


def find_makensis() -> str | None:
    """NSIS's compiler: on the PATH, or where its Windows installer puts it."""
    found = shutil.which("makensis")
    if found:
        return found
    for variable in ("ProgramFiles(x86)", "ProgramFiles"):
        base = os.environ.get(variable)
        if base and Path(base, "NSIS", "makensis.exe").is_file():
            return str(Path(base, "NSIS", "makensis.exe"))
    return None


def windows_installer_name() -> str:
    """``Rummikub-<version>-Setup.exe``."""
    return f"{TITLE}-{version()}-Setup.exe"


def make_windows_installer(program: Path, icon: Path, out_dir: Path, makensis: str) -> Path:
    """Compile ``packaging/windows/installer.nsi`` around the folder build ``program``.

    makensis runs on Windows and on Linux alike (Debian's ``nsis``); warnings are errors.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / windows_installer_name()
    if out.exists():
        out.unlink()
    prefix = "/" if os.name == "nt" else "-"
    command = [
        makensis,
        f"{prefix}V2",
        f"{prefix}WX",
        f"{prefix}DVERSION={version()}",
        f"{prefix}DSOURCE_DIR={program.resolve()}",
        f"{prefix}DICON={icon.resolve()}",
        f"{prefix}DOUTFILE={out.resolve()}",
        str(PACKAGING / "windows" / "installer.nsi"),
    ]
    print("running: " + " ".join(command), flush=True)
    result = subprocess.run(command, check=False)
    if result.returncode != 0 or not out.is_file():
        raise RuntimeError(f"makensis failed (exit {result.returncode})")
    return out


def macos_dmg_name() -> str:
    """``Rummikub-<version>-macOS-<arch>.dmg``."""
    return f"{TITLE}-{version()}-macOS-{machine()}.dmg"


def sign_and_notarize(step: str, path: Path) -> None:
    """``packaging/macos/sign_and_notarize.sh STEP PATH``: signs when the secrets are set,
    says so and does nothing more otherwise."""
    script = PACKAGING / "macos" / "sign_and_notarize.sh"
    subprocess.run(["bash", str(script), step, str(path)], check=True)


def make_macos_dmg(app: Path, out_dir: Path, work: Path) -> Path:
    """Sign the app (when the secrets are set), put it in a disk image beside an
    Applications link, then sign and notarise the image (when they are set)."""
    sign_and_notarize("app", app)
    stage = work / "dmg"
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    subprocess.run(["ditto", str(app), str(stage / app.name)], check=True)
    (stage / "Applications").symlink_to("/Applications")
    out_dir.mkdir(parents=True, exist_ok=True)
    dmg = out_dir / macos_dmg_name()
    subprocess.run(
        [
            "hdiutil", "create", "-volname", TITLE, "-srcfolder", str(stage),
            "-fs", "HFS+", "-format", "UDZO", "-ov", str(dmg),
        ],
        check=True,
    )  # fmt: skip
    sign_and_notarize("dmg", dmg)
    return dmg


def make_windows_installer_for(dist: Path, work: Path, out_dir: Path) -> Path:
    """``--windows-installer``: the installer around the Windows folder build in ``dist``,
    with the icon its build drew in ``work``, on any system that has makensis."""
    program = dist / NAME
    if not (program / f"{NAME}.exe").is_file():
        raise RuntimeError(f"no Windows folder build at {program}")
    icon = work / "icon" / "icon.ico"
    if not icon.is_file():
        raise RuntimeError(f"no icon at {icon}: the Windows build draws it")
    makensis = find_makensis()
    if makensis is None:
        raise RuntimeError("makensis not found: install NSIS (Debian: apt-get install nsis)")
    return make_windows_installer(program, icon, out_dir, makensis)


def make_installer(target: Build, out_dir: Path, work: Path) -> Path:
    """This system's installer around the folder build."""
    if system() == "linux":
        return make_linux_archive(target.artefact, out_dir, work)
    if system() == "windows":
        makensis = find_makensis()
        if makensis is None:
            raise RuntimeError("makensis not found: install NSIS (choco install nsis)")
        icon = work / "icon" / "icon.ico"
        return make_windows_installer(target.artefact, icon, out_dir, makensis)
    return make_macos_dmg(target.artefact, out_dir, work)


# -- the command line ---------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    """Build, measure, check and package; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="scratch folder")
    parser.add_argument(
        "--onefile", action="store_true", help="one self-unpacking file (slower start)"
    )
    parser.add_argument(
        "--installer", action="store_true", help="also make this system's installer"
    )
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="Linux: install the build for this user with a menu entry and icon",
    )
    parser.add_argument(
        "--desktop-shortcut",
        action="store_true",
        help="with --install-desktop-entry: also put an icon on the desktop",
    )
    parser.add_argument(
        "--check-only", action="store_true", help="do not build: check the build in --dist"
    )
    parser.add_argument("--language", help="run the self-test in this language (zh-Hant...)")
    parser.add_argument("--no-test", action="store_true", help="do not run the built program")
    parser.add_argument("--no-strip", action="store_true", help="keep debug symbols (Linux)")
    parser.add_argument(
        "--windows-installer",
        action="store_true",
        help="do not build: compile the Windows installer around the Windows folder "
        "build in --dist (any system with makensis; scripts/build_windows.sh)",
    )
    parser.add_argument(
        "--installers", type=Path, help="where installers go (default: DIST/installers)"
    )
    args = parser.parse_args(argv)
    installers = args.installers or args.dist / "installers"
    if args.onefile and (args.installer or args.install_desktop_entry):
        parser.error("installers wrap the folder build: leave out --onefile")
    if args.install_desktop_entry and system() != "linux":
        parser.error("--install-desktop-entry is for Linux")
    if args.desktop_shortcut and not args.install_desktop_entry:
        parser.error("--desktop-shortcut goes with --install-desktop-entry")

    # Before os.nice: tests call this in their own process (build_windows.sh is niced).
    if args.windows_installer:
        try:
            installer = make_windows_installer_for(args.dist, args.work, installers)
        except (RuntimeError, OSError) as error:
            print(f"installer: FAILED: {error}")
            return 1
        report_size("installer", installer)
        return 0
    if hasattr(os, "nice"):
        os.nice(10)  # a build is heavy; let the rest of the machine breathe
    extra = ["--language", args.language] if args.language else []
    if args.check_only:
        target = locate_build(args.dist, onefile=args.onefile)
        if not target.executable.is_file():
            print(f"no build at {target.executable}: build first")
            return 1
        return 0 if check(target, extra) else 1

    strip = system() == "linux" and not args.no_strip and shutil.which("strip") is not None
    kind = "one-file" if args.onefile else "folder"
    python = sys.version.split()[0]
    print(
        f"building the {kind} build in {args.dist} on {platform.system()} "
        f"{platform.machine()}, Python {python}",
        flush=True,
    )
    built = build(args.dist, args.work, onefile=args.onefile, strip=strip)
    if built is None:
        return 1
    target, seconds = built
    print(f"build time: {seconds:.1f} s")
    sizes_ok = report_size(target.label, target.artefact, target.size_target_mb)

    ok = True
    if not args.no_test:
        ok = check(target, extra)

    if args.installer or args.install_desktop_entry:
        try:
            installer = make_installer(target, installers, args.work)
        except (RuntimeError, subprocess.CalledProcessError) as error:
            print(f"installer: FAILED: {error}")
            return 1
        goal = ARCHIVE_TARGET_MB if system() == "linux" else None
        sizes_ok = report_size("installer", installer, goal) and sizes_ok
        if args.install_desktop_entry:
            top = args.work / "linux-archive" / linux_archive_name()
            if not install_desktop_entry(top, desktop_shortcut=args.desktop_shortcut):
                print("install: FAILED")
                return 1
    if not sizes_ok:
        print("size: OVER a target (see above)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
