"""The guard around the main loop: an unexpected error does not end the game.

The loop's top-level ``try/except`` calls :func:`report_unexpected_error`: it
writes the traceback to the log, saves the game through the callback it is
given, and returns a friendly sentence for the menu. It never raises.
"""

from __future__ import annotations

import contextlib
import functools
import logging
from collections.abc import Callable
from typing import Any

from rummikub_desktop.i18n import tr

log = logging.getLogger("rummikub_desktop")

# The friendly sentences, by their catalogue keys (said in the player's language).
FRIENDLY_SAVED = "error.saved"
FRIENDLY_NOT_SAVED = "error.not_saved"
FRIENDLY_NO_GAME = "error.no_game"


def report_unexpected_error(
    error: BaseException, *, save_game: Callable[[], str | None] | None = None
) -> str:
    """Log ``error`` with its traceback, save the game, and say so in one sentence
    (in the player's language).

    Args:
        error: the exception caught by the game loop.
        save_game: saves the game in progress and returns None on success or a
            sentence on failure (as :func:`rummikub_desktop.app.storage.save_game`);
            None when no game is in progress.

    Never raises: a failing save is logged too.
    """
    # The log itself failing must not hide the friendly screen.
    with contextlib.suppress(Exception):
        log.error("unexpected error", exc_info=(type(error), error, error.__traceback__))
    if save_game is None:
        return tr(FRIENDLY_NO_GAME)
    try:
        problem = save_game()
    except Exception:
        log.exception("saving after the error failed too")
        return tr(FRIENDLY_NOT_SAVED)
    if problem is not None:
        log.error("saving after the error failed: %s", problem)
        return tr(FRIENDLY_NOT_SAVED)
    return tr(FRIENDLY_SAVED)


def _controller_of(app: Any) -> Any:
    for scene in reversed(list(getattr(app, "scenes", []))):
        controller = getattr(scene, "controller", None)
        if controller is not None:
            return controller
    return None


def run_guarded(app: Any, *, show_menu: Callable[[str], None], attempts: int = 3) -> int:
    """Run ``app.run()``; an unexpected error does not end the game.

    On an error inside the loop: the traceback goes to the log, the game in
    progress (a scene's ``controller``) is saved through ``app.hooks.save_game``,
    and ``show_menu(sentence)`` puts the main menu up with a friendly sentence,
    where Continue resumes; then the loop goes on. After ``attempts`` errors in
    one run, or when the menu itself cannot be shown, returns 1.
    """
    for _ in range(attempts):
        try:
            return int(app.run())
        except Exception as error:
            controller = _controller_of(app)
            save = None
            if controller is not None:
                save = functools.partial(app.hooks.save_game, controller)
            sentence = report_unexpected_error(error, save_game=save)
            try:
                show_menu(sentence)
            except Exception:
                log.exception("the menu could not be shown after the error")
                return 1
    log.error("giving up after %d unexpected errors", attempts)
    return 1
