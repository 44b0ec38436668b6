"""A puzzle played on the game screen: its goal, Show me, Done judged, "Solved!" (issue 22).

:func:`puzzle_scene` makes the game screen for one puzzle
(:func:`~rummikub_desktop.session.puzzle_game.puzzle_game` is its controller:
the person's turn, the puzzle's table and rack) with the options of a puzzle
(:data:`~.options.PUZZLE_OPTIONS`: never saved, so the game in progress stays
as it is; no nudge; leaving goes back to the Puzzles screen) and lays a
:class:`PuzzleOverlay` over it. The usual drag and drop, Undo and Reset are the
game's own; Hint comes in its steps from the puzzle's checked answer
(:class:`~rummikub_desktop.session.puzzle_game.PuzzleAnswer`), at once: no search.

The overlay:

- says the goal in the top bar, beside a Show me button;
- takes Done: a table that breaks a rule is refused by the game as usual (its
  plain sentence, the sets outlined); a right table with tiles still on the
  rack is "Not yet: 2 tiles are still on your rack."; a right table with every
  tile laid is solved: the record is kept through the statistics hook and
  "Solved!" is shown with the next level and the way back to the puzzles;
- takes Draw tile: a puzzle has no drawing, and it says why;
- Show me: the answer played tile by tile from the puzzle's table (the
  replay's way), then back to the puzzle as the player left it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any, TypeVar

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.persistence import FileProblem
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.session import GameController, Phase
from rummikub_desktop.session.coach import CoachFinding, turn_start
from rummikub_desktop.session.puzzle_game import (
    PuzzleAnswer,
    answer_replay,
    puzzle_game,
    puzzle_solved,
    roomy_table,
    tiles_left,
)
from rummikub_desktop.session.puzzles import Puzzle, PuzzleLevel, first_puzzle, puzzle_of_day
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_text import problem_text
from rummikub_desktop.ui.interfaces import SceneName, Shell
from rummikub_desktop.ui.narration import showing_sentence
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets import coach, status_bar
from rummikub_desktop.widgets.geometry import GameLayout
from rummikub_desktop.widgets.replay_view import ReplayView

from .frame import GameFrame
from .options import PUZZLE_OPTIONS
from .replay import REPLAY_FRAMES, ReplayRun
from .scene import GameScene

log = logging.getLogger(__name__)

E = TypeVar("E", bound=pygame_gui.core.UIElement)

GOAL_SIZES = (22, 20, 18, 16, 14)
"""The goal's words in the top bar: the biggest of these at which they fit in two lines."""
SHOW_ME_WIDTH = 170
"""The width of Show me in the top bar."""
BACK_WIDTH = 260
"""The width of "Back to the puzzle" while the answer is shown."""
BUTTON_HEIGHT = 52
"""The height of the buttons under "Solved!" and of Back to the puzzle."""
GAP = 10
"""Between the goal's words and the buttons, and between buttons."""
SOLVED_MARGIN = 24
"""Between the "Solved!" panel's edges and its words."""
SOLVED_SIZES = ((32, 24), (28, 22), (24, 20), (22, 18), (20, 16))
"""The sizes of "Solved!..." and of the sentences under it, tried in turn until they fit."""
SOLVED_BUTTON_FIFTHS, FIFTHS = 2, 5
"""The buttons beside "Solved!" take at most two fifths of its width."""
HELD = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN)
"""The events the game does not see while the answer or "Solved!" is shown."""
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
NEXT_LEVEL = {PuzzleLevel.ADD: PuzzleLevel.SPLIT, PuzzleLevel.SPLIT: PuzzleLevel.REARRANGE}


def goal_sentence(puzzle: Puzzle, *, first: bool, short: bool = False) -> str:
    """What the puzzle asks, in one sentence (``short``: the level's name alone, for a
    narrow top bar)."""
    if first and not short:
        return tr("puzzle.first_goal")
    level = puzzle.level.value
    words = f"puzzle.level.{level}" if short else f"puzzle.level.{level}.description"
    return tr("puzzle.goal", level=tr("puzzle.level_number", number=level), description=tr(words))


@dataclass(frozen=True, slots=True)
class PuzzleLinks:
    """What the overlay may do to the screen it lies over (small callbacks, not the screen).

    Attributes:
        say: a sentence over the table (and read aloud).
        hush: the sentence over the table goes.
        done: the game's own Done (its check, its sentence, its sound).
        is_button: True when an element is the named button of the screen
            (``"done"``, ``"draw"``, ``"menu"``).
        put_back: a tile held is let go (the answer or "Solved!" is shown).
        rebuild: the screen's widgets again (the overlay's buttons change).
        track: keep a widget with the screen's widgets.
        layout: the screen's regions as built now.
        status_room: how wide the top bar's own words are.
        record: count the puzzle as solved; None or what could not be kept.
        days_in_row: the days in a row as the statistics hold them now.
        next_level: play the next level.
        back: back to the Puzzles screen.
        hint: Hint's next step, from the puzzle's answer.
    """

    say: Callable[[str], None]
    hush: Callable[[], None]
    done: Callable[[], object]
    is_button: Callable[[Any, str], bool]
    put_back: Callable[[], None]
    rebuild: Callable[[], None]
    track: Callable[[Any], Any]
    layout: Callable[[], GameLayout]
    status_room: Callable[[], int]
    record: Callable[[], FileProblem | None]
    days_in_row: Callable[[], int]
    next_level: Callable[[], None] | None
    back: Callable[[], None]
    hint: Callable[[], None]


class PuzzleOverlay:
    """One puzzle's goal, Show me, its Done and its "Solved!", over the game screen."""

    def __init__(
        self,
        app: Shell,
        controller: GameController,
        puzzle: Puzzle,
        links: PuzzleLinks,
        *,
        first: bool = False,
    ) -> None:
        self.app = app
        self.controller = controller
        self.puzzle = puzzle
        self.links = links
        self.first = first
        self.text = TextCache(app.text_scale)
        self.view = ReplayView(app.tile_art)
        self.solved = False
        self.problem: FileProblem | None = None
        """What could not be kept of the record (said under "Solved!")."""
        self.days = 0
        self.answer: CoachFinding | None = None
        self.showing: ReplayRun | None = None
        self.ended = False
        self.show_button: UIButton | None = None
        self.back_button: UIButton | None = None
        self.next_button: UIButton | None = None
        self.puzzles_button: UIButton | None = None

    # -- what it knows ------------------------------------------------------------------

    @property
    def waiting(self) -> bool:
        """The game waits while the answer or "Solved!" is shown."""
        return self.solved or self.showing is not None

    def next_frame(self) -> float | None:
        """0 while a tile of the answer travels; nothing else moves by itself."""
        if self.showing is not None and not self.ended:
            return 0.0
        return None

    def key(self) -> object:
        """What the overlay shows, summed up (part of the screen's redraw key)."""
        run = self.showing
        moment = None
        if run is not None:
            moment = (run.turn, run.step, round(run.progress() * REPLAY_FRAMES), self.ended)
        return (self.solved, self.days, self.problem, moment)

    # -- Done, Draw tile, Show me ----------------------------------------------------------

    def press_done(self) -> None:
        """Done: solved with every tile laid on a right table; else why not."""
        controller = self.controller
        if controller.phase is not Phase.HUMAN_TURN or self.solved:
            return
        if puzzle_solved(self.puzzle, controller):
            self.solve()
            return
        if any(status.problem is not None for status in controller.set_statuses()):
            self.links.done()  # the game's own refusal: the sentence, the sets outlined
            return
        self.app.sounds.play(Cue.REFUSED)
        self.links.say(tr_count("puzzle.not_yet", tiles_left(self.puzzle, controller)))

    def solve(self) -> None:
        """Every tile laid: keep the record, say "Solved!", offer what comes next."""
        self.links.put_back()
        self.links.hush()  # "Here is the play..." is over: "Solved!" says what is next
        self.solved = True
        if not self.first:
            self.problem = self.links.record()
            self.days = self.links.days_in_row()
        self.app.sounds.play(Cue.ROUND_WON)
        self.links.rebuild()
        self.app.speaker.say(" ".join([tr("puzzle.solved"), *self.solved_lines()]))

    def show_me(self) -> None:
        """Play the answer tile by tile from the puzzle's table."""
        start = turn_start(self.controller)
        if start is None:
            return
        answer = answer_replay(self.puzzle, start)
        if answer is None:
            log.error("the answer of puzzle %s could not be shown", self.puzzle.seed)
            return
        self.links.put_back()
        self.answer = answer
        self.showing = ReplayRun((answer.replay,))
        self.ended = False
        self.links.rebuild()
        self.app.speaker.say(tr("puzzle.showing_intro"))

    def stop_showing(self) -> None:
        """Back to the puzzle as the player left it."""
        self.showing = None
        self.answer = None
        self.ended = False
        self.links.rebuild()

    # -- the overlay ----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Done, Draw tile, Show me and the buttons of "Solved!"; clicks while shown."""
        if self.showing is not None:
            return self._showing_event(event)
        if self.solved:
            return self._solved_event(event)
        is_button = self.links.is_button
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is not None and element is self.show_button:
                self.show_me()
                return True
            if is_button(element, "done"):
                self.press_done()
                return True
            if is_button(element, "draw"):
                self.links.say(tr("puzzle.no_draw"))
                return True
            if is_button(element, "hint"):
                self.links.hint()
                return True
            return False
        playing = self.controller.phase is Phase.HUMAN_TURN
        if playing and event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            self.press_done()
            return True
        return False

    def _showing_event(self, event: pygame.event.Event) -> bool:
        run = self.showing
        assert run is not None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is not None and event.ui_element is self.back_button:
                self.stop_showing()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stop_showing()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.ended:
                self.stop_showing()
            else:
                run.next()
                self._check_end()
        return event.type in HELD

    def _solved_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is None:
                return True
            if element is self.next_button:
                self._next()
            elif element is self.puzzles_button or self.links.is_button(element, "menu"):
                self.links.back()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.links.back()
            elif event.key in ENTER_KEYS:
                self._next()
        return event.type in HELD

    def _next(self) -> None:
        if self.links.next_level is not None:
            self.links.next_level()
        else:
            self.links.back()

    def _check_end(self) -> None:
        run = self.showing
        if run is not None and run.finished and not self.ended:
            self.ended = True
            self.app.speaker.say(tr("puzzle.showing_end"))

    def update(self, dt: float) -> bool:
        """The answer moves on; True while it or "Solved!" is shown (the game waits)."""
        if self.showing is not None and not self.ended:
            self.showing.advance(dt)
            self._check_end()
        return self.waiting

    # -- widgets ------------------------------------------------------------------------------

    def build(self) -> None:
        """Show me in the top bar; Back to the puzzle; the buttons of "Solved!"."""
        self.text = TextCache(self.app.text_scale)
        self.show_button = self.back_button = self.next_button = self.puzzles_button = None
        manager = self.app.manager
        layout = self.links.layout()
        track = self.links.track
        if self.showing is not None:
            rect = pygame.Rect(0, 0, min(BACK_WIDTH, layout.rack.width // 2), BUTTON_HEIGHT)
            rect.bottomright = (layout.rack.right - GAP, layout.rack.bottom - GAP)
            self.back_button = track(
                UIButton(
                    rect, tr("puzzle.back_to_puzzle"), manager=manager, object_id="#done_button"
                )
            )
            return
        if self.solved:
            _, buttons = self.solved_places(layout)
            if self.links.next_level is not None:
                self.next_button = track(
                    UIButton(
                        buttons[0],
                        tr("puzzle.next_level"),
                        manager=manager,
                        object_id="#done_button",
                    )
                )
            words = "puzzle.todays" if self.first else "puzzle.back_to_puzzles"
            self.puzzles_button = track(UIButton(buttons[1], tr(words), manager=manager))
            return
        self.show_button = track(
            UIButton(self.show_me_rect(layout), tr("coach.show_me"), manager=manager)
        )

    def show_me_rect(self, layout: GameLayout) -> pygame.Rect:
        """Show me's place in the top bar, left of Menu."""
        bar = layout.top_bar
        height = min(style.MENU_BUTTON_SIZE[1], bar.height - 2 * style.BAR_BUTTON_INSET // 2)
        rect = pygame.Rect(0, 0, SHOW_ME_WIDTH, height)
        menu_left = bar.right - style.BAR_BUTTON_INSET - style.MENU_BUTTON_SIZE[0]
        rect.midright = (menu_left - style.BAR_BUTTON_INSET, bar.centery)
        return rect

    def goal_rect(self, layout: GameLayout) -> pygame.Rect:
        """Where the goal's words go: the top bar between its own words and Show me."""
        bar = layout.top_bar
        left = bar.left + self.links.status_room() + 2 * GAP
        right = self.show_me_rect(layout).left - GAP
        return pygame.Rect(left, bar.top, max(0, right - left), bar.height)

    def solved_lines(self) -> list[str]:
        """The sentences under "Solved!"."""
        lines = [tr("puzzle.well_done")]
        if not self.first and self.days:
            lines.append(tr_count("puzzle.days", self.days))
        if self.problem is not None:
            lines.append(problem_text(self.problem))
        return lines

    def solved_places(
        self, layout: GameLayout
    ) -> tuple[pygame.Rect, tuple[pygame.Rect, pygame.Rect]]:
        """The "Solved!" panel over the rack (empty now: every tile is laid, and the
        table stays in sight), and its two buttons' places, one over the other at its
        right."""
        panel = layout.rack.copy()
        width = min(BACK_WIDTH, panel.width * SOLVED_BUTTON_FIFTHS // FIFTHS)
        height = min(BUTTON_HEIGHT, (panel.height - 2 * GAP - GAP) // 2)
        right = panel.right - SOLVED_MARGIN
        if self.links.next_level is None:
            second = pygame.Rect(0, 0, width, height)
            second.midright = (right, panel.centery)
            return panel, (second, second)
        first = pygame.Rect(0, 0, width, height)
        first.bottomright = (right, panel.centery - GAP // 2)
        second = pygame.Rect(0, 0, width, height)
        second.topright = (right, panel.centery + GAP // 2)
        return panel, (first, second)

    def solved_words(self, panel: pygame.Rect, buttons: pygame.Rect) -> tuple[int, int, int]:
        """The room for the words left of the buttons, and the sizes of the heading and
        the sentences: the biggest that fit the panel."""
        room = buttons.left - GAP - panel.left - SOLVED_MARGIN
        for title, words in SOLVED_SIZES:
            title_lines = coach.wrapped(self.text, tr("puzzle.solved"), title, room, True)
            lines = sum(len(coach.wrapped(self.text, t, words, room)) for t in self.solved_lines())
            height = self.text.font(title, True).get_linesize() * len(title_lines)
            height += self.text.font(words).get_linesize() * lines
            if height <= panel.height - 2 * GAP:
                break
        return room, title, words

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """The goal; the answer on the table; or "Solved!"."""
        layout = frame.layout
        if self.showing is not None and self.answer is not None:
            self._draw_showing(surface, layout, self.answer, self.showing)
            return
        self._draw_goal(surface, layout)
        if self.solved:
            self._draw_solved(surface, layout)

    def _draw_goal(self, surface: pygame.Surface, layout: GameLayout) -> None:
        area = self.goal_rect(layout)
        # The whole sentence in two lines at most; in a narrow bar, the level's name.
        tries = [
            (goal_sentence(self.puzzle, first=self.first, short=short), size)
            for short in (False, True)
            for size in GOAL_SIZES
        ]
        for sentence, size in tries:
            lines = self.text.wrap(sentence, size, area.width, True)
            step = self.text.font(size, True).get_linesize()
            if len(lines) <= 2 and step * len(lines) <= area.height:
                break
        y = area.centery - step * len(lines) // 2
        for line in lines[:2]:
            label = self.text.fit(line, size, area.width, style.theme().text, bold=True)
            surface.blit(label, (area.left, y))
            y += step

    def _draw_solved(self, surface: pygame.Surface, layout: GameLayout) -> None:
        panel, buttons = self.solved_places(layout)
        theme = style.theme()
        pygame.draw.rect(surface, theme.speech, panel, border_radius=style.RADIUS)
        pygame.draw.rect(surface, theme.gold, panel, style.FRAME, border_radius=style.RADIUS)
        room, title_size, words_size = self.solved_words(panel, buttons[0])
        title_lines = coach.wrapped(self.text, tr("puzzle.solved"), title_size, room, True)
        lines = [(line, title_size, True) for line in title_lines]
        for sentence in self.solved_lines():
            lines.extend(
                (line, words_size, False)
                for line in coach.wrapped(self.text, sentence, words_size, room)
            )
        height = sum(self.text.font(size, bold).get_linesize() for _, size, bold in lines)
        y = panel.centery - height // 2
        for line, size, bold in lines:
            label = self.text.render(line, size, theme.ink, bold)
            surface.blit(label, (panel.left + SOLVED_MARGIN, y))
            y += self.text.font(size, bold).get_linesize()

    def _draw_showing(
        self, surface: pygame.Surface, layout: GameLayout, answer: CoachFinding, run: ReplayRun
    ) -> None:
        replay = answer.replay
        origin = (layout.rack.centerx, layout.rack.top)
        if self.ended:
            self.view.draw(surface, layout.table, replay, len(replay.steps), False, 0.0, origin)
            sentence = tr("puzzle.showing_end")
        else:
            moving = run.step >= 0
            done = run.step if moving else 0
            self.view.draw(surface, layout.table, replay, done, moving, run.progress(), origin)
            sentence = (
                showing_sentence(replay.steps[run.step]) if moving else tr("puzzle.showing_intro")
            )
        area = layout.rack
        width = area.width - style.SPEECH_MARGINS - BACK_WIDTH - GAP
        lines = [
            (line, coach_size(), style.theme().ink, True)
            for line in coach.wrapped(self.text, sentence, coach_size(), width, True)
        ]
        if run.step >= 0 and not self.ended:
            count = tr("follow.replay_count", number=run.step + 1, count=len(replay.steps))
            lines.append((count, style.TEXT_SMALL, style.theme().ink, True))
        coach.speech_panel(surface, self.text, area, lines)


def coach_size() -> int:
    """The size of the words told while the answer is shown (the coach's)."""
    return style.TEXT_BODY


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
    when = day if day is not None else date.today()
    puzzle = first_puzzle() if first else puzzle_of_day(when, level)
    controller = puzzle_game(
        puzzle, player_name(app.settings), opponent=tr("puzzle.opponent"), hint=PuzzleAnswer(puzzle)
    )
    roomy = roomy_table(puzzle, controller.table)
    if roomy is not None:
        controller.lay_out_table(roomy)
    scene = GameScene(app, controller, options=PUZZLE_OPTIONS)

    def is_button(element: Any, name: str) -> bool:
        if element is None:
            return False
        if name == "menu":
            return element is scene.menu_button
        return element is scene.buttons.get(name)

    def put_back() -> None:
        scene.input.put_back()

    def status_room() -> int:
        # The top bar says whose turn it is (a puzzle has no first-play counter, no timer).
        width = scene.text.font(status_bar.TURN_SIZE, True).size(tr("game.turn_yours"))[0]
        return status_bar.LEFT + width

    def record() -> FileProblem | None:
        return app.hooks.puzzle_solved(when, puzzle.level)

    def days_in_row() -> int:
        stats = app.hooks.load_statistics()
        return 0 if stats is None else stats.puzzles.days_in_row(when)

    following = NEXT_LEVEL.get(puzzle.level)
    next_level = None
    if following is not None and not first:

        def next_level() -> None:
            app.replace(SceneName.PUZZLE, level=following, day=when)

    def back() -> None:
        if first:
            app.replace(SceneName.PUZZLES, day=when)
        else:
            app.pop()

    def hint() -> None:
        # The answer is known: its steps at once, with no search (and no quick answer of
        # a search out of time, which might lay fewer tiles on a busy machine).
        hints = scene.hints
        hints.forget_stale()
        job = controller.hint_job() if hints.steps is None and hints.worker is None else None
        if job is None:
            hints.press()
            return
        hints.answered(job, PuzzleAnswer(puzzle)(job.view))

    links = PuzzleLinks(
        say=scene.say,
        hush=scene.hush,
        done=scene.done,
        is_button=is_button,
        put_back=put_back,
        rebuild=scene.rebuild,
        track=scene.track,
        layout=lambda: scene.layout,
        status_room=status_room,
        record=record,
        days_in_row=days_in_row,
        next_level=next_level,
        back=back,
        hint=hint,
    )
    scene.add_overlay(PuzzleOverlay(app, controller, puzzle, links, first=first))
    stats = app.hooks.load_statistics()
    if not first and stats is not None and stats.puzzles.is_solved(when, puzzle.level):
        scene.say(tr("puzzle.already_solved"))
    return scene
