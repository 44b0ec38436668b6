"""The coach: after a person's turn, what more could have been laid.

When a person's turn ends (a play or a draw), the exact solver looks at the
position as it was when that turn began and finds the legal play that lays the
most rack tiles (before the first play, only an initial meld from the rack
alone, worth the rules' points, counts). When it lays more than the person did,
the coach has a :class:`CoachFinding`: how many more tiles, and that better
play as a replay (:class:`~rummikub_desktop.session.replay.TurnReplay`) that the
screen can show tile by tile on the table as it was. When the person's play was
as good as any, there is no finding and the coach says nothing.

The search runs away from the window as a :class:`CoachJob`, a frozen job of
the same shape as :class:`~rummikub_desktop.session.jobs.HintJob`, so the
computer's process runs it unchanged, within its time limit. Its quick answer
is None: a search that has not finished in time says nothing.

Take the position with :func:`turn_start` while the turn is being played (any
time before it ends), then make the job with :func:`coach_job` once it ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rummikub_desktop.ai import Play, suggest_play
from rummikub_desktop.engine import (
    MAX_PLAYERS,
    PlayerView,
    StateFormatError,
    Tile,
    format_tiles,
    parse_tiles,
)
from rummikub_desktop.engine.checks import entries, mapping, raised_as, whole
from rummikub_desktop.table import TableLayout, arrange_table

from .jobs import THINKING_SECONDS, HintFunction
from .replay import TurnReplay, describe_play
from .views import GameLike, GameReading

if TYPE_CHECKING:
    pass


@dataclass(frozen=True, slots=True)
class TurnStart:
    """The position at the start of one seat's turn, as the coach needs it.

    Attributes:
        seat, round_number, turn: whose turn it was, and when.
        view: what the player saw (rack, table, first play made, rules).
        table: the table as laid out when the turn began.
        rack_ids: the tile ids on the player's rack when the turn began.
    """

    seat: int
    round_number: int
    turn: int
    view: PlayerView = field(repr=False)
    table: TableLayout = field(repr=False)
    rack_ids: tuple[int, ...]


def turn_start(game: GameLike) -> TurnStart | None:
    """The position at the start of the turn being played; None when no turn is
    (between rounds, or while a computer's play is being shown).

    It may be taken at any moment of the turn: the engine's round holds the
    table and the rack as they were until the turn ends, and the tiles laid so
    far are given back to the rack here.
    """
    reading = GameReading.of(game)
    if reading.view is None:
        return None
    seat = reading.current
    rack = reading.rack_of(seat).ids
    laid = tuple(sorted(reading.turn_view.laid_ids)) if seat == reading.rack_seat else ()
    return TurnStart(
        seat,
        reading.round_number,
        reading.turn,
        reading.view,
        reading.turn_view.start_table,
        tuple(rack) + tuple(i for i in laid if i not in rack),
    )


@dataclass(frozen=True, slots=True)
class CoachFinding:
    """A turn where more was possible.

    Attributes:
        seat, round_number, turn: the turn looked at (``turn`` counts every
            player's turns in the round, from 0).
        players: how many play at the table (to count the seat's own turns).
        laid: how many tiles the player laid (0 after a draw).
        best: the most tiles a legal play could have laid.
        placed: the rack tiles the better play lays (sorted).
        replay: the better play, told tile by tile from the table as it was.
    """

    seat: int
    round_number: int
    turn: int
    players: int
    laid: int
    best: int
    placed: tuple[Tile, ...]
    replay: TurnReplay = field(repr=False)

    @property
    def own_turn(self) -> int:
        """The seat's own turn in the round, from 1: its third turn is 3 whoever
        else played in between (the player counts their own turns)."""
        return self.turn // max(1, self.players) + 1

    @property
    def more(self) -> int:
        """How many more tiles could have been laid (always at least 1)."""
        return self.best - self.laid

    @property
    def sentence(self) -> tuple[str, dict[str, int]]:
        """The coach's line: a catalogue key for a number (``.one``/``.other`` by
        ``count``) and its parameters ("You could have laid 3 more tiles. Show me?")."""
        key = "coach.after_draw" if self.after_draw else "coach.more"
        return key, {"count": self.more}

    @property
    def after_draw(self) -> bool:
        """True when the player drew (or passed) although a play was possible."""
        return self.laid == 0

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data (kept in the saved game for the round's look back)."""
        return {
            "seat": self.seat,
            "round": self.round_number,
            "turn": self.turn,
            "players": self.players,
            "laid": self.laid,
            "best": self.best,
            "placed": format_tiles(self.placed),
            "replay": self.replay.to_dict(),
        }

    @classmethod
    def from_dict(cls, faces: Sequence[Tile], data: Any) -> CoachFinding:
        """Read :meth:`to_dict` data for a box of ``faces``.

        Raises:
            StateFormatError: for data that is not a finding (a count out of range,
                no more tiles than were laid, a play that is not a turn's).
        """
        with raised_as(StateFormatError):
            values = mapping(data, "a coach's finding")
            try:
                seat = whole(values["seat"], "a finding's seat", 0, MAX_PLAYERS - 1)
                round_number = whole(values["round"], "a finding's round", 0)
                turn = whole(values["turn"], "a finding's turn", 0)
                players = whole(values["players"], "a finding's players", 1, MAX_PLAYERS)
                laid = whole(values["laid"], "the tiles laid", 0, len(faces))
                best = whole(values["best"], "the most tiles", laid + 1, len(faces))
                if not isinstance(values["placed"], str):
                    raise StateFormatError("a finding's tiles are written as tiles")
                placed = tuple(parse_tiles(values["placed"]))
                replay = TurnReplay.from_dict(faces, values["replay"])
            except (KeyError, TypeError, ValueError) as error:
                if isinstance(error, StateFormatError):
                    raise
                raise StateFormatError(f"a coach's finding: {str(error)[:100]}") from None
        return cls(seat, round_number, turn, players, laid, best, placed, replay)


CoachNotes = tuple[tuple[CoachFinding, ...], tuple[tuple[int, int], ...]]
"""The coach's notes on a round kept with the game: its findings, and the turns it
could not look at (seat, round)."""

MOST_FINDINGS = 200
"""More findings than a saved round can hold (a person's turns in one round)."""


def read_findings(faces: Sequence[Tile], data: Any) -> tuple[CoachFinding, ...]:
    """Saved findings (:meth:`CoachFinding.to_dict` data), or none when they do not
    hold: they are only looked back on, so a damaged one never stops a game loading."""
    try:
        with raised_as(StateFormatError):
            found = entries(data, "the coach's findings", MOST_FINDINGS)
            return tuple(CoachFinding.from_dict(faces, one) for one in found)
    except StateFormatError:
        return ()


def find_better_play(start: TurnStart, laid: int, play: Play | None) -> CoachFinding | None:
    """The finding for a turn, given the best play from its start (the search's answer).

    None when that play lays no more than ``laid``, or cannot be laid out on the
    table as it was (which would be a bug in the solver: nothing is said rather
    than something wrong).
    """
    if play is None or play.tile_count <= laid:
        return None
    try:
        arrangement = arrange_table(start.table, play.table, start.rack_ids)
    except ValueError:
        return None
    replay = describe_play(start.seat, start.table, arrangement)
    return CoachFinding(
        start.seat,
        start.round_number,
        start.turn,
        len(start.view.players),
        laid,
        play.tile_count,
        play.placed,
        replay,
    )


@dataclass(frozen=True, slots=True)
class CoachJob:
    """The coach's search for one finished turn: ``finding = job()``.

    The same shape as :class:`~rummikub_desktop.session.jobs.HintJob` (``seat``,
    ``round_number``, ``turn``, ``view``, a search, a quick answer, ``seconds``),
    so the computer's process runs it as it runs a hint. The quick answer is
    always None: when the search runs out of time the coach says nothing.

    Attributes:
        start: the position at the start of the turn.
        laid: the tiles the player actually laid (0 after a draw).
        search: the exact search (``ai.suggest_play``; tests pass stand-ins).
        seconds: the time limit.
    """

    start: TurnStart
    laid: int
    search: HintFunction = field(default=suggest_play, repr=False)
    seconds: float = THINKING_SECONDS

    @property
    def seat(self) -> int:
        """The seat whose turn is looked at."""
        return self.start.seat

    @property
    def round_number(self) -> int:
        """The round of that turn."""
        return self.start.round_number

    @property
    def turn(self) -> int:
        """The turn looked at."""
        return self.start.turn

    @property
    def view(self) -> PlayerView:
        """What the player saw when the turn began."""
        return self.start.view

    def __call__(self) -> CoachFinding | None:
        if self.laid >= len(self.start.view.rack):
            return None  # the whole rack went down: nothing could have been better
        return find_better_play(self.start, self.laid, self.search(self.start.view))

    def quick(self) -> CoachFinding | None:
        """Nothing: a coach that has not finished its search stays quiet."""
        return None


def coach_job(
    start: TurnStart,
    laid: int | Sequence[int],
    *,
    search: HintFunction = suggest_play,
    seconds: float = THINKING_SECONDS,
) -> CoachJob:
    """The coach's job for a turn that began at ``start`` and laid ``laid`` tiles
    (a count, or the ids laid, as in :class:`~rummikub_desktop.session.TilesPlayed`;
    0 or nothing after a draw).

    Raises:
        ValueError: for a negative count or more tiles than the rack held.
    """
    count = laid if isinstance(laid, int) else len(tuple(laid))
    if not 0 <= count <= len(start.rack_ids):
        raise ValueError(f"a turn cannot lay {count} tiles from a rack of {len(start.rack_ids)}")
    return CoachJob(start, count, search, seconds)


def of_round(notes: CoachNotes, number: int) -> CoachNotes:
    """The notes of round ``number`` only."""
    findings, unchecked = notes
    return (
        tuple(f for f in findings if f.round_number == number),
        tuple((seat, r) for seat, r in unchecked if r == number),
    )


def read_turns(data: Any) -> tuple[tuple[int, int], ...]:
    """Saved turns not looked at ((seat, round) pairs), leaving out what is not one."""
    if not isinstance(data, list):
        return ()
    pairs = (pair for pair in data[:MOST_FINDINGS] if isinstance(pair, list) and len(pair) == 2)
    return tuple(
        (seat, number)
        for seat, number in pairs
        if type(seat) is int and type(number) is int and 0 <= seat < MAX_PLAYERS and number >= 0
    )
