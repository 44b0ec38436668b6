"""The window's scene stack on its own: which scene is told it comes on top or leaves."""

from __future__ import annotations

from rummikub_desktop.app.scene_stack import SceneStack


class _Scene:
    """A scene that writes down what it is told, in one log shared by all."""

    def __init__(self, name: str, log: list[str], controller: object = None) -> None:
        self.name = name
        self.log = log
        self.controller = controller

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def leave(self) -> None:
        self.log.append(f"leave {self.name}")

    def close_requested(self) -> None:
        self.log.append(f"save {self.name}")


def _stack(log: list[str]) -> SceneStack:
    return SceneStack(
        make=lambda scene: scene,
        changed=lambda: log.append("changed"),
        emptied=lambda: log.append("emptied"),
    )


def test_push_pop_replace_and_reset_tell_each_scene_in_order():
    log: list[str] = []
    stack = _stack(log)
    menu, game, rules = _Scene("menu", log), _Scene("game", log), _Scene("rules", log)
    stack.push(menu)
    stack.push(game)
    stack.replace(rules)
    assert stack.top is rules and stack.scenes == [menu, rules]
    stack.pop()
    assert log == [
        "enter menu",
        "changed",
        "leave menu",
        "enter game",
        "changed",
        "leave game",
        "enter rules",
        "changed",
        "leave rules",
        "changed",
        "enter menu",
    ]
    log.clear()
    stack.push(game)
    stack.reset_to(rules)
    assert stack.scenes == [rules]
    assert log == [
        "leave menu",
        "enter game",
        "changed",
        "leave game",
        "leave menu",
        "enter rules",
        "changed",
    ]


def test_the_last_scene_closed_empties_the_stack_and_says_so():
    log: list[str] = []
    stack = _stack(log)
    stack.push(_Scene("menu", log))
    stack.pop()
    assert stack.top is None and log[-2:] == ["changed", "emptied"]
    log.clear()
    stack.pop()
    assert log == [], "nothing shown: nothing to close"


def test_the_game_is_the_topmost_scenes_controller_and_every_scene_saves_top_first():
    log: list[str] = []
    stack = _stack(log)
    older, newer = object(), object()
    for scene in (
        _Scene("game", log, older),
        _Scene("round end", log),
        _Scene("tutorial", log, newer),
        _Scene("rules", log),
    ):
        stack.push(scene)
    assert stack.game_controller() is newer
    log.clear()
    stack.close_requested()
    assert log == ["save rules", "save tutorial", "save round end", "save game"]
    stack.close_all()
    assert stack.scenes == [] and log[-1] == "leave game"
