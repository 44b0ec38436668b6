"""The rules of Rummikub as a pure-Python library: no pygame, no files, no clock.

Everything the screens, the computer players, hints and the simulator need:

- :class:`Tile`, :class:`Colour`, :data:`JOKER`, :func:`parse_tiles`, :func:`format_tiles`
- :func:`analyse_set` and :class:`SetInfo` (groups and runs, what jokers stand for)
- :class:`RuleSet` (every rule option, official defaults), with the enum options
  :class:`PoolOut` and :class:`MatchWinner`
- :func:`validate_turn` and :class:`TurnCheck` with :class:`Problem` sentences
- :func:`score_round`
- :class:`Round`, :class:`Match` and :class:`PlayerView` (the game state)
"""

from .errors import IllegalMoveError, StateFormatError
from .game import CheckedPlay, OpponentInfo, PlayerView, Round, choose_first_seat
from .match import Match
from .problems import Problem, ProblemCode
from .records import MoveKind, MoveRecord, RoundEnd, RoundResult
from .rules import CLASSIC_MAX_PLAYERS, MAX_PLAYERS, MatchWinner, PoolOut, RuleSet
from .scoring import rack_total, round_winners, score_round
from .sets import SetInfo, SetKind, analyse_set, is_valid_set, set_problem
from .tiles import (
    COLOURS,
    JOKER,
    MAX_NUMBER,
    MIN_NUMBER,
    Colour,
    Tile,
    format_tiles,
    full_tile_set,
    parse_tile,
    parse_tiles,
)
from .turn import TurnCheck, validate_turn

__all__ = [
    "CLASSIC_MAX_PLAYERS",
    "COLOURS",
    "JOKER",
    "MAX_NUMBER",
    "MAX_PLAYERS",
    "MIN_NUMBER",
    "CheckedPlay",
    "Colour",
    "IllegalMoveError",
    "Match",
    "MatchWinner",
    "MoveKind",
    "MoveRecord",
    "OpponentInfo",
    "PlayerView",
    "PoolOut",
    "Problem",
    "ProblemCode",
    "Round",
    "RoundEnd",
    "RoundResult",
    "RuleSet",
    "SetInfo",
    "SetKind",
    "StateFormatError",
    "Tile",
    "TurnCheck",
    "analyse_set",
    "choose_first_seat",
    "format_tiles",
    "full_tile_set",
    "is_valid_set",
    "parse_tile",
    "parse_tiles",
    "rack_total",
    "round_winners",
    "score_round",
    "set_problem",
    "validate_turn",
]
