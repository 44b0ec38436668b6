"""Each overlay of the game screen fed events and time alone, without a screen or a
window: what it takes, when it makes the game wait, and what it asks of the screen
(through the callbacks it was made with)."""

from __future__ import annotations

import dataclasses
from typing import Any, cast

import pygame
import pygame_gui

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.first_draw import FirstDrawOverlay
from rummikub_desktop.scenes.game.helper_overlay import HelperOverlay
from rummikub_desktop.scenes.game.nudge import NUDGE_SECONDS, NudgeChance, NudgeOverlay
from rummikub_desktop.scenes.game.options import GAME_OPTIONS, TUTORIAL_OPTIONS
from rummikub_desktop.scenes.game.overlay import Overlay, ScreenLink
from rummikub_desktop.scenes.game.replay import REPLAY_INTRO, ReplayOverlay, side_gap
from rummikub_desktop.scenes.game.use import Use
from rummikub_desktop.session import Seat, SeatKind, TurnReplay, controller_at
from rummikub_desktop.session.replay import describe_idle
from rummikub_desktop.session.table_helper import HelperTable
from rummikub_desktop.session.views import GameReading
from rummikub_desktop.table import TableLayout
from rummikub_desktop.ui.interfaces import AppHooks
from tests.support.driver import running_app, steps
from tests.support.fakes import drawing_players

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


class FakeInput:
    """The screen's input as an overlay uses it: a tile held put back, or let go."""

    def __init__(self) -> None:
        self.put_back = Calls()
        self.let_go = Calls()


def a_link(**given: object) -> ScreenLink:
    """The screen's link with every callback recorded (``given``: some in their place)."""
    fields: dict[str, object] = {field.name: Calls() for field in dataclasses.fields(ScreenLink)}
    fields.update(text=NOTHING, art=NOTHING, input=FakeInput(), answer=lambda worker: None)
    fields.update(given)
    return ScreenLink(**cast(Any, fields))


def replay_with(turns: tuple[TurnReplay, ...]) -> tuple[ReplayOverlay, Calls]:
    link = a_link()
    overlay = ReplayOverlay(link, turns=lambda: turns)
    return overlay, cast(FakeInput, link.input).put_back


def test_the_replay_starts_with_r_and_holds_the_game_until_it_ends_by_itself():
    overlay, toggled = replay_with((drew_turn(),))
    assert overlay.can_replay and not overlay.waiting
    assert overlay.next_frame() is None
    assert overlay.handle_event(press(pygame.K_r))
    assert overlay.waiting and toggled.seen == [None], "a tile held is put back"
    assert overlay.widgets() is True, "the screen builds its widgets again"
    assert overlay.next_frame() == 0.0
    # While it runs, the game sees no pointer and no key.
    assert overlay.handle_event(motion())
    assert overlay.handle_event(press(pygame.K_a))
    assert overlay.update(REPLAY_INTRO / 2)
    key_before = overlay.key()
    overlay.update(0.01)
    assert overlay.key() == key_before, "no new picture while the table only rests"
    assert not overlay.update(REPLAY_INTRO), "a drawn tile has one stage: the replay ends"
    assert not overlay.waiting and overlay.widgets() is False


def test_a_click_goes_on_and_escape_stops_the_replay():
    overlay, toggled = replay_with((drew_turn(), drew_turn()))
    overlay.start()
    assert overlay.run is not None and overlay.run.turn == 0
    assert overlay.handle_event(click_up())
    assert overlay.run is not None and overlay.run.turn == 1
    assert overlay.handle_event(press(pygame.K_ESCAPE))
    assert overlay.run is None and toggled.seen == [None] and overlay.widgets() is False


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
    overlay = FirstDrawOverlay(a_link(), seconds=6.0)
    assert overlay.waiting and overlay.next_frame() == 6.0
    assert overlay.handle_event(motion())
    assert overlay.widgets() is True
    assert overlay.update(1.0) and overlay.next_frame() == 5.0
    assert overlay.handle_event(click_up())
    assert not overlay.waiting and overlay.widgets() is False, "the screen builds again"
    # Once gone, it takes nothing and holds nothing.
    assert not overlay.handle_event(click_up())
    assert not overlay.update(1.0)
    assert overlay.next_frame() is None


def test_the_draw_for_who_starts_goes_by_itself_once():
    overlay = FirstDrawOverlay(a_link(), seconds=2.0)
    assert overlay.update(1.5)
    assert overlay.update(1.0), "the frame it goes in still waits"
    assert overlay.widgets() is False
    assert not overlay.update(1.0)


def test_no_draw_for_who_starts_in_a_resumed_game():
    overlay = FirstDrawOverlay(a_link(), seconds=0.0)
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
    overlay = NudgeOverlay(a_link(), chance=game)
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
    overlay = NudgeOverlay(a_link(), chance=game)
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


def every_overlay() -> list[Overlay]:
    """One of each overlay of the game screen, made with the screen's link alone (and
    what each needs of its own)."""
    from rummikub_desktop.scenes.game.coach_overlay import CoachOverlay
    from rummikub_desktop.scenes.game.hint_overlay import SteppedHint
    from rummikub_desktop.scenes.game.puzzle_overlay import PuzzleOverlay
    from rummikub_desktop.scenes.game.tutorial_overlay import TutorialOverlay
    from rummikub_desktop.session.puzzles import first_puzzle
    from rummikub_desktop.session.tutorial import Tutorial

    tutorial = Tutorial("You", "Robot")
    game = tutorial.game_at(0)
    link = a_link(game=lambda: GameReading.of(game))
    return [
        replay_with(())[0],
        FirstDrawOverlay(link, seconds=0.0),
        NudgeOverlay(link, chance=Game()),
        CoachOverlay(
            link,
            facts=cast(Any, Calls()),
            turn_start=lambda: None,
            switched_on=lambda: False,
            start=cast(Any, Calls()),
        ),
        SteppedHint(
            link,
            job=lambda: None,
            human_turn=lambda: True,
            is_current=lambda job: True,
            turn_start=lambda: None,
            lay=cast(Any, Calls()),
            start=cast(Any, Calls()),
        ),
        TutorialOverlay(tutorial, 0, link, ends=lambda: (), speed=cast(Any, Calls())),
        PuzzleOverlay(
            link,
            first_puzzle(),
            first=True,
            record=lambda: None,
            days_in_row=lambda: 0,
            next_level=None,
            back=Calls(),
        ),
        HelperOverlay(
            link,
            HelperTable(),
            keep=lambda table: None,
            controller=lambda table: game,
            start=cast(Any, Calls()),
            rules=RuleSet(),
        ),
    ]


def test_every_overlay_follows_the_one_protocol_with_one_build():
    """Every overlay of the package (the puzzle's and the tutorial's included) is an
    :class:`Overlay`, made with the screen's link, and builds its widgets from one
    :class:`Places` value."""
    import importlib
    import inspect
    import pkgutil

    import rummikub_desktop.scenes.game as game_package
    from rummikub_desktop.scenes.game.overlay import Places

    overlays = every_overlay()
    names = ("waiting", "handle_event", "update", "draw", "next_frame", "key", "widgets")
    names += ("build", "table_top", "round_ended", "settle", "shown_sentences")
    for overlay in overlays:
        assert Overlay in type(overlay).__mro__, type(overlay).__name__
        for name in names:
            assert hasattr(overlay, name), (type(overlay).__name__, name)
        build = inspect.signature(overlay.build)
        assert list(build.parameters) == ["places"], type(overlay).__name__
        hints = inspect.get_annotations(type(overlay).build, eval_str=True)
        assert hints["places"] is Places, type(overlay).__name__
        # Only the table helper holds the screen from the start (its picker).
        assert overlay.waiting == isinstance(overlay, HelperOverlay), type(overlay).__name__
    # Every overlay class in the package is among them.
    made = {type(overlay) for overlay in overlays}
    found = set()
    for module in pkgutil.walk_packages(game_package.__path__, game_package.__name__ + "."):
        for _, cls in inspect.getmembers(importlib.import_module(module.name), inspect.isclass):
            if cls is not Overlay and Overlay in cls.__mro__ and cls.__module__ == module.name:
                found.add(cls)
    assert found == made


def test_a_puzzles_filter_takes_done_and_draw_and_after_solving_every_button():
    from rummikub_desktop.scenes.game.commands import ButtonName, PressButton
    from rummikub_desktop.scenes.game.puzzle_overlay import PuzzleFilter, PuzzleOverlay

    puzzle = next(o for o in every_overlay() if isinstance(o, PuzzleOverlay))
    said = cast(Calls, puzzle.link.say)
    puzzle_filter = PuzzleFilter(puzzle)
    assert puzzle_filter.check(PressButton(ButtonName.DRAW)) is None, "Draw tile is never greyed"
    assert puzzle_filter.take(PressButton(ButtonName.DRAW))
    assert said.seen == [tr("puzzle.no_draw")]
    assert not puzzle_filter.take(PressButton(ButtonName.UNDO)), "Undo is the game's own"
    puzzle.solved = True
    assert puzzle_filter.take(PressButton(ButtonName.UNDO)), "nothing is done once solved"
    back = cast(Calls, puzzle.back)
    assert puzzle_filter.take(PressButton(ButtonName.MENU)) and back.seen == [None]


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
            scene = GameScene(app, game(), use=Use(options))
            app.reset_to(scene)
            steps(app)
            assert bool(scene.frame().empty_hint) is options.empty_table_hint
            assert scene.overlays.own.nudge.next_frame() is not None or not options.nudge
            scene.commands.ask_leave()
            assert scene.commands.dialog is not None
            assert scene.commands.dialog.text.html_text == tr(question)
            scene.close_requested()
            assert len(saves) == saved


# -- the hint and the coach, given values and callbacks -------------------------------------


def hint_with(job: object, answer: object = None) -> tuple[Any, Calls, Calls]:
    from rummikub_desktop.scenes.game.hint_overlay import SteppedHint

    said, started = Calls(), Calls()

    def start(job: object) -> object:
        started(job)
        return object()

    hint = SteppedHint(
        a_link(say=said, answer=lambda worker: cast(Any, answer)),
        job=lambda: cast(Any, job),
        human_turn=lambda: True,
        is_current=lambda job: True,
        turn_start=lambda: None,
        lay=lambda job, play: cast(Any, None),
        start=cast(Any, start),
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
    coach = CoachOverlay(
        a_link(),
        facts=lambda: facts,
        turn_start=lambda: cast(Any, None),
        switched_on=lambda: True,
        start=cast(Any, starts),
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
    names = ["coach_overlay", "hint_overlay", "replay", "first_draw", "nudge", "show_me"]
    names += ["tutorial_overlay", "puzzle_overlay", "use", "overlay"]
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
            if isinstance(node, ast.ImportFrom) and node.module == "rummikub_desktop.ui.interfaces":
                imported = {alias.name for alias in node.names}
                assert "Shell" not in imported, f"{name}.py:{node.lineno} takes the shell"
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                assert node.func.attr != "rebuild", f"{name}.py:{node.lineno} builds the screen"
