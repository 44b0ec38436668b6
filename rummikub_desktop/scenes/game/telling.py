"""What the game screen says when something happens at the table (a play, a draw,
a pass, a turn out of time)."""

from __future__ import annotations

from rummikub_desktop.i18n import tile_name, tr, tr_count
from rummikub_desktop.session import (
    GameController,
    GameEvent,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnTimedOut,
)


def event_sentence(event: GameEvent, controller: GameController) -> str:
    """The sentence over the table for ``event`` ("" for none)."""
    seats = controller.seats
    if isinstance(event, TilesPlayed):
        return tr_count("event.played", len(event.tile_ids), name=seats[event.seat].name)
    if isinstance(event, TilesDrawn):
        name = seats[event.seat].name
        if event.penalty:
            return tr_count("event.penalty", event.count, name=name)
        if sees_own_draw(event, controller):
            return tr("event.you_drew", tile=tile_name(controller.face(event.tile_ids[0])))
        return tr("event.drew", name=name)
    if isinstance(event, TurnPassed):
        return tr("event.passed", name=seats[event.seat].name)
    if isinstance(event, TurnTimedOut):
        return tr("event.timed_out", name=seats[event.seat].name)
    return ""


def sees_own_draw(event: TilesDrawn, controller: GameController) -> bool:
    """True when the person at the screen drew and may be told which tile (never in
    pass-and-play, where the next player is about to sit down)."""
    return (
        len(event.tile_ids) == 1
        and controller.human_seat_count == 1
        and controller.seats[event.seat].is_human
    )
