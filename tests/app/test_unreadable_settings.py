"""Issue 30, part 2: settings the game may not read are never written over unread.

A ``settings.json`` the player's account cannot read (mode 0000, another owner's)
used to be replaced by the standard settings at the first change: "Grandma
Rose" became "You", no copy was kept, and the start said only "The standard
settings are used." Now it is renamed aside before anything is written, and the
start says which settings were lost, why, and under which name the file is
kept. The real program runs as a player would (root's permission bypass
dropped, see :mod:`tests.support.no_bypass`) and changes one setting.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rummikub_desktop.persistence import load_settings, save_settings
from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths
from rummikub_desktop.persistence.settings import Settings
from tests.support.no_bypass import as_a_player

REPO = Path(__file__).resolve().parents[2]

CHANGES_A_SETTING = """
import os, sys
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
from rummikub_desktop.app import launcher
from rummikub_desktop.app.window import App

real_step = App.step

def step(app):
    running = real_step(app)
    if app.frames == 3:
        print("MENU", getattr(app.scene, "notice", None), flush=True)
        app.settings = app.settings.with_changes(sound=False)
        print("SAVED", app.hooks.save_settings(app.settings), flush=True)
        app.quit()
    return running

App.step = step
sys.exit(launcher.run([]))
"""


def _unreadable_settings(paths: AppPaths) -> bytes:
    grandma = Settings(player_name="Grandma Rose", language="en")
    assert save_settings(grandma, paths) is None
    original = paths.settings_file.read_bytes()
    paths.settings_file.chmod(0o000)
    return original


def _run_as_a_player(tmp_path: Path) -> tuple[str, str]:
    """The real program changes one setting; returns its notice line and what saving said."""
    prefix = as_a_player()
    env = dict(
        os.environ,
        PYTHONPATH=str(REPO),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        **{HOME_ENV: str(tmp_path)},
    )
    done = subprocess.run(
        [*prefix, sys.executable, "-c", CHANGES_A_SETTING],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    menu, saved = done.stdout.splitlines()[:2]
    return menu, saved


def test_settings_that_cannot_be_read_are_kept_aside_before_anything_is_written(tmp_path):
    paths = AppPaths.under(tmp_path)
    original = _unreadable_settings(paths)
    menu, saved = _run_as_a_player(tmp_path)
    kept = sorted(paths.config_dir.glob("settings.bad-*.json"))
    assert len(kept) == 1, f"no copy kept: {sorted(p.name for p in paths.config_dir.iterdir())}"
    assert kept[0].read_bytes() == original, "the player's own settings, byte for byte"
    assert menu.startswith("MENU Your settings could not be read: ")
    assert "does not allow the game to read settings.json" in menu
    assert "Your name, the other players, the rule options" in menu
    assert f"kept under the name {kept[0].name}" in menu
    assert saved == "SAVED None"
    # The new file holds the change; putting the kept file back brings Grandma back.
    assert load_settings(paths).value.sound is False
    kept[0].chmod(0o600)
    os.replace(kept[0], paths.settings_file)
    assert load_settings(paths).value.player_name == "Grandma Rose"


def test_settings_that_can_be_neither_read_nor_moved_are_never_written_over(tmp_path):
    paths = AppPaths.under(tmp_path)
    original = _unreadable_settings(paths)
    paths.config_dir.chmod(0o500)
    try:
        menu, saved = _run_as_a_player(tmp_path)
    finally:
        paths.config_dir.chmod(0o700)
    assert "does not allow the game to read settings.json" in menu
    assert saved.startswith("SAVED FileProblem(kind='settings', reason=<Reason.NO_PERMISSION")
    assert paths.settings_file.stat().st_mode & 0o777 == 0
    paths.settings_file.chmod(0o600)
    assert paths.settings_file.read_bytes() == original
