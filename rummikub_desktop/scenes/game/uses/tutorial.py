"""The guided first game: the real game screen, a scripted round, one idea per step.

The tutorial is the game screen (:class:`~..scene.GameScene`) playing the
session's tutorial script (:mod:`rummikub_desktop.session.tutorial`) with the
real table, rack, buttons and rule check, given its use (nothing overridden):

- its options (:data:`~..options.TUTORIAL_OPTIONS`: never saved, no nudge, no
  sorting, "Leave the tutorial" for Menu, Hint that lays the play at once);
- its overlay (:class:`~..tutorial_overlay.TutorialOverlay`: the speech strip,
  the dimming and glow, Show me, Back, the end's choices);
- its command filter (:class:`~..tutorial_overlay.StepFilter`: only the step's
  move or button, any other "Not quite: ...").

Nothing is timed. The end offers a real game against an Easy computer, the first
easy puzzle (not counted), or the menu.

The tutorial never saves: the player's saved game and statistics stay as they are.
"""

from __future__ import annotations

from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.session import PERSON, GameController, new_controller
from rummikub_desktop.session.tutorial import Tutorial
from rummikub_desktop.ui.interfaces import GameArguments, PuzzleArguments, SceneName, Shell

from ..options import TUTORIAL_OPTIONS
from ..overlay import ScreenLink
from ..scene import GameScene
from ..tutorial_overlay import EndChoice, StepFilter, TutorialOverlay
from ..use import Parts, Use


def tutorial_lesson(scene: GameScene) -> TutorialOverlay | None:
    """The tutorial's overlay on ``scene`` (None: the screen plays no tutorial)."""
    for overlay in scene.overlays.parts.overlays:
        if isinstance(overlay, TutorialOverlay):
            return overlay
    return None


def tutorial_scene(app: Shell, *, step: int = 0) -> GameScene:
    """The tutorial from step ``step`` (the ones before it done at once)."""
    name = app.settings.player_name
    you = tr("newgame.default_you") if name == Settings().player_name else name
    tutorial = Tutorial(you, tr("tutorial.partner"))
    step = max(0, min(step, len(tutorial.steps) - 1))

    def ends() -> tuple[EndChoice, ...]:
        return (
            EndChoice(
                "play",
                (tr("tutorial.play_real"), tr("tutorial.play_real_short")),
                lambda: play_real_game(app, tutorial.you),
                stands_out=True,
            ),
            EndChoice(
                "puzzle",
                (tr("tutorial.first_puzzle"),),
                lambda: app.replace(PuzzleArguments(first=True)),
            ),
            EndChoice("menu", (tr("tutorial.to_menu"),), lambda: leave(app)),
        )

    def parts(link: ScreenLink) -> Parts:
        speed = lambda: app.settings.animation_speed  # noqa: E731
        overlay = TutorialOverlay(tutorial, step, link, ends=ends, speed=speed)
        return Parts((overlay,), StepFilter(overlay))

    return GameScene(app, tutorial.game_at(step), use=Use(TUTORIAL_OPTIONS, parts))


def leave(app: Shell) -> None:
    """Back to the main menu (the tutorial keeps nothing)."""
    app.reset_to(SceneName.MENU)


def play_real_game(app: Shell, you: str) -> None:
    """A real game against an Easy computer (via New game when a game is saved,
    so the saved one is never lost without asking)."""
    saved = app.hooks.has_saved_game()
    app.reset_to(SceneName.MENU)
    if saved:
        app.push(SceneName.NEW_GAME)
        return
    rules = app.settings.rules.with_options(players=2)
    names = [you, tr("newgame.default_computer", number=1)]
    controller: GameController = new_controller(names, [PERSON, "easy"], rules, seed=app.seed)
    app.push(GameArguments(controller, first_draw=True))
