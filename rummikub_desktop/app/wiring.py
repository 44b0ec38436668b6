"""The wiring of the whole program: the screens' hooks connected to the files.

:func:`make_app_hooks` builds the :class:`~rummikub_desktop.ui.interfaces.AppHooks`
the window hands to every screen: settings loaded now and saved when changed,
Continue reading the autosave, every finished turn saved, finished matches
added to the statistics.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from rummikub_desktop import i18n
from rummikub_desktop.persistence import (
    AppPaths,
    LoadResult,
    LoadStatus,
    app_paths,
    delete_saved_game,
    has_saved_game,
    load_controller,
    load_settings,
    load_statistics,
    record_match,
    save_controller,
    save_settings,
    save_statistics,
)
from rummikub_desktop.session import GameController
from rummikub_desktop.ui.interfaces import AppHooks

log = logging.getLogger(__name__)


def unreadable_sentence(result: LoadResult[Any], target: Path, language: str) -> str | None:
    """The player's sentence, in ``language``, for a file that was set aside (None if none).

    The files' own sentences are English; this says the same by the file's kind.
    """
    if result.message is None:
        return None
    key = f"file.unreadable.{result.kind}"
    if not i18n.has_key(key):
        return result.message
    kept = result.kept_as.name if result.kept_as is not None else target.name
    return i18n.text_in(language, key, file=kept)


def _not_saved(problem: str | None, key: str, folder: Path) -> str | None:
    """A failed save's sentence in the current language (None when it was saved)."""
    return None if problem is None else i18n.tr(key, folder=folder)


def make_app_hooks(paths: AppPaths | None = None) -> tuple[AppHooks, list[str]]:
    """The screens' hooks, wired to the files in ``paths``.

    Returns the hooks and the sentences to show the player at start-up (a
    settings or statistics file that could not be read and was set aside).

    - settings are loaded now and saved whenever the screens change them;
    - Continue loads the autosave; ``saved_game_problem()`` says why it could not;
    - ``save_game(controller)`` autosaves, or forgets the save once the match is over;
    - ``game_finished(controller)`` adds the match to the statistics when one
      person played against the computer; ``load_statistics()`` reads them.
    """
    paths = paths or app_paths()
    notices: list[str] = []
    loaded_settings = load_settings(paths)
    language = loaded_settings.value.language
    loaded_stats = load_statistics(paths)
    for result, target in (
        (loaded_settings, paths.settings_file),
        (loaded_stats, paths.statistics_file),
    ):
        sentence = unreadable_sentence(result, target, language)
        if sentence:
            notices.append(sentence)
    problem: list[LoadResult[Any] | None] = [None]

    def load_saved_game() -> GameController | None:
        result = load_controller(paths)
        problem[0] = result
        return result.value

    def saved_game_problem() -> str | None:
        result = problem[0]
        if result is None:
            return None
        return unreadable_sentence(result, paths.saved_game_file, i18n.language())

    def save_game(controller: GameController) -> str | None:
        if controller.match.is_over:
            delete_saved_game(paths)
            return None
        saved = save_controller(controller, paths=paths)
        return _not_saved(saved, "file.not_saved.game", paths.saved_game_file.parent)

    def game_finished(controller: GameController) -> str | None:
        delete_saved_game(paths)
        saved = record_finished_game(controller, paths=paths)
        return _not_saved(saved, "file.not_saved.statistics", paths.statistics_file.parent)

    def keep_settings(settings: Any) -> str | None:
        saved = save_settings(settings, paths)
        return _not_saved(saved, "file.not_saved.settings", paths.settings_file.parent)

    hooks = AppHooks(
        settings=loaded_settings.value,
        save_settings=keep_settings,
        has_saved_game=lambda: has_saved_game(paths),
        load_saved_game=load_saved_game,
        saved_game_problem=saved_game_problem,
        save_game=save_game,
        game_finished=game_finished,
        load_statistics=lambda: load_statistics(paths).value,
        first_start=loaded_settings.status is LoadStatus.MISSING,
    )
    return hooks, notices


def record_finished_game(
    controller: GameController, *, paths: AppPaths | None = None
) -> str | None:
    """Add a finished match to the statistics; never raises.

    Counted only when exactly one person played (against computers): the
    statistics are that player's. Returns a sentence if saving failed.
    """
    try:
        seats = list(controller.seats)
        humans = [i for i, seat in enumerate(seats) if seat.is_human]
        if len(humans) != 1:
            return None
        levels = [seat.level.value for seat in seats if not seat.is_human]
        stats = record_match(
            load_statistics(paths).value,
            controller.match,
            seat=humans[0],
            opponent_levels=levels,
        )
    except Exception as error:  # statistics must never stop the game
        log.exception("could not record the finished game: %r", error)
        return None
    return save_statistics(stats, paths)
