"""Files that outlive the window: settings, the saved game, statistics, the log.

Everything is JSON written atomically (a temporary file, flushed, then renamed
over the old one) with a kind and a schema version; nothing is read with pickle
or eval, and a file that cannot be read is set aside under a new name, never
deleted. The folders come from platformdirs (:mod:`.paths`). Nothing here holds
a sentence for the player: failures come back as :class:`FileProblem` values
(what, why, where) that the screens put into words.
"""

from .paths import APP_NAME, HOME_ENV, AppPaths, app_paths
from .savegame import (
    CRASH_LIMIT,
    SAVED_GAME,
    CrashNote,
    SavedGame,
    delete_saved_game,
    has_saved_game,
    keep_as_previous,
    load_controller,
    load_game,
    newest_copy,
    note_crash,
    promote_previous,
    read_controller,
    read_saved_game,
    save_controller,
    save_copy,
    save_game,
    saved_game_data,
)
from .settings import Settings, TextSize, load_settings, save_settings
from .stats import LevelRecord, Statistics, load_statistics, record_match, save_statistics
from .storage import (
    MAX_FILE_BYTES,
    DocumentError,
    FileProblem,
    FileSchema,
    LoadResult,
    LoadStatus,
    Reason,
    check_document,
    load_document,
    quote,
    read_document,
    read_regular_file,
    remove_stale_temporaries,
    save_document,
    set_aside,
    write_document,
    write_json_atomic,
)

__all__ = [
    "APP_NAME",
    "CRASH_LIMIT",
    "HOME_ENV",
    "MAX_FILE_BYTES",
    "SAVED_GAME",
    "AppPaths",
    "CrashNote",
    "DocumentError",
    "FileProblem",
    "FileSchema",
    "LevelRecord",
    "LoadResult",
    "LoadStatus",
    "Reason",
    "SavedGame",
    "Settings",
    "Statistics",
    "TextSize",
    "app_paths",
    "check_document",
    "delete_saved_game",
    "has_saved_game",
    "keep_as_previous",
    "load_controller",
    "load_document",
    "load_game",
    "load_settings",
    "load_statistics",
    "newest_copy",
    "note_crash",
    "promote_previous",
    "quote",
    "read_controller",
    "read_document",
    "read_regular_file",
    "read_saved_game",
    "record_match",
    "remove_stale_temporaries",
    "save_controller",
    "save_copy",
    "save_document",
    "save_game",
    "save_settings",
    "save_statistics",
    "saved_game_data",
    "set_aside",
    "write_document",
    "write_json_atomic",
]
