"""The localisation layer: every sentence the player reads comes from here.

Texts live in ``<language>.json`` beside this file as ``key -> text`` with
named placeholders (``"{name}'s turn"``), so a translation can reorder words
freely. Nothing the player reads is built by joining sentence pieces.

The engine's problems are translated by :class:`ProblemCode` and parameters,
never from the engine's English sentence.
"""

from __future__ import annotations

import json
import string
from typing import Any

from rummikub_desktop.engine import Colour, Problem, Tile, parse_tile
from rummikub_desktop.resources import catalogue_path

DEFAULT_LANGUAGE = "en"

_catalogues: dict[str, dict[str, str]] = {}
_language = DEFAULT_LANGUAGE


class _SafeParams(dict):
    """Leaves an unknown ``{placeholder}`` visible instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _load(language: str) -> dict[str, str]:
    if language not in _catalogues:
        try:
            with open(catalogue_path(language), encoding="utf-8") as handle:
                data = json.load(handle)
        except (OSError, ValueError):
            data = {}
        _catalogues[language] = {str(k): str(v) for k, v in data.items()}
    return _catalogues[language]


def set_language(language: str) -> None:
    """Switch the language (falls back to English for missing keys)."""
    global _language
    _language = language
    _load(language)


def language() -> str:
    """The current language code."""
    return _language


def has_key(key: str) -> bool:
    """True when English has a text for ``key``."""
    return key in _load(DEFAULT_LANGUAGE)


def tr(key: str, **params: Any) -> str:
    """The text for ``key`` in the current language, placeholders filled in."""
    text = _load(_language).get(key)
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


def problem_text(problem: Problem) -> str:
    """The player's sentence for one of the engine's problems."""
    key = f"problem.{problem.code.value}"
    params = dict(problem.param_dict)
    if "tile" in params:
        params["tile"] = _tile_param(params["tile"])
    if not has_key(key):
        return problem.message
    return tr(key, **params)
