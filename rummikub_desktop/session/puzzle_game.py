"""A puzzle played with the game's own controller: drag and drop, Undo, Hint, Show me.

:func:`puzzle_game` sets the puzzle up as a game at the start of the person's
turn (:func:`~rummikub_desktop.session.controller_at`): the puzzle's table,
its rack, the first play already made (so the table is the person's to
rework). The controller needs two seats; a computer sits opposite with one
tile and never plays, as the puzzle ends with the person's Done. The screen
asks :func:`puzzle_solved` before handing Done to the controller, and
:func:`tiles_left` for "Not yet: 2 tiles are still on your rack."

Hint comes in steps as in a game (:func:`puzzle_hint`: the steps of the
puzzle's own answer, so a level 1 hint only adds), and "Show me" is
:func:`answer_replay`: the puzzle's checked answer told tile by
tile from the table as it was (the coach's replay).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rummikub_desktop.ai import Level, Play, suggest_play
from rummikub_desktop.engine import PlayerView, Tile, format_tiles, full_tile_set
from rummikub_desktop.table import Cell, TableLayout

from .coach import CoachFinding, TurnStart, find_better_play
from .controller import GameController
from .hint_steps import HintSteps, hint_steps
from .jobs import HintFunction
from .position import controller_at
from .puzzles import Puzzle
from .seats import Seat, Speed
from .views import GameLike

FREE_ROWS = 2
"""The rows a roomy puzzle table leaves free below its sets (new sets, the sentences)."""


@dataclass(frozen=True, slots=True)
class PuzzleAnswer:
    """The hint of a puzzle: its checked answer, for the game's Hint (a
    :data:`~.jobs.HintFunction`, sent to the computer's process like the solver).

    A level 1 hint then only adds, as the level promises (the solver's play lays
    as many tiles but may rearrange the table). The answer is given for the
    puzzle's own table only (another view: no play).
    """

    puzzle: Puzzle

    def __call__(self, view: PlayerView) -> Play | None:
        puzzle = self.puzzle
        same_table = Counter(t for s in view.table for t in s) == Counter(
            t for s in puzzle.table for t in s
        )
        if not same_table or Counter(view.rack) != Counter(puzzle.rack):
            return None
        return Play(puzzle.answer, tuple(sorted(puzzle.rack)))


def puzzle_game(
    puzzle: Puzzle, name: str, *, opponent: str, hint: HintFunction | None = suggest_play
) -> GameController:
    """The puzzle as a game: ``name``'s turn, with the puzzle's table and rack
    (``opponent`` names the seat opposite, which never plays; ``hint`` may be
    :class:`PuzzleAnswer` for hints from the puzzle's own answer)."""
    used = Counter(t for s in puzzle.table for t in s) + Counter(puzzle.rack)
    spare = sorted((Counter(full_tile_set(2, 2)) - used).elements())
    return controller_at(
        [Seat.person(name), Seat.computer(opponent, Level.EASY)],
        [format_tiles(puzzle.rack), format_tiles(spare[:1])],
        [format_tiles(s) for s in puzzle.table],
        melded=[True, True],
        speed=Speed.INSTANT,
        hint=hint,
        seed=puzzle.seed % 2**32,
    )


def puzzle_solved(puzzle: Puzzle, game: GameLike) -> bool:
    """True when the table as laid now is a legal turn that lays every rack tile."""
    return puzzle.is_solved_by(game.table.tile_sets())


def tiles_left(puzzle: Puzzle, game: GameLike) -> int:
    """How many of the puzzle's tiles are not on the table yet."""
    return max(0, len(puzzle.rack) - len(game.turn_view.laid_ids))


def answer_replay(puzzle: Puzzle, start: TurnStart) -> CoachFinding | None:
    """The puzzle's answer, to show tile by tile from the table at ``start``
    (:func:`~rummikub_desktop.session.coach.turn_start` of :func:`puzzle_game`);
    None only if it could not be laid out there (a puzzle of another table)."""
    return find_better_play(start, 0, Play(puzzle.answer, tuple(sorted(puzzle.rack))))


def puzzle_hint(puzzle: Puzzle, start: TurnStart) -> HintSteps:
    """The hint's steps for a puzzle, from its checked answer rather than a fresh
    search: a level 1 hint then only adds, as the level promises (the solver's
    play lays as many tiles but may rearrange the table)."""
    return hint_steps(start, Play(puzzle.answer, tuple(sorted(puzzle.rack))))


def roomy_table(puzzle: Puzzle, table: TableLayout) -> TableLayout | None:
    """The puzzle's sets laid row by row with room before each for the tiles its answer
    adds there and after it for those it adds at its end (and a free cell between
    sets): tiles can then be added at either end by dropping them beside a set, and
    "Show me" shows only the tiles added to a set that only grows. The rows left free
    below keep room for the sentences over the table. None when the table has not
    the room (it stays as it is)."""
    sets = table.sets()
    if len(sets) != len(puzzle.table):
        return None
    answers = list(puzzle.answer)
    placements: list[tuple[int, Cell]] = []
    row, cursor = 0, 0
    for table_set, faces in zip(sets, puzzle.table, strict=True):
        if tuple(table.set_faces(table_set)) != tuple(faces):
            return None
        before, after = _room(tuple(faces), answers)
        needed = before + len(faces) + after
        if needed > table.columns:
            return None
        if cursor + needed > table.columns:
            row, cursor = row + 1, 0
        start = cursor + before
        placements.extend(
            (tile_id, Cell(start + i, row)) for i, tile_id in enumerate(table_set.ids)
        )
        cursor += needed + 1
    if row + 1 + FREE_ROWS > table.rows:
        return None
    return TableLayout(table.faces, tuple(sorted(placements)), table.columns, table.rows)


def _room(faces: tuple[Tile, ...], answers: list[tuple[Tile, ...]]) -> tuple[int, int]:
    """How many tiles the answer adds before and after a set that it keeps as one
    block (that answer set is then taken); (0, 1) when it breaks the set up."""
    for index, answer in enumerate(answers):
        for offset in range(len(answer) - len(faces) + 1):
            if tuple(answer[offset : offset + len(faces)]) == faces:
                del answers[index]
                return offset, len(answer) - offset - len(faces)
    return 0, 1
