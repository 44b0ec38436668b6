"""The default names of the seats ("You", "Computer 2", 電腦2) in the game's language.

A default name is kept as text in the seats and the saved game; when the language
changes (before a new game, or in the middle of one), a default name from another
language is said in the current one, and a name the player typed stays as it is.

The player's own seat under its default name ("You", 你) is spoken to, not about:
a sentence about one seat has a ``_you`` form in the catalogues for it ("You win
the round", not "You wins the round"; 你目前領先, not 目前領先：你), which
:func:`seat_key` picks.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummikub_desktop.i18n import LANGUAGES, text_in, tr
from rummikub_desktop.i18n import language as current_language
from rummikub_desktop.session import PERSON, Seat


def _default_number(name: str, key: str, language: str) -> int | None:
    """The seat number in ``name`` when it is ``language``'s default name (``key``)."""
    template = text_in(language, key, number="\0")
    before, _, after = template.partition("\0")
    if name.startswith(before) and name.endswith(after):
        middle = name[len(before) : len(name) - len(after)]
        if middle.isdigit():
            return int(middle)
    return None


def localised_name(name: str, seat: int, choice: str) -> str:
    """A default name kept from another language ("Computer 2", "電腦2", "You")
    in the current one; a name the player typed stays as it is.

    ``seat`` counts from 0 (the player's own seat); a bare "Computer" (the
    first start's opponent) gets its seat's number.
    """
    if seat == 0:
        others = {text_in(code, "newgame.default_you") for code in LANGUAGES}
        return tr("newgame.default_you") if name in others else name
    key = "newgame.default_person" if choice == PERSON else "newgame.default_computer"
    current = current_language()
    if _default_number(name, key, current) is not None:
        return name
    for code in LANGUAGES:
        if code == current:
            continue
        number = _default_number(name, key, code)
        if number is None and name == text_in(code, key, number="").strip():
            number = seat + 1
        if number is not None:
            return tr(key, number=number)
    return name


YOU_FORM = "_you"
"""The catalogue key's ending of a sentence about the player's own seat under its
default name, said to them."""


def is_you(name: str, seat: int) -> bool:
    """True for the player's own seat (the first) under its default name in any of
    the languages ("You", 你)."""
    return seat == 0 and name in {text_in(code, "newgame.default_you") for code in LANGUAGES}


def seat_key(key: str, name: str, seat: int) -> str:
    """The catalogue key of the sentence ``key`` about one seat: its ``_you`` form
    for the player's own seat under its default name."""
    return key + YOU_FORM if is_you(name, seat) else key


def localised_names(seats: Sequence[Seat]) -> list[str]:
    """Every seat's name, its default name said in the current language."""
    return [localised_name(seat.name, index, seat.choice) for index, seat in enumerate(seats)]
