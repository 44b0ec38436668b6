"""The wiring of the whole program: the screens' hooks connected to the files.

:func:`make_app_hooks` builds the :class:`~rummikub_desktop.ui.interfaces.AppHooks`
the window hands to every screen: settings loaded now and saved when changed,
Continue reading the autosave (or the previous game, or a copy on the Desktop),
every finished turn saved, every finished round and match added to the
statistics. Every save's outcome is recorded in ``hooks.files`` so that the
window can tell the player; settings and statistics that could not be kept are
tried again after every turn.

Settings and statistics are read back before they are written, so that two
copies of the game that do run at once (an older version without the lock, or
a second data folder) never undo each other's choices: only the settings this
copy changed are written over the file's (:func:`merge_settings`), and what
this copy counted is added to the statistics as the file holds them now.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from datetime import date
from pathlib import Path

from rummikub_desktop.persistence import (
    CRASH_LIMIT,
    AppPaths,
    FileProblem,
    LoadStatus,
    app_paths,
    delete_saved_game,
    has_saved_game,
    keep_as_previous,
    load_controller,
    load_settings,
    load_statistics,
    newest_copy,
    note_crash,
    promote_previous,
    quote,
    record_match,
    save_controller,
    save_copy,
    save_settings,
    save_statistics,
)
from rummikub_desktop.persistence.helper_table import load_helper_table, save_helper_table
from rummikub_desktop.persistence.savegame import exists
from rummikub_desktop.persistence.settings import Settings, merge_settings
from rummikub_desktop.persistence.stats import (
    Statistics,
    record_puzzle,
    record_round,
    record_skills,
    round_key,
)
from rummikub_desktop.persistence.storage import tighten_folder
from rummikub_desktop.session import (
    GameController,
    fit_just_right,
    skills_after_round,
    table_skill,
)
from rummikub_desktop.session.puzzles import PuzzleLevel
from rummikub_desktop.session.table_helper import HelperTable
from rummikub_desktop.ui.file_status import FileStatus
from rummikub_desktop.ui.interfaces import AfterError, AppHooks, ErrorSave

log = logging.getLogger(__name__)

GAME, SETTINGS, STATISTICS = "saved_game", "settings", "statistics"
HELPER = "helper_table"


StatisticsUpdate = Callable[[Statistics], Statistics]
"""What this copy counted (a round, a match), applied to the statistics as they are on disk."""


class FileHooks:
    """The hooks' memory: what could not be kept yet, and why Continue gave nothing."""

    def __init__(
        self, paths: AppPaths, files: FileStatus, settings: Settings | None = None
    ) -> None:
        self.paths = paths
        self.files = files
        self.problem: FileProblem | None = None
        self.pending_settings: Settings | None = None
        self.settings_before: Settings = settings if settings is not None else Settings()
        """The settings as this copy last had them when it wrote them (or loaded them)."""
        self.pending_stats: list[StatisticsUpdate] = []
        """What was counted but is not in the file yet (a failed save is tried again)."""
        self.crashes: dict[str, int] = {}
        self.refused: set[str] = set()

    # -- settings and statistics ------------------------------------------------

    def save_settings(self, settings: Settings) -> FileProblem | None:
        """Keep the settings (only the ones this copy changed, over the file as it is now);
        when that fails they are tried again after every turn."""
        on_disk = load_settings(self.paths)
        if on_disk.status is LoadStatus.UNREADABLE:
            # Not readable and not movable (no permission in a read-only folder...):
            # never write over it; tried again after every turn.
            self.pending_settings = settings
            self.files.record(SETTINGS, on_disk.problem)
            return on_disk.problem
        if on_disk.status in (LoadStatus.LOADED, LoadStatus.UPGRADED):
            merged = merge_settings(self.settings_before, settings, on_disk.value)
        else:
            merged = settings
        problem = save_settings(merged, self.paths)
        self.pending_settings = settings if problem else None
        if problem is None:
            self.settings_before = settings
        self.files.record(SETTINGS, problem)
        return problem

    def _count(self, update: StatisticsUpdate | None = None) -> FileProblem | None:
        """Add what was counted to the statistics as the file holds them now, and save."""
        if update is not None:
            self.pending_stats.append(update)
        loaded = load_statistics(self.paths)
        if loaded.status is LoadStatus.UNREADABLE:
            # Not movable and not readable (no permission...): never write over it.
            self.files.record(STATISTICS, loaded.problem)
            return loaded.problem
        stats = loaded.value
        for pending in self.pending_stats:
            stats = pending(stats)
        problem = save_statistics(stats, self.paths)
        if problem is None:
            self.pending_stats = []
        self.files.record(STATISTICS, problem)
        return problem

    def retry_saves(self) -> None:
        """Try again to keep the settings and statistics that could not be kept."""
        if self.pending_settings is not None:
            self.save_settings(self.pending_settings)
        if self.pending_stats:
            self._count()

    def load_statistics(self) -> Statistics:
        """The statistics, with what was counted but could not be kept yet counted."""
        stats = load_statistics(self.paths).value
        for pending in self.pending_stats:
            stats = pending(stats)
        return stats

    @staticmethod
    def _players_seat(controller: GameController) -> int | None:
        """The one person's seat (the statistics are that player's), else None."""
        humans = [i for i, seat in enumerate(controller.seats) if seat.is_human]
        return humans[0] if len(humans) == 1 else None

    def record_finished_round(self, controller: GameController) -> FileProblem | None:
        """Count a finished round (every round counts, finished match or not); never raises.

        Every person's skill moves (pass and play too), and the game's Just-right
        computers fit the skills from the next round. The counts are kept only
        when exactly one person played (against computers). A round counted already
        (shown again after Continue) is not counted twice.
        """
        try:
            seat = self._players_seat(controller)
            result = controller.match.round.result
            if result is None:
                return None
            key = round_key(controller.match)
            notes = controller.coach_notes if self.settings_before.coach else None
            updates = skills_after_round(
                controller.seats,
                controller.match.round,
                self.load_statistics().person_skills,
                notes,
            )
            kept = [(u.name, u.skill, u.step) for u in updates]
        except Exception as error:  # statistics must never stop the game
            log.exception("could not count the finished round: %s", quote(error))
            return None

        def count(stats: Statistics) -> Statistics:
            stats = record_skills(stats, kept, key=key)
            return stats if seat is None else record_round(stats, result, seat=seat, key=key)

        problem = self._count(count)
        self.fit(controller)
        return problem

    def fit(self, controller: GameController) -> GameController:
        """Let the game's Just-right computers fit the people at its table (their
        skills as the statistics hold them); never raises."""
        try:
            skills = self.load_statistics().person_skills
            fit_just_right(controller, table_skill(controller.seats, skills))
        except Exception as error:  # a computer that fits nobody still plays
            log.exception("could not fit Just right to the players: %s", quote(error))
        return controller

    def continue_game(self) -> GameController | None:
        """:meth:`load_saved_game`, its Just-right computers fitted to its people."""
        controller = self.load_saved_game()
        return None if controller is None else self.fit(controller)

    def record_finished_game(self, controller: GameController) -> FileProblem | None:
        """Add a finished match to the statistics; never raises.

        Counted only when exactly one person played (against computers): the
        statistics are that player's.
        """
        try:
            seat = self._players_seat(controller)
            if seat is None:
                return None
            levels = [s.level.value for s in controller.seats if not s.is_human]
            match = controller.match
            record_match(Statistics(), match, seat=seat, opponent_levels=levels)  # checks it
        except Exception as error:  # statistics must never stop the game
            log.exception("could not record the finished game: %s", quote(error))
            return None
        return self._count(
            lambda stats: record_match(stats, match, seat=seat, opponent_levels=levels)
        )

    def record_puzzle(self, day: date, level: PuzzleLevel) -> FileProblem | None:
        """Count a solved puzzle of the day (the statistics as the file holds them now)."""
        return self._count(lambda stats: record_puzzle(stats, day, level))

    # -- the table helper --------------------------------------------------------------

    def save_helper_table(self, table: HelperTable) -> FileProblem | None:
        """Keep the table helper's table; a failure is told and marked as the game's
        own are (and that it is kept again, once it is)."""
        problem = save_helper_table(table, self.paths)
        self.files.record(HELPER, problem)
        return problem

    # -- the game ------------------------------------------------------------------

    def save_game(self, controller: GameController) -> FileProblem | None:
        """Autosave (or forget the save once the match is over), then retry what failed."""
        if controller.match.is_over:
            delete_saved_game(self.paths)
            self.files.forget(GAME)
            self.retry_saves()
            return None
        problem = save_controller(controller, paths=self.paths)
        self.files.record(GAME, problem)
        self.retry_saves()
        return problem

    def round_finished(self, controller: GameController) -> FileProblem | None:
        """A round is over: count it in the statistics."""
        return self.record_finished_round(controller)

    def game_finished(self, controller: GameController) -> FileProblem | None:
        """The match is over: forget its save and count it."""
        delete_saved_game(self.paths)
        self.files.forget(GAME)
        return self.record_finished_game(controller)

    def start_new_game(self) -> FileProblem | None:
        """Keep the saved game as the previous game (a rename: it works on a full disk too)."""
        self.files.forget(GAME)
        return keep_as_previous(self.paths)

    def has_saved_game(self) -> bool:
        """Continue has something to try."""
        return has_saved_game(self.paths)

    def has_game_in_progress(self) -> bool:
        """A saved game file is there: a new game keeps it as the previous game."""
        return self.paths.saved_game_file.is_file()

    def load_saved_game(self) -> GameController | None:
        """Continue: a newer copy on the Desktop, else the saved game, else the previous one.

        A copy that loads is brought back into the data folder (and removed once
        it is there); the previous game that loads becomes the saved game.
        """
        self.problem = None
        paths = self.paths
        copy = newest_copy(paths)
        if copy is not None:
            result = load_controller(paths, path=copy, refused=self.refused)
            if result.value is not None:
                if save_controller(result.value, paths=paths) is None:
                    with contextlib.suppress(OSError):
                        copy.unlink()
                return result.value
            log.warning("the copy %s could not be used: %s", copy, result.problem)
        if exists(paths.saved_game_file):
            result = load_controller(paths, refused=self.refused)
            self.problem = result.problem
            return result.value
        if exists(paths.previous_game_file):
            result = load_controller(paths, path=paths.previous_game_file, refused=self.refused)
            if result.value is not None:
                promote_previous(paths)
            self.problem = result.problem
            return result.value
        return None

    def save_after_error(self, controller: GameController) -> ErrorSave:
        """The crash handler's save: save, then count the error against the save on disk.

        The second error in a row with the same saved game sets it aside, so
        Continue cannot run into the same error again and again.
        """
        problem = self.save_game(controller)
        # The game leaves the screen here: the menu's sentence says what became of it.
        self.files.forget(GAME)
        note = note_crash(self.paths, memory=self.crashes)
        if note.crashes >= CRASH_LIMIT:
            self.refused.add(note.game)
            return ErrorSave(AfterError.SET_ASIDE, note.kept_as)
        if problem is not None:
            return ErrorSave(AfterError.NOT_SAVED)
        return ErrorSave(AfterError.SAVED)

    def save_game_copy(
        self, controller: GameController, folder: Path
    ) -> tuple[Path | None, FileProblem | None]:
        """Save the game in one of the player's folders (the Desktop, Documents)."""
        target, problem = save_copy(controller, folder)
        if problem is None:
            self.files.forget(GAME)
        return target, problem


def _helper_table(paths: AppPaths) -> tuple[HelperTable, FileProblem | None]:
    loaded = load_helper_table(paths)
    return loaded.value, loaded.problem


def make_app_hooks(paths: AppPaths | None = None) -> tuple[AppHooks, list[FileProblem]]:
    """The screens' hooks, wired to the files in ``paths``.

    Returns the hooks and what to tell the player at start-up (a settings or
    statistics file that could not be read), as problems for the screens to
    put into words.
    """
    paths = paths or app_paths()
    for folder in paths.own_folders():
        tighten_folder(folder)  # an older version made them as the umask said
    files = FileStatus()
    notices: list[FileProblem] = []
    loaded_settings = load_settings(paths)
    if loaded_settings.problem:
        notices.append(loaded_settings.problem)
    loaded_stats = load_statistics(paths)
    if loaded_stats.problem:
        notices.append(loaded_stats.problem)
    wired = FileHooks(paths, files, loaded_settings.value)
    hooks = AppHooks(
        settings=loaded_settings.value,
        files=files,
        save_settings=wired.save_settings,
        has_saved_game=wired.has_saved_game,
        has_game_in_progress=wired.has_game_in_progress,
        load_saved_game=wired.continue_game,
        saved_game_problem=lambda: wired.problem,
        save_game=wired.save_game,
        game_finished=wired.game_finished,
        round_finished=wired.round_finished,
        load_statistics=wired.load_statistics,
        puzzle_solved=wired.record_puzzle,
        start_new_game=wired.start_new_game,
        retry_saves=wired.retry_saves,
        save_after_error=wired.save_after_error,
        copy_folders=paths.copy_folders,
        save_game_copy=wired.save_game_copy,
        first_start=loaded_settings.status is LoadStatus.MISSING,
        load_helper_table=lambda: _helper_table(paths),
        save_helper_table=wired.save_helper_table,
    )
    return hooks, notices
