"""Where the game keeps its files: settings, the saved game, statistics and logs.

The folders come from platformdirs (``appauthor=False``, or the folder name
doubles on Windows). On Windows the config, data and state folders are one and
the same, so every file has its own name.

Tests and portable installs point everything at one folder instead: pass
``base=`` to :func:`app_paths`, or set the ``RUMMIKUB_DESKTOP_HOME``
environment variable. Nothing here creates a folder; writing does that.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "rummikub-desktop"
"""The folder name under the platform's user folders."""

HOME_ENV = "RUMMIKUB_DESKTOP_HOME"
"""An environment variable naming one folder to keep every file in (tests, portable use)."""

SETTINGS_FILE = "settings.json"
SAVED_GAME_FILE = "saved-game.json"
PREVIOUS_GAME_FILE = "saved-game.previous.json"
CRASH_MARK_FILE = "saved-game.crashes.json"
COPY_FILE = "Rummikub saved game.json"
"""The name of a copy of the game saved on the Desktop or in Documents."""
STATISTICS_FILE = "statistics.json"
HELPER_TABLE_FILE = "helper-table.json"
"""The table helper's last table and rack (issue 33)."""
LOG_FILE = "rummikub-desktop.log"


@dataclass(frozen=True, slots=True)
class AppPaths:
    """The game's folders and the files in them.

    Attributes:
        config_dir: settings.
        data_dir: the saved game and the statistics.
        state_dir: reserved for small state (window position and the like).
        log_dir: the rotating log.
        desktop_dir, documents_dir: the player's own folders, where a copy of the
            game can go when the data folder cannot be written (None: unknown).
    """

    config_dir: Path
    data_dir: Path
    state_dir: Path
    log_dir: Path
    desktop_dir: Path | None = None
    documents_dir: Path | None = None

    @property
    def settings_file(self) -> Path:
        """The settings (JSON)."""
        return self.config_dir / SETTINGS_FILE

    @property
    def saved_game_file(self) -> Path:
        """The autosaved game in progress (JSON)."""
        return self.data_dir / SAVED_GAME_FILE

    @property
    def previous_game_file(self) -> Path:
        """The game that was in progress when a new one was started (one is kept)."""
        return self.data_dir / PREVIOUS_GAME_FILE

    @property
    def crash_mark_file(self) -> Path:
        """How often the saved game went wrong in a row (a save that fails twice is set aside)."""
        return self.data_dir / CRASH_MARK_FILE

    def own_folders(self) -> list[Path]:
        """The game's own folders (each once: on Windows they are one and the same)."""
        return list(dict.fromkeys((self.config_dir, self.data_dir, self.state_dir, self.log_dir)))

    def copy_folders(self) -> dict[str, Path]:
        """The player's folders that exist, by name (``"desktop"``, ``"documents"``)."""
        found = {}
        for name, folder in (("desktop", self.desktop_dir), ("documents", self.documents_dir)):
            try:
                if folder is not None and folder.is_dir():
                    found[name] = folder
            except OSError:
                continue
        return found

    def copy_files(self) -> list[Path]:
        """Copies of the game saved on the Desktop or in Documents that exist."""
        return [
            folder / COPY_FILE
            for folder in self.copy_folders().values()
            if (folder / COPY_FILE).is_file()
        ]

    @property
    def statistics_file(self) -> Path:
        """Games played and won, best scores (JSON)."""
        return self.data_dir / STATISTICS_FILE

    @property
    def helper_table_file(self) -> Path:
        """The table helper's last table and rack (JSON), beside the saved game."""
        return self.data_dir / HELPER_TABLE_FILE

    @property
    def log_file(self) -> Path:
        """The current log file (older ones sit beside it as ``.1``, ``.2``...)."""
        return self.log_dir / LOG_FILE

    @classmethod
    def under(cls, base: str | os.PathLike[str]) -> AppPaths:
        """Every folder inside ``base``: ``config/``, ``data/``, ``state/``, ``log/``
        (and ``Desktop/`` and ``Documents/`` for copies, when they exist)."""
        root = Path(base)
        return cls(
            root / "config",
            root / "data",
            root / "state",
            root / "log",
            root / "Desktop",
            root / "Documents",
        )


def app_paths(base: str | os.PathLike[str] | None = None) -> AppPaths:
    """The folders to use, in order of precedence.

    1. ``base``, when given (tests pass ``tmp_path``);
    2. the ``RUMMIKUB_DESKTOP_HOME`` environment variable, when set and not empty;
    3. the platform's user folders from platformdirs.
    """
    if base is not None:
        return AppPaths.under(base)
    home = os.environ.get(HOME_ENV, "").strip()
    if home:
        return AppPaths.under(Path(home).expanduser())
    return AppPaths(
        config_dir=platformdirs.user_config_path(APP_NAME, appauthor=False),
        data_dir=platformdirs.user_data_path(APP_NAME, appauthor=False),
        state_dir=platformdirs.user_state_path(APP_NAME, appauthor=False),
        log_dir=platformdirs.user_log_path(APP_NAME, appauthor=False),
        desktop_dir=_user_folder(platformdirs.user_desktop_path),
        documents_dir=_user_folder(platformdirs.user_documents_path),
    )


def _user_folder(find: Callable[[], Path]) -> Path | None:
    try:
        return find()
    except Exception:  # an odd platform set-up: no copies offered there
        return None
