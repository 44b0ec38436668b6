"""Where the files live."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from rummikub_desktop.persistence.paths import APP_NAME, HOME_ENV, AppPaths, app_paths


def test_base_argument_wins(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "env"))
    paths = app_paths(tmp_path / "arg")
    assert paths.settings_file == tmp_path / "arg" / "config" / "settings.json"


def test_environment_variable_points_everything_at_one_folder(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    paths = app_paths()
    assert paths == AppPaths.under(tmp_path)
    for folder in (paths.config_dir, paths.data_dir, paths.state_dir, paths.log_dir):
        assert folder.is_relative_to(tmp_path)


def test_platform_folders_without_the_author(monkeypatch):
    monkeypatch.delenv(HOME_ENV, raising=False)
    paths = app_paths()
    assert paths.config_dir == platformdirs.user_config_path(APP_NAME, appauthor=False)
    assert paths.log_dir == platformdirs.user_log_path(APP_NAME, appauthor=False)
    # The folder name must not be doubled ("rummikub-desktop/rummikub-desktop").
    assert Path(APP_NAME) / APP_NAME not in paths.data_dir.parents
    assert paths.data_dir.parts.count(APP_NAME) == 1


def test_file_names_differ_because_windows_folders_coincide(tmp_path):
    same = AppPaths(tmp_path, tmp_path, tmp_path, tmp_path)
    files = {same.settings_file, same.saved_game_file, same.statistics_file, same.log_file}
    assert len(files) == 4


def test_nothing_is_created_by_asking(tmp_path):
    app_paths(tmp_path / "x")
    assert not (tmp_path / "x").exists()
