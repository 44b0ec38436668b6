"""The one place that finds the game's bundled files (fonts, theme, translations).

Works for a source checkout, an installed wheel and a PyInstaller bundle
(``sys._MEIPASS``), so no other module builds asset paths by hand.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = "rummikub_desktop"


def package_root() -> Path:
    """The folder of the ``rummikub_desktop`` package, frozen or not."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        candidate = Path(bundle) / _PACKAGE
        if candidate.is_dir():
            return candidate
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """The path of a file under ``rummikub_desktop/assets``: ``asset_path("fonts", "x.ttf")``."""
    return package_root().joinpath("assets", *parts)


def i18n_path(*parts: str) -> Path:
    """The path of a file under ``rummikub_desktop/i18n``."""
    return package_root().joinpath("i18n", *parts)


REGULAR_FONT = ("fonts", "DejaVuSans.ttf")
BOLD_FONT = ("fonts", "DejaVuSans-Bold.ttf")
NUMBER_FONT = ("fonts", "DejaVuSansCondensed-Bold.ttf")


def font_path(bold: bool = False) -> Path:
    """The bundled font (regular or bold)."""
    return asset_path(*(BOLD_FONT if bold else REGULAR_FONT))


def number_font_path() -> Path:
    """The narrow bold font for the numbers on the tiles."""
    return asset_path(*NUMBER_FONT)
