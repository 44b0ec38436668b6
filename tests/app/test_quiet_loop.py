"""A quiet loop: a still screen draws nothing and the real loop sleeps, yet the
computer's moves, timers and the window's size still get their frames."""

from __future__ import annotations

import threading

import pygame

from rummikub_desktop.app import window
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.scene import CLOCK_WAKE, THINKING_POLL
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.session import Phase, Speed
from rummikub_desktop.ui.interfaces import AppHooks
from tests.support.driver import post, running_app, steps
from tests.support.fakes import drawing_players
from tests.support.positions import computer_first


def computer_first_controller(**rules: object):
    """A deal where the computer (seat 2 of 2) plays first; it only draws."""
    return computer_first(
        ["human", "easy"],
        names=["You", "Computer"],
        rules=RuleSet(players=2, **rules),
        speed=Speed.INSTANT,
        players=drawing_players,
    )


def test_a_still_menu_draws_nothing_until_an_event():
    with running_app() as app:
        app.push(MenuScene(app))
        steps(app, 3)
        drawn = app.drawn_frames
        steps(app, 20)
        assert app.drawn_frames == drawn, "nothing changed: no frame drawn"
        assert app.next_wake() is None, "the loop may sleep until the player does something"
        post(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0))
        steps(app)
        assert app.drawn_frames == drawn + 1


def test_a_widget_that_changes_without_an_event_is_drawn():
    with running_app() as app:
        scene = MenuScene(app)
        app.push(scene)
        steps(app, 3)
        drawn = app.drawn_frames
        scene.buttons["quit"].disable()
        steps(app)
        assert app.drawn_frames == drawn + 1


def test_the_game_asks_for_frames_only_while_something_moves_or_is_timed():
    with running_app() as app:
        controller = computer_first_controller()
        controller.speed = Speed.NORMAL
        scene = GameScene(app, controller)
        app.reset_to(scene)
        app.step()
        assert scene.next_frame() in (THINKING_POLL, 0.0), "the computer thinks or plays"
        for _ in range(3000):
            if controller.phase is Phase.HUMAN_TURN:
                break
            app.step()
        assert controller.phase is Phase.HUMAN_TURN
        scene.commands.message.text = ""
        # Nothing moves: at most a look now and then for the clock (the gentle nudge
        # comes after a minute of nothing).
        assert scene.next_frame() in (None, CLOCK_WAKE)
        steps(app)
        drawn = app.drawn_frames
        steps(app, 10)
        assert app.drawn_frames == drawn, "the person's turn, untouched: no frames"
        scene.commands.say("Hello")
        assert scene.next_frame() == CLOCK_WAKE, "the sentence goes after a while"
        steps(app)
        assert app.drawn_frames == drawn + 1, "a new sentence is drawn"


def test_a_turn_timer_ticks_without_events():
    with running_app() as app:
        controller = computer_first_controller(turn_seconds=30)
        scene = GameScene(app, controller)
        app.reset_to(scene)
        for _ in range(3000):
            if controller.phase is Phase.HUMAN_TURN:
                break
            app.step()
        assert scene.next_frame() == CLOCK_WAKE


def stop_after(app: App, seconds: float) -> threading.Timer:
    """A safety net: end the loop after ``seconds`` whatever happens."""
    timer = threading.Timer(seconds, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    timer.daemon = True
    timer.start()
    return timer


def test_the_real_loop_wakes_for_the_computer_with_no_event():
    app = App(hooks=AppHooks(), fast=False)
    try:
        controller = computer_first_controller()
        app.reset_to(GameScene(app, controller))
        pygame.event.clear()

        def human_turn(app: App) -> None:
            if controller.phase is Phase.HUMAN_TURN:
                app.quit()

        app.on_frame = human_turn
        timer = stop_after(app, 30)
        app.run()
        timer.cancel()
        assert controller.phase is Phase.HUMAN_TURN, "the computer's answer was taken in"
    finally:
        app.close()


def test_the_real_loop_saves_the_window_size_with_no_event():
    saved = []
    hooks = AppHooks()
    hooks.save_settings = lambda settings: saved.append(settings.window_size)
    app = App(hooks=hooks, fast=False)
    try:
        app.window.save_delay = 0.2
        app.push(MenuScene(app))
        post(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700)
        app.on_frame = lambda app: app.quit() if saved else None
        timer = stop_after(app, 20)
        app.run()
        timer.cancel()
        assert saved and saved[-1] == (1000, 700)
    finally:
        app.close()


def test_the_idle_wait_returns_for_an_event_or_its_timeout(monkeypatch):
    with running_app() as app:
        pygame.event.clear()
        naps: list[float] = []
        monkeypatch.setattr(window.time, "sleep", naps.append)
        clock = iter(float(i) * 0.004 for i in range(10_000))
        monkeypatch.setattr(window.time, "monotonic", lambda: next(clock))
        app.wait_for_events(0.05)
        assert naps and max(naps) <= window.IDLE_POLL
        post(pygame.USEREVENT)
        naps.clear()
        app.wait_for_events(None)
        assert naps == [], "an event waiting: no sleep"
