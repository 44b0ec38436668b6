"""One bad file must not flood the log."""

from __future__ import annotations

from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence import logs, storage


def test_one_bad_file_does_not_flood_the_log(paths):
    """A 16 MB settings file that is not UTF-8 once wrote a 67 MB log (the error's
    repr held every byte, and the rotation cannot split one record)."""
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_bytes(b"\xff\xfe" * (storage.MAX_FILE_BYTES // 2))
    path = logs.setup_logging(paths)
    try:
        _, notices = make_app_hooks(paths)
    finally:
        logs.shutdown_logging()
    total = sum(p.stat().st_size for p in path.parent.iterdir())
    assert total < 8 * 1024, f"{total} bytes of log"
    assert [n.kind for n in notices] == ["settings"]
    assert "settings file" in path.read_text(encoding="utf-8")
