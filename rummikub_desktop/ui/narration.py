"""What the game reads aloud: the game's events and situations as sentences.

A pure mapping, testable without a window: each function takes the game (or one
of its events) and gives a :class:`Line`, a catalogue key with its values, or None
when there is nothing to say. The screens hand ``line.text()`` to the speaker
(and show it where they show sentences).

===============================  =============================================
what happened                    sentence key
===============================  =============================================
a person's turn begins           ``speech.turn_yours`` / ``speech.turn_of``
a computer's turn begins         ``speech.turn_of``
pass-and-play: hand the screen   ``speech.turn_handover``
tiles played (``TilesPlayed``)   ``event.played`` (one / other)
a tile drawn (``TilesDrawn``)    ``event.you_drew`` (which tile) / ``event.drew``
penalty tiles                    ``event.penalty`` (one / other)
a pass (``TurnPassed``)          ``event.passed``
time is up (``TurnTimedOut``)    ``event.timed_out``
the round ends (its screen)      ``round.went_out`` / ``round.pool_out``...
the player asks again (key R...) ``speech.turn_*`` then ``speech.rack`` /
                                 ``speech.rack_empty``
===============================  =============================================

Refusals, hints, the tutorial's steps and a dialog's question are read as shown:
their sentences come from the catalogue already.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rummikub_desktop.engine import Colour, RoundEnd, SetKind, Tile
from rummikub_desktop.i18n import colour_name, tile_name, tr, tr_count
from rummikub_desktop.session import (
    GameController,
    Phase,
    ReplayStep,
    SetPicture,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnTimedOut,
    human_count,
)
from rummikub_desktop.ui.speech import Speaker

ROUND_ENDINGS = {
    RoundEnd.WENT_OUT: "round.went_out",
    RoundEnd.POOL_EXHAUSTED: "round.pool_out",
    RoundEnd.DRAW_FROM_EMPTY_POOL: "round.pool_empty",
}
"""The sentence of each way a round ends (``_tie`` added when winners share it)."""


@dataclass(frozen=True, slots=True)
class Line:
    """A sentence to read: a catalogue key and its values.

    Attributes:
        key: the catalogue key (``"speech.turn_of"``).
        values: the values put into it (``name=...``).
        count: for a key with ``.one`` / ``.other`` forms, the number that picks one.
    """

    key: str
    values: tuple[tuple[str, Any], ...] = field(default=())
    count: int | None = None

    @classmethod
    def of(cls, key: str, count: int | None = None, **values: Any) -> Line:
        """A line for ``key`` with ``values``."""
        return cls(key, tuple(sorted(values.items())), count)

    def text(self) -> str:
        """The sentence in the game's language."""
        values = dict(self.values)
        if self.count is not None:
            return tr_count(self.key, self.count, **values)
        return tr(self.key, **values)


def turn_line(controller: GameController) -> Line | None:
    """Whose turn it is ("Your turn." / "Grandpa's turn."); None once the round is over."""
    phase = controller.phase
    name = controller.seats[controller.current_seat].name
    if phase is Phase.HUMAN_TURN:
        if human_count(controller.seats) == 1:
            return Line.of("speech.turn_yours")
        return Line.of("speech.turn_of", name=name)
    if phase is Phase.HANDOVER:
        return Line.of("speech.turn_handover", name=name)
    if phase in (Phase.COMPUTER_TURN, Phase.ANIMATING):
        return Line.of("speech.turn_of", name=name)
    return None


def sees_own_draw(controller: GameController, event: TilesDrawn) -> bool:
    """True when the person at the screen drew one tile and may be told which (never
    in pass-and-play, where the next player is about to sit down)."""
    return (
        len(event.tile_ids) == 1
        and human_count(controller.seats) == 1
        and controller.seats[event.seat].is_human
    )


def event_line(controller: GameController, event: object) -> Line | None:
    """The sentence for one of the game's events (None: nothing to say)."""
    seats = controller.seats
    if isinstance(event, TilesPlayed):
        return Line.of("event.played", len(event.tile_ids), name=seats[event.seat].name)
    if isinstance(event, TilesDrawn):
        name = seats[event.seat].name
        if event.penalty:
            return Line.of("event.penalty", event.count, name=name)
        if sees_own_draw(controller, event):
            return Line.of("event.you_drew", tile=tile_name(controller.face(event.tile_ids[0])))
        return Line.of("event.drew", name=name)
    if isinstance(event, TurnPassed):
        return Line.of("event.passed", name=seats[event.seat].name)
    if isinstance(event, TurnTimedOut):
        return Line.of("event.timed_out", name=seats[event.seat].name)
    return None


def set_words(picture: SetPicture) -> tuple[str, str]:
    """A set's kind and tiles as words: ("run", "3-4-5-6-7"), ("group", "5-5-5")."""
    kinds = {SetKind.RUN: "follow.kind.run", SetKind.GROUP: "follow.kind.group"}
    kind = tr(kinds.get(picture.kind, "follow.kind.set")) if picture.kind else tr("follow.kind.set")
    numbers = [tr("follow.joker_short") if t.is_joker else str(t.number) for t in picture.tiles]
    return kind, "-".join(numbers)


def showing_sentence(step: ReplayStep) -> str:
    """One tile of the coach's better play in words, spoken to the player."""
    to_kind, to_set = set_words(step.went_to)
    if step.came_from is None:
        return tr("coach.showing_laid", tile=tile_name(step.tile), to_kind=to_kind, to_set=to_set)
    from_kind, from_set = set_words(step.came_from)
    return tr(
        "coach.showing_moved",
        tile=tile_name(step.tile),
        from_kind=from_kind,
        from_set=from_set,
        to_kind=to_kind,
        to_set=to_set,
    )


def round_line(controller: GameController) -> Line | None:
    """The round's result ("Anna played every tile: Rummikub!"), once it is over."""
    result = controller.round_result
    if result is None or not result.winners:
        return None
    names = [seat.name for seat in controller.seats]
    key = ROUND_ENDINGS[result.end]
    if result.end is RoundEnd.WENT_OUT:
        return Line.of(key, name=names[result.winners[0]])
    if len(result.winners) == 1:
        return Line.of(key, name=names[result.winners[0]])
    together = tr("round.list_separator").join(names[w] for w in result.winners)
    return Line.of(f"{key}_tie", names=together)


def rack_text(tiles: Sequence[Tile]) -> str:
    """The tiles on a rack by colour and number: "Your tiles: Black 3, 7; Red 5, 5; 1 joker."

    Colours in the game's order, numbers from low to high, jokers last.
    """
    if not tiles:
        return tr("speech.rack_empty")
    groups = []
    for colour in Colour:
        numbers = sorted(tile.number for tile in tiles if tile.colour is colour)
        if numbers:
            listed = tr("speech.list_separator").join(str(number) for number in numbers)
            groups.append(tr("speech.rack_colour", colour=colour_name(colour), numbers=listed))
    jokers = sum(1 for tile in tiles if tile.colour is None)
    if jokers:
        groups.append(tr_count("speech.rack_jokers", jokers))
    return tr("speech.rack", tiles=tr("speech.group_separator").join(groups))


def dialog_text(question: str, choices: Sequence[str]) -> str:
    """A dialog read as it opens: its question, then its buttons ("Your choices: Draw, No.")."""
    listed = tr("speech.list_separator").join(choices)
    return tr("speech.sentence_separator").join((question, tr("speech.choices", choices=listed)))


def tell(speaker: Speaker, sentences: tuple[str, ...], told: tuple[str, ...]) -> tuple[str, ...]:
    """Read aloud those of ``sentences`` (shown on screen now) that were not among ``told``
    (shown before: the tutorial's step and its feedback); returns ``sentences``."""
    for sentence in sentences:
        if sentence and sentence not in told:
            speaker.say(sentence)
    return sentences


def situation_text(controller: GameController) -> str:
    """The situation read again on the player's asking: whose turn, then the tiles on
    the rack shown (none while the racks are hidden for pass-and-play)."""
    parts = []
    turn = turn_line(controller)
    if turn is not None:
        parts.append(turn.text())
    else:
        round_over = round_line(controller)
        if round_over is not None:
            parts.append(round_over.text())
    rack = controller.rack
    if rack is not None and controller.phase is not Phase.HANDOVER:
        parts.append(rack_text(rack.tiles))
    return tr("speech.sentence_separator").join(parts)
