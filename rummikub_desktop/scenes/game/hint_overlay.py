"""Hints in steps: one press of Hint shows a little more (issue 22).

The hint's search runs as before (the scene's :class:`~rummikub_desktop.session.HintJob`
in the computer's process); its answer is taken apart into the three steps of
:mod:`rummikub_desktop.session.hint_steps`:

1. whether a play exists, with the rack tiles it uses marked (no play: it says
   so and points at Draw);
2. where they go: the places on the table outlined, and the sets the play
   takes apart outlined apart;
3. the play laid out (Undo takes it back), as the one-press hint did, with the
   steps a hand would follow to make it, in the table helper's words
   (:mod:`rummikub_desktop.ui.step_words`).

Each step says one sentence over the table. The steps belong to one turn: a
new turn starts from the first again. The overlay only marks and outlines;
it never holds events back from the game.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from rummikub_desktop.ai import Play
from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.session import HintJob, Outcome
from rummikub_desktop.session.coach import TurnStart
from rummikub_desktop.session.hint_steps import HintStage, HintStep, HintSteps, hint_steps
from rummikub_desktop.session.play_steps import steps_between
from rummikub_desktop.table import TableLayout
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import AnswerKind, Thinking
from rummikub_desktop.ui.step_words import step_sentences
from rummikub_desktop.widgets import coach

from .frame import GameFrame
from .overlay import Overlay, ScreenLink

CHANGED_WIDTH = 3
"""The width of the outline round a set the play takes apart."""
CHANGED_OUTSET = 6
"""How far that outline stands out of the set's tiles (both sides together)."""


def step_sentence(step: HintStep) -> str:
    """One step's sentence in the player's language."""
    params = dict(step.params)
    count = params.pop("count", None)
    if count is None:
        return tr(step.key, **params)
    return tr_count(step.key, count, **params)


class SteppedHint(Overlay):
    """The hint's steps for the turn being played, and what they mark on the screen.

    Args:
        link: the screen's link (the sentence over the table, a search's answer).
        job: the hint's search for the turn being played (None: no hint now).
        human_turn: True on a person's turn.
        is_current: True while ``job`` is for the turn being played.
        turn_start: the position as the turn began.
        lay: lays the play the search found (as Hint's last step), with the outcome shown.
        start: starts a search in the computer's process.
        stepped: False lays the play at the first press (the tutorial's Hint).
        at_once: the search is made here at once (a puzzle's answer is known: no
            search in the computer's process, and no quick answer of a search out
            of time, which might lay fewer tiles on a busy machine).
    """

    def __init__(
        self,
        link: ScreenLink,
        *,
        job: Callable[[], HintJob | None],
        human_turn: Callable[[], bool],
        is_current: Callable[[HintJob], bool],
        turn_start: Callable[[], TurnStart | None],
        lay: Callable[[HintJob, Play | None], Outcome],
        start: Callable[[HintJob], Thinking],
        stepped: bool = True,
        at_once: bool = False,
    ) -> None:
        self.new_job = job
        self.human_turn = human_turn
        self.is_current = is_current
        self.turn_start = turn_start
        self.lay = lay
        self.game = link.game
        self.laid_table: TableLayout | None = None
        """The table as the hint's last step laid it."""
        self.say = link.say
        self.start_search = start
        self.answer = link.answer
        self.stepped = stepped
        self.at_once = at_once
        self.steps: HintSteps | None = None
        self.job: HintJob | None = None
        self.shown: HintStep | None = None
        self.searching: HintJob | None = None
        self.worker: Thinking | None = None

    # -- the steps --------------------------------------------------------------------

    def _is_current(self) -> bool:
        """True while the steps kept are for the turn being played."""
        job = self.job
        return (
            job is not None
            and self.steps is not None
            and self.human_turn()
            and self.is_current(job)
        )

    def forget_stale(self) -> None:
        """A new turn (or a round's end): the steps start again from the first."""
        if self.steps is not None and not self._is_current():
            self.steps = self.job = self.shown = None

    def press(self) -> None:
        """Hint pressed: the next step, or the search for this turn's play first."""
        self.forget_stale()
        if self.worker is not None:
            return
        if self.steps is not None and self.job is not None:
            self._show(self.steps.after(self.shown.stage if self.shown else None), self.job)
            return
        job = self.new_job()
        if job is None:
            self.say(tr("game.hint_unavailable"))
            return
        if self.at_once:
            self.answered(job, job())
            return
        self.say(tr("game.hint_searching"))
        self.searching = job
        self.worker = self.start_search(job)

    def _take_answer(self) -> None:
        job, worker = self.searching, self.worker
        if job is None or worker is None:
            return
        if not self.is_current(job):
            # The turn is over (Draw tile, the timer): nobody needs this hint any more.
            self.stop()
            return
        answer = self.answer(worker)
        if answer is None:
            return
        self.searching = self.worker = None
        if answer.kind is AnswerKind.CANCELLED:
            return
        if answer.value is None and answer.kind is not AnswerKind.FINISHED:
            # Out of time (or failed) with nothing found: that is not "no play exists".
            # Nothing is kept, so the next press searches again.
            self.say(tr("outcome.no_hint" if job.view.pool_size else "outcome.no_hint_pass"))
            return
        self.answered(job, answer.value)

    def stop(self) -> None:
        """The search stops (the turn is over, or the screen is left)."""
        if self.worker is not None:
            self.worker.cancel()
        self.searching = self.worker = None

    def answered(self, job: HintJob, play: Play | None) -> None:
        """The search's answer for ``job`` (None: no play): show its first step."""
        start = self.turn_start()
        if start is None:
            return
        steps = hint_steps(start, play)
        self.steps, self.job, self.shown = steps, job, None
        first = steps.after(None)
        if not self.stepped and steps.exists:
            first = steps.step(HintStage.PLAY)
        self._show(first, job)

    def drawn_table(self) -> TableLayout | None:
        """The table the screen's grid is made for while the hint's places are
        outlined: the table as the play will lay it, so that every place lies on
        the table as drawn (the table zooms out first when the play needs room)
        and the last step lays each tile where it was outlined. None otherwise,
        or once the table is no longer as the turn began (the player moved tiles)."""
        shown, steps = self.shown, self.steps
        if shown is None or shown.stage is not HintStage.PLACES or steps is None:
            return None
        game = self.game()
        if steps.arrangement is None or game.table != game.turn_view.start_table:
            return None
        return steps.arrangement.layout if self._is_current() else None

    def holds_table(self) -> bool:
        """True while the screen must not pack the table's sets elsewhere: the hint's
        places are outlined, or its play lies as the last step laid it."""
        if self.drawn_table() is not None:
            return True
        shown = self.shown
        return (
            shown is not None
            and shown.lays_play
            and self._is_current()
            and self.game().table == self.laid_table
        )

    def _show(self, step: HintStep, job: HintJob) -> None:
        self.shown = step
        if step.lays_play and self.steps is not None:
            outcome = self.lay(job, self.steps.play)
            if not outcome.ok:
                return
            self.laid_table = self.game().table
            # The play as steps a hand follows; not in the tutorial (its Hint lays the
            # play at once, and its own strip says what to do: the steps of a play
            # that rearranges five sets filled the screen at 800x600).
            words = self.play_words() if self.stepped else ()
            self.say(tr("speech.sentence_separator").join((step_sentence(step), *words)))
            return
        self.say(step_sentence(step))

    def play_words(self) -> tuple[str, ...]:
        """The hint's play as the steps a hand follows from the table as the turn
        began (the table helper's words), for its last step."""
        start, steps = self.turn_start(), self.steps
        if start is None or steps is None or steps.arrangement is None:
            return ()
        return step_sentences(steps_between(start.table, steps.arrangement.layout))

    @property
    def waiting(self) -> bool:
        """The game never waits for the hint's marks."""
        return False

    def next_frame(self) -> float | None:
        """Nothing moves in the marks (the screen looks in for the search's answer)."""
        return None

    def key(self) -> object:
        """What the marks show, summed up (part of the screen's redraw key)."""
        self.forget_stale()
        shown = self.shown
        return None if shown is None else (shown.stage, shown.key)

    # -- the overlay --------------------------------------------------------------------

    takes_events = False
    """The hint's marks never hold an event back."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The hint's marks never hold an event back."""
        return False

    def update(self, dt: float) -> bool:
        """Take the search's answer in; the game never waits for the hint."""
        self._take_answer()
        self.forget_stale()
        return False

    def outlining(self) -> bool:
        """True while step 2 outlines places or marks sets on the table."""
        shown = self.shown
        return (
            shown is not None
            and not shown.lays_play
            and bool(shown.target_cells or shown.changed_cells)
            and self._is_current()
        )

    def covers(self, frame: GameFrame) -> tuple[pygame.Rect, ...]:
        """The places step 2 outlines and the sets it marks as changing: the screen's
        message (the step's own sentence) keeps clear of them, so it never hides the
        place it points at."""
        shown = self.shown
        if shown is None or not self.outlining():
            return ()
        geometry = frame.board.table
        changed = [
            geometry.cell_rect(cell).inflate(CHANGED_OUTSET, CHANGED_OUTSET)
            for cell in shown.changed_cells
        ]
        targets = [
            geometry.cell_rect(cell).inflate(coach.TARGET_OUTSET, coach.TARGET_OUTSET)
            for cell in shown.target_cells
        ]
        return (*changed, *targets)

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """Mark the rack tiles of the play; outline where they go and what changes."""
        shown = self.shown
        if shown is None or shown.lays_play or not self._is_current():
            return
        board = frame.board
        for tile_id in shown.marked_rack_ids:
            if board.on_rack(tile_id):
                rect = board.tile_rect(tile_id)
                if rect is not None:
                    coach.glow(surface, rect)
        geometry = board.table
        for cell in shown.changed_cells:
            rect = geometry.cell_rect(cell).inflate(CHANGED_OUTSET, CHANGED_OUTSET)
            pygame.draw.rect(
                surface, style.theme().text_soft, rect, CHANGED_WIDTH, border_radius=style.RADIUS
            )
        for cell in shown.target_cells:
            coach.target_outline(surface, geometry.cell_rect(cell))
