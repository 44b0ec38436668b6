"""``--self-test --check-my-files``: the player's own files, looked at without changing them.

Each file is read exactly as the game would read it (the same checks of shape
and meaning), but through :func:`~rummikub_desktop.persistence.check_document`,
which never moves, removes or writes anything. The folders are checked with
``os.statvfs`` and ``os.access`` (no test file is written).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence import (
    SAVED_GAME,
    AppPaths,
    FileSchema,
    LoadStatus,
    Reason,
    check_document,
    read_controller,
)
from rummikub_desktop.persistence.settings import SETTINGS, read_settings
from rummikub_desktop.persistence.stats import STATISTICS, Statistics
from rummikub_desktop.ui.file_text import why_text

LOW_SPACE = 5 * 1024 * 1024
"""Less free space than this in a folder is reported (a save needs a few tens of KB)."""

_LEFT_IN_PLACE = (Reason.NO_PERMISSION, Reason.NOT_A_FOLDER, Reason.NO_HOME, Reason.OTHER)


def _file_line(
    what: str, path: Path, schema: FileSchema, read: Callable[[Any], Any]
) -> tuple[str, bool]:
    result = check_document(path, schema, read)
    params = {"what": tr(f"selftest.what.{what}"), "file": str(path)}
    if result.status is LoadStatus.MISSING:
        return tr("selftest.file.missing", **params), True
    if result.status is LoadStatus.LOADED:
        return tr("selftest.file.fine", **params), True
    if result.status is LoadStatus.UPGRADED:
        return tr("selftest.file.upgraded", **params), True
    problem = result.problem
    assert problem is not None
    key = "selftest.file.left" if problem.reason in _LEFT_IN_PLACE else "selftest.file.bad"
    return tr(key, why=why_text(problem), **params), False


def _folder_line(folder: Path) -> tuple[str, bool]:
    params = {"folder": str(folder)}
    if not folder.exists():
        if folder.is_symlink() or any(p.exists() and not p.is_dir() for p in folder.parents):
            return tr("selftest.folder.not_a_folder", **params), False
        return tr("selftest.folder.missing", **params), True
    if not folder.is_dir():
        return tr("selftest.folder.not_a_folder", **params), False
    if hasattr(os, "statvfs"):
        info = os.statvfs(folder)
        if info.f_flag & getattr(os, "ST_RDONLY", 1):
            return tr("selftest.folder.read_only", **params), False
        free = info.f_bavail * info.f_frsize
    else:  # Windows: shutil would do, but free space there is rarely the trouble
        free = LOW_SPACE
    if not os.access(folder, os.W_OK):
        return tr("selftest.folder.no_permission", **params), False
    megabytes = f"{free / (1024 * 1024):.1f}"
    if free < LOW_SPACE:
        return tr("selftest.folder.full", free=megabytes, **params), False
    return tr("selftest.folder.fine", free=megabytes, **params), True


def check_my_files(paths: AppPaths) -> tuple[list[str], bool]:
    """One plain line per file and folder of the player, and whether all are fine.

    Only reads: nothing is set aside, upgraded, removed or written.
    """
    checks = [
        _file_line("settings", paths.settings_file, SETTINGS, read_settings),
        _file_line("statistics", paths.statistics_file, STATISTICS, Statistics.from_dict),
        _file_line("saved_game", paths.saved_game_file, SAVED_GAME, read_controller),
        _file_line("previous_game", paths.previous_game_file, SAVED_GAME, read_controller),
    ]
    for folder in dict.fromkeys((paths.config_dir, paths.data_dir)):
        checks.append(_folder_line(folder))
    fine = all(ok for _, ok in checks)
    lines = [tr("selftest.files.heading")] + [line for line, _ in checks]
    lines.append(tr("selftest.files.all_fine" if fine else "selftest.files.not_all_fine"))
    return lines, fine
