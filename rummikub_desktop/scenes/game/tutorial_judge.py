"""The tutorial's judge of a step: :class:`StepJudge`.

Which step of the script the player is on, what the speech strip says of it, and
whether what the player did is the step (moving on), leaves the table as it was,
or is another move (taken back, with a friendly "Not quite"). It reads the game
as a value would be read and draws nothing: the strip, the coaching and Show me
are :class:`~.tutorial_overlay.TutorialOverlay`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from rummikub_desktop.engine import Tile, parse_tile
from rummikub_desktop.i18n import tile_name, tr
from rummikub_desktop.session import Outcome, Phase
from rummikub_desktop.session.tutorial import Action, Picture, Step, Tutorial
from rummikub_desktop.session.views import GameLike, GameReading
from rummikub_desktop.ui.sound import Cue

from .commands import ButtonName

ACTION_BUTTONS = {
    Action.DONE: ButtonName.DONE,
    Action.DRAW: ButtonName.DRAW,
    Action.UNDO: ButtonName.UNDO,
    Action.RESET: ButtonName.RESET,
    Action.HINT: ButtonName.HINT,
}
"""The game screen's button for each of a step's actions but a move."""


class StepJudge:
    """The step the player is on, judged.

    Args:
        tutorial: the script, played on real games.
        index: the step to begin at.
        game: the game played now, read as values (what the player does goes
            through the screen).
        take_back: the last move taken back (a wrong drop), past the screen's filter.
        sound: plays a sound (the low tone of "Not quite").
    """

    def __init__(
        self,
        tutorial: Tutorial,
        index: int,
        game: Callable[[], GameReading],
        *,
        take_back: Callable[[], None],
        sound: Callable[[Cue], object],
    ) -> None:
        self.tutorial = tutorial
        self.index = index
        self._game = game
        self._take_back = take_back
        self._sound = sound
        self.feedback = ""
        """What was said of the last move ("Not quite: ..."), until the next."""
        self.finished = False
        self.waiting_for_partner = False
        self.turn_at_step = self.controller.turn

    @property
    def controller(self) -> GameReading:
        """The game played now, read (what the player does goes through the screen)."""
        return self._game()

    @property
    def step(self) -> Step | None:
        """The step the player is on (None once the last one is done)."""
        steps = self.tutorial.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def prompting(self) -> bool:
        """True while a step waits for the player (not the partner, not the end)."""
        return (
            self.step is not None
            and not self.waiting_for_partner
            and not self.finished
            and self.controller.phase is Phase.HUMAN_TURN
        )

    def sentence(self) -> str:
        """What the speech strip says now."""
        partner = self.tutorial.partner
        if self.finished:
            return tr("tutorial.finished") + "\n" + self.score_sentence()
        if self.waiting_for_partner or self.step is None:
            return tr("tutorial.watch", partner=partner)
        return tr(self.step.text, partner=partner)

    def lesson_line(self, short: bool = False) -> str:
        """ "Lesson 3 of 12: The first play" (``short``: "Lesson 3 of 12")."""
        lessons = self.tutorial.lessons
        step = self.step or self.tutorial.steps[-1]
        return tr(
            "tutorial.lesson_counter_short" if short else "tutorial.lesson_counter",
            number=lessons.index(step.lesson) + 1,
            count=len(lessons),
            title=tr(f"tutorial.lesson.{step.lesson.value}"),
        )

    def not_quite(self) -> str:
        """The friendly sentence for a move that is not the step's."""
        step = self.step
        return "" if step is None else self.not_quite_for(step)

    @staticmethod
    def not_quite_for(step: Step) -> str:
        """What "Not quite" says on ``step``."""
        if step.action is Action.MOVE:
            return tr("tutorial.not_quite_move", tile=tile_name(parse_tile(step.tile)))
        return tr("tutorial.not_quite_press", button=tr(f"game.{ACTION_BUTTONS[step.action]}"))

    def score_sentence(self) -> str:
        """How the round was scored, with the numbers of this round."""
        controller = self.controller
        result = controller.round_result
        if result is None:
            return ""
        partner_seat = 1
        rack = result.racks[partner_seat]
        tiles = tr("round.list_separator").join(tile_name(tile) for tile in rack)
        total = result.totals[partner_seat]
        addition = tr("tutorial.plus").join(str(self._points(tile)) for tile in rack)
        if len(rack) > 1:
            addition += tr("tutorial.equals") + str(total)
        return tr(
            "tutorial.score",
            partner=self.tutorial.partner,
            tiles=tiles,
            sum=addition,
            minus=result.scores[partner_seat],
            plus=f"+{result.scores[0]}",
        )

    def _points(self, tile: Tile) -> int:
        return self.controller.rules.joker_penalty if tile.is_joker else tile.number

    # -- judging (asked by the filter) ------------------------------------------------

    def wrong(self, sentence: str | None = None, *, undo: bool = False) -> None:
        """Not the step's move: the tile goes back, with a friendly word."""
        if undo:
            self._take_back()
        self.feedback = self.not_quite() if sentence is None else sentence
        self._sound(Cue.REFUSED)

    def judge_move(self, outcome: Outcome) -> None:
        """The player moved a tile: the step's move, no change, or another (taken back)."""
        if not self.prompting:
            return
        if not outcome.ok:
            self.wrong()
            return
        picture = Picture.of(self.controller)
        if self._is_done(picture):
            self._complete()
        elif picture != self.tutorial.start_picture(self.index):
            self.wrong(undo=True)

    def _is_done(self, picture: Picture | None = None) -> bool:
        step = self.step
        if step is None:
            return False
        controller = self.controller
        if step.ends_turn:
            return controller.turn != self.turn_at_step or controller.round_over
        if controller.phase is not Phase.HUMAN_TURN:
            return False
        if step.refused is not None:
            return any(
                p.problem.code is step.refused for p in controller.turn_view.refused_problems
            )
        picture = picture or Picture.of(controller)
        return picture == self.tutorial.expected(self.index)

    def check(self) -> None:
        """Move on when the step is done (a button's work may finish later: the hint;
        the last Done ends the round)."""
        if self.step is not None and not self.waiting_for_partner and self._is_done():
            self._complete()

    def _complete(self) -> None:
        step = self.step
        controller = self.controller
        self.feedback = ""
        self.index += 1
        self.turn_at_step = controller.turn
        if step is not None and step.ends_turn and not controller.round_over:
            self.waiting_for_partner = True

    def settle(self) -> None:
        """After the game's update: the partner's turn over, the step done."""
        if self.waiting_for_partner and self.controller.phase is Phase.HUMAN_TURN:
            self.waiting_for_partner = False
            self.turn_at_step = self.controller.turn
        self.check()

    def finish(self) -> bool:
        """The round is over: the tutorial is finished; True the first time."""
        if self.finished:
            return False
        self.finished = True
        self.waiting_for_partner = False
        return True

    def restart(self, index: int, controller: GameLike) -> None:
        """Start again at step ``index`` on ``controller`` (the steps before it done)."""
        self.index = index
        self.feedback = ""
        self.finished = False
        self.waiting_for_partner = False
        self.turn_at_step = GameReading.of(controller).turn

    def key(self) -> object:
        """Where the judge is, summed up (part of what the tutorial shows)."""
        return (self.index, self.feedback, self.finished, self.waiting_for_partner)
