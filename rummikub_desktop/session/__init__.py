"""The game in progress, as pure Python: seats, turns, undo, computer jobs, animation plans.

No pygame, no files, no clock: the screens send commands to a
:class:`GameController` and draw what it reports; time comes in through
:meth:`GameController.tick`; the saved game is its :meth:`~GameController.to_dict`.
"""

from .controller import (
    MAX_ANIMATION_TILES,
    OK,
    AnimationPlan,
    AnimationStep,
    ComputerJob,
    ComputerPlayer,
    GameController,
    GameEvent,
    HintFunction,
    HintJob,
    MeldProgress,
    Outcome,
    OutcomeCode,
    Phase,
    PlayerFactory,
    PlayerInfo,
    RefusedProblem,
    RoundEnded,
    ScoreSheet,
    SetStatus,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnRejected,
    TurnTimedOut,
    new_controller,
)
from .seats import PERSON, Seat, SeatKind, Speed

__all__ = [
    "MAX_ANIMATION_TILES",
    "OK",
    "PERSON",
    "AnimationPlan",
    "AnimationStep",
    "ComputerJob",
    "ComputerPlayer",
    "GameController",
    "GameEvent",
    "HintFunction",
    "HintJob",
    "MeldProgress",
    "Outcome",
    "OutcomeCode",
    "Phase",
    "PlayerFactory",
    "PlayerInfo",
    "RefusedProblem",
    "RoundEnded",
    "ScoreSheet",
    "Seat",
    "SeatKind",
    "SetStatus",
    "Speed",
    "TilesDrawn",
    "TilesPlayed",
    "TurnPassed",
    "TurnRejected",
    "TurnTimedOut",
    "new_controller",
]
