"""Reading a saved round or match: the game's own values, built on :mod:`.checks`.

The engine's loaders (:mod:`.records`, :mod:`.game`, :mod:`.match`) share these:
tiles in notation, seat names, rule options, the random generator's state and the
draw for who starts. Each takes one value of untrusted data and returns it
checked, or raises a :class:`~.checks.DataError` (:class:`StateFormatError`
from :func:`read_checked`) with a short reason that never prints the value.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any

from .checks import C, DataError, checked, entries, is_whole, mapping, raised_as, whole
from .errors import StateFormatError
from .rules import RuleSet
from .scoring import rack_total
from .tiles import Tile, full_tile_set, parse_tiles

SAVE_FORMAT = 1

MAX_NAME_LENGTH = 100
"""The longest seat name a game keeps (the screens allow far fewer letters)."""
MAX_TURNS = 100_000
"""More turns than any round takes (a round rarely passes a few hundred); a
saved turn count above it is not believed."""


def read_tiles(value: Any, what: str, most: int) -> list[Tile]:
    """``value`` as at most ``most`` tiles in notation."""
    if not isinstance(value, str):
        raise DataError(f"{what} must be tiles in notation")
    # A tile takes at most three letters and a space: refuse a long text unread.
    if len(value) > 4 * most:
        raise DataError(f"{what} holds more tiles than the box")
    try:
        tiles = parse_tiles(value)
    except ValueError as error:
        raise DataError(f"{what}: {error}") from None
    if len(tiles) > most:
        raise DataError(f"{what} holds more tiles than the box")
    return tiles


def read_checked(data: Any, what: str, build: Callable[[dict[Any, Any]], C]) -> C:
    """:func:`~.checks.checked` for a saved round or match: any reason comes out
    as :class:`StateFormatError`."""
    with raised_as(StateFormatError):
        return checked(data, what, build)


def names_problem(names: Sequence[Any], players: int) -> str | None:
    """Why ``names`` cannot name the seats, or None."""
    if len(names) != players:
        return f"{players} players need {players} names"
    for name in names:
        if not isinstance(name, str) or not name.strip():
            return "every seat needs a name"
        if len(name) > MAX_NAME_LENGTH:
            return f"a name must be at most {MAX_NAME_LENGTH} letters"
    return None


def read_names(value: Any, players: int) -> list[str]:
    names = list(entries(value, "the names", players, exactly=True))
    problem = names_problem(names, players)
    if problem:
        raise DataError(problem)
    return names


_RULE_OPTIONS = frozenset(f.name for f in fields(RuleSet))
_LONGEST_OPTION_WORD = 40
_LARGEST_OPTION_NUMBER = 2**63


def read_rules(value: Any) -> RuleSet:
    """Rule options: single values only, then :class:`RuleSet`'s own range checks."""
    options = mapping(value, "the rule options")
    for key, option in options.items():
        if key not in _RULE_OPTIONS:
            continue  # ignored by RuleSet.from_dict
        # No option is a fraction, a list or a number past 2**63; refused here
        # so that RuleSet's messages never have to print a hostile structure
        # and what loads can be written back as JSON.
        if (
            isinstance(option, float | list | tuple | dict)
            or (isinstance(option, str) and len(option) > _LONGEST_OPTION_WORD)
            or (isinstance(option, int) and abs(option) > _LARGEST_OPTION_NUMBER)
        ):
            raise DataError(f"the rule option {key} must be a single value")
    try:
        return RuleSet.from_dict(options)
    except ValueError as error:
        raise DataError(f"bad rule options: {str(error)[:200]}") from None


def box_points(rules: RuleSet) -> int:
    """All the points in the box, jokers at the penalty: no score is bigger."""
    return rack_total(full_tile_set(rules.tile_copies, rules.jokers), rules)


WIDEST_RULES = RuleSet.xp(players=6, joker_penalty=50)
"""The most seats, tiles and points: the bounds for data read without its rules."""


def rng_to_data(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


_MT_WORDS = 624
"""The Mersenne Twister's state: 624 words of 32 bits, then a position."""


def read_rng(data: Any) -> random.Random:
    """A generator restored from :func:`rng_to_data` data, word by word."""
    state = entries(data, "the random generator's state", 3, exactly=True)
    version, internal, gauss = state
    if version != random.Random.VERSION or isinstance(version, bool | float):
        raise DataError("unknown random generator version")
    words = entries(internal, "the random generator's words", _MT_WORDS + 1, exactly=True)
    if not all(is_whole(w) and 0 <= w < 2**32 for w in words[:-1]):
        raise DataError("the random generator's words must be 32-bit numbers")
    whole(words[-1], "the random generator's position", 0, _MT_WORDS)
    if gauss is not None and not (isinstance(gauss, float) and math.isfinite(gauss)):
        raise DataError("the random generator's spare number must be a number")
    rng = random.Random()
    rng.setstate((version, tuple(words), gauss))
    return rng


MAX_FIRST_DRAWS = 20
"""More draws for the first seat than a round ever needs (ties and jokers are rare);
saved draws beyond it are not believed."""


def read_first_draws(value: Any, rules: RuleSet, start_seat: int) -> list[dict[int, Tile]]:
    """The saved draw for who starts, or none when it is missing or does not hold.

    The draw is only shown, never played on: a file from before it was kept, or
    one whose draw is damaged, still loads (without it) rather than being refused.
    """
    if not isinstance(value, list) or not 0 < len(value) <= MAX_FIRST_DRAWS:
        return []
    draws: list[dict[int, Tile]] = []
    held: dict[int, Tile] = {}
    for entry in value:
        if not isinstance(entry, list) or not 0 < len(entry) <= rules.players:
            return []
        draw: dict[int, Tile] = {}
        for pair in entry:
            if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[1], str)):
                return []
            seat, code = pair
            if not is_whole(seat):
                return []
            if not 0 <= seat < rules.players or seat in draw or len(code) > 3:
                return []
            try:
                (tile,) = parse_tiles(code)
            except ValueError:
                return []
            draw[seat] = tile
        draws.append(draw)
        held.update(draw)
    # Whoever starts must be the one the draw says.
    if any(tile.is_joker for tile in held.values()) or set(held) != set(range(rules.players)):
        return []
    best = max(tile.number for tile in held.values())
    top = [seat for seat, tile in held.items() if tile.number == best]
    return draws if top == [start_seat] else []
