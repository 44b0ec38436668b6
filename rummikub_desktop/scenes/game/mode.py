"""A use of the game screen besides a game (the tutorial, a puzzle), by composition.

The screen is the same in every use. What a use adds comes in two parts, given
when the screen is made, instead of methods overridden in a subclass:

- a **mode overlay** (:class:`ModeOverlay`): an overlay like the others
  (:mod:`.overlay`) that may also take the top of the table (the tutorial's speech
  strip), build widgets of its own where the screen leaves room for them (the
  rack's buttons' places), take over the end of the round, and look at the game
  once the screen's update is done (a step finished, the partner's turn over);
- a **command filter** (:class:`CommandFilter`): every command the screen is about
  to apply (a tile moved, a button pressed or its key) is first shown to the
  filter, which lets it through or refuses it with a sentence (the tutorial's "Not
  quite"). A button the filter would refuse is greyed.

The mode is made by a function the screen calls with a :class:`ScreenLink`: what
the mode may read of the screen, as values and small callbacks (never the screen
itself).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame
import pygame_gui

from rummikub_desktop.session import GameController, Outcome
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.geometry import GameLayout

from .commands import Command
from .overlay import Overlay
from .table_input import Board, TableInput


@dataclass(frozen=True, slots=True)
class Refusal:
    """A command a filter does not let through; ``sentence`` says why (empty: it is
    ignored without a word, as a greyed button is)."""

    sentence: str = ""


class CommandFilter(Protocol):
    """What a use of the screen lets the player do."""

    def check(self, command: Command) -> Refusal | None:
        """None lets ``command`` through; a refusal stops it (reads state only: the
        screen also asks it which buttons to grey)."""
        ...

    def refused(self, refusal: Refusal) -> None:
        """``refusal`` was the answer to a command the player gave: say so."""

    def applied(self, command: Command, outcome: Outcome | None) -> None:
        """``command`` was let through and done (``outcome``: the controller's answer,
        None for what has none, such as a button's question)."""


@dataclass(frozen=True)
class ModePlaces:
    """Where a mode overlay may build its widgets, once the screen has built its own.

    Args:
        layout: the screen's regions (the table already without the mode's top).
        taken: the part of the table's top the mode asked for (:meth:`ModeOverlay.table_top`).
        menu: where the Menu button is (None during a handover).
        rack_places: the places of the rack's buttons when the screen's options leave
            them out (:attr:`~.options.ScreenOptions.rack_buttons`).
        manager: the screen's widget manager.
        track: keeps a widget with the screen's (killed when it is built again).
    """

    layout: GameLayout
    taken: pygame.Rect
    menu: pygame.Rect | None
    rack_places: tuple[pygame.Rect, ...]
    manager: pygame_gui.UIManager
    track: Callable[[pygame_gui.core.UIElement], object]


class ModeOverlay(Overlay, Protocol):
    """The overlay of a use of the screen: an :class:`~.overlay.Overlay`, and more."""

    def table_top(self, table: pygame.Rect) -> int:
        """How much of the top of ``table`` the mode takes (0: none)."""
        ...

    def build(self, places: ModePlaces) -> None:
        """Build the mode's widgets (after the screen's own)."""

    def round_over(self) -> bool:
        """The round has ended: True when the mode shows its end itself (the screen
        then shows no round end of its own and tells no hooks)."""
        ...

    def settle(self) -> None:
        """The screen's update is done: look at the game as it is now."""


@dataclass(frozen=True)
class ScreenLink:
    """What a mode may use of the screen it lies over: values and callbacks.

    Args:
        text: the screen's text cache.
        input: the screen's input (Show me drags a tile with it).
        controller: the game played now (Back may start another).
        board: the screen as input sees it now (where each tile and cell is).
        layout: the screen's regions now.
        button_rect: where a side button is (None when it is not shown).
        waiting: True while another overlay holds the game.
        apply: do a command as if the player gave it (through the filter).
        start_over: play another game on the screen from now.
        rebuild: build the screen's widgets again.
        tell: read aloud those of the sentences shown that were not shown before.
        sound: play a sound.
    """

    text: TextCache
    input: TableInput
    controller: Callable[[], GameController]
    board: Callable[[], Board]
    layout: Callable[[], GameLayout]
    button_rect: Callable[[str], pygame.Rect | None]
    waiting: Callable[[], bool]
    apply: Callable[[Command], None]
    start_over: Callable[[GameController], None]
    rebuild: Callable[[], None]
    tell: Callable[[tuple[str, ...]], None]
    sound: Callable[[Cue], object]


@dataclass(frozen=True)
class ScreenMode:
    """A use's overlay and its filter (None, None: a game's screen, where every
    command goes through without a look, so a tile moved in a game passes through
    no module more than before)."""

    overlay: ModeOverlay | None = None
    filter: CommandFilter | None = None


GAME_MODE = ScreenMode()
"""A game: no mode overlay, every command let through."""

ModeFactory = Callable[[ScreenLink], ScreenMode]
"""Makes a mode for the screen it is given."""


def game_mode(link: ScreenLink) -> ScreenMode:
    """A game's mode: nothing added."""
    return GAME_MODE
