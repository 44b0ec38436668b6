"""The localisation layer: every sentence the player reads comes from here.

Texts live in ``assets/i18n/<language>.json`` as ``key -> text`` with
named placeholders (``"{name}'s turn"``), so a translation can reorder words
freely. Nothing the player reads is built by joining sentence pieces.

The engine's problems are translated by :class:`ProblemCode` and parameters,
never from the engine's English sentence.
"""

from __future__ import annotations

import json
import locale
import os
import string
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rummikub_desktop.engine import Colour, Problem, Tile, parse_tile, parse_tiles

from .languages import RECORDS, Language

DEFAULT_LANGUAGE = "en"
LANGUAGES: dict[str, Language] = {record.code: record for record in RECORDS}
"""Every language the game speaks, by code: its record (its name in its own words,
never translated, its fonts, its pygame-gui locale, its voices, its files)."""
_REGIONS_HANT = ("TW", "HK", "MO")

_catalogues: dict[str, dict[str, str]] = {}
_language = DEFAULT_LANGUAGE


class _SafeParams(dict):
    """Leaves an unknown ``{placeholder}`` visible instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def record(code: str) -> Language:
    """The record of the language ``code`` (the default language's for an unknown code)."""
    return LANGUAGES.get(code) or LANGUAGES[DEFAULT_LANGUAGE]


def font_path(bold: bool = False, language: str = DEFAULT_LANGUAGE) -> Path:
    """The bundled font for words (regular or bold) in ``language`` (English's for others)."""
    return record(language).font_path(bold=bold)


def _load(language: str) -> dict[str, str]:
    if language not in _catalogues:
        try:
            with open(record(language).catalogue_path(), encoding="utf-8") as handle:
                data = json.load(handle)
        except (OSError, ValueError):
            data = {}
        _catalogues[language] = {str(k): str(v) for k, v in data.items()}
    return _catalogues[language]


def supported(code: str | None) -> str | None:
    """The game's language for a code: ``zh-Hant``, ``zh_TW``, ``zh-Hans-CN``, ``en_GB``...

    Chinese of Taiwan, Hong Kong and Macau and any ``Hant`` code is Traditional;
    other Chinese is Simplified; English is English. None for anything else.
    """
    if not code:
        return None
    parts = code.replace("_", "-").split(".")[0].split("@")[0].split("-")
    language = parts[0].lower()
    rest = [part.upper() if len(part) == 2 else part.title() for part in parts[1:]]
    if language == "en":
        return "en"
    if language != "zh":
        return None
    if "Hant" in rest or any(region in rest for region in _REGIONS_HANT):
        return "zh-Hant"
    return "zh-Hans"


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The computer's own language, as the game's: from ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG`` (the first set one, as the C library reads them), else :mod:`locale`.

    zh_TW, zh_HK and zh_MO give Traditional Chinese, zh_CN and zh_SG Simplified,
    anything else English.
    """
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value and value not in ("C", "POSIX"):
            return supported(value.split(":")[0]) or DEFAULT_LANGUAGE
    if environ is None:
        try:
            found = locale.getlocale()[0]
        except ValueError:
            found = None
        return supported(found) or DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def set_language(language: str) -> None:
    """Switch the language (an unknown one is English; missing keys fall back to English)."""
    global _language
    _language = language if language in LANGUAGES else DEFAULT_LANGUAGE
    _load(_language)


def language() -> str:
    """The current language code."""
    return _language


def has_key(key: str) -> bool:
    """True when English has a text for ``key``."""
    return key in _load(DEFAULT_LANGUAGE)


def tr(key: str, **params: Any) -> str:
    """The text for ``key`` in the current language, placeholders filled in."""
    return text_in(_language, key, **params)


def text_in(language: str, key: str, **params: Any) -> str:
    """The text for ``key`` in ``language`` (the language picker shows all three)."""
    text = _load(language).get(key)
    if text is None:
        text = _load(DEFAULT_LANGUAGE).get(key, key)
    if not params:
        return text
    return string.Formatter().vformat(text, (), _SafeParams(params))


def tr_count(key: str, count: int, **params: Any) -> str:
    """A text that depends on a number: ``key.one`` for 1, else ``key.other``."""
    form = "one" if count == 1 else "other"
    return tr(f"{key}.{form}", count=count, **params)


def keys() -> list[str]:
    """Every English key (for tests)."""
    return sorted(_load(DEFAULT_LANGUAGE))


def catalogue(language: str) -> dict[str, str]:
    """A language's whole catalogue as read from its file (for tests and the self-test)."""
    return dict(_load(language))


def colour_name(colour: Colour) -> str:
    """A colour's name: "Red"."""
    return tr(f"colour.{colour.name.lower()}")


def tile_name(tile: Tile) -> str:
    """A tile's name: "Red 7" or "Joker"."""
    if tile.colour is None:
        return tr("tile.joker")
    return tr("tile.name", colour=colour_name(tile.colour), number=tile.number)


def _tile_param(value: str | int) -> str:
    """A tile code from the engine ("R7") as the tile's name."""
    try:
        return tile_name(parse_tile(str(value)))
    except ValueError:
        return str(value)


def _tiles_param(value: str | int) -> str:
    """The engine's tiles in notation ("R7 J") as the tiles' names in this language."""
    try:
        tiles = parse_tiles(str(value))
    except ValueError:
        return str(value)
    return tr("round.list_separator").join(tile_name(tile) for tile in tiles)


def problem_text(problem: Problem, *, many: bool = False, pool_empty: bool = False) -> str:
    """The player's sentence for one of the engine's problems.

    ``many``: said once of several sets that have it ("each of these has 1"), for
    the sentences that otherwise speak of one set ("this one has 1").
    ``pool_empty``: the pool is empty, and the button that ends a turn without a play
    says Pass: a sentence that names it says so ("problem.pass.<code>").
    """
    key = f"problem.{problem.code.value}"
    if many and has_key(f"problem.many.{problem.code.value}"):
        key = f"problem.many.{problem.code.value}"
    if pool_empty and has_key(f"problem.pass.{problem.code.value}"):
        key = f"problem.pass.{problem.code.value}"
    params = dict(problem.param_dict)
    if "tile" in params:
        params["tile"] = _tile_param(params["tile"])
    if "tiles" in params:
        params["tiles"] = _tiles_param(params["tiles"])
    return tr(key, **params)
