"""The wiring of the whole program: the screens' hooks connected to the files.

:func:`make_app_hooks` builds the :class:`~rummikub_desktop.ui.interfaces.AppHooks`
the window hands to every screen: settings loaded now and saved when changed,
Continue reading the autosave (or the previous game, or a copy on the Desktop),
every finished turn saved, finished matches added to the statistics. Every
save's outcome is recorded in ``hooks.files`` so that the window can tell the
player; settings and statistics that could not be kept are tried again after
every turn.
"""

from __future__ import annotations

import contextlib
import logging
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
from rummikub_desktop.persistence.savegame import exists
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.persistence.stats import Statistics
from rummikub_desktop.persistence.storage import tighten_folder
from rummikub_desktop.session import GameController
from rummikub_desktop.ui.file_status import FileStatus
from rummikub_desktop.ui.interfaces import AfterError, AppHooks, ErrorSave

log = logging.getLogger(__name__)

GAME, SETTINGS, STATISTICS = "saved_game", "settings", "statistics"


class FileHooks:
    """The hooks' memory: what could not be kept yet, and why Continue gave nothing."""

    def __init__(self, paths: AppPaths, files: FileStatus) -> None:
        self.paths = paths
        self.files = files
        self.problem: FileProblem | None = None
        self.pending_settings: Settings | None = None
        self.pending_stats: Statistics | None = None
        self.crashes: dict[str, int] = {}
        self.refused: set[str] = set()

    # -- settings and statistics ------------------------------------------------

    def save_settings(self, settings: Settings) -> FileProblem | None:
        """Keep the settings; when that fails they are tried again after every turn."""
        problem = save_settings(settings, self.paths)
        self.pending_settings = settings if problem else None
        self.files.record(SETTINGS, problem)
        return problem

    def _save_statistics(self, stats: Statistics) -> FileProblem | None:
        problem = save_statistics(stats, self.paths)
        self.pending_stats = stats if problem else None
        self.files.record(STATISTICS, problem)
        return problem

    def retry_saves(self) -> None:
        """Try again to keep the settings and statistics that could not be kept."""
        if self.pending_settings is not None:
            self.save_settings(self.pending_settings)
        if self.pending_stats is not None:
            self._save_statistics(self.pending_stats)

    def load_statistics(self) -> Statistics:
        """The statistics, with a finished game that could not be kept yet counted."""
        if self.pending_stats is not None:
            return self.pending_stats
        return load_statistics(self.paths).value

    def record_finished_game(self, controller: GameController) -> FileProblem | None:
        """Add a finished match to the statistics; never raises.

        Counted only when exactly one person played (against computers): the
        statistics are that player's.
        """
        try:
            seats = list(controller.seats)
            humans = [i for i, seat in enumerate(seats) if seat.is_human]
            if len(humans) != 1:
                return None
            levels = [seat.level.value for seat in seats if not seat.is_human]
            stats = record_match(
                self.load_statistics(), controller.match, seat=humans[0], opponent_levels=levels
            )
        except Exception as error:  # statistics must never stop the game
            log.exception("could not record the finished game: %s", quote(error))
            return None
        return self._save_statistics(stats)

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
    wired = FileHooks(paths, files)
    hooks = AppHooks(
        settings=loaded_settings.value,
        files=files,
        save_settings=wired.save_settings,
        has_saved_game=wired.has_saved_game,
        has_game_in_progress=wired.has_game_in_progress,
        load_saved_game=wired.load_saved_game,
        saved_game_problem=lambda: wired.problem,
        save_game=wired.save_game,
        game_finished=wired.game_finished,
        load_statistics=wired.load_statistics,
        start_new_game=wired.start_new_game,
        retry_saves=wired.retry_saves,
        save_after_error=wired.save_after_error,
        copy_folders=paths.copy_folders,
        save_game_copy=wired.save_game_copy,
        first_start=loaded_settings.status is LoadStatus.MISSING,
    )
    return hooks, notices
