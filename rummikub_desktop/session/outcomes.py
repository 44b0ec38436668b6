"""What the session says back: the phase it waits in, command outcomes, and events.

Everything here is a code with parameters, never a sentence: the screens turn
each :class:`OutcomeCode` and event into words from the translation catalogue
(``outcome.<code>``, ``event.<kind>``), so one source holds every sentence.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rummikub_desktop.engine import Problem, RoundResult
from rummikub_desktop.table import PlacementCode, PlacementError


class Phase(enum.Enum):
    """What the game is waiting for."""

    HUMAN_TURN = "human_turn"
    """A person at the table is arranging tiles."""
    HANDOVER = "handover"
    """Pass-and-play: the racks are hidden until the next player is ready."""
    COMPUTER_TURN = "computer_turn"
    """A computer seat is thinking (see :meth:`GameController.computer_job`)."""
    ANIMATING = "animating"
    """A computer's play is being shown; the turn ends when it finishes."""
    ROUND_OVER = "round_over"
    """The round has ended; the next round can start."""
    MATCH_OVER = "match_over"
    """The last round of the match has ended."""


class OutcomeCode(enum.Enum):
    """What came of a command (the catalogue's ``outcome.<value>`` says it in words)."""

    OK = "ok"
    NOT_YOUR_TURN = "not_your_turn"
    """It is not a person's turn (a computer plays, or the racks are hidden)."""
    BUSY = "busy"
    """A computer's play is still being shown."""
    ROUND_OVER = "round_over"
    """The round has ended."""
    NOT_YOUR_TILE = "not_your_tile"
    """The tile is neither on the player's rack nor on the table."""
    TABLE_TILE_TO_RACK = "table_tile_to_rack"
    """A tile that was on the table at the start of the turn cannot go to a rack."""
    OFF_TABLE = "off_table"
    """The tile was put down outside the table."""
    NO_ROOM = "no_room"
    """A set does not fit there: sets need a space between them."""
    NOTHING_TO_UNDO = "nothing_to_undo"
    """Undo with no move made this turn."""
    PLAY_REFUSED = "play_refused"
    """Done was refused; the problems say why and nothing was applied."""
    NO_HINT = "no_hint"
    """The hint found no play (or hints are off)."""
    MATCH_OVER = "match_over"
    """The match has ended: no next round."""
    STALE_JOB = "stale_job"
    """A computer's or a hint's answer came for a turn that is already over."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a command: OK, or a refusal with a code.

    Attributes:
        code: what happened.
        problems: the engine's problems for a refused Done (each with its own code).
    """

    code: OutcomeCode = OutcomeCode.OK
    problems: tuple[Problem, ...] = ()

    @property
    def ok(self) -> bool:
        """True when the command was carried out."""
        return self.code is OutcomeCode.OK


OK = Outcome()


def refused(code: OutcomeCode) -> Outcome:
    """A command that was not carried out, for the reason ``code``."""
    return Outcome(code)


def turn_refusal(phase: Phase) -> Outcome | None:
    """Why a command of a person's turn is refused in ``phase`` (None: it is one)."""
    if phase is Phase.HUMAN_TURN:
        return None
    if phase is Phase.ANIMATING:
        return refused(OutcomeCode.BUSY)
    if phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return refused(OutcomeCode.ROUND_OVER)
    return refused(OutcomeCode.NOT_YOUR_TURN)


def placement_refused(error: PlacementError) -> Outcome:
    """The outcome for a change the table layout could not take."""
    code = {
        PlacementCode.OFF_TABLE: OutcomeCode.OFF_TABLE,
        PlacementCode.NO_ROOM: OutcomeCode.NO_ROOM,
    }.get(error.code, OutcomeCode.NOT_YOUR_TILE)
    return Outcome(code)


# -- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TilesPlayed:
    """A seat's play was applied."""

    seat: int
    tile_ids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TilesDrawn:
    """A seat drew tiles (one, or penalty tiles); ``tile_ids`` are the tiles drawn."""

    seat: int
    count: int
    penalty: bool = False
    tile_ids: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnPassed:
    """The pool was empty and the seat did not play."""

    seat: int


@dataclass(frozen=True, slots=True)
class TurnTimedOut:
    """The turn timer ran out."""

    seat: int
    tiles_laid: bool


@dataclass(frozen=True, slots=True)
class TurnRejected:
    """Done was refused."""

    seat: int
    problems: tuple[Problem, ...]


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """The round is over."""

    result: RoundResult


GameEvent = TilesPlayed | TilesDrawn | TurnPassed | TurnTimedOut | TurnRejected | RoundEnded
"""Anything the screens may want to say or sound after it happened."""
