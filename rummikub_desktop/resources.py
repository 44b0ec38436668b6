"""The one place that finds the game's bundled files (fonts, theme, translations, icon).

They live in the top-level ``assets/`` folder of the source tree, which is
installed as the package ``rummikub_desktop.assets`` and read with
:mod:`importlib.resources`. That works for a plain or an editable install and
for the PyInstaller build (which bundles the folder as that package's data).
Run straight from a source checkout with nothing installed, the folder beside
the package is used. No other module builds asset paths by hand.
"""

from __future__ import annotations

import functools
import importlib.resources
import sys
from pathlib import Path

ASSETS_PACKAGE = "rummikub_desktop.assets"

REGULAR_FONT = ("fonts", "DejaVuSans.ttf")
BOLD_FONT = ("fonts", "DejaVuSans-Bold.ttf")
NUMBER_FONT = ("fonts", "DejaVuSansCondensed-Bold.ttf")
"""English's fonts for words, and the narrow bold font for the numbers on the tiles
(each language's fonts are named in its record: ``i18n/languages.py``)."""


@functools.cache
def assets_root() -> Path:
    """The folder holding the bundled files, installed, frozen or in a checkout."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        frozen = Path(bundle) / "rummikub_desktop" / "assets"
        if frozen.is_dir():
            return frozen
    try:
        root = importlib.resources.files(ASSETS_PACKAGE)
    except ModuleNotFoundError:
        root = None
    if isinstance(root, Path) and root.is_dir():
        return root
    # A source checkout run without installing: assets/ beside the package.
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """The path of a bundled file: ``asset_path("fonts", "DejaVuSans.ttf")``."""
    return assets_root().joinpath(*parts)


def catalogue_path(language: str) -> Path:
    """The translation catalogue of ``language`` (``assets/i18n/<language>.json``)."""
    return asset_path("i18n", f"{language}.json")


def number_font_path() -> Path:
    """The narrow bold font for the numbers on the tiles."""
    return asset_path(*NUMBER_FONT)
