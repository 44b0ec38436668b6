"""Screens are asked for with typed arguments: one frozen class per screen that takes
any, checked by mypy where the screen is asked for; a name alone only where that
is enough."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any, cast

import pytest

from rummikub_desktop.app.registry import given, make_scene, scene_registry
from rummikub_desktop.ui import interfaces
from rummikub_desktop.ui.interfaces import (
    GameArguments,
    MenuArguments,
    SceneArguments,
    SceneArgumentsMissing,
    SceneName,
    TutorialArguments,
)

ROOT = Path(__file__).resolve().parents[2]
NO_SHELL: Any = cast(Any, None)


def _arguments_classes() -> list[type[SceneArguments]]:
    # Read from the module: a slotted dataclass leaves its first class among the subclasses.
    found = [
        kind
        for kind in vars(interfaces).values()
        if isinstance(kind, type)
        and issubclass(kind, SceneArguments)
        and kind is not SceneArguments
    ]
    assert len(found) >= 10
    return found


def test_every_screen_has_one_entry_and_every_arguments_class_makes_its_screen() -> None:
    registry = scene_registry()
    assert set(registry) == set(SceneName)
    for scene, entry in registry.items():
        assert entry.scene is scene
    for kind in _arguments_classes():
        assert registry[kind.scene].arguments is kind, kind
        assert dataclasses.is_dataclass(kind) and kind.__dataclass_params__.frozen  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "scene", [SceneName.GAME, SceneName.RULE_OPTIONS, SceneName.ROUND_END, SceneName.SCORE_SHEET]
)
def test_a_screen_that_needs_arguments_asked_for_by_name_alone_says_so(scene: SceneName) -> None:
    with pytest.raises(
        SceneArgumentsMissing, match=f"the {scene.value} screen needs its arguments"
    ):
        make_scene(scene_registry(), NO_SHELL, scene)


def test_a_name_alone_is_its_arguments_defaults_and_the_arguments_are_handed_over() -> None:
    entry = given(MenuArguments, lambda shell, arguments: cast(Any, arguments))
    assert entry.made(NO_SHELL, SceneName.MENU) == MenuArguments()
    notice = MenuArguments(notice="Saved.")
    assert entry.made(NO_SHELL, notice) is notice
    with pytest.raises(TypeError, match="TutorialArguments does not make the menu screen"):
        entry.made(NO_SHELL, TutorialArguments(step=2))


SNIPPET = """
from rummikub_desktop.scenes.game.overlay import ScreenLink
from rummikub_desktop.session import GameController
from rummikub_desktop.ui.interfaces import GameArguments, SceneName, Shell


def right(app: Shell, controller: GameController, link: ScreenLink) -> None:
    app.push(GameArguments(controller, first_draw=True))
    app.push(SceneName.SETTINGS)
    link.game().table


def wrong(app: Shell, controller: GameController, link: ScreenLink) -> None:
    app.push(SceneName.GAME, controller=controller)
    app.push(GameArguments(controler=controller))
    app.push(GameArguments(controller, first_draw="yes"))
    link.game().match.round.apply_play
"""


def test_mypy_finds_a_wrong_screen_argument_and_an_overlay_reaching_the_match(
    tmp_path: Path,
) -> None:
    pytest.importorskip("mypy")
    snippet = tmp_path / "snippet.py"
    text = textwrap.dedent(SNIPPET)
    snippet.write_text(text, encoding="utf-8")
    body = text.split("def wrong")[1].splitlines()[1:]
    first = text.splitlines().index(body[0]) + 1
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--cache-dir",
            str(tmp_path / "cache"),
            "--follow-imports=silent",
            "--hide-error-context",
            "--no-error-summary",
            str(snippet),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    errors = [line for line in run.stdout.splitlines() if ": error: " in line]
    lines = [int(line.split(":")[1]) for line in errors]
    assert lines == [first, first + 1, first + 2, first + 3], run.stdout + run.stderr
    assert 'Unexpected keyword argument "controller" for "push"' in errors[0]
    assert 'Unexpected keyword argument "controler" for "GameArguments"' in errors[1]
    assert 'Argument "first_draw" to "GameArguments" has incompatible type "str"' in errors[2]
    assert '"GameReading" has no attribute "match"' in errors[3]
    assert GameArguments.scene is SceneName.GAME
