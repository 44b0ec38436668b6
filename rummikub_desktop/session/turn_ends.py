"""How a turn ends by the rules: a play checked and made, a draw, a pass, the timer's cases.

:class:`TurnEnds` is the turn-ending job of the
:class:`~rummikub_desktop.session.controller.GameController`, kept apart from
its phases and commands: it asks the engine's round for the rules' verdict (a
play is checked once: the engine's :class:`~rummikub_desktop.engine.CheckedPlay`
carries the verdict to the move), moves the tiles and their marks
(:class:`~.round_tiles.RoundTiles`) and tells what happened as
:class:`~.outcomes.GameEvent`\\ s. The controller says when (whose turn, which
phase) and begins the next turn after.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummikub_desktop.engine import CheckedPlay, Round, Tile

from .animation import AnimationPlan
from .computer_turns import ComputerPlay
from .editor import TurnEditor
from .outcomes import (
    OK,
    GameEvent,
    Outcome,
    OutcomeCode,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnRejected,
    TurnTimedOut,
)
from .replay import describe_idle
from .round_tiles import RoundTiles
from .seats import Speed
from .views import RefusedProblem


class TurnEnds:
    """Ends the current player's turn of a round, telling it to ``events``.

    ``room`` (in the methods) is how many slots the person's rack shows on
    screen, so a drawn tile goes into its last gap (None: after the last tile).
    """

    def __init__(self, events: list[GameEvent]) -> None:
        self._events = events

    def done(self, game: Round, tiles: RoundTiles, editor: TurnEditor) -> Outcome:
        """A person's Done: play the table as laid (:data:`OK`: the turn ended), or
        refuse it with its problems marked on the table, nothing applied."""
        table = tiles.ledger.table
        sets = table.sets()
        proposal = [list(table.set_faces(s)) for s in sets]
        play = game.check_play(proposal)
        if not play.ok:
            problems = play.check.problems
            editor.refusal = tuple(
                RefusedProblem(p, sets[p.set_index].ids if p.set_index is not None else ())
                for p in problems
            )
            self._events.append(TurnRejected(game.current, problems))
            return Outcome(OutcomeCode.PLAY_REFUSED, problems)
        self._person_played(game, tiles, editor, play)
        return OK

    def draw(self, game: Round, tiles: RoundTiles, editor: TurnEditor, room: int | None) -> None:
        """A person draws a tile (passes when the pool is empty); tiles laid this
        turn go back to the rack first."""
        editor.restore_start()
        tiles.forget_computer_turns()
        self.draw_or_pass(game, tiles, room)

    def time_up(self, game: Round, tiles: RoundTiles, editor: TurnEditor, room: int | None) -> None:
        """The turn timer ran out (the rule book's three cases).

        A valid play with tiles from the rack is played; otherwise the table
        goes back. A table left not valid (tiles laid, or only table tiles moved
        into sets that do not hold) costs the penalty tiles; having played
        nothing costs one tile.
        """
        seat = game.current
        laid = bool(editor.laid_ids)
        proposal = tiles.ledger.table.tile_sets()
        play = game.check_play(proposal) if laid else None
        if play is not None and play.ok:
            self._events.append(TurnTimedOut(seat, True))
            self._person_played(game, tiles, editor, play)
            return
        failed = laid or (
            editor.table_changed and not all(s.is_valid for s in tiles.set_statuses())
        )
        self._events.append(TurnTimedOut(seat, laid))
        editor.restore_start()
        tiles.forget_computer_turns()
        drawn = game.apply_failed_turn(tiles_laid=failed)
        self._drawn(tiles, seat, drawn, room, penalty=failed)

    def computer(
        self, game: Round, tiles: RoundTiles, seat: int, played: ComputerPlay | None, speed: Speed
    ) -> AnimationPlan:
        """A computer's turn ends: its play as laid (:meth:`ComputerTurns.lay_out`), or a
        draw or a pass when there is none; marked, told again and told as events.
        Returns how it is shown."""
        if played is not None:
            tiles.computer_played(seat, played.placed, played.replay)
            self._events.append(TilesPlayed(seat, played.placed))
            return played.plan
        drew = bool(game.pool)
        self.draw_or_pass(game, tiles, None)
        tiles.keep_replay(describe_idle(seat, tiles.ledger.table, drew=drew))
        return AnimationPlan.pause(seat, speed)

    def draw_or_pass(self, game: Round, tiles: RoundTiles, room: int | None) -> None:
        """The current player draws a tile, or passes when the pool is empty."""
        seat = game.current
        tile = game.apply_draw_or_pass()
        if tile is None:
            tiles.fresh.pop(seat, None)
            self._events.append(TurnPassed(seat))
        else:
            self._drawn(tiles, seat, [tile], room, penalty=False)

    def _person_played(
        self, game: Round, tiles: RoundTiles, editor: TurnEditor, play: CheckedPlay
    ) -> None:
        seat = game.current
        laid = tuple(sorted(editor.laid_ids))
        game.apply_play(play)
        tiles.fresh.pop(seat, None)
        self._events.append(TilesPlayed(seat, laid))
        tiles.forget_computer_turns()

    def _drawn(
        self,
        tiles: RoundTiles,
        seat: int,
        drawn: Sequence[Tile],
        room: int | None,
        *,
        penalty: bool,
    ) -> None:
        """Tiles from the pool join ``seat``'s rack, marked as new until its next turn ends."""
        ids = tiles.drawn(seat, drawn, room)
        self._events.append(TilesDrawn(seat, len(ids), penalty=penalty, tile_ids=ids))
