"""The scene registry: every screen by its :class:`~rummikub_desktop.ui.interfaces.SceneName`.

Scenes ask the shell for another scene by name (``app.push(SceneName.SETTINGS)``) or,
when it takes any, by its arguments (``app.push(GameArguments(controller))``: one
frozen class per such screen, in :mod:`rummikub_desktop.ui.interfaces`), so no scene
imports another; this is the one module that knows them all. Each entry pairs a
screen's arguments with the function that makes it from them (:func:`given`), which
mypy checks: an argument the screen does not take, or of the wrong type, is an error.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from rummikub_desktop.scenes.game import game_scene, helper_scene, puzzle_scene, tutorial_scene
from rummikub_desktop.scenes.language import LanguageScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.new_game import NewGameScene
from rummikub_desktop.scenes.puzzles import PuzzlesScene
from rummikub_desktop.scenes.read_aloud import ReadAloudScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.rule_book import RuleBookScene
from rummikub_desktop.scenes.rule_options import RuleOptionsScene
from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
from rummikub_desktop.scenes.settings import SettingsScene
from rummikub_desktop.scenes.statistics import StatisticsScene
from rummikub_desktop.ui.interfaces import (
    GameArguments,
    LanguageArguments,
    MenuArguments,
    PuzzleArguments,
    PuzzlesArguments,
    RoundEndArguments,
    RuleBookArguments,
    RuleOptionsArguments,
    SceneArguments,
    SceneArgumentsMissing,
    SceneCall,
    SceneLike,
    SceneName,
    ScoreSheetArguments,
    Shell,
    TutorialArguments,
)

A = TypeVar("A", bound=SceneArguments)


@dataclass(frozen=True)
class SceneEntry:
    """How the registry makes one screen.

    Args:
        scene: the screen.
        make: makes it for a shell, from its arguments (None for a screen that takes none).
        arguments: the class of its arguments (None: it takes none).
    """

    scene: SceneName
    make: Callable[[Shell, Any], SceneLike]
    arguments: type[SceneArguments] | None = None

    def made(self, shell: Shell, call: SceneCall) -> SceneLike:
        """The screen made for ``shell`` as ``call`` asks (its name: the arguments'
        defaults; :class:`SceneArgumentsMissing` when some have none)."""
        kind = self.arguments
        if isinstance(call, SceneName):
            if kind is not None:
                if any(_required(field) for field in dataclasses.fields(kind)):
                    raise SceneArgumentsMissing(self.scene, kind)
                return self.make(shell, kind())
            return self.make(shell, None)
        if kind is None or not isinstance(call, kind):
            raise TypeError(f"{type(call).__name__} does not make the {self.scene.value} screen")
        return self.make(shell, call)


def _required(field: dataclasses.Field[Any]) -> bool:
    return field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING


def plain(scene: SceneName, make: Callable[[Shell], SceneLike]) -> SceneEntry:
    """The entry of a screen that takes no arguments."""
    return SceneEntry(scene, lambda shell, _: make(shell))


def given(arguments: type[A], make: Callable[[Shell, A], SceneLike]) -> SceneEntry:
    """The entry of a screen made from ``arguments`` (``make`` is checked against them)."""
    return SceneEntry(arguments.scene, make, arguments)


def scene_registry() -> dict[SceneName, SceneEntry]:
    """Every screen's entry by name."""
    entries = (
        given(
            MenuArguments,
            lambda app, a: MenuScene(app, notice=a.notice, offer_tutorial=a.offer_tutorial),
        ),
        plain(SceneName.NEW_GAME, NewGameScene),
        given(RuleOptionsArguments, lambda app, a: RuleOptionsScene(app, a.rules, a.on_done)),
        given(
            GameArguments,
            lambda app, a: game_scene(
                app, a.controller, autoplay=a.autoplay, first_draw=a.first_draw
            ),
        ),
        given(
            RoundEndArguments, lambda app, a: RoundEndScene(app, a.finished, autoplay=a.autoplay)
        ),
        given(ScoreSheetArguments, lambda app, a: ScoreSheetScene(app, a.finished)),
        plain(SceneName.SETTINGS, SettingsScene),
        plain(SceneName.READ_ALOUD, ReadAloudScene),
        plain(SceneName.STATISTICS, StatisticsScene),
        given(RuleBookArguments, lambda app, a: RuleBookScene(app, page=a.page)),
        given(
            LanguageArguments,
            lambda app, a: LanguageScene(app, suggested=a.suggested, notice=a.notice),
        ),
        given(TutorialArguments, lambda app, a: tutorial_scene(app, step=a.step)),
        given(PuzzlesArguments, lambda app, a: PuzzlesScene(app, day=a.day)),
        given(
            PuzzleArguments,
            lambda app, a: puzzle_scene(app, level=a.level, day=a.day, first=a.first),
        ),
        plain(SceneName.TABLE_HELPER, helper_scene),
    )
    return {entry.scene: entry for entry in entries}


def make_scene(
    registry: Mapping[SceneName, SceneEntry], shell: Shell, call: SceneCall
) -> SceneLike:
    """The screen ``call`` asks for, made for ``shell`` by its entry in ``registry``."""
    scene = call if isinstance(call, SceneName) else call.scene
    return registry[scene].made(shell, call)
