"""The game in progress, as pure Python: seats, turns, undo, computer jobs, animation plans.

No pygame, no files, no clock: the screens send commands to a
:class:`GameController` and draw what it reports; time comes in through
:meth:`GameController.tick`; the saved game is its :meth:`~GameController.to_dict`.
Outcomes and events are codes with parameters; the screens put them into words.
"""

from .animation import MAX_ANIMATION_TILES, AnimationPlan, AnimationStep
from .at_once import play_computer_turn, show_hint
from .controller import (
    GameController,
    fit_just_right,
    new_controller,
    rename_seats,
)
from .fitting import FittedPlayers, SkillUpdate, skills_after_round, table_skill
from .game_position import Position
from .jobs import (
    THINKING_SECONDS,
    ComputerJob,
    ComputerPlayer,
    HintFunction,
    HintJob,
    PlayerFactory,
    player_seed,
)
from .outcomes import (
    OK,
    GameEvent,
    Outcome,
    OutcomeCode,
    Phase,
    RoundEnded,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnRejected,
    TurnTimedOut,
)
from .position import controller_at
from .replay import ReplayStep, SetPicture, TurnKind, TurnReplay
from .round_tiles import TIME_WARNING_SECONDS
from .seats import PERSON, Seat, SeatKind, Speed, human_count
from .views import (
    MeldProgress,
    PlayerInfo,
    RefusedProblem,
    ResumedTurn,
    ScoreSheet,
    SetStatus,
    TurnView,
    first_draws_of,
)

__all__ = [
    "MAX_ANIMATION_TILES",
    "OK",
    "PERSON",
    "THINKING_SECONDS",
    "TIME_WARNING_SECONDS",
    "AnimationPlan",
    "AnimationStep",
    "ComputerJob",
    "ComputerPlayer",
    "FittedPlayers",
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
    "Position",
    "RefusedProblem",
    "ReplayStep",
    "ResumedTurn",
    "RoundEnded",
    "ScoreSheet",
    "Seat",
    "SeatKind",
    "SetPicture",
    "SetStatus",
    "SkillUpdate",
    "Speed",
    "TilesDrawn",
    "TilesPlayed",
    "TurnKind",
    "TurnPassed",
    "TurnRejected",
    "TurnReplay",
    "TurnTimedOut",
    "TurnView",
    "controller_at",
    "first_draws_of",
    "fit_just_right",
    "human_count",
    "new_controller",
    "play_computer_turn",
    "player_seed",
    "rename_seats",
    "show_hint",
    "skills_after_round",
    "table_skill",
]
