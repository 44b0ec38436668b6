"""The saved game: the match in progress and the table as laid out, in one file.

The file holds the whole engine :class:`~rummikub_desktop.engine.Match` (random
generator included) and the session's layout (tables, racks, seats) as JSON from
:meth:`~rummikub_desktop.session.GameController.to_dict`, written and read
through :mod:`rummikub_desktop.persistence.storage` (atomic, versioned, a bad
file set aside, never raising).
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass
from typing import Any

from rummikub_desktop.engine import Match
from rummikub_desktop.session import GameController

from .paths import AppPaths, app_paths
from .storage import DocumentError, FileSchema, LoadResult, load_document, save_document

log = logging.getLogger(__name__)

# -- the saved game ----------------------------------------------------------

SAVED_GAME = FileSchema(
    kind="saved_game",
    version=1,
    upgrades={},
    unreadable=(
        "The saved game could not be read, so it cannot be continued; the file was kept as {file}."
    ),
)


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game in progress as it was saved.

    Attributes:
        match: the engine's match, random generator included.
        layout: the table as laid out on screen: the controller's JSON, opaque here
            (None when the game was saved without one).
    """

    match: Match
    layout: Any = None


def saved_game_data(match: Match, layout: Any = None) -> dict[str, Any]:
    """The ``data`` part of a saved game document."""
    return {"match": match.to_dict(), "layout": layout}


def read_saved_game(data: Any) -> SavedGame:
    """Check and rebuild a saved game's data (the match through ``Match.from_dict``).

    Raises:
        DocumentError, StateFormatError: for data that is not a possible game.
    """
    if not isinstance(data, dict) or "match" not in data:
        raise DocumentError("a saved game needs a match")
    return SavedGame(Match.from_dict(data["match"]), data.get("layout"))


def save_game(match: Match, layout: Any = None, *, paths: AppPaths | None = None) -> str | None:
    """Save the game in progress atomically; never raises.

    Returns None on success, or a plain sentence for the player when the file
    could not be written (the game goes on either way).
    """
    target = (paths or app_paths()).saved_game_file
    try:
        data = saved_game_data(match, layout)
    except Exception as error:  # a save must never crash the game
        log.exception("could not turn the game into data: %r", error)
        return "Sorry, the game could not be saved."
    return save_document(target, SAVED_GAME, data, what="the game")


def load_game(paths: AppPaths | None = None) -> LoadResult[SavedGame | None]:
    """Load the saved game: value None when there is none or it was unreadable."""
    target = (paths or app_paths()).saved_game_file
    return load_document(target, SAVED_GAME, read_saved_game, lambda: None)


def has_saved_game(paths: AppPaths | None = None) -> bool:
    """True when a saved game file exists (for greying the Continue button)."""
    return (paths or app_paths()).saved_game_file.is_file()


def delete_saved_game(paths: AppPaths | None = None) -> None:
    """Forget the saved game (the match is over, or the player started afresh)."""
    with contextlib.suppress(OSError):
        (paths or app_paths()).saved_game_file.unlink()


# -- the game controller (the table as laid out on screen) ---------------------


def save_controller(controller: GameController, *, paths: AppPaths | None = None) -> str | None:
    """Autosave a :class:`~rummikub_desktop.session.GameController`; never raises.

    The controller's ``to_dict()`` is stored as the match plus the layout
    (as of the last completed turn: a turn in progress starts again on loading).
    Returns None on success, else a plain sentence.
    """
    target = (paths or app_paths()).saved_game_file
    try:
        # Never replace a good autosave with a broken game (after an unexpected error).
        problems = controller.invariant_problems()
        if problems:
            log.error("not saving a broken game: %s", "; ".join(problems))
            return "Sorry, the game could not be saved; the last finished turn is kept."
        layout = controller.to_dict()
        match = layout.pop("match")
    except Exception as error:  # a save must never crash the game
        log.exception("could not turn the game into data: %r", error)
        return "Sorry, the game could not be saved."
    return save_document(target, SAVED_GAME, {"match": match, "layout": layout}, what="the game")


def read_controller(data: Any) -> GameController:
    """Rebuild a game controller from a saved game's data (the match checked first).

    Raises:
        DocumentError, StateFormatError: for data that is not a possible game.
    """
    saved = read_saved_game(data)
    if not isinstance(saved.layout, dict):
        raise DocumentError("the saved game has no table layout")
    return GameController.from_dict({**saved.layout, "match": data["match"]})


def load_controller(paths: AppPaths | None = None) -> LoadResult[GameController | None]:
    """Load the autosaved game controller: value None when there is none or it was unreadable."""
    target = (paths or app_paths()).saved_game_file
    return load_document(target, SAVED_GAME, read_controller, lambda: None)
