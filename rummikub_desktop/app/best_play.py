"""``rummikub-desktop --best-play --rack "R7 R8 J K4" --table "K1 K2 K3 | B5 R5 O5"``
(``--first-play``, ``--json``, ``--box xp``, ``--language L``):
the best play for a real table, printed as steps (or as JSON), with no window.

The same answer as the table helper's (:func:`~rummikub_desktop.ai.table_steps.table_answer`,
said by :func:`~rummikub_desktop.ui.step_words.step_sentences`). Nothing of
pygame is imported: ``python -m rummikub_desktop --best-play ...`` comes here
before the window's modules are loaded.

A table's set is read as a person types it: its tiles in any order, a joker
anywhere (``"K10 K11 K12 K13 J"`` is the run 9-13, ``"K7 K9 K10 K11 J"`` the run
7-11), laid as the set they make (:func:`~rummikub_desktop.session.table_helper.arrange_set`,
as the table helper's picker reads them). ``--first-play`` says that this turn is
the player's first play (laid from the rack alone, worth at least the rules'
points); without it, the first play is made and the table may be reworked.

Bad input is one line on standard error, in the game's own sentence and the
language asked for, saying what is wrong and where, and exit status 2: a tile
that does not exist (quoted back, cut to a readable length), more copies of a
tile than the box holds (table and rack together), tiles that make no set in any
order, an empty set, an empty rack. ``--box xp`` counts copies against the XP
edition's box (3 of each tile, 4 jokers) instead of the classic one (2 and 2).

The JSON is one object::

    {"laid": ["R7", ...], "table_after": [["K1", ...], ...],
     "steps": [{"tiles": ["R7"], "from": "rack" | N, "to": N | "new", "after": "R6" | null}]}

Sets are numbered from 1 in the order given; a new set takes the next number
(``"to": "new"`` starts it; later steps name it by its number). ``table_after``
lists the sets on the table after the play in their numbers' order; a set the
play empties is left out (it is no set). Each step's tiles go after the tile
``after`` in the set they go to (``null``: first, or the whole new set); carried
out in order on the table as given (each set as it was read: laid as the set it
makes), the steps give ``table_after`` once the emptied sets are taken away.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence

from rummikub_desktop import i18n
from rummikub_desktop.ai.table_steps import TableAnswer, table_answer
from rummikub_desktop.engine import RuleSet, Tile, parse_tile
from rummikub_desktop.engine.tiles import quoted_token
from rummikub_desktop.session.table_helper import arrange_set
from rummikub_desktop.ui.step_words import step_sentences

from .arguments import USAGE_ERROR, build_parser, check_combinations

LONGEST_SHOWN_SET = 60
"""The most letters of a set's tiles a refusal shows."""


class BadInput(ValueError):
    """The rack or the table cannot be used (the message says what and where, in the
    game's own sentence)."""


def _not_a_tile(token: str) -> str:
    """Why ``token`` is no tile: its letter and digits, or its number."""
    word = token.strip().upper()
    digits = word[1:]
    if word[:1] in ("K", "R", "B", "O") and digits.isascii() and digits.isdigit():
        return "cli.number_range"
    return "cli.tile_letters"


def read_tiles(text: str, number: int | None = None) -> list[Tile]:
    """Tiles in notation; a bad one is named with its place ("tile 3 of the rack"):
    the rack (``number`` None) or set ``number`` of the table.

    Raises:
        BadInput: for a token that is not a tile.
    """
    tiles = []
    for index, token in enumerate(text.split(), start=1):
        try:
            tiles.append(parse_tile(token))
        except ValueError:
            key = "cli.not_a_tile_rack" if number is None else "cli.not_a_tile_set"
            said = i18n.tr(key, index=index, number=number, token=quoted_token(token))
            raise BadInput(f"{said} {i18n.tr(_not_a_tile(token))}") from None
    return tiles


def _shown(tiles: Sequence[Tile]) -> str:
    words = " ".join(t.code for t in tiles)
    return words if len(words) <= LONGEST_SHOWN_SET else words[: LONGEST_SHOWN_SET - 3] + "..."


def read_position(
    rack_text: str | None, table_text: str | None, rules: RuleSet
) -> tuple[list[Tile], list[list[Tile]]]:
    """The rack and the table from the command line, checked.

    Raises:
        BadInput: saying what is wrong and where.
    """
    rack = read_tiles(rack_text or "")
    if not rack:
        raise BadInput(i18n.tr("cli.rack_empty"))
    table: list[list[Tile]] = []
    if table_text and table_text.strip():
        for number, part in enumerate(table_text.split("|"), start=1):
            tiles = read_tiles(part, number)
            if not tiles:
                raise BadInput(i18n.tr("cli.set_empty", number=number))
            # In any order, a joker anywhere: the set the tiles make, as the picker reads it.
            reading = arrange_set(tiles)
            if reading.problem is not None:
                raise BadInput(
                    i18n.tr(
                        "cli.no_set",
                        number=number,
                        tiles=_shown(tiles),
                        why=i18n.problem_text(reading.problem),
                    )
                )
            table.append(list(reading.tiles))
    counts = Counter(t for s in table for t in s) + Counter(rack)
    for tile, count in sorted(counts.items(), key=lambda item: item[0].sort_key):
        box = rules.jokers if tile.is_joker else rules.tile_copies
        if count > box:
            key = "cli.too_many_jokers" if tile.is_joker else "cli.too_many_copies"
            raise BadInput(i18n.tr(key, count=count, tile=tile.code, box=box))
    return rack, table


def as_json(answer: TableAnswer) -> str:
    """The answer as one JSON object (see the module's description)."""
    steps = []
    for step in answer.steps:
        steps.append(
            {
                "tiles": [t.code for t in step.tiles],
                "from": "rack" if step.source is None else step.source + 1,
                "to": "new" if step.new else step.target + 1,
                "after": None if step.after is None else step.after.code,
            }
        )
    return json.dumps(
        {
            "laid": [t.code for t in answer.laid],
            "table_after": [[t.code for t in s] for s in answer.table_after if s],
            "steps": steps,
        },
        ensure_ascii=False,
    )


def answer(args: argparse.Namespace) -> int:
    """Print the best play for the parsed command line; the exit status."""
    i18n.set_language(args.language or i18n.system_language())
    rules = RuleSet.xp() if args.box == "xp" else RuleSet()
    try:
        rack, table = read_position(args.rack, args.table, rules)
    except BadInput as error:
        sys.stderr.write(f"rummikub-desktop: {error}\n")
        return USAGE_ERROR
    # --first-play: this turn is the player's first play; without it, it is made.
    result = table_answer(rack, table, first_play_made=not args.first_play, rules=rules)
    if args.json:
        print(as_json(result))
    else:
        print("\n".join(step_sentences(result)))
    return 0


def main(argv: Sequence[str]) -> int:
    """The whole ``--best-play`` command for an argument list (no pygame)."""
    parser = build_parser()
    args = parser.parse_args(list(argv))
    check_combinations(parser, args)
    return answer(args)
