"""The scene registry: every screen by its :class:`~rummikub_desktop.ui.interfaces.SceneName`.

Scenes ask the shell for another scene by name (``app.push(SceneName.SETTINGS)``),
so no scene imports another; this is the one module that knows them all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
from rummikub_desktop.ui.interfaces import SceneLike, SceneName

SceneFactory = Callable[..., SceneLike]
"""Makes a scene: ``factory(shell, **arguments)``."""


def scene_registry() -> dict[SceneName, SceneFactory]:
    """Every scene's factory by name."""
    factories: dict[SceneName, Any] = {
        SceneName.MENU: MenuScene,
        SceneName.NEW_GAME: NewGameScene,
        SceneName.RULE_OPTIONS: RuleOptionsScene,
        SceneName.GAME: game_scene,
        SceneName.ROUND_END: RoundEndScene,
        SceneName.SCORE_SHEET: ScoreSheetScene,
        SceneName.SETTINGS: SettingsScene,
        SceneName.READ_ALOUD: ReadAloudScene,
        SceneName.STATISTICS: StatisticsScene,
        SceneName.HOW_TO_PLAY: RuleBookScene,
        SceneName.LANGUAGE: LanguageScene,
        SceneName.TUTORIAL: tutorial_scene,
        SceneName.PUZZLES: PuzzlesScene,
        SceneName.PUZZLE: puzzle_scene,
        SceneName.TABLE_HELPER: helper_scene,
    }
    return factories
