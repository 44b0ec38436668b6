"""A round and a match: dealing, turns, the round's end, scoring across rounds.

:class:`Round` is the state machine of one round. It deals from a seed (same
seed, same game), picks the first player by the drawn-tile rule, and takes the
moves of the rule book through ``apply_*`` methods. A move is checked before
anything changes: a refused move raises :class:`IllegalMoveError` and leaves the
round exactly as it was, which is the turn-start rollback the screens rely on.

:class:`Match` is several rounds with the starting seat moving on by one.

Both convert to plain JSON-able data and back (``to_dict``/``from_dict``),
the random generator's state included. The loaders check meaning, not only
shape: every number within its rule's range, every seat a seat, every tile
of the box in exactly one place, the score sheet consistent with the round.
Whatever the data, a loader returns a usable value or raises
:class:`StateFormatError`.
"""

from __future__ import annotations

import enum
import math
import random
from collections import Counter
from collections.abc import Sequence
from copy import deepcopy
from dataclasses import dataclass, fields
from typing import Any

from .problems import Problem
from .rules import MatchWinner, PoolOut, RuleSet
from .scoring import rack_total, round_winners, score_round
from .sets import analyse_set
from .tiles import Tile, format_tiles, full_tile_set, parse_tiles
from .turn import TurnCheck, validate_turn

SAVE_FORMAT = 1

MAX_NAME_LENGTH = 100
"""The longest seat name a game keeps (the screens allow far fewer letters)."""
MAX_TURNS = 100_000
"""More turns than any round takes (a round rarely passes a few hundred); a
saved turn count above it is not believed."""


class IllegalMoveError(ValueError):
    """A move the rules do not allow now; nothing was changed.

    ``check`` holds the refused turn's :class:`TurnCheck` for a refused play.
    """

    def __init__(self, message: str, check: TurnCheck | None = None) -> None:
        super().__init__(message)
        self.check = check

    @property
    def problems(self) -> tuple[Problem, ...]:
        """The refused play's problems (empty for other refusals)."""
        return self.check.problems if self.check else ()


class StateFormatError(ValueError):
    """Saved data that does not describe a possible game."""


# -- reading saved data --------------------------------------------------------------
#
# Each helper takes one value of untrusted data and returns it checked, or
# raises StateFormatError with a short reason. Reasons never print the value:
# it may be huge or nested thousands deep.


def _whole(value: Any, what: str, low: int, high: int) -> int:
    """``value`` as a whole number from ``low`` to ``high``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateFormatError(f"{what} must be a whole number")
    if not low <= value <= high:
        raise StateFormatError(f"{what} must be {low} to {high}")
    return value


def _flag(value: Any, what: str) -> bool:
    """``value`` as true or false (not a number or a word)."""
    if not isinstance(value, bool):
        raise StateFormatError(f"{what} must be true or false")
    return value


def _items(value: Any, what: str, most: int, *, exactly: bool = False) -> Sequence[Any]:
    """``value`` as a list of at most (or ``exactly``) ``most`` entries."""
    if not isinstance(value, list | tuple):
        raise StateFormatError(f"{what} must be a list")
    if len(value) > most or (exactly and len(value) != most):
        size = "exactly" if exactly else "at most"
        raise StateFormatError(f"{what} must have {size} {most} entries")
    return value


def _tiles(value: Any, what: str, most: int) -> list[Tile]:
    """``value`` as at most ``most`` tiles in notation."""
    if not isinstance(value, str):
        raise StateFormatError(f"{what} must be tiles in notation")
    # A tile takes at most three letters and a space: refuse a long text unread.
    if len(value) > 4 * most:
        raise StateFormatError(f"{what} holds more tiles than the box")
    try:
        tiles = parse_tiles(value)
    except ValueError as error:
        raise StateFormatError(f"{what}: {error}") from None
    if len(tiles) > most:
        raise StateFormatError(f"{what} holds more tiles than the box")
    return tiles


def _mapping(value: Any, what: str) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise StateFormatError(f"{what} must be a mapping")
    return value


def _names_problem(names: Sequence[Any], players: int) -> str | None:
    """Why ``names`` cannot name the seats, or None."""
    if len(names) != players:
        return f"{players} players need {players} names"
    for name in names:
        if not isinstance(name, str) or not name.strip():
            return "every seat needs a name"
        if len(name) > MAX_NAME_LENGTH:
            return f"a name must be at most {MAX_NAME_LENGTH} letters"
    return None


def _names(value: Any, players: int) -> list[str]:
    names = list(_items(value, "the names", players, exactly=True))
    problem = _names_problem(names, players)
    if problem:
        raise StateFormatError(problem)
    return names


_RULE_OPTIONS = frozenset(f.name for f in fields(RuleSet))
_LONGEST_OPTION_WORD = 40
_LARGEST_OPTION_NUMBER = 2**63


def _rules(value: Any) -> RuleSet:
    """Rule options: single values only, then :class:`RuleSet`'s own range checks."""
    options = _mapping(value, "the rule options")
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
            raise StateFormatError(f"the rule option {key} must be a single value")
    try:
        return RuleSet.from_dict(options)
    except ValueError as error:
        raise StateFormatError(f"bad rule options: {str(error)[:200]}") from None


def _box_points(rules: RuleSet) -> int:
    """All the points in the box, jokers at the penalty: no score is bigger."""
    return rack_total(full_tile_set(rules.tile_copies, rules.jokers), rules)


_WIDEST_RULES = RuleSet.xp(players=6, joker_penalty=50)
"""The most seats, tiles and points: the bounds for data read without its rules."""


class MoveKind(enum.Enum):
    """What a player did with a turn."""

    PLAY = "play"
    """Laid tiles; the table was valid."""
    DRAW = "draw"
    """Drew one tile."""
    PASS = "pass"
    """The pool was empty and the player did not play."""
    TIMEOUT_DRAW = "timeout_draw"
    """Time ran out with nothing laid: one tile drawn."""
    PENALTY = "penalty"
    """Time ran out or the play was given up with the table not valid:
    the table restored, the tiles returned, penalty tiles drawn."""


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """One turn in the history, as every player at the table saw it.

    Attributes:
        seat: who moved.
        kind: what they did.
        placed: the tiles that left their rack (for a play).
        drawn: how many tiles they drew (the faces are private).
        table: the table after a play, set by set (empty otherwise).
    """

    seat: int
    kind: MoveKind
    placed: tuple[Tile, ...] = ()
    drawn: int = 0
    table: tuple[tuple[Tile, ...], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {
            "seat": self.seat,
            "kind": self.kind.value,
            "placed": format_tiles(self.placed),
            "drawn": self.drawn,
            "table": [format_tiles(s) for s in self.table],
        }

    @classmethod
    def from_dict(cls, data: Any, rules: RuleSet | None = None) -> MoveRecord:
        """Read :meth:`to_dict` data; seats and tiles are checked against
        ``rules`` (without them, against the largest table there is).

        Raises:
            StateFormatError: for anything that is not a possible turn.
        """
        rules = rules or _WIDEST_RULES
        box = rules.box_size
        entry = _mapping(data, "a history entry")
        kind = entry.get("kind")
        if not isinstance(kind, str) or kind not in _MOVE_KINDS:
            raise StateFormatError("a history entry has no known kind")
        return cls(
            _whole(entry.get("seat"), "a history entry's seat", 0, rules.players - 1),
            MoveKind(kind),
            tuple(_tiles(entry.get("placed"), "a history entry's tiles", box)),
            _whole(entry.get("drawn"), "a history entry's tiles drawn", 0, box),
            tuple(
                tuple(_tiles(s, "a set in the history", box))
                for s in _items(entry.get("table", []), "a history entry's table", box)
            ),
        )


class RoundEnd(enum.Enum):
    """How a round ended."""

    WENT_OUT = "went_out"
    """A player emptied their rack."""
    POOL_EXHAUSTED = "pool_exhausted"
    """The pool was empty and a full round of turns passed with nobody playing
    (:attr:`PoolOut.PLAY_ON`)."""
    DRAW_FROM_EMPTY_POOL = "draw_from_empty_pool"
    """A player would have had to draw from the empty pool, which ends the
    round at once (:attr:`PoolOut.END_AT_ONCE`)."""


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The end of a round.

    Attributes:
        end: how it ended.
        winners: the seats that won (one, or the tied lowest totals).
        scores: each seat's score; they add up to zero.
        racks: every rack at the end.
        totals: each rack's points (jokers at the penalty).
    """

    end: RoundEnd
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    racks: tuple[tuple[Tile, ...], ...]
    totals: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {
            "end": self.end.value,
            "winners": list(self.winners),
            "scores": list(self.scores),
            "racks": [format_tiles(r) for r in self.racks],
            "totals": list(self.totals),
        }

    @classmethod
    def from_dict(cls, data: Any, rules: RuleSet | None = None) -> RoundResult:
        """Read :meth:`to_dict` data.

        With ``rules``, the result must be a possible end of a round under them
        (every seat scored, distinct winners, scores adding up to zero, rack
        points matching the racks, the winner's rack empty after going out);
        without, only its shape is checked, against the largest table there is.

        Raises:
            StateFormatError: for anything else.
        """
        bounds = rules or _WIDEST_RULES
        seats, box = bounds.players, bounds.box_size
        points = _box_points(bounds)
        entry = _mapping(data, "a round's result")
        end = entry.get("end")
        if not isinstance(end, str) or end not in _ROUND_ENDS:
            raise StateFormatError("a round's result has no known ending")
        result = cls(
            RoundEnd(end),
            tuple(
                _whole(s, "a round's winner", 0, seats - 1)
                for s in _items(entry.get("winners"), "a round's winners", seats)
            ),
            tuple(
                _whole(s, "a round's score", -points, points)
                for s in _items(entry.get("scores"), "a round's scores", seats)
            ),
            tuple(
                tuple(_tiles(r, "a rack at a round's end", box))
                for r in _items(entry.get("racks"), "a round's racks", seats)
            ),
            tuple(
                _whole(t, "a rack's points", 0, points)
                for t in _items(entry.get("totals"), "a round's rack points", seats)
            ),
        )
        problems = _result_problems(result, rules) if rules else []
        if problems:
            raise StateFormatError("; ".join(problems))
        return result


_MOVE_KINDS = frozenset(kind.value for kind in MoveKind)
_ROUND_ENDS = frozenset(end.value for end in RoundEnd)
_POOL_ENDS = {
    PoolOut.PLAY_ON: RoundEnd.POOL_EXHAUSTED,
    PoolOut.END_AT_ONCE: RoundEnd.DRAW_FROM_EMPTY_POOL,
}
"""How a round ends with the pool, by the pool-out option."""


def _result_problems(result: RoundResult, rules: RuleSet) -> list[str]:
    """What makes ``result`` an impossible end of a round under ``rules`` (empty
    when it is possible): every seat has a score, a rack and its points; the
    winners are distinct seats; the scores add up to zero; the racks hold tiles
    of the box and their points are right; whoever went out has an empty rack;
    when the pool ran out, the round ended the way the pool-out option says and
    the lowest racks won."""
    players = rules.players
    if not len(result.scores) == len(result.racks) == len(result.totals) == players:
        return ["a round's result does not match the seats"]
    problems = []
    winners = result.winners
    if not winners or len(set(winners)) != len(winners):
        problems.append("a round needs one or more distinct winners")
    if not all(0 <= seat < players for seat in winners):
        return [*problems, "a round's winner is not a seat"]
    if sum(result.scores) != 0:
        problems.append("a round's scores do not add up to zero")
    held: Counter[Tile] = Counter()
    for rack in result.racks:
        held.update(rack)
    if held - Counter(full_tile_set(rules.tile_copies, rules.jokers)):
        problems.append("a round's racks hold tiles that are not in the box")
    if list(result.totals) != [rack_total(rack, rules) for rack in result.racks]:
        problems.append("a round's rack points do not match its racks")
    if result.end is RoundEnd.WENT_OUT and (len(winners) != 1 or result.racks[winners[0]]):
        problems.append("the winner of a round did not go out")
    if result.end is not RoundEnd.WENT_OUT:
        if result.end is not _POOL_ENDS[rules.pool_out]:
            problems.append("a round ended with the pool in a way these rules do not")
        low = min(result.totals)
        if set(winners) != {s for s, total in enumerate(result.totals) if total == low}:
            problems.append("the winners of a round are not the lowest racks")
    return problems


@dataclass(frozen=True, slots=True)
class OpponentInfo:
    """What everyone can see of a seat: name, tile count, initial meld made."""

    seat: int
    name: str
    tile_count: int
    has_melded: bool


@dataclass(frozen=True, slots=True)
class PlayerView:
    """All that one player may see: the input of computer players and hints.

    No other rack and no pool order is in here.
    """

    seat: int
    rack: tuple[Tile, ...]
    table: tuple[tuple[Tile, ...], ...]
    has_melded: bool
    players: tuple[OpponentInfo, ...]
    pool_size: int
    current_seat: int
    turn: int
    history: tuple[MoveRecord, ...]
    rules: RuleSet

    @property
    def opponents(self) -> tuple[OpponentInfo, ...]:
        """The other seats."""
        return tuple(p for p in self.players if p.seat != self.seat)


def _rng_state_to_data(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


_MT_WORDS = 624
"""The Mersenne Twister's state: 624 words of 32 bits, then a position."""


def _rng_from_data(data: Any) -> random.Random:
    """A generator restored from :func:`_rng_state_to_data` data, word by word."""
    state = _items(data, "the random generator's state", 3, exactly=True)
    version, internal, gauss = state
    if version != random.Random.VERSION or isinstance(version, bool | float):
        raise StateFormatError("unknown random generator version")
    words = _items(internal, "the random generator's words", _MT_WORDS + 1, exactly=True)
    if not all(
        isinstance(w, int) and not isinstance(w, bool) and 0 <= w < 2**32 for w in words[:-1]
    ):
        raise StateFormatError("the random generator's words must be 32-bit numbers")
    _whole(words[-1], "the random generator's position", 0, _MT_WORDS)
    if gauss is not None and not (isinstance(gauss, float) and math.isfinite(gauss)):
        raise StateFormatError("the random generator's spare number must be a number")
    rng = random.Random()
    rng.setstate((version, tuple(words), gauss))
    return rng


def choose_first_seat(rng: random.Random, rules: RuleSet) -> tuple[int, list[dict[int, Tile]]]:
    """The drawn-tile rule: each seat draws a tile, the highest number starts.

    A seat that draws a joker draws again; seats tied for the highest number
    draw again among themselves. Returns the starting seat and every draw made,
    in order, as {seat: tile}.
    """
    held: dict[int, Tile] = {}
    drawing = list(range(rules.players))
    draws: list[dict[int, Tile]] = []
    while True:
        tiles = full_tile_set(rules.tile_copies, rules.jokers)
        rng.shuffle(tiles)
        draw = {seat: tiles.pop() for seat in drawing}
        draws.append(draw)
        held.update(draw)
        drawing = [seat for seat, tile in held.items() if tile.is_joker]
        if drawing:
            continue
        best = max(tile.number for tile in held.values())
        top = [seat for seat, tile in held.items() if tile.number == best]
        if len(top) == 1:
            return top[0], draws
        held = {seat: held[seat] for seat in top}
        drawing = top


class Round:
    """One round of Rummikub, from the deal to the score.

    Attributes (read them; change them only through the ``apply_*`` methods):
        rules: the rule options.
        names: each seat's name.
        racks: each seat's tiles.
        table: the sets on the table, each as laid left to right.
        pool: the face-down tiles; the last one is drawn next.
        melded: whether each seat has made the initial meld.
        current: the seat whose turn it is.
        turn: how many turns have been played.
        history: every turn so far.
        result: the round's end, once it has ended.
    """

    def __init__(
        self,
        rules: RuleSet | None = None,
        *,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        start_seat: int | None = None,
    ) -> None:
        self.rules = rules or RuleSet()
        players = self.rules.players
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(players)]
        problem = _names_problem(self.names, players)
        if problem:
            # What a save could not hold, a game cannot start with.
            raise ValueError(problem)
        self.rng = random.Random(seed)
        if start_seat is None:
            start_seat, _ = choose_first_seat(self.rng, self.rules)
        elif not 0 <= start_seat < players:
            raise ValueError(f"no seat {start_seat}")
        self.start_seat = start_seat
        tiles = full_tile_set(self.rules.tile_copies, self.rules.jokers)
        self.rng.shuffle(tiles)
        self.racks: list[list[Tile]] = [[] for _ in range(players)]
        for _ in range(self.rules.rack_size):
            for offset in range(players):
                self.racks[(start_seat + offset) % players].append(tiles.pop())
        self.pool: list[Tile] = tiles
        self.table: list[list[Tile]] = []
        self.melded = [False] * players
        self.current = start_seat
        self.turn = 0
        self.idle_turns = 0
        self.history: list[MoveRecord] = []
        self.result: RoundResult | None = None

    # -- reading -------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True once the round has ended."""
        return self.result is not None

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.rules.players

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see: its own rack, the table, the others' counts."""
        return PlayerView(
            seat=seat,
            rack=tuple(self.racks[seat]),
            table=tuple(tuple(s) for s in self.table),
            has_melded=self.melded[seat],
            players=tuple(
                OpponentInfo(s, self.names[s], len(self.racks[s]), self.melded[s])
                for s in range(self.players)
            ),
            pool_size=len(self.pool),
            current_seat=self.current,
            turn=self.turn,
            history=tuple(self.history),
            rules=self.rules,
        )

    def validate_play(self, table: Sequence[Sequence[Tile]]) -> TurnCheck:
        """Check a proposed end-of-turn table for the current player."""
        return validate_turn(
            self.table,
            table,
            self.racks[self.current],
            has_melded=self.melded[self.current],
            rules=self.rules,
        )

    def can_draw(self) -> bool:
        """True while the pool has tiles (otherwise the turn passes)."""
        return bool(self.pool)

    # -- moves ---------------------------------------------------------------

    def _check_turn(self, seat: int | None) -> None:
        if self.result is not None:
            raise IllegalMoveError("The round is over.")
        if seat is not None and seat != self.current:
            raise IllegalMoveError(f"It is not seat {seat}'s turn.")

    def apply_play(self, table: Sequence[Sequence[Tile]], *, seat: int | None = None) -> TurnCheck:
        """Play: leave ``table`` on the table at the end of the turn.

        Raises:
            IllegalMoveError: with the :class:`TurnCheck` when the play breaks a
                rule; nothing changes.
        """
        self._check_turn(seat)
        check = self.validate_play(table)
        if not check.ok:
            raise IllegalMoveError(check.problems[0].message, check)
        mover = self.current
        # Keep the player's own order of the tiles that stay.
        remaining = list(self.racks[mover])
        for tile in check.placed:
            remaining.remove(tile)
        self.racks[mover] = remaining
        self.table = [list(s) for s in table if len(s) > 0]
        self.melded[mover] = True
        self.history.append(
            MoveRecord(
                mover,
                MoveKind.PLAY,
                check.placed,
                0,
                tuple(tuple(s) for s in self.table),
            )
        )
        self.idle_turns = 0
        if not self.racks[mover]:
            self._finish(RoundEnd.WENT_OUT, winner=mover)
        else:
            self._next_turn()
        return check

    def apply_draw(self, *, seat: int | None = None) -> Tile:
        """Draw one tile from the pool; that ends the turn.

        Raises:
            IllegalMoveError: when the pool is empty (pass instead).
        """
        self._check_turn(seat)
        if not self.pool:
            raise IllegalMoveError("The pool is empty; the turn passes instead.")
        tile = self.pool.pop()
        self.racks[self.current].append(tile)
        self.history.append(MoveRecord(self.current, MoveKind.DRAW, (), 1))
        self._end_idle_turn(pool_was_empty=False)
        return tile

    def apply_pass(self, *, seat: int | None = None) -> None:
        """Pass: only when the pool is empty and the player does not play.

        Raises:
            IllegalMoveError: while the pool still has tiles (draw instead).
        """
        self._check_turn(seat)
        if self.pool:
            raise IllegalMoveError("Draw a tile instead: the pool is not empty.")
        self.history.append(MoveRecord(self.current, MoveKind.PASS))
        self._end_idle_turn(pool_was_empty=True)

    def apply_draw_or_pass(self, *, seat: int | None = None) -> Tile | None:
        """Draw if the pool has tiles, otherwise pass. Returns the tile drawn."""
        if self.pool:
            return self.apply_draw(seat=seat)
        self.apply_pass(seat=seat)
        return None

    def apply_failed_turn(self, *, tiles_laid: bool, seat: int | None = None) -> list[Tile]:
        """Time ran out, or the play was given up with the table not valid.

        The table is as it was at the start of the turn (the engine never
        changed it). With nothing laid the player draws one tile; with tiles
        laid they draw the penalty tiles (as many as the pool still has).
        Returns the tiles drawn.
        """
        self._check_turn(seat)
        pool_was_empty = not self.pool
        count = self.rules.penalty_tiles if tiles_laid else 1
        drawn = [self.pool.pop() for _ in range(min(count, len(self.pool)))]
        self.racks[self.current].extend(drawn)
        kind = MoveKind.PENALTY if tiles_laid else MoveKind.TIMEOUT_DRAW
        self.history.append(MoveRecord(self.current, kind, (), len(drawn)))
        self._end_idle_turn(pool_was_empty=pool_was_empty)
        return drawn

    def _end_idle_turn(self, *, pool_was_empty: bool) -> None:
        """End a turn without a play; with the pool empty, maybe the round.

        The pool-out option decides: play on until a full round of turns has
        passed with nobody playing, or end at the first such turn.
        """
        self.idle_turns = self.idle_turns + 1 if pool_was_empty else 0
        if pool_was_empty and self.rules.pool_out is PoolOut.END_AT_ONCE:
            self._finish(RoundEnd.DRAW_FROM_EMPTY_POOL, winner=None)
        elif pool_was_empty and self.idle_turns >= self.players:
            self._finish(RoundEnd.POOL_EXHAUSTED, winner=None)
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        self.turn += 1
        self.current = (self.current + 1) % self.players

    def _finish(self, end: RoundEnd, *, winner: int | None) -> None:
        self.turn += 1
        racks = tuple(tuple(r) for r in self.racks)
        self.result = RoundResult(
            end,
            tuple(round_winners(racks, winner=winner, rules=self.rules)),
            tuple(score_round(racks, winner=winner, rules=self.rules)),
            racks,
            tuple(rack_total(r, self.rules) for r in racks),
        )

    # -- invariants ----------------------------------------------------------

    def invariant_problems(self) -> list[str]:
        """What is broken in this state (empty when all is well).

        Every tile of the box is in exactly one place; every set on the table is
        valid; the current seat exists; the history is no longer than the turns
        played; turns without a play happen only with an empty pool, and a full
        round of them ends the round; a result is a possible end of a round and
        holds the racks as they are.
        """
        problems = []
        everything: Counter[Tile] = Counter(self.pool)
        for rack in self.racks:
            everything.update(rack)
        for tile_set in self.table:
            everything.update(tile_set)
        box = Counter(full_tile_set(self.rules.tile_copies, self.rules.jokers))
        if everything != box:
            problems.append(
                f"tiles not accounted for: extra {format_tiles((everything - box).elements())}"
                f"; missing {format_tiles((box - everything).elements())}"
            )
        for index, tile_set in enumerate(self.table):
            if analyse_set(tile_set) is None:
                problems.append(f"set {index} is not valid: {format_tiles(tile_set)}")
        if not 0 <= self.current < self.players:
            problems.append(f"no seat {self.current}")
        if len(self.racks) != self.players or len(self.melded) != self.players:
            problems.append("racks or meld flags do not match the seats")
        if len(self.history) > self.turn:
            problems.append("the history holds more turns than were played")
        if self.idle_turns and self.pool:
            problems.append("turns without a play while the pool still has tiles")
        if self.result is None and self.idle_turns >= self.players:
            problems.append("a full round of turns without a play did not end the round")
        if self.result is None and self.idle_turns and self.rules.pool_out is PoolOut.END_AT_ONCE:
            problems.append("a turn without a play on the empty pool did not end the round")
        if self.result is not None:
            problems.extend(_result_problems(self.result, self.rules))
            if list(self.result.racks) != [tuple(rack) for rack in self.racks]:
                problems.append("the round's result does not hold the racks")
        return problems

    # -- saving --------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole round as plain JSON-able data."""
        return {
            "format": SAVE_FORMAT,
            "rules": self.rules.to_dict(),
            "names": list(self.names),
            "start_seat": self.start_seat,
            "racks": [format_tiles(r) for r in self.racks],
            "table": [format_tiles(s) for s in self.table],
            "pool": format_tiles(self.pool),
            "melded": list(self.melded),
            "current": self.current,
            "turn": self.turn,
            "idle_turns": self.idle_turns,
            "history": [m.to_dict() for m in self.history],
            "result": self.result.to_dict() if self.result else None,
            "rng": _rng_state_to_data(self.rng),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Round:
        """Rebuild a round from :meth:`to_dict` data.

        Raises:
            StateFormatError: when the data is malformed or describes an
                impossible game: a number out of its range (a seat that does
                not exist, a negative turn, more turns without a play than
                seats), tiles missing or doubled, invalid sets, a result that
                could not end this round, a random generator that cannot be
                restored.
        """
        data = _mapping(data, "a saved round")
        try:
            game = cls._from_data(data)
        except KeyError as error:
            raise StateFormatError(f"a saved round needs {error}") from None
        problems = game.invariant_problems()
        if problems:
            raise StateFormatError("; ".join(problems))
        return game

    @classmethod
    def _from_data(cls, data: dict[Any, Any]) -> Round:
        rules = _rules(data["rules"])
        players, box = rules.players, rules.box_size
        game = cls.__new__(cls)
        game.rules = rules
        game.names = _names(data["names"], players)
        game.start_seat = _whole(data["start_seat"], "the starting seat", 0, players - 1)
        game.racks = [
            _tiles(rack, "a rack", box)
            for rack in _items(data["racks"], "the racks", players, exactly=True)
        ]
        game.table = [
            _tiles(s, "a set on the table", box) for s in _items(data["table"], "the table", box)
        ]
        game.pool = _tiles(data["pool"], "the pool", box)
        game.melded = [
            _flag(m, "a meld flag")
            for m in _items(data["melded"], "the meld flags", players, exactly=True)
        ]
        game.current = _whole(data["current"], "the current seat", 0, players - 1)
        game.turn = _whole(data["turn"], "the turn", 0, MAX_TURNS)
        game.idle_turns = _whole(data["idle_turns"], "the turns without a play", 0, players)
        game.history = [
            MoveRecord.from_dict(entry, rules)
            for entry in _items(data["history"], "the history", game.turn)
        ]
        result = data["result"]
        game.result = None if result is None else RoundResult.from_dict(result, rules)
        game.rng = _rng_from_data(data["rng"])
        return game

    def copy(self) -> Round:
        """An independent copy (through the saved form)."""
        return Round.from_dict(self.to_dict())


class Match:
    """Several rounds, the starting seat moving on by one each round.

    The match winner follows ``rules.match_winner``: officially the seat that
    won the most rounds, a tie going to the higher total score; or the highest
    total score, a tie going to more rounds won. A tie on both is shared.

    The bookkeeping is plain data: the current round's number, and the results
    entered on the score sheet. The current round's result is recorded exactly
    when ``len(results) == round_number``, so a loaded match behaves like the
    live one it was saved from.
    """

    def __init__(
        self,
        rules: RuleSet | None = None,
        *,
        seed: int | None = None,
        names: Sequence[str] | None = None,
    ) -> None:
        self.rules = rules or RuleSet()
        self.rng = random.Random(seed)
        self.results: list[RoundResult] = []
        self.round = Round(self.rules, seed=self.rng.getrandbits(64), names=names)
        self.names = list(self.round.names)
        self.first_seat = self.round.start_seat
        self._round_number = 1

    @property
    def round_number(self) -> int:
        """The current round, counting from 1 (it stays once the round ends)."""
        return self._round_number

    @property
    def rounds(self) -> int:
        """How many rounds the match has."""
        return self.rules.match_rounds

    @property
    def is_recorded(self) -> bool:
        """True once the current round's result is on the score sheet."""
        return len(self.results) >= self._round_number

    @property
    def is_over(self) -> bool:
        """True once the last round has ended (recorded or not)."""
        return self.round.is_over and self._round_number >= self.rounds

    def final_results(self) -> tuple[RoundResult, ...]:
        """The recorded results and, once the current round has ended, its result
        too (recorded or not). Changes nothing."""
        if self.round.result is not None and not self.is_recorded:
            return (*self.results, self.round.result)
        return tuple(self.results)

    def with_round_recorded(self) -> Match:
        """A copy of the match with the finished round's result on the score sheet.

        The match itself is not changed: read the copy's ``results``,
        :meth:`totals`, :meth:`rounds_won` and :meth:`leaders` for the score
        sheet as it stands at the end of the round. While the round is on, an
        unchanged copy.
        """
        copy = deepcopy(self)
        copy.results = list(self.final_results())
        return copy

    def record_round(self) -> RoundResult:
        """Enter the finished round's result on the score sheet (once)."""
        if self.round.result is None:
            raise IllegalMoveError("The round is not over yet.")
        if not self.is_recorded:
            self.results.append(self.round.result)
        return self.round.result

    def next_round(self) -> Round:
        """Start the next round with the next starting seat.

        Raises:
            IllegalMoveError: while the round is on or when the match is over.
        """
        self.record_round()
        if self._round_number >= self.rounds:
            raise IllegalMoveError("The match is over.")
        start = (self.first_seat + self._round_number) % self.rules.players
        self.round = Round(
            self.rules,
            seed=self.rng.getrandbits(64),
            names=self.names,
            start_seat=start,
        )
        self._round_number += 1
        return self.round

    def totals(self) -> list[int]:
        """Each seat's total score over the recorded rounds."""
        totals = [0] * self.rules.players
        for result in self.results:
            for seat, score in enumerate(result.scores):
                totals[seat] += score
        return totals

    def rounds_won(self) -> list[int]:
        """How many recorded rounds each seat has won."""
        wins = [0] * self.rules.players
        for result in self.results:
            for seat in result.winners:
                wins[seat] += 1
        return wins

    def standing(self, seat: int, rule: MatchWinner | None = None) -> tuple[int, int]:
        """What ranks ``seat`` in the match, higher is better: (rounds won,
        total score), or (total score, rounds won) when the match-winner option
        (or ``rule``, to ask what the other rule would say) is the score."""
        wins = self.rounds_won()[seat]
        total = self.totals()[seat]
        if (rule or self.rules.match_winner) is MatchWinner.SCORE:
            return (total, wins)
        return (wins, total)

    def leaders(self, rule: MatchWinner | None = None) -> list[int]:
        """The seats ahead (the winners once the match is over) by the
        match-winner option, or by ``rule``: see :meth:`standing`."""
        standings = [self.standing(seat, rule) for seat in range(self.rules.players)]
        best = max(standings)
        return [seat for seat, standing in enumerate(standings) if standing == best]

    def to_dict(self) -> dict[str, Any]:
        """The whole match as plain JSON-able data."""
        return {
            "format": SAVE_FORMAT,
            "rules": self.rules.to_dict(),
            "names": list(self.names),
            "first_seat": self.first_seat,
            "round_number": self._round_number,
            "results": [r.to_dict() for r in self.results],
            # Kept for older versions of the game, which read only this.
            "current_recorded": self.is_recorded,
            "round": self.round.to_dict(),
            "rng": _rng_state_to_data(self.rng),
        }

    def invariant_problems(self) -> list[str]:
        """What is broken in this match (empty when all is well).

        The round's own problems; the round plays by the match's rules and
        names; the round number is one of the match's rounds; the score sheet
        holds every earlier round and, at most, this one's own result; the round
        started at the seat that follows from the first; every result is a
        possible end of a round.
        """
        problems = self.round.invariant_problems()
        players = self.rules.players
        if self.round.rules != self.rules:
            problems.append("the round's rules differ from the match's")
        name_problem = _names_problem(self.names, players)
        if name_problem:
            problems.append(name_problem)
        elif self.round.names != self.names:
            problems.append("the round's names differ from the match's")
        number = self._round_number
        if not 1 <= number <= self.rounds:
            return [*problems, "the round number is not a round of the match"]
        recorded = len(self.results)
        if not number - 1 <= recorded <= number:
            problems.append("the score sheet does not match the round number")
        elif recorded == number and self.results[-1] != self.round.result:
            problems.append("the last result on the score sheet is not this round's")
        if self.round.start_seat != (self.first_seat + number - 1) % players:
            problems.append("the round did not start at the seat after the last round's")
        for result in self.results:
            problems.extend(_result_problems(result, self.rules))
        return problems

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """Rebuild a match from :meth:`to_dict` data.

        Files without ``round_number`` (older versions) have it read from
        ``current_recorded``.

        Raises:
            StateFormatError: when the data is malformed or describes an
                impossible match (see :meth:`invariant_problems`, and
                :meth:`Round.from_dict` for the round).
        """
        data = _mapping(data, "a saved match")
        try:
            match = cls._from_data(data)
        except KeyError as error:
            raise StateFormatError(f"a saved match needs {error}") from None
        problems = match.invariant_problems()
        if problems:
            raise StateFormatError("; ".join(problems))
        return match

    @classmethod
    def _from_data(cls, data: dict[Any, Any]) -> Match:
        rules = _rules(data["rules"])
        match = cls.__new__(cls)
        match.rules = rules
        match.names = _names(data["names"], rules.players)
        match.first_seat = _whole(data["first_seat"], "the first seat", 0, rules.players - 1)
        match.results = [
            RoundResult.from_dict(result, rules)
            for result in _items(data["results"], "the score sheet", rules.match_rounds)
        ]
        match.round = Round.from_dict(data["round"])
        match.rng = _rng_from_data(data["rng"])
        recorded = _flag(data.get("current_recorded", False), "the recorded flag")
        number = data.get("round_number")
        if number is None:
            number = len(match.results) + (0 if recorded else 1)
        match._round_number = _whole(number, "the round number", 1, rules.match_rounds)
        if recorded != match.is_recorded:
            raise StateFormatError("the recorded flag does not match the score sheet")
        return match
