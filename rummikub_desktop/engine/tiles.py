"""Tiles, colours and the tile notation.

Notation: a colour letter ``K`` (black), ``R`` (red), ``B`` (blue) or ``O``
(orange) followed by a number 1-13, or ``J`` for a joker; tiles are separated by
spaces, so ``"R9 B9 K9 J"`` is red 9, blue 9, black 9 and a joker.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

MIN_NUMBER = 1
MAX_NUMBER = 13


class Colour(enum.Enum):
    """The four tile colours, in the order used for sorting and display."""

    BLACK = "K"
    RED = "R"
    BLUE = "B"
    ORANGE = "O"

    @property
    def letter(self) -> str:
        """The colour's letter in the tile notation."""
        return self.value

    @property
    def title(self) -> str:
        """The colour's English name with a capital letter ("Red")."""
        return self.name.capitalize()


COLOURS: tuple[Colour, ...] = tuple(Colour)
_COLOUR_ORDER = {colour: index for index, colour in enumerate(COLOURS)}
_BY_LETTER = {colour.value: colour for colour in COLOURS}


@dataclass(frozen=True, slots=True, order=False)
class Tile:
    """One tile, compared by its face: two red 7s are equal.

    A numbered tile has a colour and a number 1-13; the joker has neither
    (``colour is None`` and ``number == 0``). Use :data:`JOKER` for the joker.
    """

    colour: Colour | None
    number: int

    def __post_init__(self) -> None:
        if self.colour is None:
            if self.number != 0:
                raise ValueError(f"a joker has no number, got {self.number}")
        elif not isinstance(self.colour, Colour):
            raise ValueError(f"not a colour: {self.colour!r}")
        elif not (isinstance(self.number, int) and MIN_NUMBER <= self.number <= MAX_NUMBER):
            raise ValueError(f"a tile's number is 1 to 13, got {self.number!r}")

    @property
    def is_joker(self) -> bool:
        """True for the joker."""
        return self.colour is None

    @property
    def sort_key(self) -> tuple[int, int]:
        """Colour first, then number; jokers last."""
        if self.colour is None:
            return (len(COLOURS), 0)
        return (_COLOUR_ORDER[self.colour], self.number)

    @property
    def number_key(self) -> tuple[int, int]:
        """Number first, then colour; jokers last."""
        if self.colour is None:
            return (MAX_NUMBER + 1, 0)
        return (self.number, _COLOUR_ORDER[self.colour])

    @property
    def code(self) -> str:
        """The tile in notation: ``"R7"`` or ``"J"``."""
        if self.colour is None:
            return "J"
        return f"{self.colour.value}{self.number}"

    @property
    def title(self) -> str:
        """A plain English name: ``"Red 7"`` or ``"Joker"``."""
        if self.colour is None:
            return "Joker"
        return f"{self.colour.title} {self.number}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Tile({self.code})"

    def __lt__(self, other: Tile) -> bool:
        return self.sort_key < other.sort_key


JOKER = Tile(None, 0)


def parse_tile(token: str) -> Tile:
    """Parse one tile in notation (``"R7"``, ``"J"``); case-insensitive.

    Raises:
        ValueError: naming the bad token.
    """
    text = token.strip().upper()
    if text == "J":
        return JOKER
    colour = _BY_LETTER.get(text[:1])
    digits = text[1:]
    # Only 0-9: "¹" or "١" pass isdigit() but are no number on a tile.
    if colour is None or not (digits.isascii() and digits.isdigit()) or len(digits) > 2:
        raise ValueError(f"not a tile: {quoted_token(token)} (use K, R, B or O and 1-13, or J)")
    number = int(digits)
    if not MIN_NUMBER <= number <= MAX_NUMBER:
        raise ValueError(f"not a tile: {quoted_token(token)} (numbers run from 1 to 13)")
    return Tile(colour, number)


LONGEST_QUOTE = 24
"""The most of a token that cannot be read that a message quotes back."""


def quoted_token(token: str) -> str:
    """``token`` quoted for a message, cut to :data:`LONGEST_QUOTE` letters (a token of
    100 KB is quoted as its start and "...")."""
    if len(token) > LONGEST_QUOTE:
        return repr(token[: LONGEST_QUOTE - 3] + "...")
    return repr(token)


def parse_tiles(text: str) -> list[Tile]:
    """Parse space-separated tiles: ``parse_tiles("R9 B9 K9 J")``.

    Raises:
        ValueError: naming the first bad token.
    """
    if not isinstance(text, str):
        raise ValueError(f"tile notation must be text, got {type(text).__name__}")
    return [parse_tile(token) for token in text.split()]


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Write tiles back in notation: ``"K1 R13 B7 O10 J"``."""
    return " ".join(tile.code for tile in tiles)


def full_tile_set(copies: int = 2, jokers: int = 2) -> list[Tile]:
    """Every tile of a box: each colour and number ``copies`` times, plus jokers.

    The classic box is ``full_tile_set()`` (106 tiles); the XP box is
    ``full_tile_set(copies=3, jokers=4)`` (160 tiles).
    """
    tiles = [
        Tile(colour, number)
        for _ in range(copies)
        for colour in COLOURS
        for number in range(MIN_NUMBER, MAX_NUMBER + 1)
    ]
    tiles.extend([JOKER] * jokers)
    return tiles


def tile_points(tile: Tile, joker_value: int) -> int:
    """A tile's value on a rack at the end of a round."""
    return joker_value if tile.is_joker else tile.number
