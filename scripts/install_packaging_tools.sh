#!/bin/sh
# Install the Debian/Ubuntu tools that the packaging tests call, when missing:
#   - makensis (package nsis) compiles the Windows installer;
#   - desktop-file-validate (package desktop-file-utils) checks the Linux menu entry;
#   - the shell script checker of package shellcheck;
#   - a system Chinese font (package fonts-noto-cjk), which the test of names
#     with characters outside the bundled fonts draws with;
#   - espeak-ng (package espeak-ng, with libespeak-ng1 and its voices), which the
#     reading-aloud tests speak to WAV files with;
#   - Xvfb, xdotool and ImageMagick (packages xvfb, xdotool, imagemagick), which the
#     whole-game walk (scripts/play_through.py) drives and photographs a real window with.
# Nothing happens when all of them are there. apt-get runs as root, or through
# sudo when this script is not run as root. Used by .ci/run and the release
# workflow's Linux job.
set -eu

missing=""
command -v makensis >/dev/null 2>&1 || missing="$missing nsis"
command -v desktop-file-validate >/dev/null 2>&1 || missing="$missing desktop-file-utils"
command -v shellcheck >/dev/null 2>&1 || missing="$missing shellcheck"
noto_cjk=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
[ -f "$noto_cjk" ] || missing="$missing fonts-noto-cjk"
command -v espeak-ng >/dev/null 2>&1 || missing="$missing espeak-ng"
command -v Xvfb >/dev/null 2>&1 || missing="$missing xvfb"
command -v xdotool >/dev/null 2>&1 || missing="$missing xdotool"
command -v montage >/dev/null 2>&1 || missing="$missing imagemagick"
if [ -z "$missing" ]; then
    echo "packaging tools: makensis, desktop-file-validate, shellcheck, Noto Sans CJK, espeak-ng, Xvfb, xdotool and ImageMagick are installed"
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=""
elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo"
else
    echo "packaging tools: need root or sudo to install:$missing" >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "packaging tools: no apt-get here; install these packages by hand:$missing" >&2
    exit 1
fi

echo "packaging tools: installing$missing"
# Wait for another apt (unattended upgrades) rather than fail, and try the
# package lists again when a mirror hiccups.
apt_options="-o DPkg::Lock::Timeout=300 -o Acquire::Retries=3"
tries=0
# shellcheck disable=SC2086 # the options and package names are meant to split
until $as_root env DEBIAN_FRONTEND=noninteractive apt-get $apt_options update -qq; do
    tries=$((tries + 1))
    if [ "$tries" -ge 3 ]; then
        echo "packaging tools: apt-get update failed $tries times" >&2
        exit 1
    fi
    sleep $((tries * 10))
done
# shellcheck disable=SC2086
$as_root env DEBIAN_FRONTEND=noninteractive apt-get $apt_options install -y -qq \
    --no-install-recommends $missing

for tool in makensis desktop-file-validate shellcheck espeak-ng Xvfb xdotool montage; do
    command -v "$tool" >/dev/null 2>&1 || {
        echo "packaging tools: $tool is still missing" >&2
        exit 1
    }
done
[ -f "$noto_cjk" ] || {
    echo "packaging tools: $noto_cjk is still missing" >&2
    exit 1
}
echo "packaging tools: installed$missing"
