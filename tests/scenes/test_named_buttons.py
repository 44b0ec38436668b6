"""The game screen's buttons are named by one enum, ButtonName (issue 40): never by a
string compared in several modules, and the pure session names none."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame

import rummikub_desktop
from rummikub_desktop.scenes.game.commands import ButtonName, PressButton
from rummikub_desktop.scenes.game.table_input import TableInput
from rummikub_desktop.session.tutorial import Action
from tests.support.driver import running_app, start_game, steps

PACKAGE = Path(rummikub_desktop.__file__).parent
BUTTONS = {name.value for name in ButtonName}


def _is_name(node: ast.expr) -> bool:
    """``name`` or ``something.name``: what holds a button's name."""
    return (isinstance(node, ast.Name) and node.id == "name") or (
        isinstance(node, ast.Attribute) and node.attr == "name"
    )


def _strings(node: ast.expr) -> list[str]:
    """The string constants of ``node`` (itself, or a tuple, list or set of them)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [s for element in node.elts for s in _strings(element)]
    return []


def button_strings(tree: ast.AST) -> list[tuple[int, str]]:
    """Where a button is named by a string: ``PressButton("done")``, ``name == "draw"``,
    ``name in ("menu", "say_again")``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "PressButton":
            found += [(node.lineno, s) for arg in node.args for s in _strings(arg)]
        if isinstance(node, ast.Compare) and _is_name(node.left):
            found += [
                (node.lineno, s) for c in node.comparators for s in _strings(c) if s in BUTTONS
            ]
    return found


def test_no_module_names_a_button_by_a_string():
    problems = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        problems += [(str(path.relative_to(PACKAGE)), *hit) for hit in button_strings(tree)]
    assert problems == []


def test_the_session_names_no_button():
    """A lesson's step says what the player does (an Action); which button does it is
    the screen's business (tutorial_judge.ACTION_BUTTONS)."""
    assert not hasattr(Action, "button")
    from rummikub_desktop.scenes.game.tutorial_judge import ACTION_BUTTONS

    assert set(ACTION_BUTTONS) == set(Action) - {Action.MOVE}
    assert all(isinstance(button, ButtonName) for button in ACTION_BUTTONS.values())


def test_the_frame_and_the_keys_name_buttons_by_the_enum():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"])
        steps(app, 2)
        names = [name for name, _ in scene.frame().buttons]
        assert names and all(isinstance(name, ButtonName) for name in names)
        assert all(isinstance(name, ButtonName) for name in scene.widgets.buttons)
        keys = {pygame.K_RETURN: ButtonName.DONE, pygame.K_ESCAPE: ButtonName.MENU}
        for key, button in keys.items():
            event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")
            commands = TableInput().handle_event(event, scene.room.board())
            assert commands == [PressButton(button)]
            assert isinstance(commands[0].name, ButtonName)
