"""The guided first game: a scripted deal, a scripted computer and one idea per step.

The tutorial is data. :data:`SCRIPT` is one short round against a computer
partner: the deal (both racks and the tile the player will draw), what the
partner lays in each of its turns, the play that Hint suggests, and the
player's steps. A :class:`Step` names one expected action (move one tile, or
press one button), where the tile goes (relative to a tile already on the
table, so the layout may change), the catalogue key of its sentence, and the
lesson it belongs to. Nothing here is code per step.

:class:`Tutorial` plays the script on a real
:class:`~rummikub_desktop.session.GameController` with the real rule check:
it builds the game at any step (every earlier step done, the partner's turns
played), says where a step's tile is and where it goes, and what the table and
rack must look like once the step is done (:meth:`Tutorial.expected`), which
is how the screen tells the expected move from any other.

The partner is an ordinary computer player (:class:`ScriptedPartner`) and the
hint an ordinary hint function (:class:`ScriptedHint`): both are plain data, so
the shell can send them to the computer's own process like the real ones.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from rummikub_desktop.ai import DRAW, Decision, Level, Play
from rummikub_desktop.engine import PlayerView, ProblemCode, RuleSet, Tile, parse_tile, parse_tiles
from rummikub_desktop.table import Cell

from .at_once import play_computer_turn, show_hint
from .controller import GameController
from .outcomes import Outcome, OutcomeCode, Phase
from .position import controller_at
from .seats import Seat, SeatKind, Speed
from .views import GameLike

TUTORIAL_RULES = RuleSet(players=2, rounds=1)
"""The official rules (a first play of 30 points), two seats, one round."""


class Lesson(enum.Enum):
    """The ideas of the tutorial, in order (the catalogue's ``tutorial.lesson.<value>``)."""

    DRAG = "drag"
    RUN = "run"
    FIRST_PLAY = "first_play"
    GROUP = "group"
    DONE = "done"
    DRAW = "draw"
    ADD = "add"
    SPLIT = "split"
    JOKER = "joker"
    UNDO = "undo"
    HINT = "hint"
    ROUND_END = "round_end"


class Action(enum.Enum):
    """What the player does in a step."""

    MOVE = "move"
    """Drag one tile (from the rack or the table) to its place."""
    DONE = "done"
    DRAW = "draw"
    UNDO = "undo"
    RESET = "reset"
    HINT = "hint"


class Where(enum.Enum):
    """Where a tile goes, relative to the table as it is."""

    NEW_ROW = "new_row"
    """Alone on the first empty row (a new set)."""
    AFTER = "after"
    """Just right of a tile (at the end of its set)."""
    BEFORE = "before"
    """Just left of a tile (at the start of its set)."""
    ON = "on"
    """On a tile: it goes into the set in that tile's place, and the tile moves along."""


@dataclass(frozen=True, slots=True)
class Target:
    """Where a moved tile goes.

    Attributes:
        where: how to find the place.
        ref: the tile on the table it is placed by (notation), for all but NEW_ROW.
        laid: which copy of ``ref``: one laid this turn (True), one that was on
            the table when the turn began (False), or the only one (None).
    """

    where: Where
    ref: str = ""
    laid: bool | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One thing to do, with one sentence.

    Attributes:
        lesson: the idea it belongs to.
        text: the catalogue key of the sentence (``{partner}`` is the partner's name).
        action: what to do.
        tile: the tile to move (notation), for a move.
        from_table: the tile is taken from the table (else from the rack).
        target: where it goes, for a move.
        refused: for Done: the problem the rule check is expected to give (the
            step shows why a play is refused); None when the play is accepted.
        context: tiles on the table the sentence talks about (kept bright).
    """

    lesson: Lesson
    text: str
    action: Action
    tile: str = ""
    from_table: bool = False
    target: Target | None = None
    refused: ProblemCode | None = None
    context: tuple[str, ...] = ()

    @property
    def ends_turn(self) -> bool:
        """True when the step ends the player's turn (the partner plays next)."""
        return (self.action is Action.DONE and self.refused is None) or self.action is Action.DRAW


@dataclass(frozen=True, slots=True)
class Script:
    """A whole tutorial round.

    Attributes:
        you: the player's rack (notation, in rack order).
        partner: the partner's rack.
        draws: the pool's next tiles, first drawn first.
        partner_plays: (engine turn, sets laid) for each of the partner's turns;
            the sets are added to the table as it is (a turn not listed draws).
        hints: (engine turn, the whole table after the suggested play).
        steps: the player's steps, in order.
    """

    you: str
    partner: str
    draws: str
    partner_plays: tuple[tuple[int, tuple[str, ...]], ...]
    hints: tuple[tuple[int, tuple[str, ...]], ...]
    steps: tuple[Step, ...]


def _move(
    lesson: Lesson,
    key: str,
    tile: str,
    target: Target,
    *,
    from_table: bool = False,
    context: tuple[str, ...] = (),
) -> Step:
    return Step(
        lesson,
        f"tutorial.step.{key}",
        Action.MOVE,
        tile,
        from_table=from_table,
        target=target,
        context=context,
    )


def _press(
    lesson: Lesson,
    key: str,
    action: Action,
    *,
    refused: ProblemCode | None = None,
    context: tuple[str, ...] = (),
) -> Step:
    return Step(lesson, f"tutorial.step.{key}", action, refused=refused, context=context)


NEW_ROW = Target(Where.NEW_ROW)

SCRIPT = Script(
    you="K1 R8 O6 R1 R9 K13 B1 R10 K7",
    partner="B10 B11 J O4 O5 O6 O7 O8 K10 K11 K12 K4 K5 K6 R13 O2",
    draws="B12",
    partner_plays=(
        (1, ("B10 B11 J",)),
        (3, ("O4 O5 O6 O7 O8", "K10 K11 K12")),
        (5, ("K4 K5 K6",)),
    ),
    hints=(
        (4, ("R8 R9 R10", "J K1 R1 B1", "B10 B11 B12", "K10 K11 K12 K13", "O4 O5 O6", "O6 O7 O8")),
    ),
    steps=(
        _move(Lesson.DRAG, "drag_one", "R8", NEW_ROW),
        _move(Lesson.RUN, "run_next", "R9", Target(Where.AFTER, "R8")),
        _move(Lesson.RUN, "run_third", "R10", Target(Where.AFTER, "R9")),
        _press(
            Lesson.FIRST_PLAY,
            "first_play",
            Action.DONE,
            refused=ProblemCode.INITIAL_MELD_TOO_LOW,
            context=("R8", "R9", "R10"),
        ),
        _move(Lesson.GROUP, "group_first", "K1", NEW_ROW, context=("R8", "R9", "R10")),
        _move(Lesson.GROUP, "group_second", "R1", Target(Where.AFTER, "K1")),
        _move(Lesson.GROUP, "group_third", "B1", Target(Where.AFTER, "R1")),
        _press(Lesson.DONE, "done", Action.DONE, context=("R8", "R9", "R10", "K1", "R1", "B1")),
        _press(Lesson.DRAW, "draw", Action.DRAW, context=("B10", "B11", "J")),
        _move(Lesson.ADD, "add", "K13", Target(Where.AFTER, "K12"), context=("K10", "K11", "K12")),
        _move(
            Lesson.SPLIT,
            "split_start",
            "O6",
            NEW_ROW,
            context=("O4", "O5", "O6", "O7", "O8"),
        ),
        _move(
            Lesson.SPLIT,
            "split_move",
            "O7",
            Target(Where.AFTER, "O6", laid=True),
            from_table=True,
            context=("O4", "O5", "O6", "O8"),
        ),
        _move(
            Lesson.SPLIT,
            "split_end",
            "O8",
            Target(Where.AFTER, "O7"),
            from_table=True,
            context=("O4", "O5", "O6"),
        ),
        _move(
            Lesson.JOKER,
            "joker_take",
            "J",
            Target(Where.BEFORE, "K1"),
            from_table=True,
            context=("B10", "B11", "K1", "R1", "B1"),
        ),
        _move(Lesson.JOKER, "joker_replace", "B12", Target(Where.AFTER, "B11"), context=("B10",)),
        _move(Lesson.UNDO, "undo_try", "K7", NEW_ROW),
        _press(Lesson.UNDO, "undo", Action.UNDO),
        _press(Lesson.UNDO, "reset", Action.RESET),
        _press(Lesson.HINT, "hint", Action.HINT),
        _press(Lesson.HINT, "hint_done", Action.DONE),
        _move(
            Lesson.ROUND_END,
            "last_tile",
            "K7",
            Target(Where.AFTER, "K6"),
            context=("K4", "K5", "K6"),
        ),
        _press(Lesson.ROUND_END, "rummikub", Action.DONE),
    ),
)
"""The tutorial round (every step checked by the engine in the tests)."""


def _find(script_plays: tuple[tuple[int, tuple[str, ...]], ...], turn: int) -> tuple[str, ...]:
    for number, sets in script_plays:
        if number == turn:
            return sets
    return ()


def _placed(view: PlayerView, table: Sequence[Sequence[Tile]]) -> tuple[Tile, ...]:
    """The tiles of ``table`` that are not on the view's table (from the rack)."""
    new = Counter(tile for tile_set in table for tile in tile_set)
    new.subtract(tile for tile_set in view.table for tile in tile_set)
    return tuple(sorted(new.elements()))


@dataclass(frozen=True, slots=True)
class ScriptedPartner:
    """The tutorial's computer partner: lays the script's sets on its turns, else draws."""

    plays: tuple[tuple[int, tuple[str, ...]], ...]

    def choose(self, view: PlayerView) -> Decision:
        """The scripted sets added to the table as it is (a draw when none are scripted)."""
        sets = _find(self.plays, view.turn)
        if not sets:
            return DRAW
        table = tuple(view.table) + tuple(tuple(parse_tiles(s)) for s in sets)
        return Decision(table, _placed(view, table))


@dataclass(frozen=True, slots=True)
class ScriptedPartners:
    """The player factory of the tutorial: the scripted partner at every level and seed."""

    plays: tuple[tuple[int, tuple[str, ...]], ...]

    def __call__(self, level: Level, seed: int) -> ScriptedPartner:
        return ScriptedPartner(self.plays)


@dataclass(frozen=True, slots=True)
class ScriptedHint:
    """The tutorial's Hint: the script's play for this turn (None on other turns)."""

    plays: tuple[tuple[int, tuple[str, ...]], ...]

    def __call__(self, view: PlayerView) -> Play | None:
        sets = _find(self.plays, view.turn)
        if not sets:
            return None
        table = tuple(tuple(parse_tiles(s)) for s in sets)
        return Play(table, _placed(view, table))


@dataclass(frozen=True, slots=True)
class Picture:
    """What the player sees of the game, as the tutorial compares it: the sets on
    the table (each left to right, in any order, wherever they lie) and the tiles
    on the rack (in any order)."""

    table: tuple[tuple[Tile, ...], ...]
    rack: tuple[Tile, ...]

    @classmethod
    def of(cls, controller: GameLike) -> Picture:
        """The picture of the game as it is now."""
        table = tuple(sorted((tuple(s) for s in controller.table.tile_sets()), key=_set_key))
        rack = controller.rack
        return cls(table, tuple(sorted(rack.tiles if rack is not None else ())))


def _set_key(tiles: tuple[Tile, ...]) -> tuple[tuple[int, int], ...]:
    return tuple(tile.sort_key for tile in tiles)


@dataclass(frozen=True, slots=True)
class Placement:
    """A move step made concrete on the table as it is: which tile, which cell."""

    tile_id: int
    cell: Cell
    after: bool = False


class ScriptError(AssertionError):
    """The script does not play as written (a test finds it; the game never shows it)."""


@dataclass
class Tutorial:
    """The script, played on real games.

    Args:
        you: the player's name at the table.
        partner: the computer partner's name.
        script: the round to play (:data:`SCRIPT`).
    """

    you: str
    partner: str
    script: Script = SCRIPT
    _pictures: list[Picture] = field(default_factory=list, repr=False)

    @property
    def steps(self) -> tuple[Step, ...]:
        """The player's steps."""
        return self.script.steps

    @property
    def lessons(self) -> tuple[Lesson, ...]:
        """The lessons, in the order the steps meet them."""
        return tuple(dict.fromkeys(step.lesson for step in self.steps))

    def new_game(self, speed: Speed = Speed.NORMAL) -> GameController:
        """The tutorial round as dealt: the player's turn, nothing laid."""
        script = self.script
        return controller_at(
            [Seat.person(self.you), Seat(self.partner, SeatKind.COMPUTER, Level.EASY)],
            [script.you, script.partner],
            draws=script.draws,
            rules=TUTORIAL_RULES,
            speed=speed,
            players=ScriptedPartners(script.partner_plays),
            hint=ScriptedHint(script.hints),
        )

    def game_at(self, index: int, speed: Speed = Speed.NORMAL) -> GameController:
        """The round at the start of step ``index``: the steps before it done (and
        the partner's turns after them played, at once)."""
        controller = self.new_game(Speed.INSTANT)
        for step in self.steps[:index]:
            self.perform(controller, step)
        controller.speed = speed
        controller.drain_events()
        return controller

    # -- one step ------------------------------------------------------------------

    def placement(self, controller: GameLike, step: Step) -> Placement | None:
        """Where a move step's tile is and where it goes now (None for a button step,
        or when the table does not hold what the step needs)."""
        if step.action is not Action.MOVE or step.target is None:
            return None
        tile = parse_tile(step.tile)
        tile_id = self._tile_id(controller, tile, on_table=step.from_table)
        if tile_id is None:
            return None
        target = step.target
        table = controller.table
        if target.where is Where.NEW_ROW:
            used = {cell.row for _, cell in table}
            row = next((r for r in range(table.rows) if r not in used), table.rows - 1)
            return Placement(tile_id, Cell(1, row))
        ref = self._tile_id(controller, parse_tile(target.ref), on_table=True, laid=target.laid)
        cell = None if ref is None else table.cell_of(ref)
        if cell is None:
            return None
        if target.where is Where.AFTER:
            return Placement(tile_id, cell.shifted(1))
        if target.where is Where.BEFORE:
            # In the gap between two sets, the right half of the cell joins the right one.
            return Placement(tile_id, cell.shifted(-1), after=True)
        return Placement(tile_id, cell)

    def _tile_id(
        self, controller: GameLike, tile: Tile, *, on_table: bool, laid: bool | None = None
    ) -> int | None:
        if on_table:
            just_laid = controller.turn_view.laid_ids
            ids: Sequence[int] = [
                tile_id
                for tile_id, _ in controller.table
                if laid is None or (tile_id in just_laid) == laid
            ]
        else:
            rack = controller.rack
            ids = rack.ids if rack is not None else ()
        return next((i for i in ids if controller.face(i) == tile), None)

    def context_ids(self, controller: GameLike, step: Step) -> frozenset[int]:
        """The table tiles a step's sentence talks about."""
        wanted = Counter(parse_tile(code) for code in step.context)
        found = set()
        for tile_id, _ in controller.table:
            face = controller.face(tile_id)
            if wanted[face] > 0:
                wanted[face] -= 1
                found.add(tile_id)
        return frozenset(found)

    def perform(self, controller: GameController, step: Step) -> Outcome:
        """Do a step on ``controller`` as the script says (Show me, Back, the tests);
        after a step that ends the turn, the partner plays its turn at once.

        Raises:
            ScriptError: when the game does not take the step as the script says.
        """
        outcome = self._act(controller, step)
        expected = OutcomeCode.PLAY_REFUSED if step.refused is not None else OutcomeCode.OK
        if outcome.code is not expected or (
            step.refused is not None and step.refused not in {p.code for p in outcome.problems}
        ):
            raise ScriptError(f"{step.text}: {outcome}")
        while controller.phase is Phase.COMPUTER_TURN:
            play_computer_turn(controller)
        return outcome

    def _act(self, controller: GameController, step: Step) -> Outcome:
        action = step.action
        if action is Action.MOVE:
            place = self.placement(controller, step)
            if place is None:
                raise ScriptError(f"{step.text}: the tile or its place is not there")
            return controller.move_tile_to_table(place.tile_id, place.cell, after=place.after)
        if action is Action.DONE:
            return controller.end_turn()
        if action is Action.DRAW:
            return controller.draw_tile()
        if action is Action.UNDO:
            return controller.undo()
        if action is Action.RESET:
            return controller.reset_turn()
        return show_hint(controller)

    # -- what a step must lead to --------------------------------------------------

    def pictures(self) -> list[Picture]:
        """The picture at the start of every step, and after the last one (made once)."""
        if not self._pictures:
            controller = self.new_game(Speed.INSTANT)
            pictures = [Picture.of(controller)]
            for step in self.steps:
                self.perform(controller, step)
                pictures.append(Picture.of(controller))
            self._pictures = pictures
        return self._pictures

    def expected(self, index: int) -> Picture:
        """What the table and rack look like once step ``index`` is done (for a step
        that ends the turn: once the partner has played too)."""
        return self.pictures()[index + 1]

    def start_picture(self, index: int) -> Picture:
        """What the table and rack look like when step ``index`` begins."""
        return self.pictures()[index]
