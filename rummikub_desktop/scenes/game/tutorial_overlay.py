"""The tutorial over the game screen: its speech strip, its coaching, Show me, Back, its end.

:class:`TutorialOverlay` is the game screen's mode overlay (:mod:`.mode`) while
the session's tutorial script (:mod:`rummikub_desktop.session.tutorial`) is
played on the real table, rack, buttons and rule check. Each step shows one
sentence in a speech strip above the table (never over the tiles), makes the
tile to move glow and outlines where it goes, and dims the rest. "Show me" makes
the move itself, slowly, as a drag; "Back" goes to the step before. Nothing is
timed. The end tells the score and offers what comes next (a list of choices:
a real game, the menu).

:class:`StepFilter` is the screen's command filter while the tutorial is played:
only the step's move or button goes through. A button or key of another step,
or another tile moved, is refused with a friendly "Not quite: ..." (those
buttons are greyed); the step's tile dropped in a wrong place is taken back
with Undo, with the same words.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tr
from rummikub_desktop.session import Outcome, Speed
from rummikub_desktop.session.tutorial import Action, Step, Tutorial
from rummikub_desktop.session.views import GameReading
from rummikub_desktop.ui import style
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.widgets import coach
from rummikub_desktop.widgets.button_column import words_width
from rummikub_desktop.widgets.geometry import FEWEST_COLUMNS, LEAST_ROWS, Least
from rummikub_desktop.widgets.table_view import set_icons

from .commands import (
    ButtonName,
    Command,
    Hush,
    MoveRackTile,
    MoveSet,
    MoveTileToRack,
    MoveTileToTable,
    PressButton,
    Say,
    ShowRackPage,
)
from .frame import GameFrame
from .options import TUTORIAL_ROWS
from .overlay import Overlay, Places, RoundOver, ScreenLink
from .table_input import Drag
from .tutorial_judge import ACTION_BUTTONS, StepJudge
from .tutorial_strip import STRIP_GAP, LessonStrip
from .use import CommandFilter, Refusal

SHOW_ME_SECONDS = 1.6
"""How long Show me takes to move a tile (slowly, to be followed)."""
SHOW_ME_PRESS_SECONDS = 0.9
"""How long Show me makes a button glow before pressing it."""
SIDE_BUTTONS = ("show_me", "back")
"""Show me and Back, in the places of the rack's first two buttons."""
"""The lesson's title ("Lesson 9 of 12: The joker"), in the top bar in the place of
"Your turn" (the tutorial's turns are told by the strip): the biggest that fits its
room on one line; at the least a player reads, on two lines if it must."""
END_MARGINS = 40
"""The table's width less the widest the end's buttons get."""
END_SPACE = 36
END_BUTTON_SHORTEST = 40
"""The end's buttons share the table's height less 36, at least 40 high each."""
END_BUTTONS_APART = 6
"""Between each end button and the middle of the table (twice that between two)."""
DROP_SHIFT = 4
"""Show me drops a tile a quarter (1/4) of a cell aside, on the side of its set."""
EASE = 3
"""Show me's drag eases in and out: t * t * (3 - 2 * t)."""
STRIP_HOLE = 6
TILE_HOLE = 8
TARGET_HOLE = 14
DRAG_HOLE = 12
GLOW_HOLE = 16
ICON_HOLE = 2
"""How much bigger than what it shows each hole in the dimmed screen is: the strip, the
step's tiles on the table, the place, the dragged tile, a glowing tile or button, the
tick or cross of a set the step is about."""
POINTER_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
MOVES = (MoveTileToTable, MoveTileToRack, MoveSet)
"""The commands that change the table (judged by where they lead)."""


@dataclasses.dataclass
class ShowMe:
    """Show me in progress: a drag the tutorial makes itself, or a button about to be pressed."""

    step: Step
    elapsed: float = 0.0
    start: tuple[int, int] = (0, 0)
    end: tuple[int, int] = (0, 0)


@dataclasses.dataclass(frozen=True)
class EndChoice:
    """One of the end's buttons.

    Args:
        name: which it is ("play", "menu"...).
        words: what it says, the longest first: the first that fits is used.
        act: what it does.
        stands_out: drawn as the screen's main button.
    """

    name: str
    words: tuple[str, ...]
    act: Callable[[], None]
    stands_out: bool = False


class TutorialOverlay(Overlay):
    """The tutorial's steps, drawn over the game screen and judged there.

    Args:
        tutorial: the script, played on real games.
        index: the step to begin at (the game given to the screen is at its start).
        link: what the overlay may use of the screen (:class:`~.overlay.ScreenLink`).
        ends: the end's buttons, in order (the first stands out).
        speed: the animation speed for a game started again by Back.
    """

    def __init__(
        self,
        tutorial: Tutorial,
        index: int,
        link: ScreenLink,
        *,
        ends: Callable[[], tuple[EndChoice, ...]],
        speed: Callable[[], Speed],
    ) -> None:
        self.tutorial = tutorial
        self.link = link
        self.ends = ends
        self.speed = speed
        self.judge = StepJudge(
            tutorial, index, link.game, take_back=link.take_back, sound=link.sound
        )
        """Which step the player is on, and whether what they did is it."""
        self.show_me: ShowMe | None = None
        self.speech = LessonStrip(tutorial, self.judge, link.text, link.game)
        """The speech strip over the table and the lesson's title in the top bar."""
        self._lesson_rows: dict[object, int] = {}
        """The rows each lesson's table shows (see table_least)."""
        self.side_buttons: dict[str, UIButton] = {}
        self.end_buttons: dict[str, UIButton] = {}
        """The end's buttons by their choice's name: "play", "menu"..."""
        self._end_acts: list[tuple[UIButton, Callable[[], None]]] = []
        self.end_area: pygame.Rect | None = None
        """The end's panel: the table, and the rack under it when the table is short."""

    @property
    def controller(self) -> GameReading:
        """The game played now (to read: what the player does goes through the link)."""
        return self.link.game()

    # -- widgets ---------------------------------------------------------------------------------

    def covers(self, frame: GameFrame) -> tuple[pygame.Rect, ...]:
        """The step's place on the table, with its glow: the screen's message keeps
        clear of it (at 800x600, "Ada played 8 tiles." lay against the place after
        Black 12)."""
        step = self.judge.step
        if step is None or not self.judge.prompting or step.action is not Action.MOVE:
            return ()
        placement = self.tutorial.placement(self.controller, step)
        if placement is None:
            return ()
        place = frame.board.table.cell_rect(placement.cell)
        return (place.inflate(TARGET_HOLE, TARGET_HOLE),)

    def table_top(self, table: pygame.Rect) -> int:
        """The speech strip's height and the gap under it (the table keeps the rest)."""
        return self.speech.layout(table)[1] + STRIP_GAP

    def table_least(self) -> Least:
        """The rows this lesson's steps need the table to show: the rows its sets lie
        on and a free one for a new set (a short lesson's tiles are bigger than on
        the four rows the lesson on the joker needs), and the rows the table's sets
        and the step's place take now (the lesson on Undo puts a tile on a fifth row,
        under four rows of sets; a free row more made the lesson on the joker, its
        sets packed on four rows, 24 px tiles at 800x600); and the
        columns up to the step's place (the table packed for big tiles may end the set
        to add to in its last column: the place after it is on the grid, not past it)."""
        step = self.judge.step
        if step is None or self.judge.finished:
            return Least(rows=TUTORIAL_ROWS)
        placement = self.tutorial.placement(self.controller, step)
        cols = FEWEST_COLUMNS if placement is None else max(FEWEST_COLUMNS, placement.cell.col + 1)
        place_rows = 0 if placement is None else placement.cell.row + 1
        return Least(max(self._table_rows(step), place_rows), cols)

    def _table_rows(self, step: Step) -> int:
        rows = self._lesson_rows.get(step.lesson)
        if rows is None:
            steps = self.tutorial.steps
            used = [
                cell.row
                for index, one in enumerate(steps)
                if one.lesson is step.lesson
                for table in (self.tutorial.game_at(index).table,)
                for _, cell in table
            ]
            rows = max(LEAST_ROWS, max(used, default=-1) + 2)
            self._lesson_rows[step.lesson] = rows
        now = max((cell.row for _, cell in self.controller.table), default=-1) + 1
        return max(rows, now)

    def widgets(self) -> object:
        """Show me and Back, or the end's choices; built again at each step."""
        return (self.judge.index, self.judge.finished, self.judge.waiting_for_partner)

    def build(self, places: Places) -> None:
        """Show me and Back where the sort buttons would be (sorting is not a lesson,
        nor closing the rack's gaps), the strip over the table, the end's buttons."""
        taken = places.taken
        self.speech.strip = pygame.Rect(
            taken.left, taken.top, taken.width, taken.height - STRIP_GAP
        )
        self.speech.size = self.speech.layout(
            pygame.Rect(
                taken.left, taken.top, taken.width, taken.height + places.layout.table.height
            )
        )[0]
        self.speech.title_room = self._title_room(places)
        self.side_buttons = {}
        for name, rect in zip(SIDE_BUTTONS, places.rack_places, strict=False):
            words = tr("tutorial.show_me") if name == "show_me" else tr("common.back")
            object_id = "#done_button" if name == "show_me" else None
            self.side_buttons[name] = self._track(
                places, UIButton(rect, words, manager=places.manager, object_id=object_id)
            )
        self.end_buttons = {}
        self._end_acts = []
        self.end_area = None
        if self.judge.finished:
            self._build_end(places)
        self._sync_side_buttons()

    @staticmethod
    def _title_room(places: Places) -> pygame.Rect:
        """The top bar left of its buttons (Menu, Say again, a replay's...)."""
        bar = places.layout.top_bar
        left = places.layout.table.left + coach.SPEECH_PADDING[0]
        right = places.bar_right
        return pygame.Rect(left, bar.top, right - style.BAR_BUTTON_INSET - left, bar.height)

    @staticmethod
    def _track(places: Places, button: UIButton) -> UIButton:
        places.track(button)
        return button

    def _build_end(self, places: Places) -> None:
        """The end (the strip tells the score): its choices, stacked in the table's middle
        (and over the rack, empty now, where the table below the strip is too short for
        them at full height)."""
        area = places.layout.table
        choices = self.ends()
        if not choices:
            return
        gap = 2 * END_BUTTONS_APART
        full = len(choices) * (style.BUTTON_HEIGHT + gap) + END_SPACE
        if area.height < full:
            area = area.union(places.layout.rack)
        self.end_area = area
        font = places.manager.get_theme().get_font(["button"])
        room = area.width - END_MARGINS
        chosen = []
        for choice in choices:
            # The words as the button writes them (its look is never smaller than the
            # least a player reads, so it cannot shrink them to fit).
            fits = [w for w in choice.words if words_width(font, w) <= room]
            chosen.append(fits[0] if fits else choice.words[-1])
        width = min(room, max(words_width(font, *chosen), style.BUTTON_WIDTH))
        count = len(choices)
        share = (area.height - END_SPACE) // count
        height = min(style.BUTTON_HEIGHT, max(END_BUTTON_SHORTEST, share))
        top = area.centery - (count * height + (count - 1) * gap) // 2
        for number, (choice, words) in enumerate(zip(choices, chosen, strict=True)):
            rect = pygame.Rect(0, 0, width, height)
            rect.midtop = (area.centerx, top + number * (height + gap))
            object_id = "#done_button" if choice.stands_out else None
            button = self._track(
                places, UIButton(rect, words, manager=places.manager, object_id=object_id)
            )
            self.end_buttons[choice.name] = button
            self._end_acts.append((button, choice.act))

    def _sync_side_buttons(self) -> None:
        can_show = self.judge.prompting and self.show_me is None and not self.link.waiting()
        can_go_back = (self.judge.index > 0 or self.judge.finished) and self.show_me is None
        for name, wanted in (("show_me", can_show), ("back", can_go_back)):
            side = self.side_buttons.get(name)
            if side is None or side.is_enabled == wanted:
                continue
            if wanted:
                side.enable()
            else:
                side.disable()

    # -- the overlay's protocol ------------------------------------------------------------------

    @property
    def waiting(self) -> bool:
        """The game never waits for the tutorial (its partner plays as a computer)."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Show me, Back and the end's buttons; the mouse is held while Show me moves."""
        if self.show_me is not None and event.type in POINTER_EVENTS:
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        if self.show_me is not None and element is not None:
            return True
        if element is self.side_buttons.get("show_me"):
            self.start_show_me()
            return True
        if element is self.side_buttons.get("back"):
            self.back()
            return True
        for button, act in self._end_acts:
            if element is button:
                act()
                return True
        return False

    def update(self, dt: float) -> bool:
        """Show me moves on; the game goes on too."""
        self._run_show_me(dt)
        return False

    def settle(self) -> None:
        """After the game's update: the partner's turn over, the step done, its words read."""
        self.judge.settle()
        self._make_room_for_the_place()
        self._sync_side_buttons()

    def shown_sentences(self, frame: GameFrame) -> tuple[str, ...]:
        """The step's words and what was said of the last move, read once each."""
        return tuple(words for words in (self.judge.sentence(), self.judge.feedback) if words)

    def _make_room_for_the_place(self) -> None:
        """The step's place one column past the table's grid (a set packed into the
        last column, to be added to): the table gets that column, so the place is
        drawn on it and the tile dropped there lies in it (see table_least)."""
        step = self.judge.step
        if step is None or not self.judge.prompting or self.show_me is not None:
            return
        table = self.controller.table
        placement = self.tutorial.placement(self.controller, step)
        if placement is not None and placement.cell.col >= table.columns:
            self.link.lay_out(dataclasses.replace(table, columns=placement.cell.col + 1))

    def round_ended(self, event: RoundOver) -> bool:
        """The tutorial's round is over: its end takes the table (no round-end screen)."""
        if self.judge.finish():
            self.link.input.let_go()
            self.link.sound(Cue.ROUND_WON)
        return True

    def next_frame(self) -> float | None:
        """0 while Show me moves a tile or is about to press a button."""
        return 0.0 if self.show_me is not None else None

    def key(self) -> object:
        """What the tutorial adds to the screen, summed up."""
        show = self.show_me
        return (self.judge.key(), None if show is None else show.elapsed)

    # -- Show me ---------------------------------------------------------------------------------

    def start_show_me(self) -> None:
        """Make the step's move slowly: a tile is dragged to its place, or a button pressed."""
        step = self.judge.step
        if step is None or not self.judge.prompting or self.show_me is not None:
            return
        self.judge.feedback = ""
        table_input = self.link.input
        table_input.put_back()
        show = ShowMe(step)
        if step.action is Action.MOVE:
            controller = self.controller
            board = self.link.board()
            placement = self.tutorial.placement(controller, step)
            source = board.tile_rect(placement.tile_id) if placement is not None else None
            if placement is None or source is None:
                return
            target = board.table.cell_rect(placement.cell)
            shift = target.width // DROP_SHIFT if placement.after else -target.width // DROP_SHIFT
            show.start = source.center
            show.end = (target.centerx + shift, target.centery)
            from_rack = board.on_rack(placement.tile_id)
            size = board.rack.tile_size if from_rack else board.table.tile_size
            table_input.show_drag(
                Drag.start((placement.tile_id,), source.center, source, size, from_rack=from_rack)
            )
        self.show_me = show

    def _run_show_me(self, dt: float) -> None:
        show = self.show_me
        if show is None:
            return
        show.elapsed += dt
        step = show.step
        table_input = self.link.input
        if step.action is not Action.MOVE:
            if show.elapsed >= SHOW_ME_PRESS_SECONDS:
                self.show_me = None
                # Through the filter, as a press: it is the step's button.
                self.link.apply(PressButton(ACTION_BUTTONS[step.action]))
            return
        drag = table_input.drag
        if drag is None:
            self.show_me = None
            return
        t = min(1.0, show.elapsed / SHOW_ME_SECONDS)
        eased = t * t * (EASE - 2 * t)
        table_input.drag_to(
            (
                round(show.start[0] + (show.end[0] - show.start[0]) * eased),
                round(show.start[1] + (show.end[1] - show.start[1]) * eased),
            )
        )
        if t >= 1.0:
            table_input.let_go()
            self.show_me = None
            board = self.link.board()
            for command in table_input.drop_tile(drag.grab_id, drag.from_rack, show.end, board):
                self.link.apply(command)

    # -- Back ------------------------------------------------------------------------------------

    def back(self) -> None:
        """The step before (the game as it was then)."""
        self.restart_at(max(0, self.judge.index - 1))

    def restart_at(self, index: int) -> None:
        """Start again at step ``index``, the steps before it done."""
        controller = self.tutorial.game_at(index, self.speed())
        self.judge.restart(index, controller)
        self.show_me = None
        self.link.start_over(controller)

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """The coaching (on a step), the end's panel over the table, the strip."""
        dimmed = self.judge.prompting and not self.link.waiting() and self.judge.step is not None
        if dimmed:
            self._draw_coaching(surface, frame)
        if self.judge.finished:
            # The end's buttons lie over the table (and the empty rack under a short one).
            panel = self.end_area or frame.layout.table
            pygame.draw.rect(surface, style.theme().bar, panel, border_radius=style.RADIUS)
            pygame.draw.rect(
                surface, style.theme().gold, panel, style.FRAME, border_radius=style.RADIUS
            )
        self.speech.draw_strip(surface, frame)
        self.speech.draw_title(surface, frame, dimmed=dimmed)

    def _draw_coaching(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """Dim the screen but the step's tiles, its place and its button; make them glow."""
        step = self.judge.step
        if step is None:
            return
        controller = self.controller
        board = frame.board
        holes = [self.speech.strip.inflate(STRIP_HOLE, STRIP_HOLE)]
        glowing: list[pygame.Rect] = []
        target: pygame.Rect | None = None
        geometry = board.table
        context = set(self.tutorial.context_ids(controller, step))
        for tile_id in context:
            cell = controller.table.cell_of(tile_id)
            if cell is not None:
                holes.append(geometry.cell_rect(cell).inflate(TILE_HOLE, TILE_HOLE))
        # The ticks and crosses of the step's sets are not dimmed (lesson 9: "look at
        # the red cross"), where the table draws them.
        under = [pygame.Rect(place) for place in frame.overlaid]
        for ids, icon, _ in set_icons(frame.picture.statuses, geometry, under):
            if context & set(ids):
                holes.append(icon.inflate(ICON_HOLE, ICON_HOLE))
        if controller.turn_view.refused_problems:
            # What the rule check just said stays readable (it is under the sets).
            used = {cell.row for _, cell in controller.table}
            holes.append(geometry.free_band(used))
        if step.action is Action.MOVE:
            placement = self.tutorial.placement(controller, step)
            if placement is not None and self.show_me is None:
                source = board.tile_rect(placement.tile_id)
                if source is not None:
                    glowing.append(source)
                target = geometry.cell_rect(placement.cell)
                holes.append(target.inflate(TARGET_HOLE, TARGET_HOLE))
        else:
            button = self.link.button_rect(ACTION_BUTTONS[step.action])
            if button is not None:
                glowing.append(button)
        drag = self.link.input.moving_drag
        if drag is not None:
            dragged = pygame.Rect((0, 0), drag.tile_size)
            dragged.center = drag.first_center
            holes.append(dragged.inflate(DRAG_HOLE, DRAG_HOLE))
        holes.extend(rect.inflate(GLOW_HOLE, GLOW_HOLE) for rect in glowing)
        coach.dim_except(surface, frame.layout.screen, holes)
        if target is not None:
            coach.target_outline(surface, target)
        for rect in glowing:
            coach.glow(surface, rect)
        if target is not None and glowing and self.link.input.drag is None:
            coach.arrow(surface, glowing[0].midtop, target.midbottom)


class StepFilter(CommandFilter):
    """The tutorial's command filter: only the step's move or button goes through.

    Reads the step from ``lesson`` (the tutorial's overlay) and tells it what was
    refused and what was done (so it judges where a move led, or finds its step done).
    """

    def __init__(self, lesson: TutorialOverlay) -> None:
        self.lesson = lesson

    def check(self, command: Command) -> Refusal | None:
        lesson = self.lesson
        if isinstance(command, Say | Hush | MoveRackTile | ShowRackPage):
            return None
        if lesson.show_me is not None:
            # Show me is moving: nothing else while it does (its own drop comes after).
            return Refusal()
        if isinstance(command, PressButton):
            if command.name in (ButtonName.SAY_AGAIN, ButtonName.MENU):
                return None
            step = lesson.judge.step
            if not lesson.judge.prompting or step is None:
                return Refusal()
            wanted = ACTION_BUTTONS.get(step.action)
            return None if wanted is command.name else Refusal(lesson.judge.not_quite())
        if not lesson.judge.prompting or isinstance(command, MoveSet):
            return None
        step = lesson.judge.step
        placement = None if step is None else lesson.tutorial.placement(lesson.controller, step)
        if placement is None or command.tile != placement.tile_id:
            # Another tile (or a tile on a button's step): not taken at all.
            return Refusal(lesson.judge.not_quite())
        return None

    def refused(self, refusal: Refusal) -> None:
        if refusal.sentence:
            self.lesson.judge.wrong(refusal.sentence)

    def applied(self, command: Command, outcome: Outcome | None) -> None:
        if isinstance(command, MOVES) and outcome is not None:
            self.lesson.judge.judge_move(outcome)
        elif isinstance(command, PressButton):
            self.lesson.judge.check()
