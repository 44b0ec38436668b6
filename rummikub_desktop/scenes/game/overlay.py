"""What lies over the game screen for a while: the one protocol every overlay shares.

The replay of the computers' turns (:mod:`.replay`), the draw for who starts
(:mod:`.first_draw`), the idle nudge (:mod:`.nudge`), the coach
(:mod:`.coach_overlay`), the stepped hint (:mod:`.hint_overlay`) and what a use of
the screen adds (the tutorial's lessons, a puzzle's goal: :mod:`.uses`) each are
one overlay. The game screen keeps a list of them and runs them in order:

- **events**: each overlay is given the event in turn; the first that takes it
  (``handle_event`` returns True) stops it, and the game does not see it (one
  that never takes any says so, ``takes_events``, and is not asked);
- **time**: every overlay's ``update`` runs; if any returns True the game waits
  (its clock, the turn timer, the computers stand still, the turn's buttons are
  off);
- **drawing**: each draws over the frame, in order, after the game screen;
- **the quiet loop**: ``next_frame`` says how soon the overlay needs a frame, and
  ``key`` what it shows, summed up (it goes into the frame, the redraw key: an
  overlay whose key does not change draws nothing new);
- **widgets**: ``build`` makes its widgets, given one :class:`Places` value (every
  overlay the same way); ``widgets`` sums up which widgets it has now, and when
  that changes the screen builds them all again (an overlay never calls the
  screen's build);
- **the room**: ``table_top`` (the part of the table's top it takes),
  ``table_least`` (the rows it needs), ``takes_side`` (the side panel's room);
- **after the update**: ``settle`` (it looks at the game once the screen's update
  is done), then ``shown_sentences`` (what it shows in words: the one way anything
  an overlay shows is read aloud);
- **the round's end**: ``round_ended`` is told the :class:`RoundOver` event once
  per round, by every overlay in turn; it answers whether it shows the end itself
  (the screen then shows no round-end screen), but it cannot stop the event: the
  statistics are recorded before it is told.

Every hook is asked of every overlay, the screen's own and a use's alike, in the
order of :class:`~.overlay_stack.OverlayStack` (the use's first).

Every overlay is made with the screen's one :class:`ScreenLink` (values and small
callbacks: never the screen, the shell or the controller) and what it
needs of its own, and reads what it draws from the frame. The methods with a body
below are what an overlay that subclasses :class:`Overlay` does when it does not
say otherwise.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame
import pygame_gui

from rummikub_desktop.engine import RoundResult
from rummikub_desktop.session import GameController
from rummikub_desktop.session.views import GameReading
from rummikub_desktop.table import TableLayout
from rummikub_desktop.ui.interfaces import Answer, Thinking
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets.geometry import GameLayout, Least

from .commands import ButtonName, Command
from .frame import GameFrame
from .table_input import Board, TableInput


@dataclass(frozen=True)
class ReplayPlace:
    """Where a button beside the top bar's own may go, as the screen measured it
    (the replay's).

    Args:
        layout: the screen's regions.
        menu: the Menu button's rect (None when there is none).
        status_needs: how much of the top bar the status bar needs (it says so itself).
        gap: the room between the turn and the rack buttons (see :func:`.replay.side_gap`).
    """

    layout: GameLayout
    menu: pygame.Rect | None
    status_needs: int
    gap: pygame.Rect | None


@dataclass(frozen=True)
class Places:
    """Where an overlay may build its widgets, once the screen has built its own (and
    the overlays before it theirs).

    Args:
        layout: the screen's regions (the table already without a use's top).
        manager: the screen's widget manager.
        track: keeps a widget with the screen's (killed when it is built again).
        taken: the part of the table's top that the overlay asked for
            (:meth:`Overlay.table_top`; no height when it asked for none).
        bar_right: where the top bar's buttons built so far begin (Menu, Say again,
            the replay's): its words end before this.
        menu: where the Menu button is (None during a handover).
        replay: where the replay's button may go (None: nowhere, as in a handover
            or a game of computers only).
        rack_places: the places of the rack's buttons when the screen's options leave
            them out (:attr:`~.options.ScreenOptions.rack_buttons`).
        draw_place: Draw tile's place when the screen's options leave it out
            (:attr:`~.options.ScreenOptions.draw_button`: a puzzle's Show me goes there).
    """

    layout: GameLayout
    manager: pygame_gui.UIManager
    track: Callable[[pygame_gui.core.UIElement], object]
    taken: pygame.Rect
    bar_right: int
    menu: pygame.Rect | None = None
    replay: ReplayPlace | None = None
    rack_places: tuple[pygame.Rect, ...] = ()
    draw_place: pygame.Rect | None = None


@dataclass(frozen=True)
class ScreenLink:
    """What every overlay may use of the screen it lies over: values and callbacks.

    Args:
        text: the screen's text cache.
        art: the tiles' pictures.
        input: the screen's input (Show me drags a tile with it; a tile held is put
            back when the screen is covered).
        game: the game played now, read as values when asked (a :class:`GameReading`:
            no live part of the game; its commands go through ``apply``).
        board: the screen as input sees it now (where each tile and cell is).
        layout: the screen's regions now.
        button_rect: where a side button is (None when it is not shown).
        waiting: True while an overlay holds the game.
        apply: do a command as if the player gave it (through the use's filter).
        take_back: the last move taken back, past the filter (a lesson's wrong drop).
        start_over: play another game on the screen from now.
        lay_out: the same sets laid elsewhere on the table (not a move: a lesson makes
            room for the place it points at).
        say: a sentence over the table for a few seconds, read aloud.
        hush: the sentence over the table goes.
        speak: read a sentence aloud (shown elsewhere).
        voice_busy: True while the voice reads or has sentences waiting (Read aloud
            on): what is shown a step at a time waits for it, as a computer's turn does.
        sound: play a sound.
        answer: a search's answer if it has come (waits a little in fast mode).
        kept_clear: what words laid over the table and the rack must not cover in a
            frame: the sets, the refused sets' boxes, the rack's tiles.
        frame: the screen's frame now (built when asked; not while it is being built).
    """

    text: TextCache
    art: TileArt
    input: TableInput
    game: Callable[[], GameReading]
    board: Callable[[], Board]
    layout: Callable[[], GameLayout]
    button_rect: Callable[[ButtonName], pygame.Rect | None]
    waiting: Callable[[], bool]
    apply: Callable[[Command], None]
    take_back: Callable[[], None]
    start_over: Callable[[GameController], None]
    lay_out: Callable[[TableLayout], None]
    say: Callable[[str], None]
    hush: Callable[[], None]
    speak: Callable[[str], None]
    voice_busy: Callable[[], bool]
    sound: Callable[[Cue], object]
    answer: Callable[[Thinking], Answer | None]
    kept_clear: Callable[[GameFrame], list[pygame.Rect]]
    frame: Callable[[], GameFrame]


@dataclass(frozen=True, slots=True)
class RoundOver:
    """The round has ended: the event every overlay is told once per round.

    Args:
        result: the round's result (who went out, the scores).
        round_number: which round of the match it was (from 1).
        match_over: True when it was the match's last.
    """

    result: RoundResult
    round_number: int
    match_over: bool


class Overlay(Protocol):
    """Something over the game screen."""

    takes_events: bool = True
    """False for an overlay that never takes an event (the screen does not ask it)."""

    @property
    def waiting(self) -> bool:
        """True while the game must wait for this overlay (between updates too)."""
        ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Take ``event``; True when the game (and the overlays after this) must not see it."""
        ...

    def update(self, dt: float) -> bool:
        """Time passes; True while the game must wait (its clock, the timer, the computers)."""
        ...

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """Draw over ``frame`` (reads state only)."""
        ...

    def next_frame(self) -> float | None:
        """How soon this needs a frame: 0 while it moves, seconds until it changes by
        itself, None while it waits for the player."""
        ...

    def key(self) -> object:
        """What this shows, summed up (the screen redraws when it changes)."""
        ...

    def widgets(self) -> object:
        """Which widgets this has now, summed up: when it changes, the screen builds
        every widget again (this one's by :meth:`build`)."""
        return None

    def build(self, places: Places) -> None:
        """Make this overlay's widgets (after the screen's own and the overlays' before)."""
        return None

    def covers(self, frame: GameFrame) -> tuple[pygame.Rect, ...]:
        """The boxes this lays over the table or the rack now (the screen's message
        keeps clear of them)."""
        return ()

    def table_top(self, table: pygame.Rect) -> int:
        """How much of the top of ``table`` this takes (a lesson's speech strip; 0: none)."""
        return 0

    def takes_side(self) -> bool:
        """True while this takes the side panel's room: the screen builds none of its
        buttons (the turn's, the rack's) and this covers the players it draws."""
        return False

    def table_least(self) -> Least | None:
        """The rows and columns the table must show at least now (None: as the use's
        options say)."""
        return None

    def round_ended(self, event: RoundOver) -> bool:
        """The round has ended (told once, to every overlay; the statistics are
        already recorded): True when this shows the end itself (the screen then
        shows no round-end screen)."""
        return False

    def settle(self) -> None:
        """The screen's update is done: look at the game as it is now."""
        return None

    def shown_sentences(self, frame: GameFrame) -> tuple[str, ...]:
        """What this shows in words over ``frame`` now (read aloud once while it stays
        shown; the only way what an overlay shows is read aloud)."""
        return ()
