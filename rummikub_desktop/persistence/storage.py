"""Keeping files safe: atomic JSON writes, versioned documents, bad files set aside.

Every file the game writes is one JSON *document*::

    {"app": "rummikub-desktop", "kind": "settings", "version": 1,
     "saved_at": "2026-11-29T13:55:01Z", "data": {...}}

- **Atomic writes**: :func:`write_json_atomic` writes a temporary file in the
  same folder, flushes and fsyncs it, then ``os.replace``-s it over the old one.
  A process killed at any moment leaves either the old file or the new one,
  never half of one. The temporary file's name holds its writer's process id
  (``.settings.json.4242.k2j4.tmp``): a loader removes only those whose writer
  is gone, never one that another copy of the game is writing.
- **Private**: the game's folders are made 0700 and its files 0600 whatever the
  umask (:func:`make_private_folder`; temporary files are created 0600).
- **Versions**: a :class:`FileSchema` names the current version of a kind of
  file and a chain of upgrade functions (``upgrades[1]`` turns version-1 data
  into version-2 data, and so on), applied one version at a time on load.
- **Never pickle, never eval**: only :func:`json.loads`, with a size limit.
- **Bad files never stop the game**: :func:`load_document` never raises. A
  corrupt, truncated, too-new or hostile file is renamed aside with a timestamp
  (``settings.bad-20261129-135501.json``), the caller gets its defaults and a
  :class:`FileProblem` (what, why, where) that the screens turn into a sentence.
- **Only regular files are read**: a folder, a named pipe or a device at a
  file's place is set aside without being opened (a pipe would block forever).
- **Saving never raises either**: :func:`save_document` returns None or a
  :class:`FileProblem` whose :class:`Reason` says why in a word (disk full,
  read-only, no permission, something in the file's place, no home folder).

Nothing here holds a sentence for the player: the screens translate reasons
through the catalogue (``rummikub_desktop.ui.file_text``).
"""

from __future__ import annotations

import contextlib
import enum
import errno
import json
import logging
import os
import stat
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from .paths import APP_NAME
from .processes import process_alive

log = logging.getLogger(__name__)

T = TypeVar("T")

MAX_FILE_BYTES = 16 * 1024 * 1024
"""Files larger than this are not read (a saved game is a few tens of kilobytes)."""


STALE_SECONDS = 3600.0
"""A temporary file this old is stale whoever wrote it (a writer takes well under a second;
a process id can be used again by another program)."""
FOLDER_MODE = 0o700
"""The game's folders: only the player may look inside."""
FILE_MODE = 0o600
"""The game's files: only the player may read them."""


MAX_QUOTE = 200
"""At most this many characters of an error's text go to the log (it may quote the file)."""


def quote(error: BaseException, limit: int = MAX_QUOTE) -> str:
    """An error for the log: its type and at most ``limit`` characters of its text.

    Never log an error's ``repr`` when it may come from a file: a
    ``UnicodeDecodeError`` holds every byte it was given (16 MB in one log line).
    """
    try:
        text = str(error)
    except Exception:  # a hostile __str__ must not stop the logging
        text = "?"
    if len(text) > limit:
        text = f"{text[:limit]}... ({len(text)} characters)"
    return f"{type(error).__name__}: {text}"


class Reason(enum.Enum):
    """Why a file could not be kept or read; the screens have a plain sentence for each."""

    DISK_FULL = "disk_full"
    """No space left on the disk (or the player's share of it)."""
    READ_ONLY = "read_only"
    """The folder is on a disk that can only be read."""
    NO_PERMISSION = "no_permission"
    """The system does not let the game write (or read) there."""
    NOT_A_FILE = "not_a_file"
    """A folder, a named pipe, a device or some other thing sits at the file's place."""
    NOT_A_FOLDER = "not_a_folder"
    """A file sits where one of the game's folders should be."""
    NO_HOME = "no_home"
    """The player's home folder does not exist."""
    OTHER = "other"
    """Any other refusal of the system (its own words are in :attr:`FileProblem.detail`)."""
    NOT_DATA = "not_data"
    """Writing: the value is not plain JSON data (a bug of the game)."""
    BROKEN_GAME = "broken_game"
    """Writing: the game in memory is broken; the last good save was kept."""
    DAMAGED = "damaged"
    """Reading: not JSON, not UTF-8, cut short, or not a document at all."""
    WRONG_KIND = "wrong_kind"
    """Reading: a document of another kind (a settings file where the game should be)."""
    TOO_NEW = "too_new"
    """Reading: written by a newer version of the game."""
    TOO_BIG = "too_big"
    """Reading: larger than :data:`MAX_FILE_BYTES`."""
    IMPOSSIBLE = "impossible"
    """Reading: well formed, but what it describes is not possible (the rules refuse it)."""
    CRASHED = "crashed"
    """Reading: the game went wrong twice with this very save."""


class DocumentError(ValueError):
    """A file that is not a readable document of the expected kind and version.

    Attributes:
        reason: why, as a :class:`Reason` (:attr:`Reason.DAMAGED` unless said).
    """

    def __init__(self, message: str, reason: Reason = Reason.DAMAGED) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class FileProblem:
    """A file that could not be kept or read: what, why and where (no sentence).

    Attributes:
        kind: the schema's kind (``"settings"``, ``"saved_game"``, ``"statistics"``).
        reason: why.
        path: the file.
        writing: True when saving failed, False when reading did.
        kept_as: where an unreadable file was renamed aside (None: not moved).
        place: the thing in the way when it is not :attr:`path` (the file where a
            folder should be; the missing home folder).
        detail: the system's own short words (``strerror``), for :attr:`Reason.OTHER`.
    """

    kind: str
    reason: Reason
    path: Path
    writing: bool = False
    kept_as: Path | None = None
    place: Path | None = None
    detail: str = ""


def _lexists(path: Path) -> bool:
    try:
        os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def _missing_home(path: Path) -> Path | None:
    """The player's home folder when ``path`` is inside it and it does not exist."""
    try:
        home = Path.home()
    except (RuntimeError, KeyError, OSError):
        return None
    try:
        path.relative_to(home)
    except ValueError:
        return None
    return None if home.is_dir() else home


def _file_in_the_way(path: Path) -> Path | None:
    """The nearest folder of ``path`` that exists but is not a folder (a file in the way)."""
    for folder in path.parents:
        if _lexists(folder):
            return None if folder.is_dir() else folder
    return None


_FULL = {errno.ENOSPC} | ({errno.EDQUOT} if hasattr(errno, "EDQUOT") else set())
_REFUSED = {errno.EACCES, errno.EPERM}


def reason_for(error: OSError, path: Path) -> tuple[Reason, Path | None]:
    """Why an operation on ``path`` failed, in the player's terms, and the thing in the way."""
    code = error.errno
    home = _missing_home(path)
    if home is not None:
        return Reason.NO_HOME, home
    if code in _FULL:
        return Reason.DISK_FULL, None
    if code == errno.EROFS:
        return Reason.READ_ONLY, None
    if code == errno.EISDIR or (path.is_dir() and not path.is_symlink()):
        return Reason.NOT_A_FILE, None
    blocker = _file_in_the_way(path)
    if blocker is not None:
        return Reason.NOT_A_FOLDER, blocker
    if code in _REFUSED:
        return Reason.NO_PERMISSION, None
    return Reason.OTHER, None


@dataclass(frozen=True, slots=True)
class FileSchema:
    """One kind of file: its name, current version and upgrade chain.

    Attributes:
        kind: the ``"kind"`` written in the file (``"settings"``, ``"saved_game"``...).
        version: the version this program writes.
        upgrades: ``upgrades[v]`` turns the data of version ``v`` into version ``v + 1``.
    """

    kind: str
    version: int
    upgrades: Mapping[int, Callable[[Any], Any]] = field(default_factory=dict)

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
    """Not usable: renamed aside, the defaults used, :attr:`LoadResult.problem` says why."""
    UNREADABLE = "unreadable"
    """Not usable and left where it is (it could not be moved, or the trouble is
    not the file itself: no permission, a file in a folder's place)."""


@dataclass(frozen=True, slots=True)
class LoadResult(Generic[T]):
    """A loaded value and what happened on the way.

    Attributes:
        value: the file's value, or the defaults.
        status: what was found.
        problem: why the file was not used (None when it was, or there was none).
        kind: the schema's kind.
    """

    value: T
    status: LoadStatus
    problem: FileProblem | None = None
    kind: str = ""

    @property
    def ok(self) -> bool:
        """True unless a bad file was found."""
        return self.problem is None

    @property
    def kept_as(self) -> Path | None:
        """Where a bad file was put aside (None if it was not, or could not be, moved)."""
        return self.problem.kept_as if self.problem else None


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


def make_private_folder(folder: Path) -> None:
    """Make ``folder`` and any missing folder above it, readable by the player alone.

    New folders are made 0700 whatever the umask; a folder that exists is left
    as it is (it may be the player's Desktop): :func:`tighten_folder` makes the
    game's own folders private at start-up.

    Raises:
        OSError: when it cannot be made.
    """
    folder = Path(folder)
    missing = []
    for candidate in (folder, *folder.parents):
        if candidate.is_dir():
            break
        missing.append(candidate)
    for candidate in reversed(missing):
        try:
            candidate.mkdir(mode=FOLDER_MODE)
        except FileExistsError:
            if not candidate.is_dir():
                raise
            continue
        with contextlib.suppress(OSError):
            os.chmod(candidate, FOLDER_MODE)  # mkdir's mode is cut by the umask


def tighten_folder(folder: Path) -> None:
    """One of the game's own folders, made by an older version as the umask said: 0700
    now, and its regular files 0600 (nothing else is touched; never raises).

    Only ever takes permissions away from others: a folder the player (or whoever
    set up the computer) made read-only, 0500, stays as it is, and the game says it
    cannot save there when it tries; it never makes a folder writable again.
    """
    if os.name != "posix":
        return
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        return  # not made yet: made 0700 when first written
    except OSError as error:
        log.warning("could not make %s private: %s", folder, quote(error))
        return
    try:
        if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
            return
        mode = stat.S_IMODE(info.st_mode)
        if not mode & stat.S_IWUSR:
            log.warning("%s can only be read (mode %o): left as it is", folder, mode)
            return
        if mode & 0o077:
            os.chmod(folder, mode & FOLDER_MODE)
        for entry in os.scandir(folder):
            entry_info = entry.stat(follow_symlinks=False)
            entry_mode = stat.S_IMODE(entry_info.st_mode)
            if stat.S_ISREG(entry_info.st_mode) and entry_mode & 0o077:
                with contextlib.suppress(OSError):
                    os.chmod(entry.path, entry_mode & FILE_MODE)
    except OSError as error:
        log.warning("could not make %s private: %s", folder, quote(error))


def temporary_prefix(path: Path) -> str:
    """The start of the name of ``path``'s temporary files written by this process."""
    return f".{Path(path).name}.{os.getpid()}."


def write_json_atomic(path: Path, value: Any, *, indent: int | None = None) -> None:
    """Write ``value`` as JSON to ``path`` so that a crash leaves the old or the new file.

    Raises:
        OSError: when the folder cannot be written.
        ValueError, TypeError: when ``value`` is not plain JSON data (NaN included).
    """
    text = json.dumps(value, ensure_ascii=False, allow_nan=False, indent=indent)
    path = Path(path)
    make_private_folder(path.parent)
    # mkstemp makes the file 0600 (whatever the umask); the process id in its
    # name tells another copy's loader that its writer is alive.
    fd, temp_name = tempfile.mkstemp(prefix=temporary_prefix(path), suffix=".tmp", dir=path.parent)
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


def save_document(path: Path, schema: FileSchema, data: Any) -> FileProblem | None:
    """:func:`write_document` that never raises: None on success, else what went wrong."""
    path = Path(path)
    try:
        write_document(path, schema, data)
    except OSError as error:
        reason, place = reason_for(error, path)
        log.error(
            "could not write %s to %s (%s): %s", schema.kind, path, reason.value, quote(error)
        )
        return FileProblem(
            schema.kind, reason, path, writing=True, place=place, detail=error.strerror or ""
        )
    except (ValueError, TypeError, RecursionError) as error:
        log.error("could not turn %s into JSON: %s", schema.kind, quote(error))
        return FileProblem(schema.kind, Reason.NOT_DATA, path, writing=True)
    return None


# -- reading -----------------------------------------------------------------


def _reject_constant(name: str) -> Any:
    raise DocumentError(f"{name} is not JSON")


_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a pipe swapped in after the check cannot block
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)


def read_regular_file(path: Path, limit: int | None = None) -> bytes:
    """The bytes of ``path``, which must be a regular file of at most ``limit`` bytes.

    A folder, a named pipe, a socket or a device is never opened: opening a pipe
    for reading waits for a writer forever. The file is opened without blocking
    and checked again once open, so a pipe swapped in between cannot block either.

    Raises:
        FileNotFoundError: when there is nothing at ``path``.
        DocumentError: not a regular file (:attr:`Reason.NOT_A_FILE`), or too big.
        OSError: when it cannot be read.
    """
    limit = MAX_FILE_BYTES if limit is None else limit
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise DocumentError("not a regular file", Reason.NOT_A_FILE)
    fd = os.open(path, _READ_FLAGS)
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(file.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise DocumentError("not a regular file", Reason.NOT_A_FILE)
        if info.st_size > limit:
            raise DocumentError(f"larger than {limit} bytes", Reason.TOO_BIG)
        raw = file.read(limit + 1)
    if len(raw) > limit:
        raise DocumentError(f"larger than {limit} bytes", Reason.TOO_BIG)
    return raw


def read_document(path: Path, schema: FileSchema) -> tuple[Any, bool]:
    """Read a document of ``schema``: its data brought up to date, and whether it was upgraded.

    Raises:
        FileNotFoundError: when there is no file.
        DocumentError: for a file that is not a document of this kind and version
            (its :attr:`~DocumentError.reason` says how).
        OSError: when the file cannot be read at all.
    """
    raw = read_regular_file(Path(path))
    try:
        document = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except DocumentError:
        raise
    except (ValueError, RecursionError) as error:  # bad UTF-8, bad JSON, too deep
        raise DocumentError(f"not JSON: {quote(error)}") from None
    if not isinstance(document, dict):
        raise DocumentError("not a JSON object")
    if document.get("kind") != schema.kind:
        raise DocumentError(
            f"kind {str(document.get('kind'))[:40]!r}, expected {schema.kind!r}",
            Reason.WRONG_KIND,
        )
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DocumentError(f"bad version {str(version)[:40]!r}")
    if version > schema.version:
        raise DocumentError(
            f"{schema.kind} version {version} is newer than this program's {schema.version}",
            Reason.TOO_NEW,
        )
    if "data" not in document:
        raise DocumentError("no data")
    data = schema.upgrade(version, document["data"])
    return data, version != schema.version


def _aside_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    for n in range(1, 1000):
        suffix = "" if n == 1 else f"-{n}"
        candidate = path.with_name(f"{path.stem}.bad-{stamp}{suffix}{path.suffix}")
        if not _lexists(candidate):
            return candidate
    return path.with_name(f"{path.stem}.bad-{stamp}-{time.time_ns()}{path.suffix}")


def set_aside(path: Path) -> Path | None:
    """Rename a bad file aside with a timestamp (never delete it). None if it could not be moved.

    Works for whatever is at ``path`` (a folder or a pipe too) without opening it.
    """
    target = _aside_name(path)
    try:
        os.replace(path, target)
    except OSError as error:
        log.error("could not set %s aside: %s", path, quote(error))
        return None
    return target


def temporary_writer(temp: Path, path: Path) -> int | None:
    """The process id in the name of one of ``path``'s temporary files (None: an older
    version's name, without one)."""
    middle = temp.name[len(f".{path.name}.") : -len(".tmp")]
    pid, dot, _ = middle.partition(".")
    if not dot or not pid.isascii() or not pid.isdigit():
        return None
    return int(pid)


def is_stale_temporary(temp: Path, path: Path, *, now: float | None = None) -> bool:
    """True when nobody is writing ``temp`` any more: its writer's process is gone,
    or it is older than :data:`STALE_SECONDS` (an older version's file, a reused id)."""
    try:
        info = os.lstat(temp)
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return False
    age = (time.time() if now is None else now) - info.st_mtime
    if age > STALE_SECONDS:
        return True
    writer = temporary_writer(temp, path)
    if writer is None or writer == os.getpid():
        return False
    return not process_alive(writer)


def remove_stale_temporaries(path: Path) -> None:
    """Remove the temporary files that a killed writer of ``path`` left behind.

    Only files whose writer is gone (see :func:`is_stale_temporary`): another
    copy of the game may be writing the others at this very moment.
    """
    with contextlib.suppress(OSError):
        for temp in path.parent.glob(f".{path.name}.*.tmp"):
            if is_stale_temporary(temp, path):
                with contextlib.suppress(OSError):
                    temp.unlink()


class _Unusable(Exception):
    """A file that cannot be used: why, the thing in the way, and whether to move it aside."""

    def __init__(self, reason: Reason, error: BaseException, *, place: Path | None = None):
        super().__init__(reason.value)
        self.reason = reason
        self.error = error
        self.place = place

    @property
    def movable(self) -> bool:
        """True when the trouble is the thing at the file's place (move it aside)."""
        return self.reason not in (
            Reason.NO_PERMISSION,
            Reason.NOT_A_FOLDER,
            Reason.NO_HOME,
            Reason.READ_ONLY,
            Reason.OTHER,
            Reason.DISK_FULL,
        )


def _take(path: Path, schema: FileSchema, read: Callable[[Any], T]) -> tuple[T, bool]:
    try:
        data, upgraded = read_document(path, schema)
    except FileNotFoundError:
        raise
    except DocumentError as error:
        raise _Unusable(error.reason, error) from None
    except OSError as error:
        reason, place = reason_for(error, path)
        raise _Unusable(reason, error, place=place) from None
    except Exception as error:  # any bad file must not stop the game (MemoryError...)
        raise _Unusable(Reason.DAMAGED, error) from None
    try:
        value = read(data)
    except DocumentError as error:
        raise _Unusable(error.reason, error) from None
    except Exception as error:  # the data parses but means nothing possible
        raise _Unusable(Reason.IMPOSSIBLE, error) from None
    return value, upgraded


def load_document(
    path: Path,
    schema: FileSchema,
    read: Callable[[Any], T],
    default: Callable[[], T],
    *,
    set_aside_unreadable: bool = False,
) -> LoadResult[T]:
    """Load a document and turn its data into a value with ``read``; never raises.

    ``read`` gets the up-to-date data and may raise anything for data it does
    not accept (a :class:`DocumentError` with its reason, or any other error for
    data whose meaning is impossible). Such a file is set aside like a corrupt
    one, and ``default()`` is returned with a :class:`FileProblem`.

    ``set_aside_unreadable``: a file the game may not read (mode 0000, another
    owner's) is renamed aside too, so that a file written later never replaces
    it unread (a rename needs only the folder's permission). Without it such a
    file stays where it is (:attr:`LoadStatus.UNREADABLE`) and the caller must
    not write over it.
    """
    path = Path(path)
    remove_stale_temporaries(path)
    try:
        value, upgraded = _take(path, schema, read)
    except FileNotFoundError:
        return LoadResult(default(), LoadStatus.MISSING, kind=schema.kind)
    except _Unusable as bad:
        log.warning(
            "%s file %s is unusable (%s): %s",
            schema.kind,
            path,
            bad.reason.value,
            quote(bad.error),
        )
        movable = bad.movable or (set_aside_unreadable and bad.reason is Reason.NO_PERMISSION)
        kept = set_aside(path) if movable else None
        problem = FileProblem(schema.kind, bad.reason, path, kept_as=kept, place=bad.place)
        status = LoadStatus.SET_ASIDE if kept else LoadStatus.UNREADABLE
        return LoadResult(default(), status, problem, schema.kind)
    status = LoadStatus.UPGRADED if upgraded else LoadStatus.LOADED
    return LoadResult(value, status, kind=schema.kind)


def check_document(
    path: Path, schema: FileSchema, read: Callable[[Any], T]
) -> LoadResult[T | None]:
    """Read a document as :func:`load_document` would, but change nothing on disk.

    Nothing is moved aside and no temporary file is removed (the self-test's
    look at the player's own files). The value is None when the file is missing
    or unusable; then :attr:`LoadResult.problem` says why.
    """
    path = Path(path)
    try:
        value, upgraded = _take(path, schema, read)
    except FileNotFoundError:
        return LoadResult(None, LoadStatus.MISSING, kind=schema.kind)
    except _Unusable as bad:
        problem = FileProblem(schema.kind, bad.reason, path, place=bad.place)
        return LoadResult(None, LoadStatus.UNREADABLE, problem, schema.kind)
    status = LoadStatus.UPGRADED if upgraded else LoadStatus.LOADED
    return LoadResult(value, status, kind=schema.kind)
