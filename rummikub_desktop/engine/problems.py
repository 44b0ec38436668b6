"""Everything that can be wrong with a proposed turn, as codes with parameters.

Every problem has a :class:`ProblemCode`, the index of the set it concerns (or
``None``) and its parameters (tiles in notation, numbers). The engine says no
sentence: the screens put a problem into words from the translation catalogue
(``problem.<code>``, see :func:`rummikub_desktop.i18n.problem_text`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field


class ProblemCode(enum.Enum):
    """What is wrong. Set codes concern one set; turn codes the whole turn."""

    TOO_FEW_TILES = "too_few_tiles"
    """A set has fewer than 3 tiles."""
    NO_NUMBERED_TILE = "no_numbered_tile"
    """A set holds only jokers."""
    GROUP_COLOUR_TWICE = "group_colour_twice"
    """A group holds the same colour twice."""
    GROUP_TOO_LONG = "group_too_long"
    """A group has more tiles than there are colours."""
    MIXED_SET = "mixed_set"
    """Neither one number in different colours nor one colour in a row."""
    RUN_GAP = "run_gap"
    """A run's numbers do not follow each other as laid."""
    RUN_NUMBER_TWICE = "run_number_twice"
    """A run holds the same number twice."""
    RUN_PAST_13 = "run_past_13"
    """A run goes past 13 (nothing follows 13)."""
    RUN_BELOW_1 = "run_below_1"
    """A run would need a number below 1 (1 is only low)."""
    TABLE_TILE_REMOVED = "table_tile_removed"
    """A tile that was on the table at the start of the turn is gone."""
    NOT_ON_RACK = "not_on_rack"
    """A tile was added to the table that the player does not hold."""
    NOTHING_PLAYED = "nothing_played"
    """No tile left the rack."""
    INITIAL_MELD_TOO_LOW = "initial_meld_too_low"
    """The first play is worth less than the threshold."""
    INITIAL_MELD_TABLE_TOUCHED = "initial_meld_table_touched"
    """The first play changed or added to sets already on the table."""
    INITIAL_MELD_JOKER = "initial_meld_joker"
    """A joker in the first play, with the option that forbids it."""

    @property
    def concerns_a_set(self) -> bool:
        """True for the codes that describe one set."""
        return self in SET_CODES


SET_CODES = frozenset(
    {
        ProblemCode.TOO_FEW_TILES,
        ProblemCode.NO_NUMBERED_TILE,
        ProblemCode.GROUP_COLOUR_TWICE,
        ProblemCode.GROUP_TOO_LONG,
        ProblemCode.MIXED_SET,
        ProblemCode.RUN_GAP,
        ProblemCode.RUN_NUMBER_TWICE,
        ProblemCode.RUN_PAST_13,
        ProblemCode.RUN_BELOW_1,
    }
)


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a proposal.

    Attributes:
        code: what is wrong.
        set_index: the index of the set concerned in the proposed table, or None.
        params: the values a sentence about it needs (name -> value): ``tile`` a
            tile in notation (``"R8"``), ``tiles`` tiles in notation (``"R9 J"``),
            ``count``, ``needed`` and ``points`` numbers.
    """

    code: ProblemCode
    set_index: int | None = None
    params: tuple[tuple[str, str | int], ...] = field(default=())

    @property
    def param_dict(self) -> dict[str, str | int]:
        """The parameters as a dictionary."""
        return dict(self.params)

    def __str__(self) -> str:
        """For logs and errors (not for players): the code and its parameters."""
        details = ", ".join(f"{name}={value}" for name, value in self.params)
        return f"{self.code.value}({details})" if details else self.code.value
