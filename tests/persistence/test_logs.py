"""The log file and the crash helper."""

from __future__ import annotations

import logging

import pytest

from rummikub_desktop.app import guard
from rummikub_desktop.persistence import logs
from rummikub_desktop.ui.interfaces import AfterError, ErrorSave

SAVED = ErrorSave(AfterError.SAVED)
NOT_SAVED = ErrorSave(AfterError.NOT_SAVED)
NO_GAME = ErrorSave(AfterError.NO_GAME)


@pytest.fixture
def log_file(paths):
    path = logs.setup_logging(paths)
    yield path
    logs.shutdown_logging()


def boom():
    raise RuntimeError("the table fell over")


def caught():
    try:
        boom()
    except RuntimeError as error:
        return error


def test_log_file_in_the_log_folder(log_file, paths):
    assert log_file == paths.log_file and log_file.parent == paths.log_dir
    logging.getLogger("rummikub_desktop.test").info("hello")
    assert "hello" in log_file.read_text()


def test_unexpected_error_is_logged_saved_and_explained(log_file):
    saved = []
    sentence = guard.report_unexpected_error(caught(), save_game=lambda: saved.append(1))
    assert saved == [1]
    assert sentence == SAVED
    text = log_file.read_text()
    assert "Traceback" in text and "the table fell over" in text and "in boom" in text


def test_a_failing_save_is_explained_too(log_file):
    def save_fails():
        raise OSError("disk gone")

    assert guard.report_unexpected_error(caught(), save_game=save_fails) == NOT_SAVED
    assert guard.report_unexpected_error(caught(), save_game=lambda: NOT_SAVED) == NOT_SAVED
    assert guard.report_unexpected_error(caught(), save_game=lambda: "a problem") == NOT_SAVED
    assert guard.report_unexpected_error(caught()) == NO_GAME
    assert "disk gone" in log_file.read_text()


def test_the_log_rotates(paths, monkeypatch):
    monkeypatch.setattr(logs, "MAX_LOG_BYTES", 2000)
    path = logs.setup_logging(paths)
    try:
        logger = logging.getLogger("rummikub_desktop.test")
        for i in range(200):
            logger.info("line %d %s", i, "x" * 50)
        backups = sorted(p.name for p in path.parent.iterdir())
        assert backups == [path.name, f"{path.name}.1", f"{path.name}.2", f"{path.name}.3"]
    finally:
        logs.shutdown_logging()


def test_an_unwritable_log_folder_falls_back_to_stderr(tmp_path):
    from rummikub_desktop.persistence.paths import AppPaths

    blocker = tmp_path / "blocker"
    blocker.write_text("")
    try:
        assert logs.setup_logging(AppPaths.under(blocker)) is None
    finally:
        logs.shutdown_logging()


class FakeHooks:
    def __init__(self):
        self.saved = []

    def save_game(self, controller):
        self.saved.append(controller)


class FakeScene:
    controller = "the game"


class FakeApp:
    """Fails ``failures`` times inside run(), then ends normally."""

    def __init__(self, failures):
        self.failures = failures
        self.hooks = FakeHooks()
        self.scenes = [object(), FakeScene()]

    def run(self):
        if self.failures:
            self.failures -= 1
            raise KeyError("a bug in a scene")
        return 0


def test_run_guarded_saves_and_shows_the_menu(log_file):
    app = FakeApp(failures=2)
    shown = []
    assert guard.run_guarded(app, show_menu=shown.append) == 0
    assert shown == [SAVED, SAVED]
    assert app.hooks.saved == ["the game", "the game"]
    assert log_file.read_text().count("KeyError: 'a bug in a scene'") == 2


def test_run_guarded_gives_up_after_repeated_errors(log_file):
    app = FakeApp(failures=10)
    assert guard.run_guarded(app, show_menu=lambda s: None, attempts=3) == 1


def test_run_guarded_without_a_game(log_file):
    app = FakeApp(failures=1)
    app.scenes = []
    shown = []
    assert guard.run_guarded(app, show_menu=shown.append) == 0
    assert shown == [NO_GAME]


def test_warnings_and_uncaught_errors_reach_the_log(log_file, capsys):
    import sys
    import warnings

    warnings.warn("label too small", UserWarning, stacklevel=1)
    error = caught()
    sys.excepthook(type(error), error, error.__traceback__)
    text = log_file.read_text()
    assert "label too small" in text
    assert "uncaught error" in text and "the table fell over" in text


def test_shutdown_restores_the_hooks(paths):
    import sys

    before = sys.excepthook
    logs.setup_logging(paths)
    assert sys.excepthook is not before
    logs.shutdown_logging()
    assert sys.excepthook is before


def test_no_record_outgrows_the_rotation(log_file):
    huge = "x" * 1_000_000
    logging.getLogger("rummikub_desktop.test").error("a value from a file: %s", huge)
    try:
        raise ValueError(huge)
    except ValueError:
        logging.getLogger("rummikub_desktop.test").exception("and an error quoting it")
    assert log_file.stat().st_size < 2 * logs.MAX_RECORD_CHARS


def test_errors_quote_at_most_200_characters_of_a_file():
    from rummikub_desktop.persistence import quote

    error = UnicodeDecodeError("utf-8", b"\xff" * 1_000_000, 0, 1, "invalid start byte")
    assert len(repr(error)) > 1_000_000
    assert len(quote(error)) < 300
    assert len(quote(KeyError("k" * 10_000))) < 300
