"""One round's tiles as the players see them: where they lie, whose rack is on
screen, and the marks on them.

:class:`RoundTiles` is the tile-keeping job of the
:class:`~rummikub_desktop.session.controller.GameController`, kept apart from
its phases and commands: the :class:`~.ledger.TileLedger` of where every tile id
is, the seat whose rack is on screen and the hand-over between people in
pass-and-play, the marks the screen draws (the last computers' tiles, tiles
just drawn, the computers' turns to show again), and what the screens read of
them. A new one is made for every round (from its
:class:`~.game_position.Position`); the controller says when a turn begins and
what was played.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummikub_desktop.engine import Match, PoolOut, Round, Tile
from rummikub_desktop.table import RackLayout, TableLayout

from .editor import TurnEditor
from .game_position import Position
from .ledger import TileLedger
from .replay import TurnReplay
from .seats import Seat, human_count
from .turn_clock import TurnClock
from .views import MeldProgress, PlayerInfo, SetStatus, TurnView

TIME_WARNING_SECONDS = 10.0
"""A timed turn warns the player this many seconds before it runs out."""


class RoundTiles:
    """One round's tiles and their marks.

    Args:
        position: where the tiles lie to start with.
        marked: the last computers' tiles, marked until the person moves.
        fresh: by seat, the tiles drawn and marked as new until that seat's turn ends.
        replays: the computers' turns shown again ("What did the computer do?").
    """

    def __init__(
        self,
        position: Position,
        *,
        marked: frozenset[int] = frozenset(),
        fresh: dict[int, frozenset[int]] | None = None,
        replays: tuple[TurnReplay, ...] = (),
    ) -> None:
        self.ledger = TileLedger(position.faces, position.table, position.racks, position.pool)
        self.last_computer_ids = marked
        self.fresh = dict(fresh or {})
        self.replays = replays
        self._seats = len(position.seats)
        # With one person, their rack; in pass-and-play, nobody's until the hand-over.
        humans = [s for s, seat in enumerate(position.seats) if seat.is_human]
        self._shown_seat = humans[0] if len(humans) == 1 else None
        self._handover_due = False
        self._status_cache: tuple[TableLayout, tuple[SetStatus, ...]] | None = None

    # -- whose rack is on screen ---------------------------------------------------

    def begin_turn(self, game: Round, seats: Sequence[Seat]) -> None:
        """A turn begins: a person other than the one shown waits for the hand-over
        (pass-and-play), a single person's rack is shown."""
        self._handover_due = False
        if game.is_over:
            return
        seat = game.current
        if seats[seat].is_human:
            if human_count(seats) > 1 and self._shown_seat != seat:
                self._handover_due = True
            else:
                self._shown_seat = seat

    @property
    def handover_due(self) -> bool:
        """Pass-and-play: the next person is to come to the screen."""
        return self._handover_due

    def hand_over(self, seat: int) -> None:
        """The person at ``seat`` came to the screen: show their rack."""
        self._handover_due = False
        self._shown_seat = seat

    @property
    def rack_seat(self) -> int | None:
        """The human seat whose rack is on screen, or None while racks are hidden."""
        if self._handover_due:
            return None
        return self._shown_seat

    @property
    def rack(self) -> RackLayout | None:
        """The rack on screen (the shown human's), or None while racks are hidden."""
        seat = self.rack_seat
        return None if seat is None else self.ledger.racks[seat]

    def rack_of(self, seat: int) -> RackLayout:
        """Any seat's rack order."""
        return self.ledger.racks[seat]

    # -- what the screens read -----------------------------------------------------

    def set_statuses(self) -> tuple[SetStatus, ...]:
        """Every set on the table with its validity, in reading order."""
        table = self.ledger.table
        cached = self._status_cache
        # The screens ask every frame; the table changes only on a move.
        if cached is None or cached[0] is not table:
            self._status_cache = cached = (table, SetStatus.of_table(table))
        return cached[1]

    def drawn_ids(self) -> frozenset[int]:
        """The tiles on the shown rack marked as just drawn."""
        seat = self.rack_seat
        if seat is None:
            return frozenset()
        return self.fresh.get(seat, frozenset()) & frozenset(self.ledger.racks[seat].ids)

    def turn_view(
        self, match: Match, editor: TurnEditor, clock: TurnClock, *, human: bool
    ) -> TurnView:
        """The turn as the screen shows it now (``human``: a person is playing it):
        marks, the meld counter, what Undo, Draw and Pass would do, the timer."""
        game = match.round
        rules = match.rules
        laid = editor.laid_ids if human else frozenset()
        meld = None
        if human and not game.melded[game.current]:
            # The sets' verdicts as read once per move: the screen asks for the turn
            # several times a frame (a dragged tile's frame took 14 % longer re-reading them).
            meld = MeldProgress.of_sets(self.set_statuses(), laid, rules.initial_meld_points)
        time_left = clock.time_left(rules.turn_seconds if human else None)
        return TurnView(
            start_table=editor.start.table,
            laid_ids=laid,
            last_computer_ids=self.last_computer_ids,
            drawn_ids=self.drawn_ids(),
            computer_turns=self.replays,
            refused_problems=editor.refusal,
            meld_progress=meld,
            can_undo=human and editor.can_undo,
            draw_needs_confirmation=human and editor.table_changed,
            pass_ends_round=human and not game.pool and rules.pool_out is PoolOut.END_AT_ONCE,
            time_left=time_left,
            time_running_out=time_left is not None and time_left <= TIME_WARNING_SECONDS,
            animation_elapsed=clock.animation_elapsed(),
        )

    def players(
        self, seats: Sequence[Seat], game: Round, current: int, thinking: bool
    ) -> tuple[PlayerInfo, ...]:
        """Every seat as the others see it; ``current`` plays (``thinking``: a computer)."""
        return tuple(
            PlayerInfo(
                seat=s,
                name=seat.name,
                kind=seat.kind,
                level=seat.level,
                tile_count=len(self.ledger.racks[s]),
                has_melded=game.melded[s],
                is_current=s == current and not game.is_over,
                is_thinking=s == current and thinking,
            )
            for s, seat in enumerate(seats)
        )

    def committed(self, editor: TurnEditor | None) -> tuple[TableLayout, list[RackLayout]]:
        """The layout and racks as of the last completed turn: with the turn's
        ``editor`` (None: no turn is being played), as at the start of its turn."""
        racks = list(self.ledger.racks)
        if editor is None:
            return self.ledger.table, racks
        start = editor.start
        racks[editor.seat] = start.rack
        return start.table, racks

    # -- the marks -----------------------------------------------------------------

    def moved(self) -> None:
        """The person moved a tile: the last computer's tiles are not marked any more."""
        self.last_computer_ids = frozenset()

    def forget_computer_turns(self) -> None:
        """A person's turn ended: the computers' turns before it are not shown any more."""
        self.last_computer_ids = frozenset()
        self.replays = ()

    def keep_replay(self, replay: TurnReplay) -> None:
        """A computer's turn, to show again."""
        # Between two turns of a person every computer plays once: one round of turns.
        self.replays = (*self.replays, replay)[-self._seats :]

    def computer_played(self, seat: int, placed: Sequence[int], replay: TurnReplay) -> None:
        """A computer played: its tiles, and every tile that travelled, are marked."""
        self.fresh.pop(seat, None)
        # Kept until the person moves: after two computers, both plays show,
        # every tile that travelled (laid, or moved on the table).
        self.last_computer_ids |= frozenset(placed) | replay.moved_ids
        self.keep_replay(replay)

    def drawn(self, seat: int, tiles: Sequence[Tile], room: int | None) -> tuple[int, ...]:
        """Tiles from the pool join ``seat``'s rack (into its last gap within ``room``
        slots), marked as new until its next turn ends; their ids."""
        ids = self.ledger.drawn(seat, tiles, room)
        self.fresh[seat] = frozenset(ids)
        return ids
