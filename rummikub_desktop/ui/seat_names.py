"""The default names of the seats ("You", "Computer 2", 電腦2) in the game's language.

A default name is kept as text in the seats and the saved game; when the language
changes (before a new game, or in the middle of one), a default name from another
language is said in the current one, and a name the player typed stays as it is.
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


def localised_names(seats: Sequence[Seat]) -> list[str]:
    """Every seat's name, its default name said in the current language."""
    return [localised_name(seat.name, index, seat.choice) for index, seat in enumerate(seats)]
