"""The overlays' link to the screen holds values and ways to send commands, never the
live game: no overlay can reach the controller, the engine's match or its round (whose
``apply_play`` changes the game) through what its :class:`ScreenLink` gives it."""

from __future__ import annotations

import collections.abc
import dataclasses
import typing
from collections.abc import Iterator

import pygame
import pytest

from rummikub_desktop.app.window import App
from rummikub_desktop.engine import Match, Round, RuleSet
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.commands import ButtonName
from rummikub_desktop.scenes.game.overlay import ScreenLink
from rummikub_desktop.session import PERSON, GameController, new_controller
from rummikub_desktop.session.views import GameReading
from rummikub_desktop.ui.interfaces import AppHooks, SceneName

LIVE = (GameController, Match, Round)
"""What changes the game when called: an overlay may hold none of them."""

COMMANDS = ("apply_play", "apply_draw", "move_tile_to_table", "end_turn", "draw_tile", "undo")
"""Methods of the live game (the engine's round, the controller) that change it."""


def _opened(app: App, scene: str) -> GameScene:
    if scene == "game":
        game = new_controller(["You", "Computer"], [PERSON, "easy"], RuleSet(), seed=3)
        app.reset_to(GameScene(app, game))
    else:
        app.reset_to(SceneName(scene))
    for _ in range(3):
        app.step()
    top = app.scene
    assert isinstance(top, GameScene)
    return top


def _links(scene: GameScene) -> list[ScreenLink]:
    """The links the screen's overlays were given (found on the overlays themselves)."""
    found = [
        value
        for overlay in scene.overlays.all()
        for value in vars(overlay).values()
        if isinstance(value, ScreenLink)
    ]
    assert found, "no overlay keeps its link"
    return found


def _reachable(value: object) -> Iterator[object]:
    """Every object reachable from ``value`` through data: fields, attributes of the
    game's own objects, the items of containers (not the code of a callback)."""
    seen: set[int] = set()
    todo = [value]
    while todo:
        item = todo.pop()
        if id(item) in seen or isinstance(item, str | bytes | int | float | pygame.Surface):
            continue
        seen.add(id(item))
        yield item
        if isinstance(item, dict):
            todo.extend(item.keys())
            todo.extend(item.values())
        elif isinstance(item, list | tuple | set | frozenset):
            todo.extend(item)
        elif type(item).__module__.startswith("rummikub_desktop"):
            if dataclasses.is_dataclass(item):
                todo.extend(getattr(item, f.name) for f in dataclasses.fields(item))
            todo.extend(
                v for v in getattr(item, "__dict__", {}).values() if not callable(v) or _data(v)
            )


def _data(value: object) -> bool:
    # A value of the game's own (a frozen value with methods) is data; a function is not.
    return not isinstance(value, type) and type(value).__module__.startswith("rummikub_desktop")


def _given(link: ScreenLink, scene: GameScene) -> list[object]:
    """Everything an overlay can get from ``link`` without changing the game: its values
    and what its callbacks that read answer."""
    values: list[object] = [link.text, link.art, link.input]
    values += [link.game(), link.board(), link.layout(), link.waiting(), link.voice_busy()]
    frame = link.frame()
    values += [frame, link.kept_clear(frame)]
    values += [link.button_rect(name) for name in ButtonName]
    return values


@pytest.fixture
def app() -> Iterator[App]:
    window = App(size=(1280, 800), hooks=AppHooks(), fast=True)
    pygame.event.clear()
    try:
        yield window
    finally:
        window.close()


@pytest.mark.parametrize("scene", ["game", "tutorial", "puzzle", "table_helper"])
def test_no_overlay_can_reach_the_live_game_through_its_link(app: App, scene: str) -> None:
    screen = _opened(app, scene)
    for link in _links(screen):
        assert not hasattr(link.game(), "match"), f"{scene}: the link gives the live match"
        for item in _reachable(_given(link, screen)):
            assert not isinstance(item, LIVE), f"{scene}: an overlay reaches {type(item)}"
            live = [name for name in COMMANDS if callable(getattr(item, name, None))]
            assert not live or type(item).__name__ == "TableInput", (
                f"{scene}: an overlay reaches {type(item).__name__}.{live}"
            )


def test_the_reading_follows_the_game_as_it_changes(app: App) -> None:
    screen = _opened(app, "tutorial")
    link = _links(screen)[0]
    before = link.game()
    assert before.table == screen.controller.table and before.turn == 0
    screen.controller.draw_tile()
    after = link.game()
    assert after.turn == screen.controller.match.round.turn != before.turn
    assert before.turn == 0  # a reading never changes: it is a value


def _types_in(hint: object) -> Iterator[type]:
    """The classes a type hint names, through unions, containers and what callables
    return (a callable's arguments are what the overlay gives, not what it gets)."""
    origin = typing.get_origin(hint)
    if origin is collections.abc.Callable:
        yield from _types_in(typing.get_args(hint)[-1])
    elif origin is not None:
        for arg in typing.get_args(hint):
            yield from _types_in(arg)
    elif isinstance(hint, type):
        yield hint


def test_the_links_types_name_no_live_part_of_the_game() -> None:
    """What the link's fields give, and every field of the values they give, down to
    the plainest values, by their types: no controller, match or round among them."""
    seen: set[type] = set()
    todo = [t for hint in typing.get_type_hints(ScreenLink).values() for t in _types_in(hint)]
    while todo:
        kind = todo.pop()
        if kind in seen:
            continue
        seen.add(kind)
        assert not issubclass(kind, LIVE), kind
        assert not any(hasattr(kind, name) for name in COMMANDS[:2]), kind
        if dataclasses.is_dataclass(kind):
            hints = typing.get_type_hints(kind)
            todo += [t for hint in hints.values() for t in _types_in(hint)]
        if kind.__module__.startswith("rummikub_desktop"):
            # What its public properties give (a protocol's are how it is read).
            for name, member in vars(kind).items():
                if isinstance(member, property) and not name.startswith("_"):
                    returned = typing.get_type_hints(member.fget).get("return")
                    todo += list(_types_in(returned))
    assert GameReading in seen
