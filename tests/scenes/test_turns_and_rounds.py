"""Computer turns, round end and score sheet, pass-and-play, through the real loop."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest

from rummikub_desktop.engine import RuleSet, analyse_set
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
from rummikub_desktop.session import GameController, Phase, ScoreSheet, Speed, new_controller
from rummikub_desktop.ui.interfaces import AnswerKind
from tests.support.driver import click, press_button, running_app, start_game, steps, until
from tests.support.fakes import drawing_players, players_of
from tests.support.positions import seed_where


def first_set(view) -> tuple | None:
    """Three rack tiles that make a set (worth 30 if the first play is due)."""
    need = 0 if view.has_melded else view.rules.initial_meld_points
    for combo in itertools.combinations(view.rack, 3):
        for order in itertools.permutations(combo):
            info = analyse_set(order)
            if info is not None and info.points >= need:
                return order
    return None


class LayOneSet:
    """A stand-in computer player: lays one set from its rack, else draws."""

    def choose(self, view):
        found = first_set(view)
        if found is None:
            return None
        return SimpleNamespace(table=[list(s) for s in view.table] + [list(found)])


def computer_first_seed() -> int:
    """A seed where the computer (seat 2 of 2) starts holding a 30-point set (the one
    shared search: ``start_game`` takes a seed)."""

    def wanted(controller: GameController) -> bool:
        if controller.phase is not Phase.COMPUTER_TURN:
            return False
        return first_set(controller.match.round.view(controller.current_seat)) is not None

    return seed_where(["human", "easy"], wanted, rules=RuleSet())


def test_a_computer_turn_is_applied_and_animated():
    with running_app() as app:
        scene = start_game(
            app, ["human", "easy"], seed=computer_first_seed(), players=players_of(LayOneSet())
        )
        controller = scene.controller
        until(app, lambda: controller.phase is Phase.ANIMATING, limit=500)
        plan = controller.animation
        assert plan is not None and len(plan.steps) == 3
        assert any(p.is_current and p.kind.value != "human" for p in controller.players)
        until(app, lambda: 0 < controller.turn_view.animation_elapsed < plan.duration, limit=5000)
        steps(app)  # a frame mid-animation draws the travelling tiles
        until(app, lambda: controller.phase is Phase.HUMAN_TURN, limit=20000)
        assert set(plan.placed) <= controller.table.ids
        assert controller.turn_view.last_computer_ids == frozenset(plan.placed)
        assert controller.match.round.melded[1]
        assert controller.invariant_problems() == []


def test_round_end_and_the_score_sheet():
    with running_app() as app:
        rules = RuleSet(players=2, rounds=2)
        controller = new_controller(
            ["A", "B"], ["easy", "easy"], rules, seed=5, players=drawing_players
        )
        app.change_settings(animation_speed=Speed.INSTANT)
        scene = GameScene(app, controller)
        app.reset_to(scene)
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
        assert controller.round_result is not None
        steps(app, 2)
        round_end = app.scene
        click(app, round_end.sheet_button.rect.center)
        assert isinstance(app.scene, ScoreSheetScene)
        sheet = ScoreSheet.of(controller.match)
        assert len(sheet.rounds) == 1 and sum(sheet.totals) == 0
        click(app, app.scene.next_button.rect.center)
        assert app.scene is scene
        assert controller.match.round_number == 2
        assert not controller.match.round.is_over


def test_pass_and_play_hides_the_racks():
    with running_app() as app:
        scene = start_game(app, ["human", "human"], seed=3)
        controller = scene.controller
        assert controller.phase is Phase.HANDOVER
        assert controller.rack is None
        assert scene.widgets.handover_button is not None
        steps(app, 2)
        first = controller.current_seat
        click(app, scene.widgets.handover_button.rect.center)
        assert controller.rack is not None
        assert controller.rack_seat == first
        press_button(app, scene, "draw")
        steps(app, 2)
        assert controller.phase is Phase.HANDOVER
        assert controller.rack is None, "the next player must not see the last rack"
        click(app, scene.widgets.handover_button.rect.center)
        assert controller.rack_seat == controller.current_seat != first


def test_hint_is_searched_off_the_ui_thread_and_laid_out():
    from tests.support.games import human_first_seed

    player = LayOneSet()
    with running_app() as app:
        scene = start_game(
            app,
            ["human", "easy"],
            seed=human_first_seed(need_meld=True),
            players=players_of(player),
            hint=player.choose,
        )
        controller = scene.controller
        press_button(app, scene, "hint")
        # The hint comes in steps: its tiles, where they go, then the play laid out.
        until(app, lambda: scene.overlays.hints.shown is not None, limit=3000)
        assert controller.turn_view.laid_ids == frozenset()
        press_button(app, scene, "hint")
        press_button(app, scene, "hint")
        until(app, lambda: len(controller.turn_view.laid_ids) == 3, limit=500)
        assert controller.turn_view.meld_progress.reached
        assert controller.turn_view.can_undo


def test_turn_timer_counts_down_warns_and_ends_the_turn():
    from tests.support.games import human_first_seed

    with running_app() as app:
        rules = RuleSet(players=2, turn_seconds=30)
        scene = start_game(
            app, ["human", "easy"], seed=human_first_seed(), rules=rules, players=drawing_players
        )
        controller = scene.controller
        seat = controller.current_seat
        count = len(controller.rack)
        steps(app, 2)
        assert controller.turn_view.time_left is not None and controller.turn_view.time_left <= 30
        scene._time_scale = 200.0  # let the clock run fast
        until(
            app,
            lambda: (
                controller.turn_view.time_left is not None and controller.turn_view.time_left < 10
            ),
            500,
        )
        steps(app)  # the warning is drawn
        until(app, lambda: controller.current_seat != seat, limit=500)
        assert len(controller.rack_of(seat)) == count + 1, "time ran out: one tile drawn"


class SlowHint:
    """A hint still searching when the turn ends (it would take a minute)."""

    def __call__(self, view):
        import time

        time.sleep(60.0)
        found = first_set(view)
        return None if found is None else SimpleNamespace(table=[*view.table, list(found)])


def test_a_hint_that_comes_after_its_turn_is_dropped_quietly():
    from rummikub_desktop.i18n import tr
    from tests.support.games import human_first_seed

    with running_app() as app:
        scene = start_game(
            app,
            ["human", "easy"],
            seed=human_first_seed(need_meld=True),
            players=drawing_players,
            hint=SlowHint(),
        )
        controller = scene.controller
        press_button(app, scene, "hint")
        searching = scene.overlays.hints.worker
        assert searching is not None
        press_button(app, scene, "draw")
        until(app, lambda: scene.overlays.hints.worker is None, limit=2000)
        dropped = searching.answer()
        assert dropped is not None and dropped.kind is AnswerKind.CANCELLED, (
            "the search is stopped with its turn: its answer can never come"
        )
        for _ in range(150):  # 2.5 s of the game's time
            steps(app)
            assert scene.commands.message.text not in (
                tr("outcome.busy"),
                tr("outcome.not_your_turn"),
            )
        assert controller.turn_view.laid_ids == frozenset(), "no hint is laid into a later turn"


class SlowThinker:
    """A computer that thinks in pure Python (holding the GIL often) until the file
    ``enough`` is made (a minute at most)."""

    def __init__(self, enough: str) -> None:
        self.enough = enough

    def choose(self, view):
        import time
        from pathlib import Path

        deadline = time.perf_counter() + 60.0
        total = 0
        while time.perf_counter() < deadline and not Path(self.enough).exists():
            total += sum(range(200))
        return None


@pytest.mark.parametrize("busy", [False, True], ids=["quiet", "with-a-busy-process"])
def test_the_window_keeps_answering_while_the_computer_thinks(busy, tmp_path):
    """The computer thinks in its own process: the window never waits for Python's
    lock, even with another process keeping a core busy (the 2-core machine loaded):
    it runs its frames while the computer thinks on, until told it has thought
    enough. (How many frames a second it keeps is bench_ui.py's to measure.)"""
    import subprocess
    import sys

    enough = tmp_path / "enough"
    hog = None
    if busy:
        hog = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        with running_app() as app:
            scene = start_game(
                app,
                ["human", "easy"],
                seed=computer_first_seed(),
                players=players_of(SlowThinker(str(enough))),
            )
            controller = scene.controller
            until(app, lambda: scene.computers.worker is not None, limit=50)
            app.fast = False  # frame pacing as in a real window (the loop's own clock.tick)
            for _ in range(30):
                app.step()
            assert scene.computers.worker is not None, "30 frames ran while the computer thought on"
            assert controller.players[1].is_thinking
            enough.touch()
            app.fast = True
            until(app, lambda: scene.computers.worker is None, limit=20000)
    finally:
        if hog is not None:
            hog.kill()
            hog.wait()


def test_after_continue_undo_and_reset_take_the_players_tiles_back():
    """Issue 32 row 10: a turn closed half way (a normal close or the machine dying)
    comes back with the player's tiles on the table, and Undo and Reset turn can
    take them back (they were greyed)."""
    from rummikub_desktop.session import Seat, controller_at
    from rummikub_desktop.table import Cell
    from tests.support.driver import cell_center, drag, rack_tile_center

    seats = [Seat.person("Ann"), Seat.computer("Bot", "easy")]
    with running_app() as app:
        controller = controller_at(
            seats, ["R13 B13 K13 O2", "B1 B2 B3"], players=drawing_players, hint=None
        )
        start_table, start_rack = controller.table, controller.rack
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        rack = controller.rack
        assert rack is not None
        tile_id = rack.ids[0]
        drag(app, rack_tile_center(scene, tile_id), cell_center(scene, Cell(2, 1)))
        assert tile_id in controller.turn_view.laid_ids

        loaded = GameController.from_dict(controller.to_dict(), players=drawing_players, hint=None)
        scene = GameScene(app, loaded)
        app.reset_to(scene)
        steps(app, 2)
        assert tile_id in loaded.turn_view.laid_ids
        assert (
            scene.widgets.buttons["undo"].is_enabled and scene.widgets.buttons["reset"].is_enabled
        )
        press_button(app, scene, "undo")
        steps(app, 2)
        assert loaded.table == start_table and loaded.rack == start_rack
        drag(app, rack_tile_center(scene, tile_id), cell_center(scene, Cell(3, 1)))
        again = GameController.from_dict(loaded.to_dict(), players=drawing_players, hint=None)
        scene = GameScene(app, again)
        app.reset_to(scene)
        steps(app, 2)
        press_button(app, scene, "reset")
        steps(app, 2)
        assert again.table == start_table
