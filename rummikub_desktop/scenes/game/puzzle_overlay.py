"""A puzzle played on the game screen: its goal, Show me, Done judged, "Solved!" (issue 22).

The puzzle's use of the screen (:mod:`.uses.puzzle`) lays a :class:`PuzzleOverlay`
over it, with a :class:`PuzzleFilter` on its commands. The usual drag and drop,
Undo and Reset are the game's own; Hint comes in its steps from the puzzle's
checked answer (:class:`~rummikub_desktop.session.puzzle_game.PuzzleAnswer`), at
once: no search.

The overlay and its filter:

- says the goal on a card over the side panel's seats and pool (the puzzle's seat
  never plays and its pool is never drawn from; :mod:`.side_card`): the level's name
  and what it asks, or the name alone where the rest does not fit (the top bar where
  not even that does), read aloud whole; and has a Show me button in Draw tile's
  place (a puzzle has no drawing);
- take Done: a table that breaks a rule is refused by the game as usual (its
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

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.persistence import FileProblem
from rummikub_desktop.session import Phase
from rummikub_desktop.session.coach import turn_start
from rummikub_desktop.session.puzzle_game import answer_replay, puzzle_solved, tiles_left
from rummikub_desktop.session.puzzles import Puzzle, PuzzleLevel
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_text import problem_text
from rummikub_desktop.ui.narration import as_sentence
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.widgets import coach, status_bar
from rummikub_desktop.widgets.button_column import words_width
from rummikub_desktop.widgets.geometry import GameLayout

from . import side_card
from .commands import ButtonName, Command, PressButton
from .frame import GameFrame
from .overlay import Overlay, Places, ScreenLink
from .show_me import ShowMe, ShowMeLook
from .use import CommandFilter, Refusal

log = logging.getLogger(__name__)

GOAL_SIZES = (22, 20, 18, 16, 14)
"""The goal's words in the top bar: the biggest of these at which they fit in two lines."""
SHOW_ME_WIDTH = 170
"""The width of Show me in the top bar (where the screen leaves it no side place)."""
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
"""The level after each (the last has none)."""
SHOW_ME_LOOK = ShowMeLook(
    back="puzzle.back_to_puzzle",
    intro="puzzle.showing_intro",
    end="puzzle.showing_end",
    back_width=BACK_WIDTH,
    button_height=BUTTON_HEIGHT,
    margin=GAP,
    gap=GAP,
    size=style.TEXT_BODY,
)
"""Show me's words and places (:mod:`.show_me`)."""


def goal_sentence(puzzle: Puzzle, *, first: bool, short: bool = False) -> str:
    """What the puzzle asks, in one sentence (``short``: the level's name alone, for a
    narrow top bar)."""
    if first and not short:
        return tr("puzzle.first_goal")
    level = puzzle.level.value
    words = f"puzzle.level.{level}" if short else f"puzzle.level.{level}.description"
    return tr("puzzle.goal", level=tr("puzzle.level_number", number=level), description=tr(words))


def goal_card(puzzle: Puzzle, *, first: bool) -> list[side_card.Sentence]:
    """The goal as the side panel's card shows it: the level's name in bold, then what
    it asks (the first puzzle: its one sentence)."""
    if first:
        return [(tr("puzzle.first_goal"), False)]
    level = puzzle.level.value
    return [
        (goal_sentence(puzzle, first=False, short=True), True),
        (tr(f"puzzle.level.{level}.description"), False),
    ]


class PuzzleOverlay(Overlay):
    """One puzzle's goal, Show me and its "Solved!", over the game screen.

    Args:
        link: the screen's link.
        puzzle: the puzzle played.
        first: the first easy puzzle, offered by the tutorial (not a day's, not counted).
        record: counts the puzzle as solved; None or what could not be kept.
        days_in_row: the days in a row as the statistics hold them now.
        next_level: plays the next level (None: there is none).
        back: back to the Puzzles screen.
    """

    def __init__(
        self,
        link: ScreenLink,
        puzzle: Puzzle,
        *,
        first: bool = False,
        record: Callable[[], FileProblem | None],
        days_in_row: Callable[[], int],
        next_level: Callable[[], None] | None,
        back: Callable[[], None],
    ) -> None:
        self.link = link
        self.puzzle = puzzle
        self.first = first
        self.record = record
        self.days_in_row = days_in_row
        self.next_level = next_level
        self.buttons_need = 0
        """The width the "Solved!" buttons' words need (measured as they are built)."""
        self.back = back
        self.text = link.text
        self.shown = ShowMe(
            link.art,
            link.text,
            SHOW_ME_LOOK,
            ended=lambda: link.speak(tr("puzzle.showing_end")),
            hold=link.voice_busy,
        )
        self.solved = False
        self.problem: FileProblem | None = None
        """What could not be kept of the record (said under "Solved!")."""
        self.days = 0
        self.show_button: UIButton | None = None
        self.show_place: pygame.Rect | None = None
        """Show me's place among the side buttons (None: in the top bar)."""
        self.goal_right: int | None = None
        """Where the goal's words end: the top bar's buttons (None: none built yet)."""
        self.next_button: UIButton | None = None
        self.puzzles_button: UIButton | None = None

    # -- what it knows ------------------------------------------------------------------

    @property
    def waiting(self) -> bool:
        """The game waits while the answer or "Solved!" is shown."""
        return self.solved or self.shown.showing

    def next_frame(self) -> float | None:
        """0 while a tile of the answer travels; nothing else moves by itself."""
        return self.shown.next_frame()

    def key(self) -> object:
        """What the overlay shows, summed up (part of the screen's redraw key)."""
        return (self.solved, self.days, self.problem, self.shown.key())

    def widgets(self) -> object:
        """Show me; Back to the puzzle while the answer is shown; "Solved!"'s buttons."""
        return (self.solved, self.shown.widgets())

    # -- Done, Show me ----------------------------------------------------------------------

    def press_done(self) -> bool:
        """Done: solved with every tile laid on a right table; else why not. False
        when the game's own Done must say why (a set that breaks a rule: its plain
        sentence, the sets outlined)."""
        game = self.link.game()
        if game.phase is not Phase.HUMAN_TURN or self.solved:
            return True
        if puzzle_solved(self.puzzle, game):
            self.solve()
            return True
        if any(status.problem is not None for status in game.set_statuses()):
            return False
        self.link.sound(Cue.REFUSED)
        self.link.say(tr_count("puzzle.not_yet", tiles_left(self.puzzle, game)))
        return True

    def solve(self) -> None:
        """Every tile laid: keep the record, say "Solved!", offer what comes next."""
        self.link.input.put_back()
        self.link.hush()  # "Here is the play..." is over: "Solved!" says what is next
        self.solved = True
        if not self.first:
            self.problem = self.record()
            self.days = self.days_in_row()
        self.link.sound(Cue.ROUND_WON)
        self.link.speak(" ".join([tr("puzzle.solved"), *self.solved_lines()]))

    def show_me(self) -> None:
        """Play the answer tile by tile from the puzzle's table."""
        start = turn_start(self.link.game())
        if start is None:
            return
        answer = answer_replay(self.puzzle, start)
        if answer is None:
            log.error("the answer of puzzle %s could not be shown", self.puzzle.seed)
            return
        self.link.input.put_back()
        self.shown.start(answer.replay)
        self.link.speak(tr("puzzle.showing_intro"))

    def next(self) -> None:
        """The next level (the Puzzles screen after the last)."""
        if self.next_level is not None:
            self.next_level()
        else:
            self.back()

    # -- the overlay ----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Show me, and the buttons and keys of "Solved!"; clicks while the answer is shown."""
        if self.shown.showing:
            return self.shown.handle_event(event)
        if self.solved:
            return self._solved_event(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is not None and element is self.show_button:
                self.show_me()
                return True
        return False

    def _solved_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is not None and element is self.next_button:
                self.next()
                return True
            if element is not None and element is self.puzzles_button:
                self.back()
                return True
            return False  # the screen's own (Menu: the filter takes it back to the puzzles)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in ENTER_KEYS:
                self.next()
        return event.type in HELD

    def update(self, dt: float) -> bool:
        """The answer moves on; True while it or "Solved!" is shown (the game waits)."""
        self.shown.update(dt)
        return self.waiting

    def shown_sentences(self, frame: GameFrame) -> tuple[str, ...]:
        """What it shows in words now, read aloud: the goal, or the answer's step (its
        start and end, and "Solved!", are said where they happen)."""
        run, replay = self.shown.run, self.shown.replay
        if run is not None and replay is not None:
            if run.step >= 0 and not self.shown.ended:
                return (self.shown.sentence(),)  # the step's words over the rack
            return ()
        if self.solved:
            return ()
        if self.goal_lines(frame.layout) is not None:
            return tuple(
                as_sentence(words) for words, _ in goal_card(self.puzzle, first=self.first)
            )
        return (goal_sentence(self.puzzle, first=self.first),)

    # -- widgets ------------------------------------------------------------------------------

    def build(self, places: Places) -> None:
        """Show me in the top bar; Back to the puzzle; the buttons of "Solved!"."""
        self.show_button = self.next_button = self.puzzles_button = None
        manager = places.manager
        layout = places.layout
        self.show_place = places.draw_place
        self.goal_right = places.bar_right
        self.shown.build(places)
        if self.shown.showing:
            return
        buttons: list[UIButton] = []
        if self.solved:
            font = manager.get_theme().get_font(["button"])
            half = layout.rack.width // 2
            words = tr("puzzle.todays" if self.first else "puzzle.back_to_puzzles")
            if words_width(font, words) > half:
                words = tr("puzzle.back_to_puzzles_short")
            self.buttons_need = words_width(font, tr("puzzle.next_level"), words)
            _, rects = self.solved_places(layout)
            if self.next_level is not None:
                self.next_button = UIButton(
                    rects[0], tr("puzzle.next_level"), manager=manager, object_id="#done_button"
                )
                buttons.append(self.next_button)
            self.puzzles_button = UIButton(rects[1], words, manager=manager)
            buttons.append(self.puzzles_button)
        else:
            self.show_button = UIButton(
                self.show_me_rect(layout), tr("coach.show_me"), manager=manager
            )
            buttons.append(self.show_button)
        for button in buttons:
            places.track(button)

    def show_me_rect(self, layout: GameLayout) -> pygame.Rect:
        """Show me's place: Draw tile's among the side buttons, where the screen left it
        (in the top bar, left of Menu, it covered Say again and the goal); else the top
        bar's, left of Menu."""
        if self.show_place is not None:
            return pygame.Rect(self.show_place)
        bar = layout.top_bar
        height = min(style.MENU_BUTTON_SIZE[1], bar.height - 2 * style.BAR_BUTTON_INSET // 2)
        rect = pygame.Rect(0, 0, SHOW_ME_WIDTH, height)
        menu_left = bar.right - style.BAR_BUTTON_INSET - style.MENU_BUTTON_SIZE[0]
        rect.midright = (menu_left - style.BAR_BUTTON_INSET, bar.centery)
        return rect

    def card(self, layout: GameLayout) -> pygame.Rect | None:
        """The goal's card over the side panel's seats and pool: the puzzle's seat never
        plays and its pool is never drawn from, so neither is shown (None: Done is not
        built yet)."""
        return side_card.card_rect(layout, self.link.button_rect(ButtonName.DONE))

    def goal_lines(
        self, layout: GameLayout
    ) -> tuple[pygame.Rect, int, list[side_card.Sentence]] | None:
        """The card, its words' size and lines: the whole goal where it fits, else the
        level's name alone (what it asks is read aloud all the same); None where not
        even that fits (the goal then goes in the top bar, as before there was a card)."""
        card = self.card(layout)
        if card is None:
            return None
        words = side_card.words_rect(card)
        sentences = goal_card(self.puzzle, first=self.first)
        for shown in (sentences, sentences[:1]):
            size, lines, fits = side_card.card_lines(self.text, shown, words.width, words.height)
            if fits:
                return card, size, lines
        return None

    def goal_rect(self, layout: GameLayout) -> pygame.Rect:
        """Where the goal's words go: the top bar between its own words and its buttons
        (Say again, Menu; Show me where it is in the bar)."""
        bar = layout.top_bar
        # The top bar says whose turn it is (a puzzle has no first-play counter, no timer).
        turn = self.text.font(status_bar.TURN_SIZE, True).size(tr("game.turn_yours"))[0]
        left = bar.left + status_bar.LEFT + turn + 2 * GAP
        rights = [bar.right if self.goal_right is None else self.goal_right]
        if self.show_place is None:
            rights.append(self.show_me_rect(layout).left)
        right = min(rights) - GAP
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
        # As wide as their words need ("Back to the puzzles" at the Largest text), up
        # to half the panel: the words of "Solved!" keep the other half.
        width = max(width, min(self.buttons_need, panel.width // 2))
        height = min(BUTTON_HEIGHT, (panel.height - 2 * GAP - GAP) // 2)
        right = panel.right - SOLVED_MARGIN
        if self.next_level is None:
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
        card = self.goal_lines(layout)
        if card is not None:
            side_card.draw_card(surface, self.text, *card)
        if self.shown.showing:
            self.shown.draw(surface, layout)
            return
        if card is None:
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
        # (Where nothing fits two lines, two are shown inside the bar, never above it.)
        lines = lines[:2]
        y = area.centery - step * len(lines) // 2
        for line in lines:
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


class PuzzleFilter(CommandFilter):
    """A puzzle's command filter: Done is judged by the puzzle, Draw tile is not in a
    puzzle (it says why), and once solved, Menu goes back to the puzzles and nothing
    else is done."""

    def __init__(self, puzzle: PuzzleOverlay) -> None:
        self.puzzle = puzzle

    def check(self, command: Command) -> Refusal | None:
        return None

    def take(self, command: Command) -> bool:
        puzzle = self.puzzle
        if puzzle.solved:
            if command == PressButton(ButtonName.MENU):
                puzzle.back()
            return True
        if command == PressButton(ButtonName.DONE):
            return puzzle.press_done()
        if command == PressButton(ButtonName.DRAW):
            puzzle.link.say(tr("puzzle.no_draw"))
            return True
        return False
