"""What the screens need from the rest of the program, as replaceable hooks.

The storage side (settings file, autosave, statistics) plugs in here without the
screens importing it: ``python -m rummikub_desktop`` builds an :class:`AppHooks`
(the default one keeps nothing), and the storage code can pass its own.

- ``settings``: a :class:`~rummikub_desktop.app.settings.Settings` (frozen);
  the Settings and New game screens make changed copies, put them in
  ``App.settings`` and call ``save_settings(settings)``.
- ``has_saved_game()`` / ``load_saved_game()``: the main menu's Continue
  button is enabled when the first returns True; the second returns a ready
  :class:`~rummikub_desktop.app.controller.GameController` (or None when the
  save could not be read; ``saved_game_problem()`` may then give a sentence).
- ``save_game(controller)``: called after every completed turn, at the end of
  a round and when the window closes with a game in progress.
- ``game_finished(controller)``: called once when a match ends (statistics).
- ``load_statistics()``: the player's :class:`~rummikub_desktop.app.stats.Statistics`
  for the Statistics screen (None: nothing kept, the screen shows zeros).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rummikub_desktop.app.settings import Settings


def _nothing(*_args: Any) -> None:
    return None


def _no() -> bool:
    return False


@dataclass(slots=True)
class AppHooks:
    """The replaceable connections to settings, saves and statistics."""

    settings: Settings = field(default_factory=Settings)
    save_settings: Callable[[Any], None] = _nothing
    has_saved_game: Callable[[], bool] = _no
    load_saved_game: Callable[[], Any] = _nothing
    saved_game_problem: Callable[[], str | None] = _nothing
    save_game: Callable[[Any], None] = _nothing
    game_finished: Callable[[Any], None] = _nothing
    load_statistics: Callable[[], Any] = _nothing
