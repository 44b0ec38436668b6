"""The window, the scene stack and the main loop.

:meth:`App.step` runs one frame: it takes the waiting pygame events, lets the
widgets see them (``UIManager.process_events``), hands the rest to the top
scene, advances time and draws, but only when something changed: an event,
a scene that moves or whose :meth:`~rummikub_desktop.ui.interfaces.SceneLike.view_key`
changed, a widget's blinking caret. ``step()`` never waits for events, so tests
post real pygame events and call it back to back; :meth:`App.run` calls it until
the player quits and, between frames, sleeps until an event or the scene's next
timer (:meth:`App.wait_for_events`): a still screen costs next to nothing.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from rummikub_desktop import i18n
from rummikub_desktop.engine import Colour, Tile
from rummikub_desktop.persistence import FileProblem
from rummikub_desktop.persistence.settings import DEFAULT_WINDOW, MAX_WINDOW, MIN_WINDOW
from rummikub_desktop.scenes.game.nudge import NUDGE_SECONDS
from rummikub_desktop.ui.interfaces import (
    AppHooks,
    SceneArguments,
    SceneCall,
    SceneLike,
    SceneName,
)
from rummikub_desktop.ui.sound import Sounds
from rummikub_desktop.ui.speech import Engine, SentenceProgram
from rummikub_desktop.ui.tile_art import TileArt

from .appearance import Appearance
from .closing import SIGNAL_ATTRIBUTE, is_closing_request
from .computer import ComputerProcess
from .desktop_window import DesktopWindow
from .keeping import FileWatch
from .painter import Painter
from .recorder import Recorder
from .registry import SceneEntry, make_scene, scene_registry
from .scene_stack import SceneStack
from .screen_reading import ScreenReading
from .session_bus import no_bus_autolaunch
from .speech import Narrator

DEFAULT_SIZE = DEFAULT_WINDOW
MIN_SIZE = MIN_WINDOW
FPS = 60
MAX_STEP_SECONDS = 0.5
"""The most time one frame advances the scenes (after a stall, or a long idle wait)."""
IDLE_POLL = 0.02
"""Seconds between looks at the event queue while nothing moves.

``pygame.event.wait(timeout)`` in pygame-ce 2.5 looks every millisecond: 1.5% of a
core measured in a still window under Xvfb, against 0.5% for a 10 ms sleep. A 20 ms
sleep takes the game screen's own thread from 1.9% to 1.2% (the sound device's
thread adds 0.5%) and still answers a key or a click within a fiftieth of a second,
quicker than a screen refresh and a half."""
SETTLED_WAKE = 0.25
"""A scene that wants its next frame sooner than this has something moving or being
worked out (a computer's turn, a hint: 0.05 s; tiles on their way: 0); a clock
looked at (a turn timer, the nudge to come) wakes it this often or less."""
INPUT_EVENTS = frozenset(
    {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP}
)
"""The events counted as inputs (:attr:`App.inputs`)."""
IDLE_HEARTBEAT = 1.0
"""The longest the loop sleeps with nothing to wake it: a change no scene reported
still shows within a second, for a step that costs a fraction of a millisecond."""
CARET_WAKE = 0.1
"""How often a focused text field is looked at, so its caret blinks."""
SPEECH_WAKE = 0.1
"""How often the loop looks whether the sentence being read has ended (only while one
is read or waits), to start the next one: a tenth of a second between sentences."""
_MODIFIER_KEYS = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LMETA,
        pygame.K_RMETA,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCK,
    }
)
"""Keys that act only with another: held alone, they do not cut the voice off."""
"""How often a focused text field is looked at, so its caret blinks."""
_POINTER_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
DPI_AWARENESS_HINT = "SDL_WINDOWS_DPI_AWARENESS"
"""SDL's hint (2.24+): a Windows program that says it knows the display's scaling
gets the screen's real pixels and draws them sharp, instead of being drawn small
and stretched by Windows (blurry text at 125-200 %)."""
DPI_AWARENESS = "permonitorv2"
"""Per monitor: sharp on every monitor, each at its own scaling."""
USUAL_DPI = 96
"""Windows' dots per inch at 100 % scaling."""
LARGEST_DISPLAY_SCALE = 3.0
"""The most the display's scaling is believed (Windows offers up to 500 %, but a
window of the usual size times more than this would not fit any screen)."""
WINDOW_FRAME = 80
"""Height of the screen kept for the window's title bar and the task bar (at 100 %)."""

log = logging.getLogger(__name__)


def declare_dpi_awareness() -> None:
    """Tell SDL, before the display opens, that the game draws at the screen's real
    pixels (only Windows reads the hint; a value set by the player is kept)."""
    os.environ.setdefault(DPI_AWARENESS_HINT, DPI_AWARENESS)


def display_scale() -> float:
    """The display's scaling (1.5 at 150 %) on Windows once the game is DPI-aware;
    1.0 elsewhere, or when Windows cannot say (before Windows 10's 1607 update)."""
    if sys.platform != "win32":
        return 1.0
    try:
        import ctypes

        dpi = ctypes.windll.user32.GetDpiForSystem()
    except (AttributeError, OSError):
        log.warning("the display's scaling is unknown: words drawn at 100 %%", exc_info=True)
        return 1.0
    if not dpi:
        return 1.0
    return max(1.0, min(LARGEST_DISPLAY_SCALE, dpi / USUAL_DPI))


def desktop_size() -> tuple[int, int] | None:
    """The largest desktop's size in real pixels (None with no real screen, as with
    the dummy driver of the tests)."""
    try:
        if pygame.display.get_driver() == "dummy":
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    if not sizes:
        return None
    return max(size[0] for size in sizes), max(size[1] for size in sizes)


def clamp_to_desktop(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """A window size asked for (a drag of the window's corner, a posted event) made no
    smaller than the screens are laid out for and no bigger than the desktop: a
    10000 x 10000 window took 2.2 s a frame to draw."""
    width = max(MIN_SIZE[0], int(size[0]))
    height = max(MIN_SIZE[1], int(size[1]))
    if desktop is not None:
        width = max(MIN_SIZE[0], min(width, desktop[0]))
        height = max(MIN_SIZE[1], min(height, desktop[1]))
    return min(width, MAX_WINDOW[0]), min(height, MAX_WINDOW[1])


def inside_window(event: pygame.event.Event, size: tuple[int, int]) -> pygame.event.Event | None:
    """A mouse event with its position moved inside the window (None: a position that is
    not a position at all).

    SDL reports positions outside the window during a drag, and anything can be
    posted: a tile dragged to y = 2**31 - 1 made drawing loop for minutes.
    """
    if event.type not in _POINTER_EVENTS or not hasattr(event, "pos"):
        return event
    width, height = size
    try:
        x, y = (int(value) for value in event.pos)
    except (TypeError, ValueError, OverflowError):
        return None
    inside = (min(max(x, 0), width - 1), min(max(y, 0), height - 1))
    if inside == tuple(event.pos):
        return event
    attributes = dict(event.dict)
    attributes["pos"] = inside
    if "rel" in attributes:
        try:
            dx, dy = (int(value) for value in attributes["rel"])
            attributes["rel"] = (min(max(dx, -width), width), min(max(dy, -height), height))
        except (TypeError, ValueError, OverflowError):
            attributes["rel"] = (0, 0)
    return pygame.event.Event(event.type, attributes)


def fit_to_desktop(size: tuple[int, int], scale: float = 1.0) -> tuple[int, int]:
    """``size``, made smaller where the screen is smaller (a size kept from a bigger screen).

    The desktop's size is in real pixels (the game is DPI-aware). The usual size
    of a first start is ``scale`` times bigger on a scaled display (1920 x 1200 at
    150 %), so the window covers as much of the screen as it did before. Some
    height is left for the window's title bar and the task bar. With no real
    screen (the dummy driver of the tests) the size is kept as it is.
    """
    try:
        if pygame.display.get_driver() == "dummy":
            return tuple(size)  # type: ignore[return-value]
        desktop_w, desktop_h = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return tuple(size)  # type: ignore[return-value]
    if tuple(size) == tuple(DEFAULT_SIZE):
        size = (round(size[0] * scale), round(size[1] * scale))
    return (
        max(MIN_SIZE[0], min(size[0], desktop_w)),
        max(MIN_SIZE[1], min(size[1], desktop_h - round(WINDOW_FRAME * scale))),
    )


def is_players_action(event: pygame.event.Event) -> bool:
    """True for a press of a mouse button or of a key (not a modifier held alone): the
    player's own action, which cuts off what is being read."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return getattr(event, "button", 1) in (1, 2, 3)
    if event.type == pygame.KEYDOWN:
        return getattr(event, "key", None) not in _MODIFIER_KEYS
    return False


class App:
    """The game's window with its scene stack.

    Args:
        size: the window's size.
        hooks: settings and saves (see :mod:`rummikub_desktop.ui.interfaces`).
        fast: run frames back to back without waiting, each one 1/60 s of game time
            (tests, autoplay).
        seed: deals the first game from this seed (``--seed``).
        nudge_seconds: seconds of nothing done on a person's turn before the nudge
            (``--nudge-seconds``; None: the game's minute).
        fullscreen: open in full screen.
        registry: the scenes by name (every scene of the game if None).
        thinker: the computer's process (a new one, closed with the window, if None).
        speech_engine: makes the speech engine, in the speech thread (the computer's
            own if None; tests pass a recording one).
    """

    def __init__(
        self,
        *,
        size: tuple[int, int] = DEFAULT_SIZE,
        hooks: AppHooks | None = None,
        fast: bool = False,
        seed: int | None = None,
        nudge_seconds: float | None = None,
        fullscreen: bool = False,
        registry: dict[SceneName, SceneEntry] | None = None,
        thinker: ComputerProcess | None = None,
        speech_engine: Callable[[], Engine | SentenceProgram] | None = None,
    ) -> None:
        self.hooks = hooks or AppHooks()
        # The computer's process is the window's own unless one is shared (tests).
        self._owns_thinker = thinker is None
        self._thinker = thinker if thinker is not None else ComputerProcess()
        # The coach's searches have a process of their own (started at its first
        # search): queued behind them, a computer's turn would wait.
        self._coach_thinker = ComputerProcess()
        self.registry = registry if registry is not None else scene_registry()
        self.settings = self.hooks.settings
        i18n.set_language(getattr(self.settings, "language", i18n.DEFAULT_LANGUAGE))
        language = i18n.language()
        # The window's class name, so scripts can find it (xdotool --classname);
        # pygame sets it to the script's name on import.
        os.environ["SDL_VIDEO_X11_WMCLASS"] = "rummikub-desktop"
        declare_dpi_awareness()
        with no_bus_autolaunch():
            pygame.display.init()
        pygame.font.init()
        self.appearance = Appearance(display_scale())
        """The settings' colours, fonts and sizes on this display."""
        self.fast = fast
        self.seed = seed
        self.nudge_seconds = NUDGE_SECONDS if nudge_seconds is None else nudge_seconds
        self.window = DesktopWindow(fit_to_desktop(size, self.display_scale))
        """The window on the desktop: its picture, size and full screen."""
        size = self.window.screen.get_size()
        pygame.display.set_caption(i18n.tr("window.title"))
        self.appearance.use_colours(self.settings)
        self.tile_art = TileArt()
        self._set_icon()
        self.manager = pygame_gui.UIManager(
            size,
            self.appearance.widget_theme(self.settings),
            enable_live_theme_updates=False,
            starting_language=i18n.record(language).gui_locale,
        )
        self.clock = pygame.time.Clock()
        self.sounds = Sounds(lambda: bool(getattr(self.settings, "sound", True)))
        self.speaker = Narrator(lambda: self.settings, speech_engine)
        self.screen_reading = ScreenReading()
        """Reads aloud what the top screen shows, and again on S."""
        self.stack = SceneStack(self.make_scene, self.invalidate, self.quit)
        """The scenes shown, the top one last."""
        self.running = True
        self.exit_code = 0
        self.frames = 0
        """Steps run."""
        self.inputs = 0
        """Presses and releases of a mouse button or a key handled so far."""
        self.last_frame_seconds = 0.0
        self.painter = Painter(self.manager)
        """Draws the frames, only when something changed."""
        self.on_frame: Callable[[App], None] | None = None
        self.file_watch = FileWatch(self)
        self.recorder: Recorder | None = None
        """Set (``--referee``, ``--screen-file``, tests) to record each drawn frame's
        boxes and have the layout referee judge them; None in play (no cost)."""
        if fullscreen:
            self.toggle_fullscreen()

    def _set_icon(self) -> None:
        """A red 7 tile as the window's icon."""
        icon = pygame.Surface((32, 32), pygame.SRCALPHA)
        icon.blit(self.tile_art.face(Tile(Colour.RED, 7), (23, 32)), (4, 0))
        pygame.display.set_icon(icon)

    # -- settings -----------------------------------------------------------

    @property
    def display_scale(self) -> float:
        """The display's scaling (1.5 at 150 % on Windows): words and tiles are drawn
        this much bigger, so that they are as big on the screen as at 100 %."""
        return self.appearance.display_scale

    @property
    def thinker(self) -> ComputerProcess:
        """The computer's process (its jobs never make the window wait)."""
        return self._thinker

    @property
    def coach_thinker(self) -> ComputerProcess:
        """The coach's process (its searches never delay a computer's turn)."""
        return self._coach_thinker

    @property
    def tile_scale(self) -> float:
        """How much bigger than usual the tiles are (the Tile size setting, times the
        display's scaling: at 150 % a tile is as big on the screen as at 100 %)."""
        return self.appearance.tile_scale(self.settings)

    @property
    def text_scale(self) -> float:
        """How much bigger than standard the words are (the Text size setting, times
        the display's scaling)."""
        return self.appearance.text_scale(self.settings)

    def change_settings(self, **changes: Any) -> FileProblem | None:
        """Keep changed settings (a new frozen copy) and save them through the hook.

        Returns None, or what went wrong when they could not be saved (the
        player is told by the window, from ``hooks.files``).
        """
        try:
            self.settings = self.settings.with_changes(**changes)
        except (AttributeError, TypeError, ValueError):
            return None
        self.hooks.settings = self.settings
        return self.hooks.save_settings(self.settings)

    def apply_text_size(self) -> None:
        """Rebuild the widgets with the fonts of the Text size setting."""
        self.apply_appearance()

    def apply_appearance(self) -> None:
        """Show the settings' text size, colours and tile sizes at once: the painters'
        colours, the widgets' theme, and every widget built again."""
        self.appearance.apply(self.settings, self.manager)
        self.invalidate()
        if self.scene is not None:
            self.scene.rebuild()
        self.file_watch.rebuild()

    def change_language(self, language: str) -> FileProblem | None:
        """Speak ``language`` from now on and keep it in the settings.

        The catalogue, the theme's fonts, pygame-gui's locale and the window's
        title change at once, and the scene on top is built again (the others
        are built when they come back on top). Returns None, or what went
        wrong when the settings could not be saved.
        """
        i18n.set_language(language)
        language = i18n.language()
        self.appearance.speak(self.settings, self.manager)
        self.invalidate()
        problem = None
        if getattr(self.settings, "language", language) != language:
            problem = self.change_settings(language=language)
        if self.scene is not None:
            self.scene.rebuild()
        return problem

    def _speech_failed(self) -> None:
        """The speech engine failed (written to the log once): with Read aloud on, it is
        switched off and the player told once, calmly. With it off (the first start's
        question, Try it), nothing is shown: the Read aloud settings say why."""
        if not getattr(self.settings, "read_aloud", False):
            return
        self.change_settings(read_aloud=False)
        self.file_watch.show(i18n.tr("speech.failed"), read=False, calm=True)
        self.invalidate()

    # -- the scene stack --------------------------------------------------

    def invalidate(self) -> None:
        """Draw the next frame even if nothing seems to have changed."""
        self.painter.invalidate()

    @property
    def drawn_frames(self) -> int:
        """Frames drawn and shown (a step with nothing new draws nothing)."""
        return self.painter.drawn_frames

    @property
    def scene(self) -> SceneLike | None:
        """The scene on top (the one the player sees)."""
        return self.stack.top

    @property
    def scenes(self) -> list[SceneLike]:
        """Every scene shown, the one on top last."""
        return self.stack.scenes

    @scenes.setter
    def scenes(self, scenes: list[SceneLike]) -> None:
        self.stack.scenes = scenes

    def make_scene(self, scene: SceneCall | SceneLike) -> SceneLike:
        """The scene registered as ``scene`` (a name, or its arguments) made; a made
        scene as it is."""
        if isinstance(scene, SceneName | SceneArguments):
            return make_scene(self.registry, self, scene)
        return scene

    def push(self, scene: SceneCall | SceneLike) -> None:
        """Show ``scene`` (a name, its arguments, or a made scene) over the current one."""
        self.stack.push(scene)

    def pop(self) -> None:
        """Close the top scene and go back to the one below (none left: the app ends)."""
        self.stack.pop()

    def replace(self, scene: SceneCall | SceneLike) -> None:
        """Close the top scene and show ``scene`` instead."""
        self.stack.replace(scene)

    def reset_to(self, scene: SceneCall | SceneLike) -> None:
        """Close every scene and show ``scene`` alone."""
        self.stack.reset_to(scene)

    def keep_window_settings(self) -> None:
        """Remember the window's size and full screen for the next start."""
        wanted = self.window.settings_to_keep()
        current = {key: getattr(self.settings, key, None) for key in wanted}
        if current != wanted and hasattr(self.settings, "window_size"):
            self.change_settings(**wanted)

    def game_controller(self) -> Any:
        """The game in progress (the topmost scene's controller), or None."""
        return self.stack.game_controller()

    def save_everything(self) -> None:
        """The scenes save what they hold (the game), and what failed before is tried again."""
        self.stack.close_requested()
        retry = getattr(self.hooks, "retry_saves", None)
        if retry is not None:
            retry()

    def quit(self, code: int = 0) -> None:
        """End the loop after this frame."""
        self.running = False
        self.exit_code = code

    # -- the window -------------------------------------------------------

    @property
    def screen(self) -> pygame.Surface:
        """The window's picture."""
        return self.window.screen

    @screen.setter
    def screen(self, screen: pygame.Surface) -> None:
        self.window.screen = screen

    @property
    def fullscreen(self) -> bool:
        """True in full screen."""
        return self.window.fullscreen

    @fullscreen.setter
    def fullscreen(self, fullscreen: bool) -> None:
        self.window.fullscreen = fullscreen

    def toggle_fullscreen(self) -> None:
        """F11: full screen on or off (back to the window's last size)."""
        if self.window.toggle_fullscreen():
            self._resized(self.screen.get_size())

    def _resized(self, size: tuple[int, int]) -> None:
        self.window.resize(clamp_to_desktop(size, desktop_size()))
        self.manager.set_window_resolution(self.screen.get_size())
        self.invalidate()
        if self.scene is not None:
            self.scene.rebuild()
        self.file_watch.rebuild()

    # -- the loop ---------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one event: window events, then widgets, then the scene.

        Mouse positions are first moved inside the window. Closing the window
        saves; while the game cannot be saved, a dialog asks first.
        """
        moved = inside_window(event, self.screen.get_size())
        if moved is None:
            return
        event = moved
        if is_closing_request(event):
            # The system asks (a closed terminal, Ctrl+C, logging out): save and end,
            # without a question nobody may be there to answer.
            log.info("closing at the system's request (%s)", getattr(event, SIGNAL_ATTRIBUTE))
            self.save_everything()
            self.keep_window_settings()
            self.quit()
            return
        if is_players_action(event):
            # Only the player's own action cuts off what is being read (see app.speech).
            self.speaker.interrupt()
        if event.type == pygame.QUIT:
            if self.file_watch.dialog is None:
                self.save_everything()
                self.keep_window_settings()
            if self.file_watch.may_close():
                self.quit()
            return
        if self.file_watch.handle_event(event):
            return
        if event.type == pygame.VIDEORESIZE:
            self._resized(event.size)
            self.window.changed()
            return
        if event.type == pygame.WINDOWSIZECHANGED and self.window.save_due is None:
            # Also sent for our own set_mode: it starts the wait but does not prolong it.
            self.window.changed()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        scene = self.scene
        pointer = event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
        )
        if scene is not None and pointer and scene.wants_pointer:
            scene.handle_event(event)
            return
        self.screen_reading.say_again(
            event, scene, self.speaker, typing=bool(self.painter.focused_text_fields())
        )
        consumed = self.manager.process_events(event)
        if scene is not None and not consumed:
            scene.handle_event(event)

    def step(self) -> bool:
        """Run one frame without waiting for events. Returns False once the app should stop.

        The frame is drawn and shown only when something changed (see the module's
        docstring); otherwise the step costs a fraction of a millisecond.
        """
        started = time.perf_counter()
        events = pygame.event.get()
        for event in events:
            if event.type in INPUT_EVENTS:
                self.inputs += 1
            self.handle_event(event)
            if not self.running:
                break
        if events:
            self.painter.invalidate()
        if self.window.is_save_due():
            self.keep_window_settings()
        moving = self._moving()
        # At most FPS frames a second while things move or events pour in (a mouse).
        paced = (moving or bool(events)) and not self.fast
        dt = min(self.clock.tick(FPS if paced else 0) / 1000.0, MAX_STEP_SECONDS)
        if self.fast:
            # Frames back to back (tests, autoplay): each advances time by one frame's
            # worth, so a run takes the same course however fast the machine is.
            dt = 1.0 / FPS
        scene = self.scene
        if scene is not None and self.running:
            scene.update(dt)
        self.file_watch.update()
        self.screen_reading.read(self.scene, self.speaker)
        self.speaker.update()  # starts what was said in this step (never waits)
        if self.speaker.take_failure():
            self._speech_failed()
        if self.speaker.take_unanswered():
            self.file_watch.show(i18n.tr("speech.no_answer"), read=False, calm=True)
            self.invalidate()
        self.manager.update(dt)
        view_key = scene.view_key() if scene is not None else None
        self.painter.show(view_key, self.draw, moving=moving)
        self.frames += 1
        self.last_frame_seconds = time.perf_counter() - started
        if self.recorder is not None:
            self.recorder.note_loop(self.inputs, self.settled())
        if self.on_frame is not None:
            self.on_frame(self)
        return self.running

    def settled(self) -> bool:
        """True when nothing will change on the screen without the player: no event
        waiting, nothing moving and nothing being worked out (see
        :data:`SETTLED_WAKE`). What ``--screen-file`` tells a script."""
        if pygame.event.peek():
            return False
        scene = self.scene
        wanted = scene.next_frame() if scene is not None else None
        return wanted is None or wanted >= SETTLED_WAKE

    def _moving(self) -> bool:
        """True while the top scene wants a frame at every refresh."""
        scene = self.scene
        return scene is not None and scene.next_frame() == 0

    def next_wake(self) -> float | None:
        """Seconds until the loop must run again with no event (None: only for an event)."""
        times: list[float] = []
        scene = self.scene
        if scene is not None:
            wanted = scene.next_frame()
            if wanted is not None:
                times.append(max(0.0, wanted))
        save_in = self.window.seconds_to_save()
        if save_in is not None:
            times.append(save_in)
        if self.painter.focused_text_fields():
            times.append(CARET_WAKE)
        if self.speaker.speaking:
            times.append(SPEECH_WAKE)
        if self.painter.redraw:
            times.append(0.0)
        return min(times) if times else None

    def wait_for_events(self, timeout: float | None) -> None:
        """Sleep until an event arrives or ``timeout`` seconds pass (None: no limit)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while not pygame.event.peek():
            if deadline is None:
                time.sleep(IDLE_POLL)
                continue
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            time.sleep(min(IDLE_POLL, remaining))

    def draw(self) -> None:
        """Draw the top scene and the widgets over it (through the recorder when on)."""
        self.painter.draw(self.screen, self.scene, self.recorder, moving=self._moving())

    def run(self) -> int:
        """Run frames until the player quits; returns the exit code.

        Between frames the loop sleeps until an event or the scene's next timer
        (never in fast mode: autoplay runs frames back to back).
        """
        while self.step():
            if self.fast:
                continue
            wake = self.next_wake()
            if wake is None or wake > 0:
                self.wait_for_events(IDLE_HEARTBEAT if wake is None else min(wake, IDLE_HEARTBEAT))
        return self.exit_code

    def run_for(self, frame_limit: int) -> int:
        """Run at most ``frame_limit`` frames (autoplay); 1 when the limit is hit."""
        for _ in range(frame_limit):
            if not self.step():
                return self.exit_code
        return 1

    def screenshot(self, path: str | Path) -> None:
        """Save the last frame as a PNG."""
        pygame.image.save(self.screen, str(path))

    def close(self) -> None:
        """Close every scene and the window."""
        self.stack.close_all()
        self.sounds.close()
        self.speaker.close()
        if self.recorder is not None:
            self.recorder.close()
        self._coach_thinker.close()
        if self._owns_thinker:
            self._thinker.close()
        pygame.display.quit()
