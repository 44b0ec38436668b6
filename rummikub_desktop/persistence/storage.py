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

from .paths import APP_NAME

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
