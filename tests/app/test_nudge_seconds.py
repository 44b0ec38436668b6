"""Issue 42: the nudge's minute can be made shorter from the command line
(``--nudge-seconds``), so that the whole-game walk waits seconds for it, not a
minute in every run; a game started without it keeps its minute."""

from __future__ import annotations

import pytest

from rummikub_desktop.app import launcher
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.nudge import NUDGE_SECONDS
from rummikub_desktop.session import GameController, Seat, SeatKind, controller_at
from rummikub_desktop.ui.interfaces import AppHooks
from tests.support.driver import steps
from tests.support.fakes import drawing_players


def a_persons_turn() -> GameController:
    return controller_at(
        [Seat("Grandma"), Seat("Grandpa", SeatKind.COMPUTER, "easy")],
        ["K1 B2 O13", "R9 B9"],
        ["R3 R4 R5"],
        rules=RuleSet(players=2),
        players=drawing_players,
        hint=None,
    )


def nudged_after(app: App, seconds: float) -> bool:
    scene = GameScene(app, a_persons_turn())
    app.reset_to(scene)
    steps(app)
    scene.update(seconds)
    return scene.overlays.own.nudge.shown


@pytest.mark.parametrize(("asked", "expected"), [(None, NUDGE_SECONDS), (2.0, 2.0)])
def test_the_nudge_comes_after_the_seconds_asked_for(asked, expected):
    app = App(size=(1280, 800), hooks=AppHooks(), fast=True, nudge_seconds=asked)
    try:
        assert app.nudge_seconds == expected
        assert not nudged_after(app, expected - 0.5)
        assert nudged_after(app, expected + 0.1)
    finally:
        app.close()


def test_the_command_line_hands_its_seconds_to_the_window(monkeypatch):
    made: dict[str, object] = {}

    class Stop(Exception):
        pass

    def app(**arguments: object) -> None:
        made.update(arguments)
        raise Stop

    monkeypatch.setattr(launcher, "App", app)
    with pytest.raises(Stop):
        launcher.run(["--nudge-seconds", "2.5", "--language", "en"], hooks=AppHooks())
    assert made["nudge_seconds"] == 2.5
    with pytest.raises(Stop):
        launcher.run(["--language", "en"], hooks=AppHooks())
    assert made["nudge_seconds"] is None, "without the option, the game's own minute"


@pytest.mark.parametrize("value", ["0", "0.5", "3601", "soon", "nan"])
def test_a_nudge_time_out_of_range_is_one_line_and_status_2(value, capsys):
    with pytest.raises(SystemExit) as stop:
        launcher.run(["--nudge-seconds", value])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "from 1 to 3600" in err, err


def test_the_nudge_time_is_for_a_window_only(capsys):
    for other in (["--self-test"], ["--best-play", "--rack", "K1"]):
        with pytest.raises(SystemExit):
            launcher.run([*other, "--nudge-seconds", "5"])
        assert "cannot be used with" in capsys.readouterr().err
