"""Play a game read aloud in a real window, as a person who listens: for the
listening log of a game (run it with the ``espeak-ng`` stand-in first on PATH).

    PATH=/work/shared/tools:$PATH SPEECH_LOG=/tmp/s.log DISPLAY=:92 \\
        python scripts/listen_game.py --minutes 5 --language zh-Hant

Against three computers at Normal speed, with the draw for who starts. On each of its
turns the player clicks, as a person does with the mouse (real button presses, which
cut off what is being read): mostly once the voice has finished, sometimes while it
reads; it asks for a hint in its three steps and plays it with Done, else draws;
now and then it presses S, or drops a tile alone on the table and presses Done to
hear the reasons. Prints what it did; ``scripts/listening_log.py`` sums up the log.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Phase, Speed, new_controller
from rummikub_desktop.ui.interfaces import AppHooks

THINK = (1.0, 3.0)
"""Seconds a person takes before the next click."""


class Listener:
    """The person at the table (see the module's docstring)."""

    def __init__(self, scene: GameScene, seed: int, impatience: float, asides: float) -> None:
        self.scene = scene
        self.random = random.Random(seed)
        self.impatience = impatience
        self.asides = asides
        self.next_at = time.monotonic() + 2.0
        self.hints = 0
        self.done: list[str] = []

    def click(self, pos: tuple[int, int]) -> None:
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def key(self, code: int, unicode: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=unicode))

    def press(self, name: str) -> None:
        button = self.scene.widgets.buttons.get(name)
        if button is not None:
            self.click(button.rect.center)
            self.done.append(name)

    def __call__(self, app: App) -> None:
        scene, now = self.scene, time.monotonic()
        if app.scene is not scene:
            # The round's end: listen to it, then go on to the score sheet and stop.
            if now >= self.next_at and not app.speaker.busy:
                self.key(pygame.K_RETURN)
                self.next_at = now + 4.0
            return
        controller = scene.controller
        if controller.phase is Phase.HANDOVER or scene.commands.dialog is not None:
            if now >= self.next_at:
                self.key(pygame.K_RETURN)
                self.next_at = now + 1.0
            return
        if controller.phase is not Phase.HUMAN_TURN or scene.overlays.waiting:
            if (
                scene.overlays.own.first_draw.waiting
                and now >= self.next_at
                and not app.speaker.busy
            ):
                self.click(scene.room.layout.table.center)  # heard: clicked away
            return
        if app.speaker.busy and self.random.random() > self.impatience:
            self.next_at = max(self.next_at, now + 0.5)
            return
        if now < self.next_at:
            return
        self.next_at = now + self.random.uniform(*THINK)
        roll = self.random.random()
        if self.hints == 0 and roll < self.asides / 2:
            self.key(pygame.K_s, "s")
            self.done.append("S")
        elif self.hints == 0 and roll < self.asides and controller.rack and controller.rack.ids:
            rack = scene.room.rack_geometry().slot_rect(
                controller.rack.slot_of(controller.rack.ids[0])
            )
            table = scene.room.layout.table
            end = (table.right - 60, table.bottom - 40)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rack.center, button=1))
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
            )
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
            self.key(pygame.K_RETURN)
            self.done.append("a tile alone, Done")
            self.hints = -1  # then take it back
        elif self.hints == -1:
            self.press("reset")
            self.hints = 0
        elif self.hints < 3 and controller.hint_job() is not None:
            self.press("hint")
            self.hints += 1
        elif self.hints == 3 and controller.turn_view.can_undo:
            self.key(pygame.K_RETURN)
            self.done.append("Done")
            self.hints = 0
        else:
            self.press("draw")
            self.hints = 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=5.0)
    parser.add_argument("--language", default="zh-Hant", choices=list(i18n.LANGUAGES))
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument(
        "--impatience", type=float, default=0.1, help="how often it clicks while the voice reads"
    )
    parser.add_argument(
        "--asides", type=float, default=0.2, help="how often it presses S or tries a lone tile"
    )
    args = parser.parse_args()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    settings = Settings().with_changes(
        read_aloud=True, language=args.language, animation_speed=Speed.NORMAL
    )
    app = App(hooks=AppHooks(settings=settings), seed=args.seed)
    i18n.set_language(args.language)
    names = [i18n.tr("newgame.default_you")] + [
        i18n.tr("newgame.default_computer", number=n) for n in (1, 2, 3)
    ]
    controller = new_controller(
        names, ["human", "easy", "medium", "hard"], RuleSet(players=4), seed=args.seed
    )
    scene = GameScene(app, controller, first_draw=True)
    app.reset_to(scene)
    player = Listener(scene, args.seed, args.impatience, args.asides)
    stop_at = time.monotonic() + args.minutes * 60

    def on_frame(running: App) -> None:
        player(running)
        if time.monotonic() >= stop_at:
            running.quit(0)

    app.on_frame = on_frame
    try:
        app.run()
    finally:
        app.close()
    print(f"the player: {len(player.done)} actions: {', '.join(player.done)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
