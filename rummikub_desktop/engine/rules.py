"""The rule options: one frozen object that the engine, the AI and the screens read."""

from __future__ import annotations

import enum
from dataclasses import asdict, dataclass, fields
from typing import Any

from .checks import DataError, flag, is_whole, mapping, shown, whole

TURN_SECONDS_CHOICES: tuple[int | None, ...] = (None, 30, 60, 120)
JOKER_PENALTY_CHOICES = (30, 50)
CLASSIC_MAX_PLAYERS = 4
"""The most players the classic box seats; 5 or 6 play with the XP box."""
MAX_PLAYERS = 6


class PoolOut(enum.Enum):
    """When the pool runs out: how the round ends if nobody goes out.

    Either way the lowest rack total wins the round and every other player
    pays the difference (:func:`~rummikub_desktop.engine.score_round`).
    """

    PLAY_ON = "play_on"
    """Official: play goes on while anyone plays; the round ends when a full
    round of turns passes with nobody playing."""
    END_AT_ONCE = "end_at_once"
    """The round ends as soon as a player would have to draw from the empty
    pool: the first turn that ends without a play (a draw or pass, a timed-out
    or given-up turn) while the pool holds no tile. A failed turn that finds
    fewer penalty tiles than it needs takes what is there and the round goes
    on, as the pool was not empty when it drew."""


class MatchWinner(enum.Enum):
    """Who wins a match of several rounds."""

    ROUNDS = "rounds"
    """Official: the player who won the most rounds; a tie goes to the higher
    total score."""
    SCORE = "score"
    """The player with the highest total score; a tie goes to the one who won
    more rounds."""


_ENUM_OPTIONS: dict[str, type[enum.Enum]] = {"pool_out": PoolOut, "match_winner": MatchWinner}
_PLAIN_VALUES = (bool, int, str, type(None), enum.Enum)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every rule option of the rule book, official defaults first.

    Attributes:
        initial_meld_points: the initial meld's threshold (30; any value from 0 up).
        jokers_in_initial_meld: whether a joker may be part of the initial meld.
        joker_penalty: what a joker left on a rack costs at the round's end (30 or 50).
        turn_seconds: the turn time limit in seconds, or None for no limit.
        penalty_tiles: tiles drawn for a failed turn (0 to 3).
        table_in_initial_meld_turn: whether the table may be used in the turn of
            the initial meld once the threshold is down from the player's own tiles.
        players: seats at the table (2 to 4; 5 or 6 with the XP box).
        rounds: rounds in a match (1 to 10), or None for as many as players.
        tile_copies: copies of each numbered tile in the box (2; the XP box has 3).
        jokers: jokers in the box (2; the XP box has 4).
        rack_size: tiles dealt to each player (14).
        pool_out: how a round ends when the pool has run out (:class:`PoolOut`).
        match_winner: who wins a match (:class:`MatchWinner`).

    The two enum options may be given as their value strings (``"end_at_once"``),
    as saved data holds them; they are stored as the enum members.
    """

    initial_meld_points: int = 30
    jokers_in_initial_meld: bool = True
    joker_penalty: int = 30
    turn_seconds: int | None = None
    penalty_tiles: int = 3
    table_in_initial_meld_turn: bool = False
    players: int = 2
    rounds: int | None = None
    tile_copies: int = 2
    jokers: int = 2
    rack_size: int = 14
    pool_out: PoolOut = PoolOut.PLAY_ON
    match_winner: MatchWinner = MatchWinner.ROUNDS

    def __post_init__(self) -> None:
        # Every option is one plain value: a list or a fraction is refused
        # before any message could print it (saved data may nest it deeply).
        for option in fields(self):
            value = getattr(self, option.name)
            if isinstance(value, float):
                raise DataError(f"{option.name} must be a whole number, not a fraction")
            if not isinstance(value, _PLAIN_VALUES):
                raise DataError(f"{option.name} must be a single value")
        for name, kind in _ENUM_OPTIONS.items():
            value = getattr(self, name)
            if isinstance(value, kind):
                continue
            try:
                object.__setattr__(self, name, kind(value))
            except (TypeError, ValueError):
                choices = ", ".join(member.value for member in kind)
                raise DataError(f"{name} must be one of {choices}, got {shown(value)}") from None
        for name in ("jokers_in_initial_meld", "table_in_initial_meld_turn"):
            flag(getattr(self, name), name)
        whole(self.initial_meld_points, "initial_meld_points", 0)
        penalty, seconds = self.joker_penalty, self.turn_seconds
        if not is_whole(penalty) or penalty not in JOKER_PENALTY_CHOICES:
            raise DataError(f"joker_penalty must be 30 or 50, got {shown(penalty)}")
        if (seconds is not None and not is_whole(seconds)) or seconds not in TURN_SECONDS_CHOICES:
            raise DataError(f"turn_seconds must be none, 30, 60 or 120, got {shown(seconds)}")
        whole(self.penalty_tiles, "penalty_tiles", 0, 3)
        whole(self.tile_copies, "tile_copies", 1, 3)
        whole(self.jokers, "jokers", 0, 4)
        whole(self.players, "players", 2, MAX_PLAYERS)
        if self.players > 4 and self.tile_copies < 3:
            raise DataError("5 or 6 players need the XP box (3 copies of each tile)")
        if self.rounds is not None:
            whole(self.rounds, "rounds", 1, 10)
        whole(self.rack_size, "rack_size", 1, 20)
        if self.players * self.rack_size > self.box_size:
            raise DataError(
                f"{self.players} racks of {self.rack_size} need more than "
                f"the {self.box_size} tiles in the box"
            )

    @classmethod
    def xp(cls, players: int = 6, **options: Any) -> RuleSet:
        """The XP edition's box (3 copies, 4 jokers) for 5 or 6 players."""
        return cls(players=players, tile_copies=3, jokers=4, **options)

    def with_players(self, players: int) -> RuleSet:
        """A copy for ``players`` seats, with the box that seats them: the classic
        box (2 copies, 2 jokers) for 2 to 4 players, the XP box (3 copies,
        4 jokers) for 5 or 6. The other options stay (checked like a new RuleSet).
        """
        xp = players > CLASSIC_MAX_PLAYERS
        return self.with_options(players=players, tile_copies=3 if xp else 2, jokers=4 if xp else 2)

    @property
    def box_size(self) -> int:
        """How many tiles the box holds (106 for the classic box)."""
        return 4 * 13 * self.tile_copies + self.jokers

    @property
    def match_rounds(self) -> int:
        """Rounds in a match: the option, or as many as players."""
        return self.rounds if self.rounds is not None else self.players

    def with_options(self, **changes: Any) -> RuleSet:
        """A copy with some options changed (checked like a new RuleSet)."""
        values = asdict(self)
        values.update(changes)
        return RuleSet(**values)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data (the enum options as their value strings)."""
        data = asdict(self)
        for name in _ENUM_OPTIONS:
            data[name] = data[name].value
        return data

    @classmethod
    def from_dict(cls, data: Any) -> RuleSet:
        """Read :meth:`to_dict` data; unknown keys are ignored and missing
        ones take the official default (data saved before an option existed).

        Raises:
            DataError: (a ValueError) for data that is not a mapping or out-of-range values.
        """
        options = mapping(data, "rule options")
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in options.items() if k in names})
