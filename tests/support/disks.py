"""Failing disks for the tests: a real small filesystem where the machine allows it.

As root on Linux (CI runs as root on a fresh machine) :class:`Disk` mounts a
200 KB tmpfs, fills it to the last byte, remounts it read-only: the game meets
the real ``ENOSPC`` and ``EROFS`` from the kernel. Root ignores permission bits,
so a read-only *mount* is the honest way to refuse writes there. Where mounting
is not permitted (no root, a container without CAP_SYS_ADMIN, another system),
the same methods monkeypatch the storage module's writes to raise those errors
instead; :attr:`Disk.how` says which one a test used.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SIZE = "200k"


def _run(*command: str) -> bool:
    try:
        done = subprocess.run(command, capture_output=True, timeout=20, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def can_mount() -> bool:
    """True when this process may mount a tmpfs (root on Linux with ``mount``)."""
    return (
        sys.platform.startswith("linux")
        and hasattr(os, "geteuid")
        and os.geteuid() == 0
        and shutil.which("mount") is not None
    )


class Disk:
    """A small folder that can be made full or read-only.

    Args:
        root: the folder (created); a tmpfs is mounted on it when permitted.
        allow_mount: False forces the fallback (to test it too).
    """

    def __init__(self, root: Path, *, allow_mount: bool = True) -> None:
        self.root = root
        self.patches = pytest.MonkeyPatch()
        root.mkdir(parents=True, exist_ok=True)
        self.mounted = (
            allow_mount
            and can_mount()
            and _run("mount", "-t", "tmpfs", "-o", f"size={SIZE}", "tmpfs", str(root))
        )
        self.how = "tmpfs" if self.mounted else "monkeypatch"
        self._filler = root / "filler.bin"

    # -- full ------------------------------------------------------------------

    def fill(self) -> None:
        """No byte left: every write fails with ``ENOSPC``."""
        if not self.mounted:
            self._patch_fsync(errno.ENOSPC)
            return
        # Unbuffered: a write either lands or fails, nothing is left to flush on close.
        with open(self._filler, "ab", buffering=0) as filler:
            for size in (65536, 4096, 1):
                try:
                    while filler.write(b"\0" * size):
                        pass
                except OSError as error:
                    assert error.errno == errno.ENOSPC, error

    def free(self) -> None:
        """Space again."""
        if not self.mounted:
            self._unpatch()
            return
        with contextlib.suppress(FileNotFoundError):
            self._filler.unlink()

    # -- read-only ---------------------------------------------------------------

    def make_read_only(self) -> None:
        """Nothing can be written: ``EROFS``."""
        if not self.mounted:
            self._patch_mkstemp(errno.EROFS)
            return
        assert _run("mount", "-o", "remount,ro", str(self.root)), "remount read-only failed"

    def make_writable(self) -> None:
        """Writable again."""
        if not self.mounted:
            self._unpatch()
            return
        assert _run("mount", "-o", "remount,rw", str(self.root)), "remount read-write failed"

    # -- the fallback ---------------------------------------------------------------

    def _patch_fsync(self, code: int) -> None:
        from rummikub_desktop.persistence import storage

        def fsync(_fd: int) -> None:
            raise OSError(code, os.strerror(code))

        self.patches.setattr(storage.os, "fsync", fsync)

    def _patch_mkstemp(self, code: int) -> None:
        from rummikub_desktop.persistence import storage

        def mkstemp(*_args: object, **_kwargs: object) -> tuple[int, str]:
            raise OSError(code, os.strerror(code))

        self.patches.setattr(storage.tempfile, "mkstemp", mkstemp)

    def _unpatch(self) -> None:
        self.patches.undo()

    def close(self) -> None:
        """Unmount (the tests' files go with it), or undo the fallback."""
        self.patches.undo()
        if self.mounted:
            _run("mount", "-o", "remount,rw", str(self.root))
            if not _run("umount", str(self.root)):
                _run("umount", "-l", str(self.root))
            self.mounted = False
