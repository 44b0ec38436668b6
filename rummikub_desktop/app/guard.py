"""The guard around the main loop: an unexpected error does not end the game.

The loop's top-level ``try/except`` calls :func:`report_unexpected_error`: it
writes the traceback to the log, saves the game through the callback it is
given, and says what became of the game as an :class:`~rummikub_desktop.ui.interfaces.ErrorSave`
(the launcher puts that into words from the catalogue). It never raises.

The same saved game going wrong twice in a row is set aside by the save hook
(``AppHooks.save_after_error``), so Continue cannot lead into the same error
again and again.
"""

from __future__ import annotations

import contextlib
import functools
import logging
from collections.abc import Callable
from typing import Any

from rummikub_desktop.ui.interfaces import AfterError, ErrorSave

log = logging.getLogger("rummikub_desktop")


def report_unexpected_error(
    error: BaseException, *, save_game: Callable[[], Any] | None = None
) -> ErrorSave:
    """Log ``error`` with its traceback, save the game, and say what became of it.

    Args:
        error: the exception caught by the game loop.
        save_game: saves the game in progress and returns an :class:`ErrorSave`,
            or (a plain save hook) None on success and a problem on failure;
            None when no game is in progress.

    Never raises: a failing save is logged too.
    """
    with contextlib.suppress(Exception):  # a failing log must not hide the friendly screen
        log.error("unexpected error", exc_info=(type(error), error, error.__traceback__))
    if save_game is None:
        return ErrorSave(AfterError.NO_GAME)
    try:
        outcome = save_game()
    except Exception:
        log.exception("saving after the error failed too")
        return ErrorSave(AfterError.NOT_SAVED)
    if isinstance(outcome, ErrorSave):
        if outcome.outcome is not AfterError.SAVED:
            log.error("after the error the game was %s", outcome.outcome.value)
        return outcome
    if outcome is not None:
        log.error("saving after the error failed: %s", getattr(outcome, "reason", outcome))
        return ErrorSave(AfterError.NOT_SAVED)
    return ErrorSave(AfterError.SAVED)


def _controller_of(app: Any) -> Any:
    for scene in reversed(list(getattr(app, "scenes", []))):
        if not getattr(getattr(scene, "options", None), "saving", True):
            continue  # a puzzle or the tutorial: never saved over the game in progress
        controller = getattr(scene, "controller", None)
        if controller is not None:
            return controller
    return None


def _save_for(app: Any, controller: Any) -> Callable[[], Any]:
    hooks = app.hooks
    save = getattr(hooks, "save_after_error", None)
    if save is None:
        save = hooks.save_game
    return functools.partial(save, controller)


def run_guarded(app: Any, *, show_menu: Callable[[ErrorSave], None], attempts: int = 3) -> int:
    """Run ``app.run()``; an unexpected error does not end the game.

    On an error inside the loop: the traceback goes to the log, the game in
    progress (a scene's ``controller``) is saved through ``app.hooks.save_after_error``
    (or ``save_game``), and ``show_menu(outcome)`` puts the main menu up, where
    Continue resumes; then the loop goes on. After ``attempts`` errors in one
    run, or when the menu itself cannot be shown, returns 1.
    """
    for _ in range(attempts):
        try:
            return int(app.run())
        except Exception as error:
            controller = _controller_of(app)
            save = _save_for(app, controller) if controller is not None else None
            outcome = report_unexpected_error(error, save_game=save)
            try:
                show_menu(outcome)
            except Exception:
                log.exception("the menu could not be shown after the error")
                return 1
    log.error("giving up after %d unexpected errors", attempts)
    return 1
