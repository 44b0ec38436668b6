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
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.engine import MoveRecord
from rummikub_desktop.i18n import language, tr, tr_count
from rummikub_desktop.session import GameController, TilesDrawn, TilesPlayed, TurnPassed
from rummikub_desktop.session.coach import CoachFinding, CoachJob, TurnStart, coach_job
from rummikub_desktop.session.look_back import RoundLookBack, look_back
from rummikub_desktop.session.outcomes import Phase
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import AnswerKind, Thinking
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets import coach
from rummikub_desktop.widgets.geometry import GameLayout
from rummikub_desktop.widgets.speech_layout import SPEECH_GAP, free_spot

from .frame import GameFrame
from .overlay import Overlay, Places, ScreenLink
from .show_me import ShowMe, ShowMeLook
from .table_input import SAY_AGAIN_KEY

log = logging.getLogger(__name__)

LINE_SIZE = 22
"""The size of the coach's words."""
LINE_MARGIN = 12
"""Between the line and the table's edges."""
BUTTON_GAP = 10
"""Between the line's buttons, and between them and its words."""
BUTTON_GAPS = 3
"""The gaps a line needs besides its buttons: before Show me, between them, after Not now."""
LINE_SHARES = 4
LINE_NARROWER = (3, 2)
"""A line with no free place at the table's width tries 3 and 2 quarters of it."""
BESIDE_LINES = 2
"""The buttons go beside the words while these take at most this many lines there,
else under them."""
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
BUTTON_KEYS = {pygame.K_RETURN: 0, pygame.K_KP_ENTER: 0, pygame.K_z: pygame.KMOD_CTRL}
"""The keys of the game's buttons (Enter: Done; Ctrl+Z: Undo), with the modifier each
needs: like the buttons, each answers the coach's question "no, thanks" and does its job."""
MODIFIERS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
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
        turns_played: for each seat, its turns played in the round so far (from
            the round's history: counted whatever the coach's setting).
    """

    human_turn: bool
    rack_seat: int | None
    handover_due: bool
    round_over: bool
    round_number: int
    turn: tuple[int, int]
    persons: tuple[bool, ...]
    turns_played: tuple[int, ...] = ()


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
        turns_played(game.history, len(controller.seats)),
    )


def turns_played(history: Sequence[MoveRecord], seats: int) -> tuple[int, ...]:
    """Each seat's turns in a round's ``history`` (one record a turn)."""
    counted = Counter(record.seat for record in history)
    return tuple(counted[seat] for seat in range(seats))


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
        says_again: True for the screen's Say again button (it reads the question again).
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
        says_again: Callable[[object], bool] = lambda element: False,
        notes: tuple[Sequence[CoachFinding], Sequence[tuple[int, int]]] = ((), ()),
    ) -> None:
        self.link = link
        self.text = link.text
        self.facts = facts
        self.turn_start = turn_start
        self.switched_on = switched_on
        self.start_search = start
        self.says_again = says_again
        self.shown = ShowMe(link.art, link.text, SHOW_ME_LOOK, hold=link.voice_busy)
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
        self.passed_by: list[tuple[int, int]] = []
        """The persons' turns (seat, round) played with the coach switched off."""
        self.last_rack_seat: int | None = None
        """The seat whose rack was shown last (during a handover: the player still at
        the screen)."""
        self.show_button: UIButton | None = None
        self.later_button: UIButton | None = None
        self.shaded = False
        """True once the line has had to cover the game (no free place): it lies on a
        shade, and the game waits for the player's answer, until it goes."""
        self._place: tuple[object, LinePlace] | None = None
        """The line's last place, by what it depends on (see :meth:`place`)."""

    # -- what it knows ------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while the better play is shown (the game waits)."""
        return self.shown.showing

    @property
    def waiting(self) -> bool:
        """The game waits while the better play is shown, and while the line lies on
        its shade (a question: Show me or Not now)."""
        return self.busy or (self.speaking and self.shaded)

    @property
    def speaking(self) -> bool:
        """True while the coach's line is shown."""
        return self.finding is not None and not self.shown.showing

    @property
    def asking(self) -> bool:
        """True while the line lies on its shade as a question the game waits for: the
        game's buttons stay live and answer it (see :meth:`handle_event`)."""
        return self.speaking and self.shaded

    def question(self) -> str:
        """The question on its shade (what Say again reads), or "" when none is asked."""
        finding = self.finding
        return finding_sentence(finding) if finding is not None and self.asking else ""

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
        return (shown, self.shaded, self.shown.key())

    def widgets(self) -> object:
        """The line's buttons (where they are), or Back to the game while the better
        play is shown."""
        placed = self._placed_now()
        buttons = None if placed is None else (tuple(placed.show), tuple(placed.later))
        return (self.finding is not None, buttons, self.shown.widgets())

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
        if not self.facts().persons[seat]:
            return
        if not self.switched_on():
            # Not looked at: the round's look back must not speak for it.
            self.passed_by.append((seat, start.round_number))
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
        """Each person's round so far, looked back on (searches not back yet, and
        turns played with the coach off, are counted as not looked at); a person
        none of whose turns was looked at has none (nothing is known to say)."""
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
            ) + (self.earlier + self.passed_by).count((seat, number))
            played = facts.turns_played[seat] if seat < len(facts.turns_played) else None
            looked = look_back(seat, number, self.findings, unchecked=unchecked, played=played)
            if looked.known:
                result.append(looked)
        return tuple(result)

    def notes(self) -> tuple[tuple[CoachFinding, ...], tuple[tuple[int, int], ...]]:
        """What to keep with the saved game for the round's look back: the findings,
        and the turns not looked at (searches still running count, as they end with
        the window)."""
        self._take_late()
        waiting = [job for job, _ in self.late] + ([self.job] if self.job else [])
        turns = [(job.seat, job.round_number) for job in self.unchecked + waiting]
        return tuple(self.findings), (*self.earlier, *turns, *self.passed_by)

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
        self.shaded = False
        self._place = None
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
        if self.asking:
            return self._answered(event)
        if event.type in ACTS:
            self._quieten()  # the player acts first: the coach says nothing
            finding = self.finding
            facts = self.facts()
            if finding is not None and facts.human_turn and facts.turn[1] != finding.turn:
                self.drop()  # the player has gone on with the game
        return False

    def _answered(self, event: pygame.event.Event) -> bool:
        """The question on its shade, answered: a click beside its buttons or Escape
        says Not now, and the game under the shade sees nothing; any of the game's
        buttons, or its key, says "no, thanks" and does its job (Draw draws, Sort
        sorts); Say again (or S) reads the question again and leaves it up."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if not self.says_again(event.ui_element):
                self.drop()
            return False
        if event.type == pygame.KEYDOWN:
            mods = getattr(event, "mod", 0) & MODIFIERS
            if event.key == SAY_AGAIN_KEY and not mods:
                return False
            needed = BUTTON_KEYS.get(event.key)
            if event.key == pygame.K_ESCAPE or (
                needed is not None and (bool(mods & needed) if needed else not mods)
            ):
                self.drop()
                return event.key == pygame.K_ESCAPE
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            on_buttons = [b.rect for b in (self.show_button, self.later_button) if b is not None]
            if any(rect.collidepoint(event.pos) for rect in on_buttons):
                return False
            self.drop()
            return True
        return False

    def show_me(self) -> None:
        """Play the better move on the table as it was, tile by tile."""
        finding = self.finding
        if finding is None:
            return
        self.link.input.put_back()
        # The screen's message speaks of the game now, not of the table shown.
        self.link.hush()
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
        placed = self._placed_now()
        if placed is None:
            return
        self.show_button = UIButton(
            placed.show, tr("coach.show_me"), manager=places.manager, object_id="#done_button"
        )
        self.later_button = UIButton(placed.later, tr("coach.not_now"), manager=places.manager)
        places.track(self.show_button)
        places.track(self.later_button)

    def _placed_now(self) -> LinePlace | None:
        """The line's place in the screen's frame now (None while no line shows)."""
        if self.finding is None or self.shown.showing:
            return None
        return self.place(self.link.frame())

    # -- the line's place ----------------------------------------------------------------

    def place(self, frame: GameFrame) -> LinePlace:
        """Where the line lies, its words and its buttons (worked out once for the same
        finding and screen)."""
        finding = self.finding
        assert finding is not None
        clear = self.link.kept_clear(frame)
        rack = frame.board.rack_area if frame.board.rack_tiles is not None else None
        key = (
            (finding.round_number, finding.turn, finding.more, finding.after_draw),
            frame.layout,
            tuple(tuple(rect) for rect in clear),
            None if rack is None else tuple(rack),
            self.text.scale,
            language(),
            self.shaded,
        )
        if self._place is None or self._place[0] != key:
            placed = line_place(
                self.text, finding_sentence(finding), frame.layout, clear, rack, self.shaded
            )
            # Once the line must cover the game it stays on its shade (never back and
            # forth as the table changes under it).
            self.shaded = placed.shaded
            self._place = (key if not placed.shaded else (*key[:-1], True), placed)
        return self._place[1]

    def shown_sentences(self, frame: GameFrame) -> tuple[str, ...]:
        """Its line, read while it shows (Show me's step while that plays)."""
        finding = self.finding
        if finding is not None and self.shown.showing:
            return (self.shown.sentence(),)
        if self.speaking and finding is not None:
            return (finding_sentence(finding),)
        return ()

    def covers(self, frame: GameFrame) -> tuple[pygame.Rect, ...]:
        """The coach's line, while it shows (the screen's message keeps clear of it)."""
        if self.finding is None or self.shown.showing:
            return ()
        return (pygame.Rect(self.place(frame).panel),)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """The line, or the better play on the table as it was."""
        finding = self.finding
        if finding is None:
            return
        if self.shown.showing:
            self.shown.draw(surface, frame.layout)
            return
        placed = self.place(frame)
        if placed.shaded:
            coach.dim_except(surface, shade_area(frame.layout), [])
        theme = style.theme()
        pygame.draw.rect(surface, theme.speech, placed.panel, border_radius=style.RADIUS)
        pygame.draw.rect(surface, theme.gold, placed.panel, style.FRAME, border_radius=style.RADIUS)
        step = self.text.font(placed.size, True).get_linesize()
        x, y = placed.words_at
        for words_line in placed.lines:
            surface.blit(self.text.render(words_line, placed.size, theme.ink, True), (x, y))
            y += step


@dataclass(frozen=True)
class LinePlace:
    """Where the coach's line lies: its panel, its lines of words (their size and where
    the first begins) and its two buttons; ``shaded`` when it lies on a shade over the
    table and the rack (no free place for it: the game waits for the player's answer)."""

    panel: pygame.Rect
    lines: tuple[str, ...]
    size: int
    words_at: tuple[int, int]
    show: pygame.Rect
    later: pygame.Rect
    shaded: bool = False


def line_shape(text: TextCache, sentence: str, width: int, size: int, beside: bool) -> LinePlace:
    """The line ``width`` wide at the top left corner of the screen, its words at
    ``size``: the buttons ``beside`` the words (on their right) or under them (at
    the panel's bottom right); the panel as tall as its words and buttons need."""
    pad_x, pad_y = coach.SPEECH_PADDING
    buttons = SHOW_ME_WIDTH + NOT_NOW_WIDTH + BUTTON_GAP
    step = text.font(size, True).get_linesize()
    if beside:
        room = width - 2 * pad_x - buttons - BUTTON_GAP
        lines = coach.wrapped(text, sentence, size, max(1, room), True)
        height = max(BUTTON_HEIGHT + 2 * BUTTON_GAP, step * len(lines) + 2 * pad_y)
        words_top = (height - step * len(lines)) // 2
        buttons_y = (height - BUTTON_HEIGHT) // 2
    else:
        lines = coach.wrapped(text, sentence, size, max(1, width - 2 * pad_x), True)
        words_top = pad_y
        buttons_y = pad_y + step * len(lines) + BUTTON_GAP
        height = buttons_y + BUTTON_HEIGHT + BUTTON_GAP
    later = pygame.Rect(0, buttons_y, NOT_NOW_WIDTH, BUTTON_HEIGHT)
    later.right = width - BUTTON_GAP
    show = pygame.Rect(0, buttons_y, SHOW_ME_WIDTH, BUTTON_HEIGHT)
    show.right = later.left - BUTTON_GAP
    panel = pygame.Rect(0, 0, width, height)
    return LinePlace(panel, tuple(lines), size, (pad_x, words_top), show, later)


def _moved(shape: LinePlace, topleft: tuple[int, int], shaded: bool = False) -> LinePlace:
    dx, dy = topleft
    return LinePlace(
        shape.panel.move(dx, dy),
        shape.lines,
        shape.size,
        (shape.words_at[0] + dx, shape.words_at[1] + dy),
        shape.show.move(dx, dy),
        shape.later.move(dx, dy),
        shaded,
    )


def line_shapes(
    text: TextCache, sentence: str, widths: Sequence[int], sizes: Sequence[int]
) -> list[LinePlace]:
    """The shapes the line is tried in, best first: its words as big as they go, the
    buttons beside them while the words take at most :data:`BESIDE_LINES` lines
    there, else under them; each width in turn, then smaller words."""
    buttons = SHOW_ME_WIDTH + NOT_NOW_WIDTH + BUTTON_GAPS * BUTTON_GAP
    shapes = []
    for size in sizes:
        for width in widths:
            if width < buttons:
                continue
            beside = line_shape(text, sentence, width, size, True)
            if len(beside.lines) <= BESIDE_LINES:
                shapes.append(beside)
            shapes.append(line_shape(text, sentence, width, size, False))
    return shapes


def line_place(
    text: TextCache,
    sentence: str,
    layout: GameLayout,
    clear: Sequence[pygame.Rect],
    rack: pygame.Rect | None,
    shaded: bool = False,
) -> LinePlace:
    """Where the coach's line lies: along the table's bottom when that covers nothing
    the player reads (``clear``: the sets, the refusals' boxes, the rack's tiles, an
    empty table's words); else the free place nearest there, on the table or in the
    rack's empty room, narrower or in smaller words (never under the least a player
    reads) if need be. Where none is free, or ``shaded`` (it had to cover before),
    it lies on a shade over the table and the rack: a deliberate overlay, its words
    as big as they are at first."""
    table = layout.table
    least = style.least_words_size(text.scale)
    sizes = sorted({LINE_SIZE, *range(least, LINE_SIZE, 2)}, reverse=True)
    widest = table.width - 2 * LINE_MARGIN
    if not shaded:
        widths = [widest, *(widest * share // LINE_SHARES for share in LINE_NARROWER)]
        if rack is not None:
            widths.insert(1, rack.width - 2 * LINE_MARGIN)
        widths = sorted(set(widths), key=lambda w: -w)
        inset = 2 * (SPEECH_GAP - LINE_MARGIN)
        areas: list[tuple[pygame.Rect, Sequence[pygame.Rect]]] = [(table.inflate(inset, inset), ())]
        if rack is not None:
            areas.append((rack, ()))
        bottom = pygame.Rect(0, 0, widest, 1)
        bottom.midbottom = (table.centerx, table.bottom - LINE_MARGIN)
        for shape in line_shapes(text, sentence, widths, sizes):
            at = shape.panel.copy()
            at.midbottom = bottom.midbottom
            if at.top >= table.top and at.collidelist(clear) < 0:
                return _moved(shape, at.topleft)
            spot = free_spot(shape.panel.size, at, areas, clear)
            if spot is not None:
                return _moved(shape, spot.topleft)
    shape = line_shapes(text, sentence, [widest], sizes)[0]
    over = shade_area(layout)
    at = shape.panel.copy()
    at.center = table.center
    at.clamp_ip(over)
    return _moved(shape, at.topleft, shaded=True)


def shade_area(layout: GameLayout) -> pygame.Rect:
    """What the shade under a line that must cover the game darkens: the table and
    the rack (the top bar and the side's buttons stay as they are)."""
    return layout.table.union(layout.rack)
