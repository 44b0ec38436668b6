"""The computer's own Chinese fonts, for names with characters the bundled fonts lack.

The bundled fonts hold the characters of the catalogues (and common ones
around them), not every character a person's name can have: 林淑琇's 琇 is in
none of them. For such text the screens fall back to a Chinese font of the
system (:class:`rummikub_desktop.ui.text.TextCache` asks for one only when no
bundled font has every character of a string):

- Windows: Microsoft JhengHei (Traditional) and Microsoft YaHei (Simplified);
- macOS: PingFang, then the older Heiti and Hiragino Sans GB;
- Linux: Noto Sans CJK (Debian's fonts-noto-cjk), then whatever ``fc-list``
  knows for Chinese (Droid Sans Fallback, WenQuanYi...).

The fonts of the player's script come first (JhengHei before YaHei in 繁體中文).
A collection (``.ttc``) is read at its first face; that is the Traditional
JhengHei in ``msjh.ttc`` and the Simplified YaHei in ``msyh.ttc``, and the
Japanese forms in Noto's collection, close enough for one character of a name.
The list is found once (``fc-list`` runs at most once, only when needed).
"""

from __future__ import annotations

import functools
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

log = logging.getLogger(__name__)

FC_LIST_SECONDS = 3.0
"""The longest ``fc-list`` may take (a font cache being rebuilt)."""

_WINDOWS = {
    "zh-Hant": ("msjh.ttc", "msjh.ttf", "mingliu.ttc"),
    "zh-Hans": ("msyh.ttc", "msyh.ttf", "simsun.ttc"),
}
_MACOS = {
    "zh-Hant": ("PingFang.ttc", "STHeiti Medium.ttc", "STHeiti Light.ttc"),
    "zh-Hans": ("PingFang.ttc", "Hiragino Sans GB.ttc", "STHeiti Light.ttc"),
}
_MACOS_FOLDERS = ("/System/Library/Fonts", "/System/Library/Fonts/Supplemental", "/Library/Fonts")
_LINUX = {
    "zh-Hant": (
        "opentype/noto/NotoSansCJKtc-Regular.otf",
        "opentype/noto/NotoSansTC-Regular.otf",
        "opentype/noto/NotoSansCJK-Regular.ttc",
    ),
    "zh-Hans": (
        "opentype/noto/NotoSansCJKsc-Regular.otf",
        "opentype/noto/NotoSansSC-Regular.otf",
        "opentype/noto/NotoSansCJK-Regular.ttc",
    ),
}
_LINUX_FOLDERS = ("/usr/share/fonts", "/usr/local/share/fonts")
_SCRIPTS = ("zh-Hant", "zh-Hans")


def _other_first(language: str) -> tuple[str, ...]:
    """The two Chinese scripts, the language's own first (Traditional for English)."""
    return ("zh-Hans", "zh-Hant") if language == "zh-Hans" else _SCRIPTS


def known_paths(language: str, platform: str = sys.platform) -> list[Path]:
    """Where the system's Chinese fonts usually are, the ``language``'s script first."""
    names: list[Path] = []
    if platform == "win32":
        folder = Path(os.environ.get("WINDIR", r"C:\Windows")) / "Fonts"
        names = [folder / name for script in _other_first(language) for name in _WINDOWS[script]]
    elif platform == "darwin":
        names = [
            Path(folder) / name
            for script in _other_first(language)
            for name in _MACOS[script]
            for folder in _MACOS_FOLDERS
        ]
    else:
        names = [
            Path(folder) / name
            for script in _other_first(language)
            for name in _LINUX[script]
            for folder in _LINUX_FOLDERS
        ]
    unique: list[Path] = []
    for path in names:
        if path not in unique:
            unique.append(path)
    return unique


def _fc_list(language: str) -> list[Path]:
    """The font files fontconfig knows for Chinese (none without fontconfig)."""
    tool = shutil.which("fc-list")
    if tool is None:
        return []
    lang = "zh-tw" if language != "zh-Hans" else "zh-cn"
    try:
        result = subprocess.run(
            [tool, f":lang={lang}", "file"],
            capture_output=True,
            text=True,
            timeout=FC_LIST_SECONDS,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        log.warning("fc-list could not list the Chinese fonts", exc_info=True)
        return []
    paths = []
    for line in sorted(result.stdout.splitlines()):
        path = line.strip().rstrip(":").strip()
        if path.lower().endswith((".ttf", ".otf", ".ttc")):
            paths.append(Path(path))
    return paths


@functools.cache
def system_chinese_fonts(language: str) -> tuple[Path, ...]:
    """The system's Chinese font files that exist, best for ``language`` first
    (found once; empty on a computer with none)."""
    found: list[Path] = []
    candidates = known_paths(language)
    if sys.platform not in ("win32", "darwin"):
        candidates += _fc_list(language)
    for path in candidates:
        if path not in found and path.is_file():
            found.append(path)
    return tuple(found)
