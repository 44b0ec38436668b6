"""Files that outlive the window: settings, the saved game, statistics, the log.

Everything is JSON written atomically (a temporary file, flushed, then renamed
over the old one) with a kind and a schema version; nothing is read with pickle
or eval, and a file that cannot be read is set aside under a new name, never
deleted. The folders come from platformdirs (:mod:`.paths`).
"""

from .paths import APP_NAME, HOME_ENV, AppPaths, app_paths
from .savegame import (
    SAVED_GAME,
    SavedGame,
    delete_saved_game,
    has_saved_game,
    load_controller,
    load_game,
    read_controller,
    read_saved_game,
    save_controller,
    save_game,
    saved_game_data,
)
from .settings import (
    Contrast,
    Settings,
    TextSize,
    TileColours,
    TileSize,
    load_settings,
    save_settings,
)
from .stats import LevelRecord, Statistics, load_statistics, record_match, save_statistics
from .storage import (
    MAX_FILE_BYTES,
    DocumentError,
    FileSchema,
    LoadResult,
    LoadStatus,
    load_document,
    read_document,
    remove_stale_temporaries,
    save_document,
    set_aside,
    write_document,
    write_json_atomic,
)

__all__ = [
    "APP_NAME",
    "HOME_ENV",
    "MAX_FILE_BYTES",
    "SAVED_GAME",
    "AppPaths",
    "Contrast",
    "DocumentError",
    "FileSchema",
    "LevelRecord",
    "LoadResult",
    "LoadStatus",
    "SavedGame",
    "Settings",
    "Statistics",
    "TextSize",
    "TileColours",
    "TileSize",
    "app_paths",
    "delete_saved_game",
    "has_saved_game",
    "load_controller",
    "load_document",
    "load_game",
    "load_settings",
    "load_statistics",
    "read_controller",
    "read_document",
    "read_saved_game",
    "record_match",
    "remove_stale_temporaries",
    "save_controller",
    "save_document",
    "save_game",
    "save_settings",
    "save_statistics",
    "saved_game_data",
    "set_aside",
    "write_document",
    "write_json_atomic",
]
