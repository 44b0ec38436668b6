"""One rule for a player's name, wherever a name comes from: typed (the name fields),
read from the settings, or read from a saved game.

A name is printable text: letters, marks, digits, signs, emoji and spaces.

- The invisible *format* characters (Unicode category Cf: the zero-width joiner
  U+200D of an emoji family, the non-joiner U+200C, the direction marks U+200E,
  U+200F, U+202A-U+202E, U+2066-U+2069, the soft hyphen) are left out, in all
  three places alike, and the rest of the name is kept: the game's text drawing
  (SDL_ttf, no shaping and no bidirectional reordering) cannot honour them, a
  name that starts with one stops pygame-gui's text field ("Text has zero
  width"), and a name is never forgotten for holding one (the settings used to
  refuse such a name, so the next start showed "You").
- Any white space (a tab, a new line, a wide space) is one plain space, and
  spaces are made single.
- Other control characters (NUL, escape, DEL, the C1 controls: category Cc),
  surrogates, private-use and unassigned code points are refused: typing drops
  them; a settings file's name with one falls back to the default name; a saved
  game with one is set aside and the player told (such a name is never typed:
  the file was edited).
- A name with nothing visible in it is refused.
"""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 24
"""A safety limit in characters; on screen, names are limited by their width."""
_REFUSED_CATEGORIES = frozenset({"Cc", "Cs", "Co", "Cn", "Zl", "Zp"})
_LEFT_OUT = "Cf"


def is_name_character(char: str) -> bool:
    """True when ``char`` may be part of a name (printable or a plain space)."""
    category = unicodedata.category(char)
    return category not in _REFUSED_CATEGORIES and category != _LEFT_OUT


def is_refused(char: str) -> bool:
    """True for a character that refuses a whole name read from a file (NUL...)."""
    return unicodedata.category(char) in _REFUSED_CATEGORIES and not char.isspace()


def is_visible(char: str) -> bool:
    """True for a character that shows (not a space, not an invisible format mark)."""
    return char.isprintable() and not char.isspace()


def keep_name_characters(text: str) -> str:
    """``text`` without the characters a name does not hold, white space as plain
    spaces (typing, pasting)."""
    spaced = (" " if char.isspace() else char for char in text)
    return "".join(char for char in spaced if is_name_character(char))


def cut_name(text: str, limit: int = MAX_NAME_LENGTH) -> str:
    """``text`` cut to at most ``limit`` characters, never between a letter and
    the accent or mark that belongs to it."""
    if len(text) <= limit:
        return text
    end = limit
    while end > 0 and unicodedata.combining(text[end]):
        end -= 1
    return text[:end]


def read_name(value: object) -> str:
    """A name read from a file: format characters left out, spaces made single, cut to
    :data:`MAX_NAME_LENGTH`.

    Raises:
        TypeError: when ``value`` is not text.
        ValueError: for a name with a refused character, or nothing visible.
    """
    if not isinstance(value, str):
        raise TypeError("a name must be text")
    refused = [char for char in value if is_refused(char)]
    if refused:
        raise ValueError(f"a name may not hold U+{ord(refused[0]):04X}")
    name = cut_name(" ".join(keep_name_characters(value).split()))
    if not any(is_visible(char) for char in name):
        raise ValueError("a name needs something visible")
    return name


def clean_name(value: object) -> str:
    """:func:`read_name` without the length cut (a saved game keeps its names as played).

    Raises:
        TypeError, ValueError: as :func:`read_name`.
    """
    read_name(value)
    assert isinstance(value, str)
    return " ".join(keep_name_characters(value).split())
