"""A game as it is saved: the controller's state as plain JSON-able data, read back and checked.

:class:`SavedGame` is the saving job of the
:class:`~rummikub_desktop.session.controller.GameController`, kept apart from
its turns and commands: the controller hands it the values to write
(:meth:`GameController.to_dict`) and builds itself again from the values it
reads (:meth:`GameController.from_dict`). The layout of the data is the one
saves have always had.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rummikub_desktop.engine import MAX_PLAYERS, Match, StateFormatError
from rummikub_desktop.engine.checks import entries, mapping, raised_as, whole
from rummikub_desktop.table import RackLayout, TableLayout, box_faces

from .coach import CoachNotes, read_findings, read_turns
from .ledger import TileLedger
from .replay import TurnReplay, read_replays
from .seats import Seat, Speed

LATER_KEYS: dict[str, Any] = {
    "drawn_ids": {},
    "turn_in_progress": None,
    "computer_turns": [],
    "coach_findings": [],
    "coach_unchecked": [],
}
"""The saved layout's keys that a later version added, and what a missing one means
(empty: nothing drawn marked, no turn in progress, no computer's turn to show again,
no look back). A file with one missing (written by hand, or cut by another program)
loads with it empty rather than being refused whole."""


@dataclass(frozen=True)
class SavedGame:
    """One game as saved: the seats, the match, where the tiles lie as of the last
    completed turn, and what the screen shows beside them.

    Attributes:
        seats: the seats' configuration.
        speed: how fast computer turns are shown.
        seed: the one seed of the deal and the computers.
        match: the engine's match.
        table: the table as of the last completed turn.
        racks: every seat's rack as of the last completed turn.
        marked: the last computers' tiles, marked until the person moves.
        fresh: by seat, the tiles drawn and marked as new.
        turn_in_progress: a person's unfinished arrangement of the current turn
            (the turn editor's data, read by it), or None.
        replays: the computers' turns that "What did the computer do?" shows again.
        coach_notes: what the coach found this round and the turns it could not look at.
    """

    seats: tuple[Seat, ...]
    speed: Speed
    seed: int
    match: Match
    table: TableLayout
    racks: tuple[RackLayout, ...]
    marked: frozenset[int] = frozenset()
    fresh: dict[int, frozenset[int]] = field(default_factory=dict)
    turn_in_progress: Any = None
    replays: tuple[TurnReplay, ...] = ()
    coach_notes: CoachNotes = ((), ())

    def to_dict(self) -> dict[str, Any]:
        """The game as plain JSON-able data."""
        findings, unchecked = self.coach_notes
        return {
            "seats": [seat.to_dict() for seat in self.seats],
            "speed": self.speed.value,
            "seed": self.seed,
            "match": self.match.to_dict(),
            **TileLedger.layout_to_dict(self.table, self.racks),
            "last_computer_ids": sorted(self.marked),
            "drawn_ids": {str(seat): sorted(ids) for seat, ids in self.fresh.items() if ids},
            "turn_in_progress": self.turn_in_progress,
            "computer_turns": [replay.to_dict() for replay in self.replays],
            "coach_findings": [finding.to_dict() for finding in findings],
            "coach_unchecked": [list(turn) for turn in unchecked],
        }

    @classmethod
    def from_dict(cls, data: Any) -> SavedGame:
        """Read :meth:`to_dict` data. Damaged computers' turns are left out (they
        are only shown again); the turn in progress is handed on unread (the turn
        editor reads it, and a damaged one only starts the turn again). Older saves
        are upgraded to these keys, and a key a later version added
        (:data:`LATER_KEYS`) that is missing is empty.

        Raises:
            StateFormatError: when the data is malformed or does not match the match.
        """
        if not isinstance(data, dict):
            raise StateFormatError("a saved game must be a mapping")
        try:
            with raised_as(StateFormatError):
                seats = tuple(
                    Seat.from_dict(s) for s in entries(data["seats"], "the seats", MAX_PLAYERS)
                )
                speed = Speed(data["speed"])
                seed = whole(data["seed"], "the seed", 0, 2**64)
                match = Match.from_dict(data["match"])
                box = match.rules.box_size
                marked = frozenset(
                    whole(i, "a marked tile", 0, box - 1)
                    for i in entries(data["last_computer_ids"], "the marked tiles", box)
                )
                later = {key: data.get(key, empty) for key, empty in LATER_KEYS.items()}
                drawn = mapping(later["drawn_ids"], "the drawn tiles")
                if len(drawn) > MAX_PLAYERS:
                    raise StateFormatError("the drawn tiles must be a mapping by seat")
                fresh = {
                    whole(int(seat), "a seat", 0, MAX_PLAYERS - 1): frozenset(
                        whole(i, "a drawn tile", 0, box - 1) for i in ids[:box]
                    )
                    for seat, ids in drawn.items()
                    if isinstance(seat, str) and seat.isdigit() and isinstance(ids, list)
                }
                turn, computer_turns = later["turn_in_progress"], later["computer_turns"]
                findings, unchecked = later["coach_findings"], later["coach_unchecked"]
        except StateFormatError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise StateFormatError(f"bad saved game: {str(error)[:200]}") from error
        players_count = match.rules.players
        if len(seats) != players_count:
            raise StateFormatError("the seats do not match the match's players")
        faces = box_faces(match.rules)
        table, racks = TileLedger.read_layout(faces, data, players_count)
        return cls(
            seats,
            speed,
            seed,
            match,
            table,
            tuple(racks),
            marked,
            fresh,
            turn,
            read_replays(faces, computer_turns),
            (read_findings(faces, findings), read_turns(unchecked)),
        )
