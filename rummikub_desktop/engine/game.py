"""A round and a match: dealing, turns, the round's end, scoring across rounds.

:class:`Round` is the state machine of one round. It deals from a seed (same
seed, same game), picks the first player by the drawn-tile rule, and takes the
moves of the rule book through ``apply_*`` methods. A move is checked before
anything changes: a refused move raises :class:`IllegalMoveError` and leaves the
round exactly as it was, which is the turn-start rollback the screens rely on.

:class:`~rummikub_desktop.engine.match.Match` is several rounds with the
starting seat moving on by one.

Both convert to plain JSON-able data and back (``to_dict``/``from_dict``),
the random generator's state included. The loaders check meaning, not only
shape: every number within its rule's range, every seat a seat, every tile
of the box in exactly one place, the score sheet consistent with the round.
Whatever the data, a loader returns a usable value or raises
:class:`StateFormatError`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .checks import entries, flag, whole
from .errors import IllegalMoveError
from .reading import (
    MAX_TURNS,
    SAVE_FORMAT,
    names_problem,
    read_checked,
    read_first_draws,
    read_names,
    read_rng,
    read_rules,
    read_tiles,
    rng_to_data,
)
from .records import MoveKind, MoveRecord, RoundEnd, RoundResult, result_problems
from .rules import PoolOut, RuleSet
from .scoring import rack_total, round_winners, score_round
from .sets import analyse_set
from .tiles import Tile, format_tiles, full_tile_set
from .turn import TurnCheck, validate_turn


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


@dataclass(frozen=True, slots=True, eq=False)
class CheckedPlay:
    """A proposed end-of-turn table with the round's verdict on it
    (:meth:`Round.check_play`). When it is legal, :meth:`Round.apply_play`
    takes it as it is: the turn is checked once, not again when it is played.

    Only the round that made it, at the same turn, takes it without a new check
    (the round keeps the last one it made and compares identity): a hand-made
    or stale value is checked again, so nothing gets past the rules.
    """

    table: tuple[tuple[Tile, ...], ...]
    check: TurnCheck
    seat: int
    turn: int

    @property
    def ok(self) -> bool:
        """True when the play is legal."""
        return self.check.ok


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
        first_draws: the draw for who starts, as :func:`choose_first_seat` made
            it (every draw in order, {seat: tile}); empty when the round was
            given its starting seat (the later rounds of a match).
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
        problem = names_problem(self.names, players)
        if problem:
            # What a save could not hold, a game cannot start with.
            raise ValueError(problem)
        self.rng = random.Random(seed)
        self.first_draws: list[dict[int, Tile]] = []
        if start_seat is None:
            start_seat, self.first_draws = choose_first_seat(self.rng, self.rules)
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
        self._checked: CheckedPlay | None = None

    @classmethod
    def at(
        cls,
        rules: RuleSet,
        names: Sequence[str],
        *,
        racks: Sequence[Sequence[Tile]],
        table: Sequence[Sequence[Tile]],
        pool: Sequence[Tile],
        melded: Sequence[bool],
        current: int,
        seed: int | None = None,
    ) -> Round:
        """A round at the start of ``current``'s turn in a chosen position (a lesson,
        a puzzle, a test): nobody drew for the first seat and no turn was played.
        ``pool`` is drawn from its end.

        Raises:
            ValueError: for a position no round can be in (tiles lost or doubled,
                an invalid set, the seats and racks not matching).
        """
        game = cls(rules, seed=seed, names=names, start_seat=current)
        game.racks = [list(rack) for rack in racks]
        game.table = [list(s) for s in table]
        game.pool = list(pool)
        game.melded = list(melded)
        problems = game.invariant_problems()
        if problems:
            raise ValueError("; ".join(problems))
        return game

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
        return self.check_play(table).check

    def check_play(self, table: Sequence[Sequence[Tile]]) -> CheckedPlay:
        """Check a proposed end-of-turn table for the current player, keeping the
        verdict with the table: :meth:`apply_play` then plays it without a second check."""
        proposal = tuple(tuple(s) for s in table)
        check = validate_turn(
            self.table,
            proposal,
            self.racks[self.current],
            has_melded=self.melded[self.current],
            rules=self.rules,
        )
        played = CheckedPlay(proposal, check, self.current, self.turn)
        self._checked = played
        return played

    def can_draw(self) -> bool:
        """True while the pool has tiles (otherwise the turn passes)."""
        return bool(self.pool)

    # -- moves ---------------------------------------------------------------

    def _check_turn(self, seat: int | None) -> None:
        if self.result is not None:
            raise IllegalMoveError("The round is over.")
        if seat is not None and seat != self.current:
            raise IllegalMoveError(f"It is not seat {seat}'s turn.")

    def apply_play(
        self, play: CheckedPlay | Sequence[Sequence[Tile]], *, seat: int | None = None
    ) -> TurnCheck:
        """Play: leave the table on the table at the end of the turn.

        ``play`` is a :class:`CheckedPlay` this round made at this turn (played
        on its verdict, not checked again) or a proposed table (checked here).

        Raises:
            IllegalMoveError: with the :class:`TurnCheck` when the play breaks a
                rule; nothing changes.
        """
        self._check_turn(seat)
        if not (
            isinstance(play, CheckedPlay)
            and play is self._checked
            and (play.seat, play.turn) == (self.current, self.turn)
        ):
            play = self.check_play(play.table if isinstance(play, CheckedPlay) else play)
        self._checked = None
        check, table = play.check, play.table
        if not check.ok:
            raise IllegalMoveError(f"refused: {check.problems[0]}", check)
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
            problems.extend(result_problems(self.result, self.rules))
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
            "rng": rng_to_data(self.rng),
            "first_draws": [
                [[seat, tile.code] for seat, tile in draw.items()] for draw in self.first_draws
            ],
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
        return read_checked(data, "a saved round", cls._from_data)

    @classmethod
    def _from_data(cls, data: dict[Any, Any]) -> Round:
        rules = read_rules(data["rules"])
        players, box = rules.players, rules.box_size
        game = cls.__new__(cls)
        game.rules = rules
        game.names = read_names(data["names"], players)
        game.start_seat = whole(data["start_seat"], "the starting seat", 0, players - 1)
        game.racks = [
            read_tiles(rack, "a rack", box)
            for rack in entries(data["racks"], "the racks", players, exactly=True)
        ]
        game.table = [
            read_tiles(s, "a set on the table", box)
            for s in entries(data["table"], "the table", box)
        ]
        game.pool = read_tiles(data["pool"], "the pool", box)
        game.melded = [
            flag(m, "a meld flag")
            for m in entries(data["melded"], "the meld flags", players, exactly=True)
        ]
        game.current = whole(data["current"], "the current seat", 0, players - 1)
        game.turn = whole(data["turn"], "the turn", 0, MAX_TURNS)
        game.idle_turns = whole(data["idle_turns"], "the turns without a play", 0, players)
        game.history = [
            MoveRecord.from_dict(entry, rules)
            for entry in entries(data["history"], "the history", game.turn)
        ]
        result = data["result"]
        game.result = None if result is None else RoundResult.from_dict(result, rules)
        game.rng = read_rng(data["rng"])
        game.first_draws = read_first_draws(data.get("first_draws"), rules, game.start_seat)
        game._checked = None
        return game

    def copy(self) -> Round:
        """An independent copy (through the saved form)."""
        return Round.from_dict(self.to_dict())
