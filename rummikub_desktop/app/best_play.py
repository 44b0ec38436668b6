"""``rummikub-desktop --best-play --rack "R7 R8 J K4" --table "K1 K2 K3 | B5 R5 O5"``
(``--first-play``, ``--json``, ``--box xp``, ``--language L``):
the best play for a real table, printed as steps (or as JSON), with no window.

The same answer as the table helper's (:func:`~rummikub_desktop.ai.table_steps.table_answer`,
said by :func:`~rummikub_desktop.ui.step_words.step_sentences`). Nothing of
pygame is imported: ``python -m rummikub_desktop --best-play ...`` comes here
before the window's modules are loaded.

Bad input is one line on standard error, saying what is wrong and where, and
exit status 2: a tile that does not exist, more copies of a tile than the box
holds (table and rack together), a table set that breaks the rules, an empty set,
an empty rack. ``--box xp`` counts copies against the XP edition's box (3 of each
tile, 4 jokers) instead of the classic one (2 and 2).

The JSON is one object::

    {"laid": ["R7", ...], "table_after": [["K1", ...], ...],
     "steps": [{"tiles": ["R7"], "from": "rack" | N, "to": N | "new", "after": "R6" | null}]}

Sets are numbered from 1 in the order given; a new set takes the next number
(``"to": "new"`` starts it; later steps name it by its number). ``table_after``
lists every set by its number (a set emptied is ``[]``). Each step's tiles go
after the tile ``after`` in the set they go to (``null``: first, or the whole
new set); carried out in order on the table as given, the steps give
``table_after``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence

from rummikub_desktop import i18n
from rummikub_desktop.ai.table_steps import TableAnswer, table_answer
from rummikub_desktop.engine import RuleSet, Tile, parse_tile, set_problem
from rummikub_desktop.ui.step_words import step_sentences

from .arguments import USAGE_ERROR, build_parser, check_combinations


class BadInput(ValueError):
    """The rack or the table cannot be used (the message says what and where)."""


def read_tiles(text: str, where: str) -> list[Tile]:
    """Tiles in notation; a bad one is named with its place ("tile 3 of the rack").

    Raises:
        BadInput: for a token that is not a tile.
    """
    tiles = []
    for index, token in enumerate(text.split(), start=1):
        try:
            tiles.append(parse_tile(token))
        except ValueError as error:
            raise BadInput(f"tile {index} of {where}: {error}") from None
    return tiles


def read_position(
    rack_text: str | None, table_text: str | None, rules: RuleSet
) -> tuple[list[Tile], list[list[Tile]]]:
    """The rack and the table from the command line, checked.

    Raises:
        BadInput: saying what is wrong and where.
    """
    rack = read_tiles(rack_text or "", "the rack (--rack)")
    if not rack:
        raise BadInput('the rack is empty: give your tiles with --rack, e.g. --rack "R7 R8 J"')
    table: list[list[Tile]] = []
    if table_text and table_text.strip():
        for number, part in enumerate(table_text.split("|"), start=1):
            where = f"set {number} of the table (--table)"
            tiles = read_tiles(part, where)
            if not tiles:
                raise BadInput(f"{where} is empty: leave out the extra |")
            problem = set_problem(tiles)
            if problem is not None:
                shown = " ".join(t.code for t in tiles)
                raise BadInput(f"{where}, {shown}, is not a set: {i18n.problem_text(problem)}")
            table.append(tiles)
    counts = Counter(t for s in table for t in s) + Counter(rack)
    for tile, count in sorted(counts.items(), key=lambda item: item[0].sort_key):
        box = rules.jokers if tile.is_joker else rules.tile_copies
        if count > box:
            name = "jokers" if tile.is_joker else f"copies of {tile.code}"
            raise BadInput(
                f"there are {count} {name} on the table and the rack together; the box holds {box}"
            )
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
            "table_after": [[t.code for t in s] for s in answer.table_after],
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
    result = table_answer(rack, table, first_play_made=args.first_play, rules=rules)
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
