"""The coach after a person's turn: "You could have laid 3 more tiles. Show me?" (issue 22).

While a person's turn is played, the overlay keeps the position as the turn
began (:func:`~rummikub_desktop.session.coach.turn_start`). When that turn ends
(a play, a draw or a pass), the coach's search
(:class:`~rummikub_desktop.session.coach.CoachJob`) runs in the coach's own
process (the shell's ``coach_thinker``): a second worker, so that a computer's
turn, sent to the computer's process at the same moment, never waits behind
it. When the search finds a better play, one quiet line over the bottom of the
table says so, with Show me and Not now.

- Nothing is said when the play was as good as any, when the search has not
  finished when the player acts (a click or a key: the search is dropped), or
  with the coach switched off in Settings.
- In pass-and-play it speaks only to the player whose rack it is, before the
  handover: once the next player's rack is shown, the line is gone.
- Every finding of the round is kept, spoken or not, for the look back at the
  round's end (:func:`~rummikub_desktop.session.look_back.look_back`): a search
  the player acted before goes on quietly and still counts there.
- Show me plays the better move on the table as it was at the start of that
  turn, one tile at a time with a sentence each (the replay's way:
  :class:`~.replay.ReplayRun` and :class:`~rummikub_desktop.widgets.replay_view.ReplayView`),
  while the game waits; a click goes on to the next tile, and the end, Escape
  or "Back to the game" brings back the game as it is.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.session import GameController, TilesDrawn, TilesPlayed, TurnPassed
from rummikub_desktop.session.coach import CoachFinding, CoachJob, TurnStart, coach_job
from rummikub_desktop.session.look_back import RoundLookBack, look_back
from rummikub_desktop.session.outcomes import Phase
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import AnswerKind, Thinking
from rummikub_desktop.widgets import coach

from .frame import GameFrame
from .overlay import Overlay, Places, ScreenLink
from .show_me import ShowMe, ShowMeLook

log = logging.getLogger(__name__)

LINE_SIZE = 22
"""The size of the coach's words."""
LINE_HEIGHT = 64
"""The height of the coach's line over the bottom of the table."""
LINE_MARGIN = 12
"""Between the line and the table's edges."""
BUTTON_GAP = 10
"""Between the line's buttons, and between them and its words."""
WORDS_GAPS = 4
"""The gaps in the line besides its words: before them, after them, between the buttons, after."""
BUTTON_HEIGHT = 46
SHOW_ME_WIDTH = 150
NOT_NOW_WIDTH = 130
BACK_WIDTH = 230
"""The widths of Show me, Not now and Back to the game."""
COACH_SECONDS = 15.0
"""The coach's time limit: longer than a computer's, as no turn waits for it (its own
process), and the first search also starts that process on a busy machine."""
POLL_SECONDS = 0.05
"""Between looks for the coach's answer while the window rests."""
ACTS = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
"""The events by which the player acts (a search not finished by then says nothing)."""
SHOW_ME_LOOK = ShowMeLook(
    back="coach.back_to_game",
    intro="coach.showing_intro",
    end="coach.showing_end",
    back_width=BACK_WIDTH,
    button_height=BUTTON_HEIGHT,
    margin=LINE_MARGIN,
    gap=BUTTON_GAP,
    size=LINE_SIZE,
)
"""Show me's words and places (:mod:`.show_me`)."""


@dataclass(frozen=True, slots=True)
class CoachFacts:
    """What the coach reads of the game, as a value (see :func:`coach_facts`).

    Args:
        human_turn: a person's turn is being played.
        rack_seat: the seat whose rack is shown (None while the racks are hidden).
        handover_due: the racks wait for the next player (pass-and-play).
        round_over: the round has ended.
        round_number: the round being played.
        turn: who plays and the turn's number in the round (``(seat, turn)``).
        persons: for each seat, whether a person plays it.
    """

    human_turn: bool
    rack_seat: int | None
    handover_due: bool
    round_over: bool
    round_number: int
    turn: tuple[int, int]
    persons: tuple[bool, ...]


def coach_facts(controller: GameController) -> CoachFacts:
    """The coach's facts about ``controller`` now."""
    match = controller.match
    game = match.round
    return CoachFacts(
        controller.phase is Phase.HUMAN_TURN,
        controller.rack_seat,
        (controller.phase is Phase.HANDOVER),
        controller.round_result is not None,
        match.round_number,
        (game.current, game.turn),
        tuple(seat.is_human for seat in controller.seats),
    )


def finding_sentence(finding: CoachFinding) -> str:
    """The coach's line for ``finding``."""
    key, params = finding.sentence
    return tr_count(key, params["count"])


class CoachOverlay(Overlay):
    """The coach's line after a person's turn and its Show me, over one game screen.

    Args:
        link: the screen's link (its text, the tiles' pictures, the input, answers).
        facts: the game now, as the coach reads it.
        turn_start: the position as the turn being played began (None: not a person's).
        switched_on: the coach may speak (the Settings switch, and the screen's use).
        start: starts a search in the coach's own process.
        notes: the findings and the turns not looked at (seat, round) kept with a
            continued game (``GameController.coach_notes``), for the look back.
    """

    def __init__(
        self,
        link: ScreenLink,
        *,
        facts: Callable[[], CoachFacts],
        turn_start: Callable[[], TurnStart | None],
        switched_on: Callable[[], bool],
        start: Callable[[CoachJob], Thinking],
        notes: tuple[Sequence[CoachFinding], Sequence[tuple[int, int]]] = ((), ()),
    ) -> None:
        self.link = link
        self.text = link.text
        self.facts = facts
        self.turn_start = turn_start
        self.switched_on = switched_on
        self.start_search = start
        self.shown = ShowMe(link.art, link.text, SHOW_ME_LOOK)
        self.start: TurnStart | None = None
        self.job: CoachJob | None = None
        self.worker: Thinking | None = None
        self.finding: CoachFinding | None = None
        self.late: list[tuple[CoachJob, Thinking]] = []
        """Searches that may no longer speak (the player acted first), kept for the look back."""
        kept, earlier = notes
        self.findings: list[CoachFinding] = list(kept)
        """Every finding so far (for the look back at the round's end), those kept
        with a continued game's first."""
        self.unchecked: list[CoachJob] = []
        """The turns whose search ran out of time or failed."""
        self.earlier: list[tuple[int, int]] = list(earlier)
        """The turns (seat, round) not looked at before the game was continued."""
        self.last_rack_seat: int | None = None
        """The seat whose rack was shown last (during a handover: the player still at
        the screen)."""
        self.show_button: UIButton | None = None
        self.later_button: UIButton | None = None

    # -- what it knows ------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while the better play is shown (the game waits)."""
        return self.shown.showing

    @property
    def waiting(self) -> bool:
        """The game waits while the better play is shown."""
        return self.busy

    @property
    def speaking(self) -> bool:
        """True while the coach's line is shown."""
        return self.finding is not None and not self.shown.showing

    def may_speak(self, seat: int) -> bool:
        """True while the player of ``seat`` is the one at the screen: their rack is
        shown, or the handover to the next player has not been made yet."""
        facts = self.facts()
        shown = facts.rack_seat
        if shown is None and facts.handover_due:
            shown = self.last_rack_seat
        return shown == seat and not facts.round_over

    def next_frame(self) -> float | None:
        """0 while a tile of the better play travels; a poll while the search runs."""
        if self.shown.next_frame() is not None:
            return 0.0
        if self.worker is not None or self.late:
            return POLL_SECONDS
        return None

    def key(self) -> object:
        """What the coach shows, summed up (part of the screen's redraw key)."""
        finding = self.finding
        shown = None if finding is None else (finding.round_number, finding.turn, finding.more)
        return (shown, self.shown.key())

    def widgets(self) -> object:
        """The line's buttons, or Back to the game while the better play is shown."""
        return (self.finding is not None, self.shown.widgets())

    # -- the turn's start and end -------------------------------------------------------

    def _watch(self) -> None:
        facts = self.facts()
        if facts.rack_seat is not None:
            self.last_rack_seat = facts.rack_seat
        if not facts.human_turn or facts.rack_seat is None:
            return
        seat, turn = facts.turn
        key = (seat, facts.round_number, turn)
        start = self.start
        if start is None or (start.seat, start.round_number, start.turn) != key:
            self.start = self.turn_start()

    def heard(self, event: object) -> None:
        """An event of the game: a person's turn that ended starts the coach's search."""
        if isinstance(event, TilesPlayed):
            seat, laid = event.seat, len(event.tile_ids)
        elif isinstance(event, TilesDrawn | TurnPassed):
            seat, laid = event.seat, 0
        else:
            return
        start = self.start
        if start is None or start.seat != seat:
            return
        self.start = None
        if not self.switched_on() or not self.facts().persons[seat]:
            return
        self._quieten()
        self.drop()
        try:
            job = coach_job(start, laid, seconds=COACH_SECONDS)
        except ValueError:
            log.exception("the coach could not look at a turn")
            return
        self.job = job
        self.worker = self.start_search(job)

    def _stop_search(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        self.job = self.worker = None

    def _quieten(self) -> None:
        """The search in progress may no longer speak; it goes on for the look back."""
        if self.job is not None and self.worker is not None:
            self.late.append((self.job, self.worker))
        self.job = self.worker = None

    def _keep(self, job: CoachJob, kind: AnswerKind, value: object) -> CoachFinding | None:
        """Keep a search's answer for the look back; the finding, if there is one."""
        if kind is not AnswerKind.FINISHED:
            self.unchecked.append(job)
            return None
        if isinstance(value, CoachFinding):
            self.findings.append(value)
            return value
        return None

    def look_backs(self) -> tuple[RoundLookBack, ...]:
        """Each person's round so far, looked back on (searches not back yet are
        counted as not looked at)."""
        self._take_late()
        facts = self.facts()
        number = facts.round_number
        waiting = [job for job, _ in self.late] + ([self.job] if self.job else [])
        result = []
        for seat, person in enumerate(facts.persons):
            if not person:
                continue
            unchecked = sum(
                1
                for job in self.unchecked + waiting
                if (job.seat, job.round_number) == (seat, number)
            ) + self.earlier.count((seat, number))
            result.append(look_back(seat, number, self.findings, unchecked=unchecked))
        return tuple(result)

    def notes(self) -> tuple[tuple[CoachFinding, ...], tuple[tuple[int, int], ...]]:
        """What to keep with the saved game for the round's look back: the findings,
        and the turns not looked at (searches still running count, as they end with
        the window)."""
        self._take_late()
        waiting = [job for job, _ in self.late] + ([self.job] if self.job else [])
        turns = [(job.seat, job.round_number) for job in self.unchecked + waiting]
        return tuple(self.findings), (*self.earlier, *turns)

    def _take_late(self) -> None:
        still = []
        for job, worker in self.late:
            answer = worker.answer()
            if answer is None:
                still.append((job, worker))
            else:
                self._keep(job, answer.kind, answer.value)
        self.late = still

    def drop(self) -> None:
        """Say nothing more: the line goes (a search goes on quietly, for the look back)."""
        self._quieten()
        self.finding = None
        self.shown.stop()

    def close(self) -> None:
        """The screen is left: the coach's searches stop."""
        self._stop_search()
        for _, worker in self.late:
            worker.cancel()
        self.late = []

    # -- the overlay ----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Show me, Not now, Back to the game, and clicks while the better play is shown."""
        if self.shown.showing:
            taken = self.shown.handle_event(event)
            if not self.shown.showing:
                self.drop()  # Back to the game: the line goes too
            return taken
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.show_button is not None and event.ui_element is self.show_button:
                self.show_me()
                return True
            if self.later_button is not None and event.ui_element is self.later_button:
                self.drop()
                return True
        if event.type in ACTS:
            self._quieten()  # the player acts first: the coach says nothing
            finding = self.finding
            facts = self.facts()
            if finding is not None and facts.human_turn and facts.turn[1] != finding.turn:
                self.drop()  # the player has gone on with the game
        return False

    def show_me(self) -> None:
        """Play the better move on the table as it was, tile by tile."""
        finding = self.finding
        if finding is None:
            return
        self.link.input.put_back()
        self.shown.start(finding.replay)

    def update(self, dt: float) -> bool:
        """Take the search's answer; move the better play on; True while it is shown."""
        self._watch()
        self._take_late()
        worker, job = self.worker, self.job
        if worker is not None and job is not None:
            answer = self.link.answer(worker)
            if answer is not None:
                self.job = self.worker = None
                finding = self._keep(job, answer.kind, answer.value)
                if finding is not None and self.may_speak(finding.seat):
                    self.finding = finding
        finding = self.finding
        if finding is not None and not self.may_speak(finding.seat):
            self.drop()
        return self.shown.update(dt)

    # -- widgets ---------------------------------------------------------------------------

    def build(self, places: Places) -> None:
        """The line's buttons, or Back to the game while the better play is shown."""
        self.show_button = self.later_button = None
        self.shown.build(places)
        if self.shown.showing or self.finding is None:
            return
        manager = places.manager
        line = self.line(places.layout.table)
        later = pygame.Rect(0, 0, NOT_NOW_WIDTH, BUTTON_HEIGHT)
        later.midright = (line.right - BUTTON_GAP, line.centery)
        show = pygame.Rect(0, 0, SHOW_ME_WIDTH, BUTTON_HEIGHT)
        show.midright = (later.left - BUTTON_GAP, line.centery)
        self.show_button = UIButton(
            show, tr("coach.show_me"), manager=manager, object_id="#done_button"
        )
        self.later_button = UIButton(later, tr("coach.not_now"), manager=manager)
        places.track(self.show_button)
        places.track(self.later_button)

    # -- drawing ------------------------------------------------------------------------------

    def _line_words(self, finding: CoachFinding, width: int) -> tuple[int, list[str]]:
        """The room for the line's words beside its buttons, and its lines."""
        words = width - SHOW_ME_WIDTH - NOT_NOW_WIDTH - WORDS_GAPS * BUTTON_GAP
        return words, coach.wrapped(self.text, finding_sentence(finding), LINE_SIZE, words, True)

    def line(self, table: pygame.Rect) -> pygame.Rect:
        """The coach's line: as tall as its words need (three lines at 800x600 with
        the Largest text spilt out of it), never under its buttons' height."""
        if self.finding is None:
            return line_rect(table)
        _, lines = self._line_words(self.finding, line_rect(table).width)
        step = self.text.font(LINE_SIZE, True).get_linesize()
        height = max(LINE_HEIGHT, step * len(lines) + 2 * coach.SPEECH_PADDING[1])
        return line_rect(table, min(height, table.height // 2))

    def covers(self, frame: GameFrame) -> tuple[pygame.Rect, ...]:
        """The coach's line along the table's bottom, while it shows."""
        if self.finding is None or self.shown.showing:
            return ()
        return (self.line(frame.layout.table),)

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """The line, or the better play on the table as it was."""
        finding = self.finding
        if finding is None:
            return
        if self.shown.showing:
            self.shown.draw(surface, frame.layout)
            return
        line = self.line(frame.layout.table)
        words, lines = self._line_words(finding, line.width)
        text = self.text
        pygame.draw.rect(surface, style.theme().speech, line, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.theme().gold, line, style.FRAME, border_radius=style.RADIUS)
        step = text.font(LINE_SIZE).get_linesize()
        y = line.centery - step * len(lines) // 2
        for words_line in lines:
            label = text.fit(words_line, LINE_SIZE, words, style.theme().ink)
            surface.blit(label, (line.left + BUTTON_GAP + coach.SPEECH_PADDING[0], y))
            y += step


def line_rect(table: pygame.Rect, height: int = LINE_HEIGHT) -> pygame.Rect:
    """Where the coach's line lies: along the bottom of the table, ``height`` tall."""
    return pygame.Rect(
        table.left + LINE_MARGIN,
        table.bottom - LINE_MARGIN - height,
        table.width - 2 * LINE_MARGIN,
        height,
    )
