"""One game, one window: what the first copy and a second start each do.

The launcher takes the data folder's lock (:class:`~rummikub_desktop.persistence.lock.GameLock`)
before anything is read. Then:

- **the first copy** watches for a second start's request (:class:`ComeForwardWatch`: a
  thread looks for the request file four times a second and wakes the loop; the
  window's own thread answers). It brings its window to the front
  (:func:`bring_forward`), says in its own window "You started the game again:
  here it is", and answers whether it took the front;
- **a second start** (:func:`second_start`) asks, waits up to
  :data:`ANSWER_SECONDS` for the answer, and exits. When the first copy could
  not come to the front (the system refused, or it did not answer), a small
  window says in big words, in the player's language, that the game is already
  open (:func:`tell_already_open`).

What brings a window forward where: SDL's ``SDL_RaiseWindow`` (``Window.focus``).
On Windows a program may take the front only when allowed: the second start,
which the player has just opened and which therefore holds the front, first
allows the first copy (``AllowSetForegroundWindow``). On X11 most window
managers honour the request; where one refuses (focus-stealing prevention) and
on Wayland, the window flashes on the task bar instead and the second start
says so in its small window. On macOS SDL activates the application.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
import warnings
from typing import Any

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.i18n import font_path
from rummikub_desktop.persistence import AppPaths, FileProblem, check_document
from rummikub_desktop.persistence.lock import (
    RAISED,
    SHOWN,
    answer_request,
    ask_to_come_forward,
    has_request,
    take_request,
    wait_for_answer,
)
from rummikub_desktop.persistence.settings import SETTINGS, read_settings
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_text import no_lock_lines
from rummikub_desktop.ui.linebreak import break_lines

from .session_bus import no_bus_autolaunch

log = logging.getLogger(__name__)

ANSWER_SECONDS = 3.0
"""How long a second start waits for the first copy's answer."""
WATCH_SECONDS = 0.25
"""How often the first copy looks for a request (a cheap look at one file name)."""
NOTICE_SECONDS = 120.0
"""The small window closes by itself after this (or at a key, a click, its close box)."""
FOCUS_SECONDS = 0.5
"""How long the first copy waits for the system to give its window the keyboard."""
NO_LOCK_WINDOW = (800, 600)
"""The no-lock window: the smallest the game's screens are laid out for (its
sentences are longer than the already-open window's)."""
NOTICE_TOP = 36
NOTICE_MARGIN = 32
NOTICE_GAP = 12
NOTICE_BUTTON_ROOM = 104
"""Room kept at the bottom of a notice window for its OK button."""


# -- the first copy ------------------------------------------------------------------


class ComeForwardWatch:
    """The first copy's side: notices a second start, and answers from the window's thread.

    Install with :meth:`start` (the watching thread) and call :meth:`on_frame` every frame
    (the launcher sets it as the window's ``on_frame``).
    """

    def __init__(self, paths: AppPaths) -> None:
        self.paths = paths
        self.asked = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._wake = pygame.event.custom_type()
        self.answered = 0
        """Requests answered (tests)."""

    def start(self) -> None:
        """Start watching (a daemon thread: it never keeps the program alive)."""
        self._thread = threading.Thread(target=self._watch, name="come-forward", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop watching (the window closes)."""
        self._stop.set()

    def _watch(self) -> None:
        while not self._stop.wait(WATCH_SECONDS):
            try:
                if has_request(self.paths) and not self.asked.is_set():
                    self.asked.set()
                    # Wakes the sleeping loop; posting is safe from another thread.
                    pygame.event.post(pygame.event.Event(self._wake))
            except Exception:  # the watch must never take the game down
                log.exception("the second-start watch failed")
                return

    def on_frame(self, app: Any) -> None:
        """Answer a waiting request: come forward, say so in the window, tell the second start."""
        if not self.asked.is_set():
            return
        self.asked.clear()
        if not take_request(self.paths):
            return
        answer = bring_forward()
        try:
            # Kind news, not an alarm: the calm notice, sized to its line.
            app.file_watch.show(i18n.tr("files.already_open.here"), calm=True)
        except Exception:  # only a courtesy line in the window: the second start is answered
            log.warning("could not say in the window that a second start asked", exc_info=True)
        answer_request(self.paths, answer)
        self.answered += 1
        log.info("a second start asked this window to come forward: %s", answer)


def _window() -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def bring_forward() -> str:
    """Bring this window to the front: :data:`RAISED` when it has the keyboard after,
    :data:`SHOWN` when the system kept it behind (it then flashes on the task bar)."""
    try:
        window = _window()
        if not pygame.display.get_active():  # minimised: open it again first
            window.restore()
        window.show()
        window.focus()
        deadline = time.monotonic() + FOCUS_SECONDS
        while time.monotonic() < deadline:
            pygame.event.pump()
            if pygame.key.get_focused():
                return RAISED
            time.sleep(0.02)
        window.flash(pygame.FLASH_UNTIL_FOCUSED)
    except (pygame.error, AttributeError) as error:
        log.warning("could not bring the window forward: %s", error)
    return SHOWN


# -- a second start --------------------------------------------------------------------


def _allow_first_copy_to_the_front(pid: int | None) -> None:
    if sys.platform != "win32" or pid is None:
        return
    try:
        import ctypes

        windll = getattr(ctypes, "windll")  # noqa: B009 (Windows only: mypy on Linux has none)
        windll.user32.AllowSetForegroundWindow(pid)
    except Exception:  # the first copy then only flashes on the task bar: say so in the log
        log.warning("could not let the first copy come to the front", exc_info=True)


def players_language(paths: AppPaths) -> str:
    """The language of the player's settings, read only (nothing is moved or written)."""
    result = check_document(paths.settings_file, SETTINGS, read_settings)
    settings = result.value
    language = getattr(settings, "language", i18n.DEFAULT_LANGUAGE)
    return language if language in i18n.LANGUAGES else i18n.DEFAULT_LANGUAGE


def second_start(paths: AppPaths, holder: int | None, *, language: str | None = None) -> int:
    """The game is already open on this data folder: bring it forward, or say so; exit 0."""
    _allow_first_copy_to_the_front(holder)
    answer = wait_for_answer(paths, ANSWER_SECONDS) if ask_to_come_forward(paths) else None
    if answer == RAISED:
        print("Rummikub Desktop is already open: its window was brought to the front.", flush=True)
        return 0
    print("Rummikub Desktop is already open: this second start stops here.", flush=True)
    tell_already_open(language or players_language(paths))
    return 0


def already_open_lines(language: str) -> list[str]:
    """The small window's sentences in ``language``."""
    i18n.set_language(language)
    return [i18n.tr("files.already_open.title"), i18n.tr("files.already_open.look")]


def tell_already_open(language: str, *, seconds: float = NOTICE_SECONDS) -> None:
    """A small window in big words: the game is already open. Closes at a key, a click,
    its close box, or after ``seconds``."""
    lines = already_open_lines(language)
    show_notice(lines, language, (640, 320), "already open: told the player", seconds=seconds)


def cannot_open(paths: AppPaths, problem: FileProblem, *, language: str | None = None) -> int:
    """No lock on the data folder (a folder at the lock's place, a read-only folder...):
    say so in a window, in the player's language, and do not open the game; exit 1.

    Nothing is read but the settings' language and text size; nothing is written.
    """
    print(
        f"Rummikub Desktop cannot open: no lock on {problem.path} ({problem.reason.value}).",
        flush=True,
    )
    language = language or players_language(paths)
    lines = cannot_open_lines(problem, language)
    scale = players_text_scale(paths)
    show_notice(lines, language, NO_LOCK_WINDOW, "cannot open: told the player", scale=scale)
    return 1


def cannot_open_lines(problem: FileProblem, language: str) -> list[str]:
    """The no-lock window's title and sentences in ``language``."""
    i18n.set_language(language)
    return no_lock_lines(problem)


def players_text_scale(paths: AppPaths) -> float:
    """How big the player has the words (read only, as :func:`players_language`)."""
    settings = check_document(paths.settings_file, SETTINGS, read_settings).value
    size = getattr(settings, "text_size", None)
    return float(getattr(size, "scale", 1.0))


def show_notice(
    lines: list[str],
    language: str,
    size: tuple[int, int],
    said: str,
    *,
    seconds: float = NOTICE_SECONDS,
    scale: float = 1.0,
) -> None:
    """A window of ``size`` with ``lines`` in big words (the first as a title) and OK.
    Closes at a key, a click, its close box, or after ``seconds``; prints ``said``
    once it is shown (tests)."""
    button = i18n.tr("files.ok")
    os.environ["SDL_VIDEO_X11_WMCLASS"] = "rummikub-desktop"
    with no_bus_autolaunch():
        pygame.display.init()
    pygame.font.init()
    try:
        screen = pygame.display.set_mode(size)
        pygame.display.set_caption(i18n.tr("window.title"))
        _draw_notice(screen, lines, button, language, scale)
        pygame.display.flip()
        print(said, flush=True)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                    return
                if event.type in (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED):
                    _draw_notice(screen, lines, button, language, scale)
                    pygame.display.flip()
            time.sleep(0.02)
    finally:
        pygame.display.quit()


def notice_layout(
    lines: list[str], language: str, size: tuple[int, int], scale: float = 1.0
) -> tuple[pygame.font.Font, pygame.font.Font, list[tuple[int, list[str]]]]:
    """The notice's fonts and its lines broken to the window's width: the words as big
    as the player has them (``scale``), smaller only where they would not fit above
    the OK button. Returns (title font, words font, [(sentence index, lines)])."""
    width, height = size
    room = height - NOTICE_TOP - NOTICE_BUTTON_ROOM
    for step in range(0, 12):
        factor = scale * (0.92**step)
        big = pygame.font.Font(font_path(bold=True, language=language), round(34 * factor))
        words = pygame.font.Font(font_path(bold=False, language=language), round(28 * factor))
        broken = []
        used = 0
        for index, sentence in enumerate(lines):
            font = big if index == 0 else words

            def measure(text: str, font: pygame.font.Font = font) -> float:
                return float(font.size(text)[0])

            parts = _cut_long_lines(
                break_lines(sentence, width - 2 * NOTICE_MARGIN, measure),
                width - 2 * NOTICE_MARGIN,
                measure,
            )
            broken.append((index, parts))
            used += len(parts) * font.get_linesize() + NOTICE_GAP
        if used <= room:
            break
    return big, words, broken


def _cut_long_lines(lines: list[str], width: float, measure: Any) -> list[str]:
    """Lines still too wide (a folder's path has no spaces to break at) cut where they
    must, after a ``/`` or ``\\`` where there is one."""
    out: list[str] = []
    for line in lines:
        while measure(line) > width and len(line) > 1:
            end = 1
            while end < len(line) and measure(line[: end + 1]) <= width:
                end += 1
            slash = max(line.rfind("/", 1, end), line.rfind("\\", 1, end))
            cut = slash + 1 if slash > end // 2 else end
            out.append(line[:cut])
            line = line[cut:]
        out.append(line)
    return out


def _draw_notice(
    screen: pygame.Surface, lines: list[str], button: str, language: str, scale: float = 1.0
) -> None:
    theme = style.theme()
    screen.fill(theme.background)
    width, height = screen.get_size()
    big, words, broken = notice_layout(lines, language, (width, height), scale)
    y = NOTICE_TOP
    for index, parts in broken:
        font = big if index == 0 else words
        for line in parts:
            picture = font.render(line, True, theme.text)
            screen.blit(picture, ((width - picture.get_width()) // 2, y))
            y += font.get_linesize()
        y += NOTICE_GAP
    label = big.render(button, True, theme.text)
    box = pygame.Rect(0, 0, max(140, label.get_width() + 48), label.get_height() + 20)
    box.center = (width // 2, height - 56)
    pygame.draw.rect(screen, theme.text, box, width=3, border_radius=10)
    screen.blit(label, label.get_rect(center=box.center))
