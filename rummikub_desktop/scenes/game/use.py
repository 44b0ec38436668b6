"""A use of the game screen (a game, the tutorial, a puzzle): one value, by composition.

The screen is the same in every use. A use is a :class:`Use`: the screen's
options (:class:`~.options.ScreenOptions`) and a function that, given the screen's
:class:`~.overlay.ScreenLink`, makes the use's :class:`Parts`:

- its **overlays** (:mod:`.overlay`): over the screen's own, first to see events
  (the tutorial's lessons, a puzzle's goal and its "Solved!");
- its **command filter** (:class:`CommandFilter`): every command the screen is
  about to apply (a tile moved, a button pressed or its key) is first shown to
  the filter, which lets it through, refuses it with a sentence (the tutorial's
  "Not quite"; a button it would refuse is greyed), or takes it to do its own way
  (a puzzle's Done is judged by the puzzle).

The uses live in :mod:`.uses`, one module each; the screen knows none of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from rummikub_desktop.session import Outcome

from .commands import Command
from .options import ScreenOptions
from .overlay import Overlay, ScreenLink


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

    def take(self, command: Command) -> bool:
        """True when the use does ``command`` its own way (let through by
        :meth:`check`, so its button is not greyed); the screen then does nothing."""
        return False

    def refused(self, refusal: Refusal) -> None:
        """``refusal`` was the answer to a command the player gave: say so."""
        return None  # by default, the screen's own sentence says it

    def applied(self, command: Command, outcome: Outcome | None) -> None:
        """``command`` was let through and done (``outcome``: the controller's answer,
        None for what has none, such as a button's question)."""
        return None  # by default, nothing more to do


@dataclass(frozen=True)
class Parts:
    """What a use lays over the screen: its overlays and its filter (none: every
    command goes through without a look, so a tile moved in a game passes through no
    module more than it needs)."""

    overlays: tuple[Overlay, ...] = ()
    filter: CommandFilter | None = None


def no_parts(link: ScreenLink) -> Parts:
    """Nothing added (a game's)."""
    return Parts()


@dataclass(frozen=True)
class Use:
    """One use of the game screen: its options and its parts, made for the screen.

    Args:
        options: what the screen does differently (saving, the nudge, the rows...).
        parts: makes the use's overlays and filter, given the screen's link.
    """

    options: ScreenOptions = field(default_factory=ScreenOptions)
    parts: Callable[[ScreenLink], Parts] = no_parts


PLAIN_USE = Use()
"""The standard options and nothing added: the screen as a game uses it."""
