"""Issue 30, parts 1 and 3: no lock, no second game; a read-only folder is left as it is.

Where the data folder's lock cannot be taken (a folder at the lock's place, a
folder that can only be read) the game used to run without one, saying so only
on standard error, and a second copy opened too: their saves overwrote each
other and one whole game was lost. And a read-only folder was made writable
again (0500 -> 0700) at start. Now the game opens no game at all: a window says
why, in the player's language, with what to do; nothing in the folder is
written or changed, and the log says so once it is set up.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.one_window import (
    NO_LOCK_WINDOW,
    NOTICE_BUTTON_ROOM,
    NOTICE_GAP,
    NOTICE_TOP,
    cannot_open_lines,
    notice_layout,
)
from rummikub_desktop.persistence import FileProblem, Reason, save_controller
from rummikub_desktop.persistence.lock import LOCK_FILE
from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths
from tests.support.autoplayer import controller_step, new_controller
from tests.support.no_bypass import as_a_player

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX modes and signals")


def _saved_game(paths: AppPaths, turns: int = 12) -> None:
    controller = new_controller(30)
    for _ in range(turns):
        assert controller_step(controller)
    assert save_controller(controller, paths=paths) is None


def _contents(folder: Path) -> dict[str, tuple[int, int, bytes]]:
    found = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        data = path.read_bytes() if path.is_file() else b""
        found[str(path.relative_to(folder))] = (info.st_mode, info.st_mtime_ns, data)
    return found


def _start(home: Path, *args: str, prefix: list[str] | None = None) -> subprocess.Popen:
    env = dict(
        os.environ,
        PYTHONPATH=str(REPO),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        **{HOME_ENV: str(home)},
    )
    return subprocess.Popen(
        [*(prefix or []), sys.executable, *args],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _line(child: subprocess.Popen, seconds: float = 120.0) -> str:
    """The child's next line (it comes in a second or two: ``seconds`` only guards a
    hang; 30 s was too few for its window under two CPU hogs at load 16)."""
    ready, _, _ = select.select([child.stdout], [], [], seconds)
    if not ready:
        child.kill()
        pytest.fail(f"nothing said in {seconds:.0f} s: the game opened ({child.communicate()[1]})")
    return child.stdout.readline().strip()


def _refused(home: Path, reason: str, prefix: list[str] | None = None) -> str:
    """Start the real program; it must say why it does not open and show its window."""
    child = _start(home, "-m", "rummikub_desktop", prefix=prefix)
    try:
        said = _line(child)
        assert said.startswith("Rummikub Desktop cannot open: no lock on "), said
        assert said.endswith(f"({reason})."), said
        assert _line(child) == "cannot open: told the player"
        child.send_signal(signal.SIGTERM)  # as closing its window
        _, err = child.communicate(timeout=30)
        assert child.returncode == 1, err
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    return said


def test_a_folder_at_the_locks_place_opens_no_second_game(tmp_path):
    paths = AppPaths.under(tmp_path)
    _saved_game(paths)
    (paths.data_dir / LOCK_FILE).mkdir()
    before = _contents(paths.data_dir)
    _refused(tmp_path, "not_a_file")
    _refused(tmp_path, "not_a_file")  # a second start: the same, and still nothing written
    assert _contents(paths.data_dir) == before
    log = paths.log_file.read_text(encoding="utf-8")
    assert log.count("the game does not open") == 2


def test_a_read_only_data_folder_opens_no_game_and_stays_read_only(tmp_path):
    prefix = as_a_player()
    paths = AppPaths.under(tmp_path)
    _saved_game(paths)
    paths.data_dir.chmod(0o500)
    before = _contents(paths.data_dir)
    try:
        _refused(tmp_path, "no_permission", prefix)
        assert _contents(paths.data_dir) == before
        assert paths.data_dir.stat().st_mode & 0o777 == 0o500
    finally:
        paths.data_dir.chmod(0o700)


def test_a_read_only_settings_folder_is_left_read_only(tmp_path):
    prefix = as_a_player()
    paths = AppPaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.config_dir.chmod(0o500)
    try:
        child = _start(tmp_path, "-m", "tests.app.start_child", prefix=prefix)
        out, err = child.communicate(timeout=120)
        assert child.returncode == 0, err
        assert out.startswith("MENU")
        assert paths.config_dir.stat().st_mode & 0o777 == 0o500
    finally:
        paths.config_dir.chmod(0o700)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize(
    "reason", [Reason.NOT_A_FILE, Reason.NO_PERMISSION, Reason.READ_ONLY, Reason.OTHER]
)
def test_the_no_lock_window_says_it_all_in_each_language_at_the_largest_words(language, reason):
    folder = Path("/home/grandma-rose/.local/share/rummikub-desktop")
    problem = FileProblem("lock", reason, folder / LOCK_FILE, writing=True, detail="No locks")
    lines = cannot_open_lines(problem, language)
    assert len(lines) == 2 and all(lines)
    assert "{" not in "".join(lines)
    pygame.font.init()
    big, words, broken = notice_layout(lines, language, NO_LOCK_WINDOW, scale=1.5)
    height = sum(
        len(parts) * (big if index == 0 else words).get_linesize() + NOTICE_GAP
        for index, parts in broken
    )
    assert height <= NO_LOCK_WINDOW[1] - NOTICE_TOP - NOTICE_BUTTON_ROOM
    assert words.get_height() >= 24, "the words stay big"
    for index, parts in broken:
        font = big if index == 0 else words
        assert all(font.size(part)[0] <= NO_LOCK_WINDOW[0] - 64 for part in parts)
