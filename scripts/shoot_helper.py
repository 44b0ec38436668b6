"""Screenshots of Help with a real table in a real window, driven with the mouse and keys.

    xvfb-run -s "-screen 0 1366x808x24" python scripts/shoot_helper.py OUT --size 1366x728
    python scripts/shoot_helper.py OUT --size 800x600 --languages zh-Hant,zh-Hans

Needs an X display (``$DISPLAY``; under Xvfb, a screen 80 px taller than the
window) and ``xdotool`` and ImageMagick's ``import``. For each language it opens the
game's window with the Largest text and tiles (``--normal``: the usual sizes), its
files in a fresh folder (nothing of the player's is read or written), and with real
clicks and keys (``xdotool``):

- ``rack``: the main menu's "Help with a real table" clicked, seven tiles of the
  rack tapped in the picker (the last with the keys), one tapped a third time: the
  box holds two, and the sentence says so;
- ``table``: three sets built with New set, their tiles and Done, a fourth open
  with a mistake: Done refuses it and says why (then the right button takes the
  wrong tile away and the right one is tapped);
- ``answer-1`` ...: Best play (the first play made), thought out in the computer's
  process, and each of its steps with Next step (the red 8 taken off the group for
  a run), then the table after the play;
- ``try``: Try it on the table: the table and rack as entered on the game's table.

The file names say the language, window and sizes (and ``read-aloud`` with
``--read-aloud``: Read aloud on, Say again in the top bar).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.shoot_window import (  # noqa: E402
    SETTLE,
    WINDOW,
    _click,
    _move,
    _run,
    _shoot,
    _xdotool,
    shoot_in_languages,
)

RACK = ("R9", "R10", "O4", "K4", "O5", "O5")
"""The rack tapped in the picker (then black 1 with the keys)."""
SETS = (("B5", "B6", "B7"), ("K8", "R8", "O8", "B8"), ("O1", "O2", "O3"))
"""The table's sets, built one at a time."""
MISTAKE = ("K11", "K12", "R13")
"""A set that is not one (a colour changes in a run)."""
ANSWER_WAIT = 60.0
"""The longest the best play is waited for (the computer's process starts first)."""


def _key(app, name: str) -> None:  # type: ignore[no-untyped-def]
    _xdotool("key", name)
    _run(app, 0.3)


def shoot_language(
    language: str, size: tuple[int, int], folder: Path, largest: bool, read_aloud: bool = False
) -> None:
    """The pictures in one language (one window: the script's own process)."""
    import pygame

    from rummikub_desktop import i18n
    from rummikub_desktop.app.window import App
    from rummikub_desktop.app.wiring import make_app_hooks
    from rummikub_desktop.engine import COLOURS, parse_tile
    from rummikub_desktop.persistence import AppPaths
    from rummikub_desktop.persistence.settings import Settings, TextSize, TileSize
    from rummikub_desktop.scenes.game.helper_overlay import TILES, Page
    from rummikub_desktop.scenes.game.uses import table_helper
    from rummikub_desktop.ui.interfaces import SceneName

    text = TextSize.LARGEST if largest else TextSize.NORMAL
    tiles = TileSize.LARGEST if largest else TileSize.NORMAL
    settings = Settings(language=language, text_size=text, tile_size=tiles, read_aloud=read_aloud)
    home = Path(tempfile.mkdtemp(prefix="helper-shots-"))
    hooks, _ = make_app_hooks(AppPaths.under(home))
    hooks.settings = settings
    app = App(size=size, hooks=hooks)
    app.settings = settings
    app.change_language(language)
    app.apply_appearance()
    tag = f"{language}-{size[0]}x{size[1]}-{'largest' if largest else 'normal'}"
    tag += "-read-aloud" if read_aloud else ""
    try:
        app.reset_to(SceneName.MENU)
        _run(app, SETTLE)
        _click(app, app.scene.buttons["table_helper"].rect.center)
        scene = app.scene
        helper = table_helper(scene)
        assert helper is not None

        def shown(code: str) -> pygame.Rect:
            """The picker's tile ``code``, its colour's tab tapped first where the
            picker shows one colour at a time."""
            tile = parse_tile(code)
            places = helper.current.entry_places(scene.room.layout)
            if not places.picker[TILES.index(tile)].width:
                _click(app, places.tabs[COLOURS.index(tile.colour)].center)
                places = helper.current.entry_places(scene.room.layout)
            return places.picker[TILES.index(tile)]

        def tap(code: str) -> None:
            _click(app, shown(code).center)

        def take(code: str) -> None:
            _move(shown(code).center)
            _run(app, 0.15)
            _xdotool("click", 3)
            _run(app, 0.4)

        def press(name: str) -> None:
            _run(app, 0.2)
            _click(app, helper.buttons[name].rect.center)

        for code in RACK:
            tap(code)
        # Black 1 with the keys: the frame is on orange 5; Up three times (or Page Down
        # to black, one colour at a time), Left four times.
        up = (
            ("Next",) if helper.current.entry_places(scene.room.layout).tabs else ("Up", "Up", "Up")
        )
        for name in (*up, "Left", "Left", "Left", "Left", "Return"):
            _key(app, name)
        tap("O5")  # a third orange 5: refused, and said why
        press("first_play")  # made: the table may be reworked
        _shoot(app, folder / f"helper-rack-{tag}.png")
        press("the_table")
        for one in SETS:
            press("new_set")
            for code in one:
                tap(code)
            press("set_done")
        press("new_set")
        for code in MISTAKE:
            tap(code)
        press("set_done")
        _shoot(app, folder / f"helper-table-{tag}.png")
        take("R13")  # the right button takes the mistake away
        tap("K13")
        press("set_done")
        press("best_play")
        waited = time.monotonic()
        while helper.page is not Page.ANSWER and time.monotonic() - waited < ANSWER_WAIT:
            _run(app, 0.1)
        print(f"  the answer came in {time.monotonic() - waited:.1f} s", flush=True)
        for number in range(helper.answer_page.last_step() + 1):
            _shoot(app, folder / f"helper-answer-{number + 1}-{tag}.png")
            if number < helper.answer_page.last_step():
                press("next")
        print(f"  {helper.answer_page.last_step()} steps; kept: {helper.entered}", flush=True)
        press("try")
        _shoot(app, folder / f"helper-try-{tag}.png")
    finally:
        WINDOW.clear()
        app.close()
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def main(argv: list[str] | None = None) -> int:
    return shoot_in_languages(argv, shoot_language, __file__, __doc__.splitlines()[0])


if __name__ == "__main__":
    sys.exit(main())
