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
the player asks again (key S)    ``speech.turn_*`` then ``speech.rack`` /
                                 ``speech.rack_empty``
the draw for who starts          ``follow.first_draw_title`` ... ``speech.first_draw_starts``
a refused Done's reasons         ``speech.refused_set`` (the set, by its tiles) + ``problem.*``
===============================  =============================================

Hints, the tutorial's steps, the coach, the nudge and a dialog's question are read
as shown: their sentences come from the catalogue already. What a screen shows is
read once while it shows (:class:`ShownReader`); which catalogue sentences are read
at all, and where, is listed in :mod:`rummikub_desktop.ui.readings`. Tiles are named
as a person says them (:func:`spoken_tiles`: "red 3, 4 and 5").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rummikub_desktop.engine import Colour, RoundEnd, SetKind, Tile
from rummikub_desktop.i18n import colour_name, problem_text, tile_name, tr, tr_count
from rummikub_desktop.session import (
    GameController,
    Phase,
    RefusedProblem,
    SetPicture,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnTimedOut,
    first_draws_of,
    human_count,
)
from rummikub_desktop.ui.seat_names import seat_key
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
            return Line.of(seat_key("event.penalty", name, event.seat), event.count, name=name)
        if sees_own_draw(controller, event):
            return Line.of("event.you_drew", tile=tile_name(controller.face(event.tile_ids[0])))
        return Line.of("event.drew", name=name)
    if isinstance(event, TurnPassed):
        return Line.of("event.passed", name=seats[event.seat].name)
    if isinstance(event, TurnTimedOut):
        name = seats[event.seat].name
        return Line.of(seat_key("event.timed_out", name, event.seat), name=name)
    return None


def set_words(picture: SetPicture) -> tuple[str, str]:
    """A set's kind and tiles as words: ("run", "3-4-5-6-7"), ("group", "5-5-5")."""
    kinds = {SetKind.RUN: "follow.kind.run", SetKind.GROUP: "follow.kind.group"}
    kind = tr(kinds.get(picture.kind, "follow.kind.set")) if picture.kind else tr("follow.kind.set")
    numbers = [tr("follow.joker_short") if t.is_joker else str(t.number) for t in picture.tiles]
    return kind, "-".join(numbers)


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
        (winner,) = result.winners
        return Line.of(seat_key(key, names[winner], winner), name=names[winner])
    together = tr("round.list_separator").join(names[w] for w in result.winners)
    return Line.of(f"{key}_tie", names=together)


def rack_text(tiles: Sequence[Tile]) -> str:
    """The tiles on a rack by colour and number: "Your tiles: Black 3, 7; Red 5, 5; 1 joker."

    Colours in the game's order, numbers from low to high, jokers last.
    """
    if not tiles:
        return tr("speech.rack_empty")
    return tr("speech.rack", tiles=tile_groups(tiles))


def tile_groups(tiles: Sequence[Tile]) -> str:
    """Tiles by colour and number: "Black 3, 7; Red 5, 5; 1 joker" (colours in the
    game's order, numbers from low to high, jokers last)."""
    groups = []
    for colour in Colour:
        numbers = sorted(tile.number for tile in tiles if tile.colour is colour)
        if numbers:
            listed = tr("speech.list_separator").join(str(number) for number in numbers)
            groups.append(tr("speech.rack_colour", colour=colour_name(colour), numbers=listed))
    jokers = sum(1 for tile in tiles if tile.colour is None)
    if jokers:
        groups.append(tr_count("speech.rack_jokers", jokers))
    return tr("speech.group_separator").join(groups)


def dialog_text(question: str, choices: Sequence[str]) -> str:
    """A dialog read as it opens: its question, then its buttons ("Your choices: Draw, No.")."""
    return tr("speech.sentence_separator").join((question, choices_sentence(choices)))


def choices_sentence(choices: Sequence[str]) -> str:
    """A screen's buttons, read: "Your choices: Back, Next, Back to the menu." ("" for none)."""
    listed = tr("speech.list_separator").join(choice for choice in choices if choice)
    return tr("speech.choices", choices=listed) if listed else ""


def label_value(label: str, value: str) -> str:
    """A row of a screen's table read as one sentence: "Best score in one round: +42."."""
    return tr("speech.label_value", label=label.strip().rstrip(":："), value=value.strip())


def figures(pairs: Sequence[tuple[str, str]]) -> str:
    """Figures with their column's heading: "Played 3, Won 2" (「玩過3、贏了2」)."""
    return tr("speech.list_separator").join(
        tr("speech.figure", label=label, value=value) for label, value in pairs
    )


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


SENTENCE_ENDS = ".!?:。！？：…"
"""What ends a sentence (a title or a name read among sentences gets a full stop)."""


def as_sentence(text: str) -> str:
    """``text`` with a full stop when it has none ("Look back on the round.")."""
    text = text.strip()
    if not text or text[-1] in SENTENCE_ENDS:
        return text
    return tr("speech.sentence_end", sentence=text)


def spoken_list(items: Sequence[str]) -> str:
    """Items as a person lists them: "3, 4 and 5" (「3、4、5」)."""
    items = [item for item in items if item]
    if len(items) <= 1:
        return "".join(items)
    return tr("speech.list_separator").join(items[:-1]) + tr("speech.list_last") + items[-1]


def spoken_tiles(tiles: Sequence[Tile]) -> str:
    """Tiles, left to right, as a person says them: "red 3, 4 and 5" (「紅色3、4、5」),
    "red 5, blue 5 and black 5", "red 7, a joker and red 9"."""
    runs: list[tuple[Colour | None, list[str]]] = []
    for tile in tiles:
        if tile.colour is None:
            runs.append((None, [tr("speech.joker")]))
        elif runs and runs[-1][0] is tile.colour:
            runs[-1][1].append(str(tile.number))
        else:
            runs.append((tile.colour, [str(tile.number)]))
    parts = []
    for colour, numbers in runs:
        if colour is None:
            parts.extend(numbers)
            continue
        said = tr(f"speech.colour.{colour.name.lower()}")
        parts.append(tr("speech.tiles_colour", colour=said, numbers=spoken_list(numbers)))
    return spoken_list(parts)


def refusal_sentence(item: RefusedProblem, controller: GameController) -> str:
    """One reason a Done was refused, read with the set it names: "The set with red 5
    and 6: A set needs at least 3 tiles; this one has 2." (the whole turn's: as shown)."""
    reason = problem_text(item.problem, pool_empty=controller.pool_size == 0)
    table_set = controller.table.set_of(item.tile_ids[0]) if item.tile_ids else None
    if table_set is None:
        return reason
    faces = [controller.table.face(tile_id) for tile_id in table_set.ids]
    return tr("speech.refused_set", tiles=spoken_tiles(faces), reason=reason)


def refusal_sentences(controller: GameController) -> tuple[str, ...]:
    """Every reason of the last refused Done, as the boxes over the table show them."""
    if controller.phase is not Phase.HUMAN_TURN:
        return ()
    return tuple(
        refusal_sentence(item, controller) for item in controller.turn_view.refused_problems
    )


def first_draw_text(controller: GameController) -> str:
    """The draw for who starts, read: everyone drew a tile (and drew again after a
    tie), and who starts and why ("Ada drew Red 12, the highest, and starts."). Every
    player's tile is on the screen; read, they took 24 s in 繁體中文 with four players."""
    names = tuple(seat.name for seat in controller.seats)
    round_ = controller.match.round
    return first_draw_words(first_draws_of(round_), names, round_.start_seat)


def first_draw_words(
    draws: Sequence[Sequence[tuple[int, Tile]]], names: Sequence[str], start: int
) -> str:
    """The draw for who starts, read, from its values: each drawing (``draws``, one
    after a tie), the seats' ``names`` and the seat that ``start``s (see
    :func:`first_draw_text`)."""
    if not draws:
        return ""
    parts = [tr("follow.first_draw_title")]
    if len(draws) > 1:
        parts.append(tr("follow.first_draw_again"))
    tile = dict(draws[-1]).get(start)
    if tile is None:
        parts.append(as_sentence(tr("follow.first_draw_starts", name=names[start])))
    else:
        key = seat_key("speech.first_draw_starts", names[start], start)
        words = tr(key, name=names[start], tile=tile_name(tile))
        parts.append(words)
    return tr("speech.sentence_separator").join(parts)


class ShownReader:
    """Reads what a screen shows, each sentence once while it stays shown.

    A screen hands it, at each update, what each of its parts shows now (``source``:
    "refusal", "nudge", "coach"...); a sentence not shown by that part the time
    before is read (about that part: a newer one replaces it while it waits). What
    the player's own action dropped before it was read, while it still shows (the
    coach's question, the game waiting for its answer), is said again: once heard,
    never again while it stays.
    """

    def __init__(self) -> None:
        self.told: dict[str, tuple[str, ...]] = {}
        self.said: dict[str, str] = {}
        """What was handed to the speaker for each part, last."""

    def read(self, speaker: Speaker, shown: dict[str, tuple[str, ...]]) -> None:
        """Read what is new in ``shown`` (a part missing from it shows nothing now)."""
        for source in list(self.told):
            if source not in shown:
                del self.told[source]
                self.said.pop(source, None)
        for source, sentences in shown.items():
            before = self.told.get(source, ())
            new = [sentence for sentence in sentences if sentence and sentence not in before]
            if new:
                words = tr("speech.sentence_separator").join(new)
                speaker.say(words, about=source)
                self.said[source] = words
            elif source in self.said and speaker.unheard(self.said[source]):
                speaker.say(self.said[source], about=source)
            self.told[source] = sentences
