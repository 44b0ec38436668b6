"""The saved game: the match in progress and the table as laid out, in one file.

The file holds the whole engine :class:`~rummikub_desktop.engine.Match` (random
generator included) and the session's layout (tables, racks, seats) as JSON from
:meth:`~rummikub_desktop.session.GameController.to_dict`, written and read
through :mod:`rummikub_desktop.persistence.storage` (atomic, versioned, a bad
file set aside, never raising).

Beside it:

- ``saved-game.previous.json``: the game that was in progress when a new one
  was started (:func:`keep_as_previous`); Continue offers it when the newer
  game is finished, deleted or broken.
- ``saved-game.crashes.json``: how often the game went wrong in a row with the
  same saved game (:func:`note_crash`); a save that did so twice is set aside
  instead of being offered again.
- a copy on the Desktop or in Documents (:func:`save_copy`), when the player
  chose that because the data folder could not be written.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rummikub_desktop.engine import Match
from rummikub_desktop.session import GameController

from .names import clean_name
from .paths import COPY_FILE, AppPaths, app_paths
from .storage import (
    DocumentError,
    FileProblem,
    FileSchema,
    LoadResult,
    Reason,
    load_document,
    quote,
    read_document,
    reason_for,
    save_document,
    set_aside,
)

log = logging.getLogger(__name__)

CRASH_LIMIT = 2
"""A saved game with which the game went wrong this many times in a row is set aside."""

# -- the saved game ----------------------------------------------------------


def _with_drawn_tiles(data: Any) -> Any:
    """Version 1 to 2: the game marks the tiles a player drew last (``drawn_ids``);
    an older save has none marked. Its racks (lists of tile ids) are racks without
    gaps, as they were."""
    if isinstance(data, dict) and isinstance(data.get("layout"), dict):
        data = {**data, "layout": {"drawn_ids": {}, **data["layout"]}}
    return data


def _with_turn_kept(data: Any) -> Any:
    """Version 2 to 3: the game keeps a person's unfinished turn (``turn_in_progress``)
    and the computers' turns shown again (``computer_turns``); an older save has
    neither: its turn starts at its beginning, with nothing to show again."""
    if isinstance(data, dict) and isinstance(data.get("layout"), dict):
        extra: dict[str, Any] = {"turn_in_progress": None, "computer_turns": []}
        data = {**data, "layout": {**extra, **data["layout"]}}
    return data


def _with_coach_notes(data: Any) -> Any:
    """Version 3 to 4: the game keeps the coach's notes on the round for its look
    back (``coach_findings``, ``coach_unchecked``); an older save has none."""
    if isinstance(data, dict) and isinstance(data.get("layout"), dict):
        extra: dict[str, Any] = {"coach_findings": [], "coach_unchecked": []}
        data = {**data, "layout": {**extra, **data["layout"]}}
    return data


SAVED_GAME = FileSchema(
    kind="saved_game",
    version=4,
    upgrades={1: _with_drawn_tiles, 2: _with_turn_kept, 3: _with_coach_notes},
)
CRASH_MARK = FileSchema(kind="crash_mark", version=1, upgrades={})


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
        DocumentError: for data without a match.
        StateFormatError: for a match the rules refuse (the file is set aside as
            :attr:`~rummikub_desktop.persistence.storage.Reason.IMPOSSIBLE`).
    """
    if not isinstance(data, dict) or "match" not in data:
        raise DocumentError("a saved game needs a match")
    return SavedGame(Match.from_dict(data["match"]), data.get("layout"))


def save_game(
    match: Match, layout: Any = None, *, paths: AppPaths | None = None
) -> FileProblem | None:
    """Save the game in progress atomically; never raises.

    Returns None on success, or what went wrong (the game goes on either way).
    """
    target = (paths or app_paths()).saved_game_file
    try:
        data = saved_game_data(match, layout)
    except Exception as error:  # a save must never crash the game
        log.exception("could not turn the game into data: %s", quote(error))
        return FileProblem(SAVED_GAME.kind, Reason.NOT_DATA, target, writing=True)
    return save_document(target, SAVED_GAME, data)


def load_game(paths: AppPaths | None = None) -> LoadResult[SavedGame | None]:
    """Load the saved game: value None when there is none or it was unreadable."""
    target = (paths or app_paths()).saved_game_file
    return load_document(target, SAVED_GAME, read_saved_game, lambda: None)


def exists(path: Path) -> bool:
    """True when anything is at ``path`` (a file, a folder, a broken link...)."""
    try:
        os.lstat(path)
    except OSError:
        return False
    return True


def has_saved_game(paths: AppPaths | None = None) -> bool:
    """True when there is something Continue can try: the saved game, the previous one, a copy.

    Anything at the file's place counts (a folder too): Continue then says what is wrong.
    """
    paths = paths or app_paths()
    if exists(paths.saved_game_file) or exists(paths.previous_game_file):
        return True
    return newest_copy(paths) is not None


def delete_saved_game(paths: AppPaths | None = None) -> None:
    """Forget the saved game (the match is over)."""
    with contextlib.suppress(OSError):
        (paths or app_paths()).saved_game_file.unlink()


def keep_as_previous(paths: AppPaths | None = None) -> FileProblem | None:
    """A new game starts: the saved game becomes the previous game (replacing an older one).

    A rename, so it needs no space on a full disk. None when done or when there
    was no saved game; else what went wrong (the saved game is then untouched).
    """
    paths = paths or app_paths()
    source = paths.saved_game_file
    if not source.is_file():
        return None
    try:
        os.replace(source, paths.previous_game_file)
    except OSError as error:
        reason, place = reason_for(error, paths.previous_game_file)
        log.error("could not keep the saved game as the previous one: %s", quote(error))
        return FileProblem(SAVED_GAME.kind, reason, source, writing=True, place=place)
    return None


def promote_previous(paths: AppPaths | None = None) -> bool:
    """The previous game is being continued: it becomes the saved game again."""
    paths = paths or app_paths()
    if exists(paths.saved_game_file):
        return False
    try:
        os.replace(paths.previous_game_file, paths.saved_game_file)
    except OSError as error:
        log.error("could not make the previous game the saved game: %s", quote(error))
        return False
    return True


# -- the game controller (the table as laid out on screen) ---------------------


def _controller_document(controller: GameController) -> dict[str, Any]:
    layout = controller.to_dict()
    match = layout.pop("match")
    return {"match": match, "layout": layout}


def save_controller(
    controller: GameController, *, paths: AppPaths | None = None, target: Path | None = None
) -> FileProblem | None:
    """Autosave a :class:`~rummikub_desktop.session.GameController`; never raises.

    The controller's ``to_dict()`` is stored as the match plus the layout
    (as of the last completed turn, with a person's unfinished turn beside it),
    in the saved game file or in ``target``. Returns None on success, else what
    went wrong.
    """
    target = target or (paths or app_paths()).saved_game_file
    try:
        # Never replace a good autosave with a broken game (after an unexpected error).
        problems = controller.invariant_problems()
        if problems:
            log.error("not saving a broken game: %s", "; ".join(problems)[:500])
            return FileProblem(SAVED_GAME.kind, Reason.BROKEN_GAME, target, writing=True)
        data = _controller_document(controller)
    except Exception as error:  # a save must never crash the game
        log.exception("could not turn the game into data: %s", quote(error))
        return FileProblem(SAVED_GAME.kind, Reason.NOT_DATA, target, writing=True)
    return save_document(target, SAVED_GAME, data)


def read_controller(data: Any) -> GameController:
    """Rebuild a game controller from a saved game's data (the match checked first).

    The seats' names follow the one rule for names (:mod:`.names`): format
    characters are left out (an older save may hold them), a control character
    refuses the save.

    Raises:
        DocumentError: for data without a match or a table layout, or a name with a
            control character (:attr:`Reason.IMPOSSIBLE`: set aside, the player told,
            rather than a crash while the name is drawn).
        StateFormatError, LayoutError, ValueError...: for a game that is not possible.
    """
    saved = read_saved_game(data)
    if not isinstance(saved.layout, dict):
        raise DocumentError("the saved game has no table layout")
    layout, match = _with_clean_names(saved.layout, data["match"])
    return GameController.from_dict({**layout, "match": match})


def _clean(names: Any) -> Any:
    if not isinstance(names, list):
        return names
    try:
        return [clean_name(name) for name in names]
    except (TypeError, ValueError) as error:
        raise DocumentError(f"a seat's name: {error}", Reason.IMPOSSIBLE) from None


def _with_clean_names(layout: dict[str, Any], match: Any) -> tuple[dict[str, Any], Any]:
    """The layout's seats and the match's (and its round's) names, by the rule for names."""
    seats = layout.get("seats")
    if isinstance(seats, list):
        names = _clean([seat.get("name") if isinstance(seat, dict) else seat for seat in seats])
        layout = {
            **layout,
            "seats": [
                {**seat, "name": name} if isinstance(seat, dict) else seat
                for seat, name in zip(seats, names, strict=True)
            ],
        }
    if isinstance(match, dict) and "names" in match:
        match = {**match, "names": _clean(match["names"])}
    if (
        isinstance(match, dict)
        and isinstance(match.get("round"), dict)
        and "names" in match["round"]
    ):
        match["round"] = {**match["round"], "names": _clean(match["round"]["names"])}
    return layout, match


def fingerprint(data: Any) -> str:
    """A short fingerprint of a saved game's data (the same game gives the same one)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def _crash_mark(paths: AppPaths) -> tuple[str, int]:
    """The fingerprint of the game that went wrong last, and how often in a row."""
    try:
        data, _ = read_document(paths.crash_mark_file, CRASH_MARK)
        game, crashes = data["game"], data["crashes"]
    except FileNotFoundError:
        return "", 0
    except Exception as error:  # a bad mark is forgotten, never fatal
        log.warning("crash mark unreadable: %s", quote(error))
        return "", 0
    if not isinstance(game, str) or not isinstance(crashes, int) or isinstance(crashes, bool):
        return "", 0
    return game, max(0, crashes)


def load_controller(
    paths: AppPaths | None = None,
    *,
    path: Path | None = None,
    refused: Collection[str] = (),
) -> LoadResult[GameController | None]:
    """Load the autosaved game controller: value None when there is none or it was unusable.

    A saved game with which the game went wrong :data:`CRASH_LIMIT` times in a
    row (the crash mark), or whose fingerprint is in ``refused``, is set aside
    as :attr:`Reason.CRASHED`. ``path`` loads another file (the previous game,
    a copy on the Desktop).
    """
    paths = paths or app_paths()
    target = path or paths.saved_game_file
    game, crashes = _crash_mark(paths)
    bad = set(refused) | ({game} if crashes >= CRASH_LIMIT else set())

    def read(data: Any) -> GameController:
        if bad and fingerprint(data) in bad:
            raise DocumentError("the game went wrong twice with this save", Reason.CRASHED)
        return read_controller(data)

    return load_document(target, SAVED_GAME, read, lambda: None)


@dataclass(frozen=True, slots=True)
class CrashNote:
    """What :func:`note_crash` found and did.

    Attributes:
        game: the saved game's fingerprint ("" when there was no readable save).
        crashes: how often in a row the game went wrong with it (0: no save).
        kept_as: where the save was set aside (it reached :data:`CRASH_LIMIT`).
        problem: why it could not be set aside, when it could not.
    """

    game: str = ""
    crashes: int = 0
    kept_as: Path | None = None
    problem: FileProblem | None = None


def note_crash(paths: AppPaths | None = None, *, memory: dict[str, int] | None = None) -> CrashNote:
    """The game went wrong with the saved game on disk: count it, set it aside the second time.

    Called after the crash handler saved the game. The count lives beside the
    save (``saved-game.crashes.json``) and belongs to one save's fingerprint: a
    game that went on and was saved again starts from one. ``memory`` keeps the
    counts in the running program too (for a folder where the mark cannot be
    written); it is updated.
    """
    paths = paths or app_paths()
    memory = {} if memory is None else memory
    target = paths.saved_game_file
    try:
        data, _ = read_document(target, SAVED_GAME)
    except Exception as error:
        log.warning("no saved game to count the error against: %s", quote(error))
        return CrashNote()
    game = fingerprint(data)
    marked, crashes = _crash_mark(paths)
    crashes = max(crashes if marked == game else 0, memory.get(game, 0)) + 1
    memory[game] = crashes
    problem = save_document(paths.crash_mark_file, CRASH_MARK, {"game": game, "crashes": crashes})
    if problem is not None:
        log.error("could not keep the crash count: %s", problem.reason.value)
    if crashes < CRASH_LIMIT:
        return CrashNote(game, crashes)
    kept = set_aside(target)
    if kept is None:
        return CrashNote(
            game,
            crashes,
            problem=FileProblem(SAVED_GAME.kind, Reason.CRASHED, target),
        )
    log.error("the game went wrong %d times with %s: set aside as %s", crashes, target, kept)
    return CrashNote(game, crashes, kept)


# -- a copy where the player can find it ---------------------------------------


def save_copy(controller: GameController, folder: Path) -> tuple[Path, FileProblem | None]:
    """Save the game as ``Rummikub saved game.json`` in ``folder`` (the Desktop, Documents).

    Returns the file and None, or what went wrong. Continue finds such a copy
    when it is newer than the saved game (:func:`newest_copy`).
    """
    target = Path(folder) / COPY_FILE
    return target, save_controller(controller, target=target)


def newest_copy(paths: AppPaths | None = None) -> Path | None:
    """A copy on the Desktop or in Documents that is newer than the saved game, if any."""
    paths = paths or app_paths()
    try:
        main = paths.saved_game_file.stat().st_mtime if paths.saved_game_file.is_file() else None
    except OSError:
        main = None
    newest: tuple[float, Path] | None = None
    for copy in paths.copy_files():
        try:
            when = copy.stat().st_mtime
        except OSError:
            continue
        if (main is None or when > main) and (newest is None or when > newest[0]):
            newest = (when, copy)
    return newest[1] if newest else None
