"""The child of the closing-signal tests: the real program, half-way through a turn.

Run as ``python -m tests.app.signal_child`` with ``RUMMIKUB_DESKTOP_HOME`` set.
Once the menu is drawn it opens a game (Ann against an easy computer, Ann to
play), lays R13 B13 K13 on the table without ending the turn, prints
``MID TURN``, and goes on with the real loop until it is closed (the test sends
it a signal).
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from rummikub_desktop.app import launcher
from rummikub_desktop.app.window import App
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Seat, SeatKind, Speed, controller_at
from rummikub_desktop.table import Cell
from tests.support.fakes import drawing_players

_real_step = App.step
_laid = {"done": False}


def _lay_a_set(app: App) -> None:
    game = controller_at(
        [Seat("Ann"), Seat("Bot", SeatKind.COMPUTER, "easy")],
        ["R13 B13 K13 O2 R5 B9", "B1 B2 B3"],
        players=drawing_players,
        hint=None,
        speed=Speed.INSTANT,
    )
    rack = game.rack
    assert rack is not None
    thirteens = [i for i in rack.ids if game.face(i).number == 13]
    for column, tile_id in enumerate(thirteens):
        assert game.move_tile_to_table(tile_id, Cell(2 + column, 1)).ok
    app.reset_to(GameScene(app, game))


def _step(app: App) -> bool:
    running = _real_step(app)
    if app.frames >= 3 and not _laid["done"]:
        _laid["done"] = True
        _lay_a_set(app)
        _real_step(app)
        print("MID TURN", flush=True)
    return running


if __name__ == "__main__":
    import faulthandler
    import signal

    # A test whose signal did not close the game asks where each thread is.
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    App.step = _step  # type: ignore[method-assign]
    sys.exit(launcher.run([]))
