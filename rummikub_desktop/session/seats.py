"""Who sits at the table and how fast their moves are shown: the one ``Seat`` and ``Speed``.

A seat is a person (at this computer) or a computer player of an
:class:`~rummikub_desktop.ai.Level`. The New game screen, the settings file, the
saved game, the statistics and the game session all use this one class.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rummikub_desktop.ai import Level

PERSON = "human"
"""The choice that stands for a person at this computer, beside the levels' values."""


class SeatKind(enum.Enum):
    """Who plays a seat."""

    HUMAN = "human"
    """A person at this computer."""
    COMPUTER = "computer"
    """A computer player of some level."""


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat at the table: a name, a person or a computer, and a computer's level.

    ``level`` is ignored for a person's seat. Strings are accepted for ``level``
    (``"easy"``...) and turned into :class:`Level`.

    Raises:
        ValueError: for a name that is not text, or an unknown kind or level.
    """

    name: str
    kind: SeatKind = SeatKind.HUMAN
    level: Level = Level.MEDIUM

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise ValueError("a seat's name must be text")
        if not isinstance(self.kind, SeatKind):
            raise ValueError(f"not a seat kind: {self.kind!r}")
        if not isinstance(self.level, Level):
            object.__setattr__(self, "level", Level(self.level))

    @classmethod
    def person(cls, name: str) -> Seat:
        """A seat for a person at this computer."""
        return cls(name, SeatKind.HUMAN)

    @classmethod
    def computer(cls, name: str, level: Level | str) -> Seat:
        """A seat for a computer player of ``level``."""
        return cls(name, SeatKind.COMPUTER, Level(level))

    @classmethod
    def of_choice(cls, name: str, choice: str) -> Seat:
        """A seat from a New-game choice: :data:`PERSON` or a level's value."""
        return cls.person(name) if choice == PERSON else cls.computer(name, choice)

    @property
    def is_human(self) -> bool:
        """True for a seat a person plays."""
        return self.kind is SeatKind.HUMAN

    @property
    def choice(self) -> str:
        """:data:`PERSON` for a person, else the level's value (the New game screen's choice)."""
        return PERSON if self.is_human else self.level.value

    def with_name(self, name: str) -> Seat:
        """The same seat under another name."""
        return Seat(name, self.kind, self.level)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {"name": self.name, "kind": self.kind.value, "level": self.level.value}

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        """Read :meth:`to_dict` data (also the older ``{"name", "level": "human"}`` form).

        Raises:
            KeyError, TypeError, ValueError: for data that is not a seat.
        """
        if not isinstance(data, dict):
            raise TypeError("a seat must be a mapping")
        name = data["name"]
        if "kind" in data:
            return cls(name, SeatKind(data["kind"]), Level(data.get("level", "medium")))
        return cls.of_choice(name, str(data["level"]))


def human_count(seats: Sequence[Seat]) -> int:
    """How many of ``seats`` people play."""
    return sum(1 for seat in seats if seat.is_human)


class Speed(enum.Enum):
    """How fast computer turns are shown."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def seconds_per_tile(self) -> float:
        """How long one tile takes to travel to the table."""
        return _SECONDS_PER_TILE[self]


_SECONDS_PER_TILE = {
    Speed.SLOW: 1.0,
    Speed.NORMAL: 0.5,
    Speed.FAST: 0.2,
    Speed.INSTANT: 0.0,
}
