"""The steps of a play on a real table, in the words a person says them.

:func:`step_sentences` turns a :class:`~rummikub_desktop.ai.table_steps.TableAnswer`
into one numbered sentence per step, in the game's language ("1. Take the red 8
from the first set (red 5, 6, 7 and 8) and lay it down to start a new set.",
"2. Put black 8 and blue 8 from your rack after the red 8 in the third set (red 8).");
a step that moves table tiles says where they come from and where they go. Each
set is named by its number and read as it lies just before the step, so a hand
can find it. Tiles are said as the rest of the game says them
(:func:`~rummikub_desktop.ui.narration.spoken_tiles`: "red 3, 4 and 5", 「紅色3、4、5」).
The catalogue keys are under ``steps.``; every sentence is read aloud where it is shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummikub_desktop.ai.table_steps import Step, TableAnswer, apply_steps
from rummikub_desktop.engine import Tile
from rummikub_desktop.i18n import tr

from .narration import spoken_tiles

ORDINAL_WORDS = 10
"""Sets up to this number are named by a word ("the third set"), later ones by
their number ("set 14")."""


def set_name(number: int) -> str:
    """A set of the table by its 0-based number: "the third set" (「第3組」)."""
    shown = number + 1
    if shown <= ORDINAL_WORDS:
        return tr(f"steps.set.{shown}")
    return tr("steps.set_numbered", number=shown)


def the_tile(tile: Tile) -> str:
    """One tile as a place is named by it: "the red 4", "the joker" (「紅色4」)."""
    if tile.is_joker:
        return tr("steps.the_joker")
    return tr("steps.the_tile", tile=spoken_tiles([tile]))


def step_sentence(number: int, step: Step, table: Sequence[Sequence[Tile]]) -> str:
    """Step ``number`` (from 1) in words, ``table`` being the table just before it."""
    tiles = spoken_tiles(step.tiles)
    target = set_name(step.target)
    contents = spoken_tiles(table[step.target]) if not step.new else ""
    first = the_tile(table[step.target][0]) if not step.new and table[step.target] else ""
    after = the_tile(step.after) if step.after is not None else ""
    if step.source is None:
        if step.new:
            return tr("steps.lay_new", n=number, tiles=tiles)
        if step.after is not None:
            return tr(
                "steps.put_after", n=number, tiles=tiles, after=after, set=target, contents=contents
            )
        return tr(
            "steps.put_before", n=number, tiles=tiles, first=first, set=target, contents=contents
        )
    source = set_name(step.source)
    held = spoken_tiles(table[step.source])
    them = tr("steps.them" if len(step.tiles) > 1 else "steps.it")
    if step.new:
        return tr("steps.take_new", n=number, tiles=tiles, source=source, held=held, them=them)
    # The target as it lies once the tiles are taken (the same set, when a joker
    # only changes its place).
    if step.source == step.target:
        line = list(table[step.target])
        for place in sorted(step.taken_at, reverse=True):
            del line[place]
        contents = spoken_tiles(line)
        first = the_tile(line[0]) if line else ""
    if step.after is not None:
        return tr(
            "steps.take_after",
            n=number,
            tiles=tiles,
            source=source,
            held=held,
            them=them,
            after=after,
            set=target,
            contents=contents,
        )
    return tr(
        "steps.take_before",
        n=number,
        tiles=tiles,
        source=source,
        held=held,
        them=them,
        first=first,
        set=target,
        contents=contents,
    )


def step_sentences(answer: TableAnswer) -> tuple[str, ...]:
    """The answer's steps in words, one numbered sentence per step, in the game's
    language; with no play, the one sentence that says to draw a tile."""
    if not answer.steps:
        if not answer.first_play_made and answer.points_needed > 0:
            return (tr("steps.draw_first", points=answer.points_needed),)
        return (tr("steps.draw"),)
    sentences = []
    table = answer.table
    for number, step in enumerate(answer.steps, start=1):
        sentences.append(step_sentence(number, step, table))
        table = apply_steps(table, (step,))
    return tuple(sentences)
