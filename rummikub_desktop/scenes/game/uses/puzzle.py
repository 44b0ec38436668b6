"""A puzzle played on the game screen (issue 22): its use and the screen that plays it.

:func:`puzzle_scene` makes the game screen for one puzzle
(:func:`~rummikub_desktop.session.puzzle_game.puzzle_game` is its controller:
the person's turn, the puzzle's table and rack) with the options of a puzzle
(:data:`~..options.PUZZLE_OPTIONS`: never saved, so the game in progress stays
as it is; no nudge; leaving goes back to the Puzzles screen; Hint from the
puzzle's known answer) and lays the puzzle's overlay and filter over it
(:mod:`..puzzle_overlay`).
"""

from __future__ import annotations

from datetime import date

from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence import FileProblem
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.session.puzzle_game import PuzzleAnswer, puzzle_game, roomy_table
from rummikub_desktop.session.puzzles import PuzzleLevel, first_puzzle, puzzle_of_day
from rummikub_desktop.ui.interfaces import PuzzleArguments, PuzzlesArguments, Shell

from ..options import PUZZLE_OPTIONS
from ..overlay import ScreenLink
from ..puzzle_overlay import NEXT_LEVEL, PuzzleFilter, PuzzleOverlay
from ..scene import GameScene
from ..use import Parts, Use


def player_name(settings: Settings) -> str:
    """The person's name as the game screen shows it ("You" until one is given)."""
    name = settings.player_name
    return tr("newgame.default_you") if name == Settings().player_name else name


def puzzle_scene(
    app: Shell,
    *,
    level: PuzzleLevel = PuzzleLevel.ADD,
    day: date | None = None,
    first: bool = False,
) -> GameScene:
    """The game screen playing ``day``'s puzzle at ``level`` (``first``: the first easy
    puzzle, offered by the tutorial, which is not a day's and is not counted)."""
    when = day if day is not None else app.hooks.today()
    puzzle = first_puzzle() if first else puzzle_of_day(when, level)
    controller = puzzle_game(
        puzzle, player_name(app.settings), opponent=tr("puzzle.opponent"), hint=PuzzleAnswer(puzzle)
    )
    roomy = roomy_table(puzzle, controller.table)
    if roomy is not None:
        controller.lay_out_table(roomy)

    def record() -> FileProblem | None:
        return app.hooks.puzzle_solved(when, puzzle.level)

    def days_in_row() -> int:
        stats = app.hooks.load_statistics()
        return 0 if stats is None else stats.puzzles.days_in_row(when)

    following = NEXT_LEVEL.get(puzzle.level)
    next_level = None
    if following is not None and not first:

        def next_level() -> None:
            app.replace(PuzzleArguments(level=following, day=when))

    def back() -> None:
        if first:
            app.replace(PuzzlesArguments(day=when))
        else:
            app.pop()

    def parts(link: ScreenLink) -> Parts:
        overlay = PuzzleOverlay(
            link,
            puzzle,
            first=first,
            record=record,
            days_in_row=days_in_row,
            next_level=next_level,
            back=back,
        )
        return Parts((overlay,), PuzzleFilter(overlay))

    scene = GameScene(app, controller, use=Use(PUZZLE_OPTIONS, parts))
    stats = app.hooks.load_statistics()
    if not first and stats is not None and stats.puzzles.is_solved(when, puzzle.level):
        scene.commands.say(tr("puzzle.already_solved"))
    return scene
