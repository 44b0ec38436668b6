"""Each overlay of the game screen fed events and time alone, without a screen or a
window: what it takes, when it makes the game wait, and what it asks of the screen
(through the callbacks it was made with)."""

from __future__ import annotations

from typing import Any, cast

import pygame
import pygame_gui

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.first_draw import FirstDrawOverlay
from rummikub_desktop.scenes.game.nudge import NUDGE_SECONDS, NudgeChance, NudgeOverlay
from rummikub_desktop.scenes.game.options import GAME_OPTIONS, TUTORIAL_OPTIONS
from rummikub_desktop.scenes.game.overlay import Overlay
from rummikub_desktop.scenes.game.replay import REPLAY_INTRO, ReplayOverlay, side_gap
from rummikub_desktop.session import Seat, SeatKind, TurnReplay, controller_at
from rummikub_desktop.session.replay import describe_idle
from rummikub_desktop.table import TableLayout
from rummikub_desktop.ui.interfaces import AppHooks
from tests.fakes import drawing_players
from tests.scenes.driver import running_app, steps

NOTHING: Any = cast(Any, None)
"""The drawing tools: no test here draws."""


def press(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def click_up() -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(10, 10))


def motion() -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0))


class Calls:
    def __init__(self) -> None:
        self.seen: list[object] = []

    def __call__(self, *args: object) -> None:
        self.seen.append(args[0] if args else None)


# -- the replay --------------------------------------------------------------------------


def drew_turn() -> TurnReplay:
    return describe_idle(1, TableLayout.empty(()), drew=True)


def replay_with(turns: tuple[TurnReplay, ...]) -> tuple[ReplayOverlay, Calls]:
    toggled = Calls()
    overlay = ReplayOverlay(NOTHING, NOTHING, NOTHING, turns=lambda: turns, toggled=toggled)
    return overlay, toggled


def test_the_replay_starts_with_r_and_holds_the_game_until_it_ends_by_itself():
    overlay, toggled = replay_with((drew_turn(),))
    assert overlay.can_replay and not overlay.waiting
    assert overlay.next_frame() is None
    assert overlay.handle_event(press(pygame.K_r))
    assert overlay.waiting and toggled.seen == [True]
    assert overlay.next_frame() == 0.0
    # While it runs, the game sees no pointer and no key.
    assert overlay.handle_event(motion())
    assert overlay.handle_event(press(pygame.K_a))
    assert overlay.update(REPLAY_INTRO / 2)
    key_before = overlay.key()
    overlay.update(0.01)
    assert overlay.key() == key_before, "no new picture while the table only rests"
    assert not overlay.update(REPLAY_INTRO), "a drawn tile has one stage: the replay ends"
    assert not overlay.waiting and toggled.seen == [True, False]


def test_a_click_goes_on_and_escape_stops_the_replay():
    overlay, toggled = replay_with((drew_turn(), drew_turn()))
    overlay.start()
    assert overlay.run is not None and overlay.run.turn == 0
    assert overlay.handle_event(click_up())
    assert overlay.run is not None and overlay.run.turn == 1
    assert overlay.handle_event(press(pygame.K_ESCAPE))
    assert overlay.run is None and toggled.seen == [True, False]


def test_no_replay_when_the_screen_says_there_is_nothing_to_show():
    overlay, toggled = replay_with(())
    assert not overlay.can_replay
    assert not overlay.handle_event(press(pygame.K_r)), "the R key goes on to the game"
    assert not overlay.handle_event(click_up())
    assert not overlay.update(1.0)
    assert toggled.seen == []


def test_the_replay_button_is_its_own():
    overlay, _ = replay_with((drew_turn(),))
    other = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=object())
    assert not overlay.handle_event(other), "another button goes on to the game"


def test_the_side_gap_is_the_room_between_the_turn_and_rack_buttons():
    side = pygame.Rect(1000, 0, 280, 800)
    turn = [pygame.Rect(1010, 300, 260, 50)]
    rack = [pygame.Rect(1010, 500, 260, 50)]
    gap = side_gap(side, turn, rack)
    assert gap is not None and gap.left == side.left
    assert gap.top > 350 and gap.bottom < 500
    assert side_gap(side, turn, [pygame.Rect(1010, 360, 260, 50)]) is None, "no room"
    assert side_gap(side, [], rack) is None


# -- the draw for who starts -----------------------------------------------------------------


def test_the_draw_for_who_starts_takes_the_pointer_and_goes_on_a_click():
    closed = Calls()
    overlay = FirstDrawOverlay(NOTHING, NOTHING, seconds=6.0, closed=closed)
    assert overlay.waiting and overlay.next_frame() == 6.0
    assert overlay.handle_event(motion())
    assert closed.seen == []
    assert overlay.update(1.0) and overlay.next_frame() == 5.0
    assert overlay.handle_event(click_up())
    assert not overlay.waiting and closed.seen == [None]
    # Once gone, it takes nothing and holds nothing.
    assert not overlay.handle_event(click_up())
    assert not overlay.update(1.0)
    assert overlay.next_frame() is None and closed.seen == [None]


def test_the_draw_for_who_starts_goes_by_itself_once():
    closed = Calls()
    overlay = FirstDrawOverlay(NOTHING, NOTHING, seconds=2.0, closed=closed)
    assert overlay.update(1.5)
    assert overlay.update(1.0), "the frame it goes in still waits"
    assert closed.seen == [None]
    assert not overlay.update(1.0) and closed.seen == [None]


def test_no_draw_for_who_starts_in_a_resumed_game():
    overlay = FirstDrawOverlay(NOTHING, NOTHING, seconds=0.0, closed=Calls())
    assert not overlay.waiting and not overlay.handle_event(click_up())


# -- the nudge ----------------------------------------------------------------------------


class Game:
    """The game as the nudge asks after it."""

    def __init__(self) -> None:
        self.chance = NudgeChance((1, 0), persons_turn=True, may_come=True)

    def __call__(self) -> NudgeChance:
        return self.chance


def test_the_nudge_comes_after_a_minute_and_never_takes_an_event():
    game = Game()
    overlay = NudgeOverlay(NOTHING, chance=game)
    assert overlay.next_frame() == NUDGE_SECONDS
    assert not overlay.update(NUDGE_SECONDS - 1) and not overlay.shown
    assert not overlay.handle_event(press(pygame.K_a)), "a key goes on to the game"
    assert not overlay.update(NUDGE_SECONDS - 1) and not overlay.shown, "the key woke it"
    overlay.update(2.0)
    assert overlay.shown and not overlay.waiting
    assert not overlay.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(0, 0))
    )
    assert not overlay.shown
    overlay.update(NUDGE_SECONDS * 2)
    assert not overlay.shown, "once a turn"
    assert overlay.next_frame() is None
    game.chance = NudgeChance((1, 2), persons_turn=True, may_come=True)
    overlay.update(NUDGE_SECONDS)
    assert overlay.shown, "the next turn may have one"
    game.chance = NudgeChance((1, 3), persons_turn=False, may_come=False)
    overlay.update(0.1)
    assert not overlay.shown, "the turn it was for is over"


def test_no_nudge_while_the_screen_says_it_may_not_come():
    game = Game()
    game.chance = NudgeChance((1, 0), persons_turn=True, may_come=False)
    overlay = NudgeOverlay(NOTHING, chance=game)
    overlay.update(NUDGE_SECONDS * 3)
    assert not overlay.shown and overlay.next_frame() is None
    # The minute counted while it might not come is not lost on the person's turn...
    game.chance = NudgeChance((1, 0), persons_turn=True, may_come=True)
    assert overlay.next_frame() == NUDGE_SECONDS
    overlay.update(30.0)
    # ...and it starts again when the turn passes to a computer.
    game.chance = NudgeChance((1, 1), persons_turn=False, may_come=False)
    overlay.update(1.0)
    game.chance = NudgeChance((1, 2), persons_turn=True, may_come=True)
    assert overlay.next_frame() == NUDGE_SECONDS


def test_every_overlay_follows_the_protocol():
    overlays: list[Overlay] = [
        replay_with(())[0],
        FirstDrawOverlay(NOTHING, NOTHING, seconds=0.0, closed=Calls()),
        NudgeOverlay(NOTHING, chance=Game()),
    ]
    for overlay in overlays:
        for name in ("waiting", "handle_event", "update", "draw", "next_frame", "key"):
            assert hasattr(overlay, name), (type(overlay).__name__, name)


# -- the screen's options ---------------------------------------------------------------------


def test_the_tutorials_options_are_the_screens_not_overrides():
    def game():
        return controller_at(
            [Seat("Grandma"), Seat("Grandpa", SeatKind.COMPUTER, "easy")],
            ["K1 B2 O13", "R9 B9"],
            [],
            rules=RuleSet(players=2),
            players=drawing_players,
            hint=None,
        )

    for options, saved, question in (
        (GAME_OPTIONS, 1, "game.confirm_leave"),
        (TUTORIAL_OPTIONS, 0, "tutorial.confirm_leave"),
    ):
        with running_app() as app:
            saves: list[object] = []
            app.hooks = AppHooks(save_game=saves.append)
            scene = GameScene(app, game(), options=options)
            app.reset_to(scene)
            steps(app)
            assert bool(scene.empty_table_hint()) is options.empty_table_hint
            assert scene.own.nudge.next_frame() is not None or not options.nudge
            scene.ask_leave()
            assert scene.dialog is not None
            assert scene.dialog.text.html_text == tr(question)
            scene.save()
            assert len(saves) == saved


# -- the hint and the coach, given values and callbacks -------------------------------------


def hint_with(job: object, answer: object = None) -> tuple[Any, Calls, Calls]:
    from rummikub_desktop.scenes.game.hint_overlay import SteppedHint

    said, started = Calls(), Calls()

    def start(job: object) -> object:
        started(job)
        return object()

    hint = SteppedHint(
        job=lambda: cast(Any, job),
        human_turn=lambda: True,
        is_current=lambda job: True,
        turn_start=lambda: None,
        lay=lambda job, play: cast(Any, None),
        say=said,
        start=cast(Any, start),
        answer=lambda worker: cast(Any, answer),
    )
    return hint, said, started


def test_the_hint_asks_its_callbacks_not_a_screen():
    hint, said, started = hint_with(None)
    hint.press()
    assert said.seen == [tr("game.hint_unavailable")] and started.seen == []
    job = object()
    hint, said, started = hint_with(job)
    hint.press()
    assert said.seen == [tr("game.hint_searching")] and started.seen == [job]
    hint.press()  # still searching: nothing more
    assert started.seen == [job]
    assert hint.update(0.1) is False and hint.worker is not None  # no answer yet


def test_the_coach_reads_facts_and_asks_its_callbacks():
    from rummikub_desktop.scenes.game.coach_overlay import CoachFacts, CoachOverlay
    from rummikub_desktop.session import TilesDrawn

    facts = CoachFacts(True, 0, False, False, 1, (0, 3), (True, False))
    starts = Calls()
    rebuilt = Calls()
    coach = CoachOverlay(
        NOTHING,
        NOTHING,
        facts=lambda: facts,
        turn_start=lambda: cast(Any, None),
        switched_on=lambda: True,
        start=cast(Any, starts),
        answer=lambda worker: None,
        rebuild=rebuilt,
        put_back=Calls(),
    )
    assert coach.update(0.1) is False and not coach.waiting
    coach.heard(TilesDrawn(0, 1))  # no turn start kept: nothing to look at
    assert starts.seen == [] and coach.next_frame() is None
    assert coach.may_speak(0) and not coach.may_speak(1)
    assert [lb.seat for lb in coach.look_backs()] == [0]


def test_no_overlay_holds_the_screen_or_reads_another_objects_private_fields():
    """The overlays (and the tutorial's mode) are given values and callbacks: no
    ``scene`` or host protocol, and no ``other._field`` read or written."""
    import ast
    from pathlib import Path

    import rummikub_desktop.scenes.game as game

    folder = Path(game.__file__).parent
    names = ["coach_overlay", "hint_overlay", "replay", "first_draw", "nudge"]
    names += ["tutorial_overlay", "mode", "overlay"]
    for name in names:
        source = (folder / f"{name}.py").read_text(encoding="utf-8")
        tree = ast.parse(source)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
                if node.attr.startswith("__"):
                    continue
                owner = node.value
                assert isinstance(owner, ast.Name) and owner.id in ("self", "cls"), (
                    f"{name}.py:{node.lineno} reads .{node.attr} of another object"
                )
            if isinstance(node, ast.arg):
                assert node.arg not in ("scene", "host", "screen"), f"{name}.py:{node.lineno}"
            if isinstance(node, ast.ClassDef):
                assert not node.name.endswith("Host"), f"{name}.py: {node.name}"
