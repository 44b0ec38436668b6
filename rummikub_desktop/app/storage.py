"""Keeping files safe: atomic JSON writes, versioned documents, bad files set aside.

Every file the game writes is one JSON *document*::

    {"app": "rummikub-desktop", "kind": "settings", "version": 1,
     "saved_at": "2026-11-29T13:55:01Z", "data": {...}}

- **Atomic writes**: :func:`write_json_atomic` writes a temporary file in the
  same folder, flushes and fsyncs it, then ``os.replace``-s it over the old one.
  A process killed at any moment leaves either the old file or the new one,
  never half of one.
- **Versions**: a :class:`FileSchema` names the current version of a kind of
  file and a chain of upgrade functions (``upgrades[1]`` turns version-1 data
  into version-2 data, and so on), applied one version at a time on load.
- **Never pickle, never eval**: only :func:`json.loads`, with a size limit.
- **Bad files never stop the game**: :func:`load_document` never raises. A
  corrupt, truncated, too-new or hostile file is renamed aside with a timestamp
  (``settings.bad-20261129-135501.json``), the caller gets its defaults, and one
  plain sentence to show the player.

The saved game (:func:`save_game`, :func:`load_game`) holds the whole engine
:class:`~rummikub_desktop.engine.Match` (random generator included) and the
screen layout as opaque JSON from the game controller.
"""

from __future__ import annotations

import contextlib
import enum
import json
import logging
import os
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from rummikub_desktop.engine import Match

from .paths import APP_NAME, AppPaths, app_paths

log = logging.getLogger(__name__)

T = TypeVar("T")

MAX_FILE_BYTES = 16 * 1024 * 1024
"""Files larger than this are not read (a saved game is a few tens of kilobytes)."""


class DocumentError(ValueError):
    """A file that is not a readable document of the expected kind and version."""


@dataclass(frozen=True, slots=True)
class FileSchema:
    """One kind of file: its name, current version and upgrade chain.

    Attributes:
        kind: the ``"kind"`` written in the file (``"settings"``, ``"saved_game"``...).
        version: the version this program writes.
        upgrades: ``upgrades[v]`` turns the data of version ``v`` into version ``v + 1``.
        unreadable: the sentence for the player when a file of this kind is set
            aside; ``{file}`` is replaced by the name it was kept under.
    """

    kind: str
    version: int
    upgrades: Mapping[int, Callable[[Any], Any]] = field(default_factory=dict)
    unreadable: str = "A file could not be read and was kept aside as {file}."

    def upgrade(self, version: int, data: Any) -> Any:
        """Bring ``data`` of ``version`` up to :attr:`version`, one step at a time.

        Raises:
            DocumentError: for a version this program cannot read.
        """
        if version > self.version:
            raise DocumentError(
                f"{self.kind} version {version} is newer than this program's {self.version}"
            )
        while version < self.version:
            step = self.upgrades.get(version)
            if step is None:
                raise DocumentError(f"no upgrade for {self.kind} version {version}")
            data = step(data)
            version += 1
        return data


class LoadStatus(enum.Enum):
    """What :func:`load_document` found."""

    MISSING = "missing"
    """No file yet: the defaults, nothing to tell the player."""
    LOADED = "loaded"
    """Read as it was."""
    UPGRADED = "upgraded"
    """Read and brought up from an older version."""
    SET_ASIDE = "set_aside"
    """Not readable: renamed aside, the defaults used, :attr:`LoadResult.message` says so."""


@dataclass(frozen=True, slots=True)
class LoadResult(Generic[T]):
    """A loaded value and what happened on the way.

    Attributes:
        value: the file's value, or the defaults.
        status: what was found.
        message: one plain sentence for the player, or None when there is nothing to say.
        kept_as: where a bad file was put aside (None if it was not, or could not be, moved).
        kind: the schema's kind, for translating :attr:`message` by key.
    """

    value: T
    status: LoadStatus
    message: str | None = None
    kept_as: Path | None = None
    kind: str = ""

    @property
    def ok(self) -> bool:
        """True unless a bad file was found."""
        return self.status is not LoadStatus.SET_ASIDE


# -- writing -----------------------------------------------------------------


def _fsync_folder(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open folders.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _replace(source: str, target: Path, attempts: int = 5) -> None:
    # On Windows a virus scanner or an indexer holding the old file open makes
    # os.replace fail for a moment; try again briefly before giving up.
    for attempt in range(attempts):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def write_json_atomic(path: Path, value: Any, *, indent: int | None = None) -> None:
    """Write ``value`` as JSON to ``path`` so that a crash leaves the old or the new file.

    Raises:
        OSError: when the folder cannot be written.
        ValueError, TypeError: when ``value`` is not plain JSON data (NaN included).
    """
    text = json.dumps(value, ensure_ascii=False, allow_nan=False, indent=indent)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as temp:
            temp.write(text)
            temp.flush()
            os.fsync(temp.fileno())
        _replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def _timestamp() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def write_document(path: Path, schema: FileSchema, data: Any) -> None:
    """Write ``data`` in a document of ``schema``'s kind and current version.

    Raises:
        OSError, ValueError, TypeError: as :func:`write_json_atomic`.
    """
    document = {
        "app": APP_NAME,
        "kind": schema.kind,
        "version": schema.version,
        "saved_at": _timestamp(),
        "data": data,
    }
    write_json_atomic(path, document, indent=1)


def save_document(path: Path, schema: FileSchema, data: Any, *, what: str) -> str | None:
    """:func:`write_document` that never raises: None on success, else a sentence.

    ``what`` names the thing for the sentence ("the game", "your settings").
    """
    try:
        write_document(path, schema, data)
    except (OSError, ValueError, TypeError) as error:
        log.error("could not write %s to %s: %r", schema.kind, path, error)
        return f"Sorry, {what} could not be saved in {path.parent}."
    return None


# -- reading -----------------------------------------------------------------


def _reject_constant(name: str) -> Any:
    raise DocumentError(f"{name} is not JSON")


def read_document(path: Path, schema: FileSchema) -> tuple[Any, bool]:
    """Read a document of ``schema``: its data brought up to date, and whether it was upgraded.

    Raises:
        FileNotFoundError: when there is no file.
        Exception: anything else that is wrong with it (bad JSON, kind, version...).
    """
    with open(path, "rb") as file:
        raw = file.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise DocumentError(f"larger than {MAX_FILE_BYTES} bytes")
    document = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    if not isinstance(document, dict):
        raise DocumentError("not a JSON object")
    if document.get("kind") != schema.kind:
        raise DocumentError(f"kind {document.get('kind')!r}, expected {schema.kind!r}")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DocumentError(f"bad version {version!r}")
    if "data" not in document:
        raise DocumentError("no data")
    data = schema.upgrade(version, document["data"])
    return data, version != schema.version


def _aside_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    for n in range(1, 1000):
        suffix = "" if n == 1 else f"-{n}"
        candidate = path.with_name(f"{path.stem}.bad-{stamp}{suffix}{path.suffix}")
        if not candidate.exists():
            return candidate
    return path.with_name(f"{path.stem}.bad-{stamp}-{time.time_ns()}{path.suffix}")


def set_aside(path: Path) -> Path | None:
    """Rename a bad file aside with a timestamp (never delete it). None if it could not be moved."""
    target = _aside_name(path)
    try:
        os.replace(path, target)
    except OSError as error:
        log.error("could not set %s aside: %r", path, error)
        return None
    return target


def remove_stale_temporaries(path: Path) -> None:
    """Remove the temporary files a killed writer of ``path`` left behind.

    Call it where no other writer can be busy (at start-up, when loading).
    """
    with contextlib.suppress(OSError):
        for temp in path.parent.glob(f".{path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                temp.unlink()


def load_document(
    path: Path,
    schema: FileSchema,
    read: Callable[[Any], T],
    default: Callable[[], T],
) -> LoadResult[T]:
    """Load a document and turn its data into a value with ``read``; never raises.

    ``read`` gets the up-to-date data and may raise anything for data it does
    not accept; the file is then set aside like a corrupt one and ``default()``
    is returned with :attr:`FileSchema.unreadable` as the message.
    """
    path = Path(path)
    remove_stale_temporaries(path)
    try:
        data, upgraded = read_document(path, schema)
        value = read(data)
    except FileNotFoundError:
        return LoadResult(default(), LoadStatus.MISSING, kind=schema.kind)
    except Exception as error:  # any bad file must not stop the game
        log.warning("%s file %s is unreadable: %r", schema.kind, path, error)
        kept = set_aside(path) if path.exists() or path.is_symlink() else None
        name = kept.name if kept else path.name
        return LoadResult(
            default(),
            LoadStatus.SET_ASIDE,
            schema.unreadable.format(file=name),
            kept,
            schema.kind,
        )
    status = LoadStatus.UPGRADED if upgraded else LoadStatus.LOADED
    return LoadResult(value, status, kind=schema.kind)


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


def save_controller(controller: Any, *, paths: AppPaths | None = None) -> str | None:
    """Autosave a :class:`~rummikub_desktop.app.controller.GameController`; never raises.

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


def read_controller(data: Any) -> Any:
    """Rebuild a game controller from a saved game's data (the match checked first).

    Raises:
        DocumentError, StateFormatError: for data that is not a possible game.
    """
    saved = read_saved_game(data)
    if not isinstance(saved.layout, dict):
        raise DocumentError("the saved game has no table layout")
    from .controller import GameController

    return GameController.from_dict({**saved.layout, "match": data["match"]})


def load_controller(paths: AppPaths | None = None) -> LoadResult[Any]:
    """Load the autosaved game controller: value None when there is none or it was unreadable."""
    target = (paths or app_paths()).saved_game_file
    return load_document(target, SAVED_GAME, read_controller, lambda: None)


def make_app_hooks(paths: AppPaths | None = None) -> tuple[Any, list[str]]:
    """The screens' :class:`~rummikub_desktop.app.hooks.AppHooks`, wired to the files.

    Returns the hooks and the sentences to show the player at start-up (a
    settings or statistics file that could not be read and was set aside).

    - settings are loaded now and saved whenever the screens change them;
    - Continue loads the autosave; ``saved_game_problem()`` says why it could not;
    - ``save_game(controller)`` autosaves, or forgets the save once the match is over;
    - ``game_finished(controller)`` adds the match to the statistics when one
      person played against the computer; ``load_statistics()`` reads them.
    """
    from .hooks import AppHooks
    from .settings import load_settings, save_settings
    from .stats import load_statistics

    paths = paths or app_paths()
    notices: list[str] = []
    loaded_settings = load_settings(paths)
    if loaded_settings.message:
        notices.append(loaded_settings.message)
    loaded_stats = load_statistics(paths)
    if loaded_stats.message:
        notices.append(loaded_stats.message)
    problem: list[str | None] = [None]

    def load_saved_game() -> Any:
        result = load_controller(paths)
        problem[0] = result.message
        return result.value

    def save_game(controller: Any) -> str | None:
        if _match_over(controller):
            delete_saved_game(paths)
            return None
        return save_controller(controller, paths=paths)

    def game_finished(controller: Any) -> None:
        delete_saved_game(paths)
        record_finished_game(controller, paths=paths)

    hooks = AppHooks(
        settings=loaded_settings.value,
        save_settings=lambda settings: save_settings(settings, paths),
        has_saved_game=lambda: has_saved_game(paths),
        load_saved_game=load_saved_game,
        saved_game_problem=lambda: problem[0],
        save_game=save_game,
        game_finished=game_finished,
        load_statistics=lambda: load_statistics(paths).value,
    )
    return hooks, notices


def _match_over(controller: Any) -> bool:
    try:
        return bool(controller.match.is_over)
    except Exception:
        return False


def record_finished_game(controller: Any, *, paths: AppPaths | None = None) -> str | None:
    """Add a finished match to the statistics; never raises.

    Counted only when exactly one person played (against computers): the
    statistics are that player's. Returns a sentence if saving failed.
    """
    from .stats import load_statistics, record_match, save_statistics

    try:
        seats = list(controller.seats)
        humans = [i for i, seat in enumerate(seats) if seat.is_human]
        if len(humans) != 1:
            return None
        levels = [seat.level for seat in seats if not seat.is_human]
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
