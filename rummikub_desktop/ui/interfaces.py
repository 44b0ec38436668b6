"""What the screens may ask of the program around them, defined below the screens.

The scenes never import the window (:mod:`rummikub_desktop.app`) nor each other:
they reach the shell through the :class:`Shell` protocol, ask for another
scene by its :class:`SceneName` or, when it takes any, by its arguments (one
frozen :class:`SceneArguments` class per such scene: typed, so that mypy checks
every call), and reach files through :class:`AppHooks`.
The shell (the layer above) implements the protocol and fills in the hooks,
as pygame_gui's ``core/interfaces`` keep its modules free of import cycles.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence import FileProblem
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.persistence.stats import Statistics
from rummikub_desktop.session import GameController
from rummikub_desktop.session.look_back import RoundLookBack
from rummikub_desktop.session.puzzles import PuzzleLevel
from rummikub_desktop.session.table_helper import HelperTable
from rummikub_desktop.ui.file_status import FileStatus
from rummikub_desktop.ui.speech import Speaker

if TYPE_CHECKING:
    import pygame
    import pygame_gui

    from rummikub_desktop.ui.sound import Sounds
    from rummikub_desktop.ui.tile_art import TileArt


class SceneName(enum.Enum):
    """Every screen, by the name the shell's registry knows it by."""

    MENU = "menu"
    NEW_GAME = "new_game"
    RULE_OPTIONS = "rule_options"
    GAME = "game"
    ROUND_END = "round_end"
    SCORE_SHEET = "score_sheet"
    SETTINGS = "settings"
    READ_ALOUD = "read_aloud"
    STATISTICS = "statistics"
    HOW_TO_PLAY = "how_to_play"
    LANGUAGE = "language"
    TUTORIAL = "tutorial"
    PUZZLES = "puzzles"
    """The day's puzzles at three levels, the record, and a way back."""
    PUZZLE = "puzzle"
    """One puzzle played on the game screen."""
    TABLE_HELPER = "table_helper"
    """Help with a real table: enter it, see its best play in steps."""


def _nothing(*_args: Any) -> None:
    return None


def _no() -> bool:
    return False


def _none_found() -> dict[str, Path]:
    return {}


class AfterError(enum.Enum):
    """What became of the game in progress after an unexpected error."""

    SAVED = "saved"
    """Saved: Continue resumes from the last finished turn."""
    NOT_SAVED = "not_saved"
    """It could not be saved this time."""
    NO_GAME = "no_game"
    """No game was in progress."""
    SET_ASIDE = "set_aside"
    """The game went wrong twice with the same save: set aside, not offered again."""


@dataclass(frozen=True, slots=True)
class ErrorSave:
    """The outcome of saving after an unexpected error.

    Attributes:
        outcome: what became of the game.
        kept_as: where a save that went wrong twice was set aside.
    """

    outcome: AfterError
    kept_as: Path | None = None


def _not_saved(_controller: GameController) -> ErrorSave:
    return ErrorSave(AfterError.NOT_SAVED)


def _no_helper_table() -> tuple[HelperTable, FileProblem | None]:
    return HelperTable(), None


def _no_copy(_controller: GameController, folder: Path) -> tuple[Path | None, FileProblem | None]:
    return None, None


@dataclass(slots=True)
class AppHooks:
    """The replaceable connections to settings, saves and statistics.

    The default hooks keep nothing (tests, autoplay); the shell's wiring
    (:mod:`rummikub_desktop.app.wiring`) connects them to the files.

    Every hook that writes returns None, or a :class:`FileProblem` (what, why,
    where) that the screens put into words; each outcome is also recorded in
    :attr:`files`, which the window watches to tell the player and to ask
    before closing while something is unsaved.

    Attributes:
        settings: the player's settings (a frozen value; the screens make changed copies).
        files: what could not be kept (see :class:`~rummikub_desktop.ui.file_status.FileStatus`).
        save_settings: keeps changed settings.
        has_saved_game: True when Continue has a game to offer.
        has_game_in_progress: True when a saved game file is there (a new game
            asks first, and keeps it as the previous game).
        load_saved_game: the saved game, ready to play, or None when it could not
            be read (``saved_game_problem()`` then says why).
        saved_game_problem: why the last :attr:`load_saved_game` gave nothing.
        save_game: called after every completed turn, at the end of a round and
            when the window closes with a game in progress.
        game_finished: called once when a match ends (statistics).
        round_finished: called when a round ends, before its score sheet (every round
            counts in the statistics, finished match or not; a round is counted once).
        load_statistics: the player's statistics (None: nothing kept, zeros shown).
        puzzle_solved: a day's puzzle was solved at a level: count it in the statistics.
        start_new_game: a new game starts: the saved one is kept as the previous game.
        retry_saves: try again to keep the settings and statistics that failed.
        save_after_error: the crash handler's save (counts the error against the
            save; the second error with the same save sets it aside).
        copy_folders: the player's folders a copy of the game can go to, by name
            (``"desktop"``, ``"documents"``), when the data folder cannot be written.
        save_game_copy: save the game in one of those folders: the file, and what
            went wrong if anything.
        first_start: True when no settings were kept yet (the language is asked first).
        load_helper_table: the table helper's last table and rack (empty when none was
            kept), and why a kept one could not be read (it is set aside).
        save_helper_table: keep the table helper's table and rack.
        today: the player's date (the computer's local clock; the command line's
            ``--puzzle-day`` fixes it, for the walk over a given day's puzzles).
    """

    settings: Settings = field(default_factory=Settings)
    files: FileStatus = field(default_factory=FileStatus)
    save_settings: Callable[[Settings], FileProblem | None] = _nothing
    has_saved_game: Callable[[], bool] = _no
    has_game_in_progress: Callable[[], bool] = _no
    load_saved_game: Callable[[], GameController | None] = _nothing
    saved_game_problem: Callable[[], FileProblem | None] = _nothing
    save_game: Callable[[GameController], FileProblem | None] = _nothing
    game_finished: Callable[[GameController], FileProblem | None] = _nothing
    round_finished: Callable[[GameController], FileProblem | None] = _nothing
    load_statistics: Callable[[], Statistics | None] = _nothing
    puzzle_solved: Callable[[date, PuzzleLevel], FileProblem | None] = _nothing
    start_new_game: Callable[[], FileProblem | None] = _nothing
    retry_saves: Callable[[], None] = _nothing
    save_after_error: Callable[[GameController], ErrorSave] = _not_saved
    copy_folders: Callable[[], dict[str, Path]] = _none_found
    save_game_copy: Callable[[GameController, Path], tuple[Path | None, FileProblem | None]] = (
        _no_copy
    )
    first_start: bool = False
    load_helper_table: Callable[[], tuple[HelperTable, FileProblem | None]] = _no_helper_table
    save_helper_table: Callable[[HelperTable], FileProblem | None] = _nothing
    today: Callable[[], date] = date.today


class Job(Protocol):
    """A computer's thinking as frozen data (:class:`~rummikub_desktop.session.ComputerJob`,
    :class:`~rummikub_desktop.session.HintJob`)."""

    @property
    def seconds(self) -> float:
        """The time limit."""
        ...

    def __call__(self) -> Any:
        """The full answer."""

    def quick(self) -> Any:
        """The answer found fast, used when time runs out."""


class AnswerKind(enum.Enum):
    """How a job's answer came about."""

    FINISHED = "finished"
    """The full answer, in time."""
    QUICK = "quick"
    """Time ran out: the quick answer (or None when even that was not ready)."""
    FAILED = "failed"
    """The player raised or its process died (written to the log); the value is None."""
    CANCELLED = "cancelled"
    """Nobody wanted the answer any more; the value is None."""


@dataclass(frozen=True, slots=True)
class Answer:
    """What came back from a job: its ``value`` and how it came about."""

    value: Any
    kind: AnswerKind


class Thinking(Protocol):
    """A job on its way: ask for the answer each frame."""

    def answer(self) -> Answer | None:
        """The answer once there is one; None while the computer is still thinking."""
        ...

    def wait(self, seconds: float) -> Answer | None:
        """Like :meth:`answer`, waiting up to ``seconds`` for it."""
        ...

    def cancel(self) -> None:
        """Stop the job: nobody needs its answer."""


class Thinker(Protocol):
    """Runs the computer's jobs away from the window (in a process of their own)."""

    def start(self, job: Job) -> Thinking:
        """Start thinking about ``job``."""
        ...


class SceneLike(Protocol):
    """What the shell needs of a scene (see :class:`rummikub_desktop.scenes.base.Scene`)."""

    def enter(self) -> None:
        """The scene became the top of the stack."""

    def leave(self) -> None:
        """The scene was covered or closed."""

    def rebuild(self) -> None:
        """Build the widgets again (a resize, a text size or a language change)."""

    def close_requested(self) -> None:
        """The window is closing."""

    @property
    def wants_pointer(self) -> bool:
        """True while the scene must see mouse events before the widgets."""
        ...

    def handle_event(self, event: pygame.event.Event) -> None:
        """An event the widgets did not use."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw under the widgets; reads state only."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw over the widgets (words a widget cannot wrap itself); reads state only."""

    def next_frame(self) -> float | None:
        """How soon the scene needs time to pass, in seconds: 0 while something moves
        (a frame every refresh), a delay for a timer or a computer thinking, None when
        it waits for the player (the window then sleeps until an event)."""
        ...

    def view_key(self) -> object:
        """A cheap summary of what :meth:`draw` shows: the window draws again only after
        an event or when this changes (a still screen costs nothing)."""
        ...

    def shown_sentences(self) -> tuple[str, ...]:
        """What the screen shows in words now, in order (read aloud by the shell)."""
        ...


class RoundEndAnswer(enum.Enum):
    """What the player chose at a round's end, answered to the game screen (as
    textual's ``dismiss(result)`` answers the screen that pushed one)."""

    NEXT_ROUND = "next_round"
    """Deal the next round of the match and play it."""


@dataclass(frozen=True)
class FinishedRound:
    """A round that has ended, as the round-end and score-sheet screens are given it:
    never the game screen itself.

    Args:
        controller: the game, to read (every rack, the scores, the match so far).
        look_backs: each person's round, looked back on by the coach (none without it).
        answer: what the player chose (the game screen deals the next round).
    """

    controller: GameController
    look_backs: tuple[RoundLookBack, ...] = ()
    answer: Callable[[RoundEndAnswer], object] = _nothing


@dataclass(frozen=True, slots=True)
class SceneArguments:
    """What a screen is made with: one class per screen that takes any, whose class
    names the screen (``app.push(GameArguments(controller, first_draw=True))``), so
    that a wrong or missing argument is a type error where the screen is asked for.

    A screen that takes none is asked for by its name alone
    (``app.push(SceneName.SETTINGS)``), and so may one whose arguments all have
    defaults (``SceneName.MENU`` is ``MenuArguments()``); a name alone for a screen
    whose arguments have no defaults raises :class:`SceneArgumentsMissing`.
    """

    scene: ClassVar[SceneName]
    """The screen these arguments make."""


class SceneArgumentsMissing(TypeError):
    """A screen that needs arguments was asked for by its name alone."""

    def __init__(self, scene: SceneName, arguments: type[SceneArguments]) -> None:
        super().__init__(
            f"the {scene.value} screen needs its arguments: ask for it with "
            f"{arguments.__name__}(...), not {scene}"
        )


@dataclass(frozen=True, slots=True)
class MenuArguments(SceneArguments):
    """The main menu (``notice``: a sentence shown on it once; ``offer_tutorial``:
    the first start, which offers the tutorial)."""

    scene: ClassVar[SceneName] = SceneName.MENU
    notice: str | None = None
    offer_tutorial: bool = False


@dataclass(frozen=True, slots=True)
class RuleOptionsArguments(SceneArguments):
    """The rule options, starting from ``rules``; ``on_done`` is given the rules chosen."""

    scene: ClassVar[SceneName] = SceneName.RULE_OPTIONS
    rules: RuleSet
    on_done: Callable[[RuleSet], None]


@dataclass(frozen=True, slots=True)
class GameArguments(SceneArguments):
    """The game screen playing ``controller`` (``first_draw``: a game just started,
    whose draw for who starts is shown; ``autoplay``: the computers play every seat)."""

    scene: ClassVar[SceneName] = SceneName.GAME
    controller: GameController
    first_draw: bool = False
    autoplay: bool = False


@dataclass(frozen=True, slots=True)
class RoundEndArguments(SceneArguments):
    """The round's end for ``finished`` (``autoplay``: no look backs, no waiting)."""

    scene: ClassVar[SceneName] = SceneName.ROUND_END
    finished: FinishedRound
    autoplay: bool = False


@dataclass(frozen=True, slots=True)
class ScoreSheetArguments(SceneArguments):
    """The match's score sheet after ``finished``."""

    scene: ClassVar[SceneName] = SceneName.SCORE_SHEET
    finished: FinishedRound


@dataclass(frozen=True, slots=True)
class RuleBookArguments(SceneArguments):
    """The rule book, open at ``page``."""

    scene: ClassVar[SceneName] = SceneName.HOW_TO_PLAY
    page: int = 0


@dataclass(frozen=True, slots=True)
class LanguageArguments(SceneArguments):
    """The language screen (``suggested``: the language chosen first; ``notice``: a
    sentence shown on it once)."""

    scene: ClassVar[SceneName] = SceneName.LANGUAGE
    suggested: str | None = None
    notice: str | None = None


@dataclass(frozen=True, slots=True)
class TutorialArguments(SceneArguments):
    """The tutorial from ``step`` (the ones before it done at once)."""

    scene: ClassVar[SceneName] = SceneName.TUTORIAL
    step: int = 0


@dataclass(frozen=True, slots=True)
class PuzzlesArguments(SceneArguments):
    """The day's puzzles, with ``day`` taken as today (None: the player's date)."""

    scene: ClassVar[SceneName] = SceneName.PUZZLES
    day: date | None = None


@dataclass(frozen=True, slots=True)
class PuzzleArguments(SceneArguments):
    """One puzzle: ``day``'s at ``level`` (None: today), or the first easy one the
    tutorial offers (``first``: not a day's, not counted)."""

    scene: ClassVar[SceneName] = SceneName.PUZZLE
    level: PuzzleLevel = PuzzleLevel.ADD
    day: date | None = None
    first: bool = False


SceneCall = SceneName | SceneArguments
"""A screen asked for: by its name, or by its arguments."""


class Shell(Protocol):
    """The window and main loop as the scenes see them."""

    manager: pygame_gui.UIManager
    screen: pygame.Surface
    hooks: AppHooks
    settings: Settings
    tile_art: TileArt
    sounds: Sounds
    fast: bool
    seed: int | None
    nudge_seconds: float
    """Seconds of nothing done on a person's turn before the nudge."""
    fullscreen: bool

    @property
    def text_scale(self) -> float:
        """How much bigger than standard the words are."""
        ...

    @property
    def tile_scale(self) -> float:
        """How much bigger than usual the tiles are (the Tile size setting, times the
        display's scaling)."""
        ...

    @property
    def speaker(self) -> Speaker:
        """Reads sentences aloud when Read aloud is on (a
        :class:`~rummikub_desktop.ui.speech.SilentSpeaker` in a shell that reads nothing)."""
        ...

    @property
    def thinker(self) -> Thinker:
        """Runs the computer's jobs away from the window."""
        ...

    @property
    def coach_thinker(self) -> Thinker:
        """Runs the coach's searches away from the window, apart from the computers'
        (a turn never waits behind the coach)."""
        ...

    @property
    def scene(self) -> SceneLike | None:
        """The scene on top."""
        ...

    def push(self, scene: SceneCall | SceneLike) -> None:
        """Show ``scene`` (a name or arguments: made by the registry) over the current one."""

    def replace(self, scene: SceneCall | SceneLike) -> None:
        """Close the top scene and show ``scene`` instead."""

    def reset_to(self, scene: SceneCall | SceneLike) -> None:
        """Close every scene and show ``scene`` alone."""

    def pop(self) -> None:
        """Close the top scene and go back to the one below."""

    def change_settings(self, **changes: Any) -> FileProblem | None:
        """Keep changed settings; None, or what went wrong when they could not be saved."""
        ...

    def apply_text_size(self) -> None:
        """Rebuild the widgets with the fonts of the Text size setting."""

    def apply_appearance(self) -> None:
        """Show the settings' text size, colours and tile sizes at once."""

    def change_language(self, language: str) -> FileProblem | None:
        """Speak ``language`` now (every text, font and the title) and keep it."""
        ...

    def toggle_fullscreen(self) -> None:
        """Full screen on or off."""

    def keep_window_settings(self) -> None:
        """Remember the window's size and full screen for the next start."""

    def quit(self, code: int = 0) -> None:
        """End the loop after this frame."""
