"""The guided first game: the real game screen, a scripted round, one idea per step.

:class:`TutorialScene` is the game screen (:class:`~.scene.GameScene`) playing
the session's tutorial script (:mod:`rummikub_desktop.session.tutorial`) with
the real table, rack, buttons and rule check. Each step shows one sentence in a
speech strip above the table (never over the tiles), makes the tile to move glow
and outlines where it goes, and dims the rest. Only the expected move is taken:
any other is taken back with Undo and a friendly "Not quite: ..." (the buttons
of other steps are off). "Show me" makes the move itself, slowly, as a drag;
"Back" goes to the step before; "Leave the tutorial" is always there. Nothing is
timed. The end offers a real game against an Easy computer.

The tutorial never saves: the player's saved game and statistics stay as they are.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.engine import Tile, parse_tile
from rummikub_desktop.i18n import tile_name, tr
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.session import (
    PERSON,
    GameController,
    Outcome,
    Phase,
    new_controller,
)
from rummikub_desktop.session.tutorial import Action, Picture, Step, Tutorial
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import SceneName, Shell
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.widgets import coach
from rummikub_desktop.widgets.button_column import smallest_width, words_width

from .options import TUTORIAL_OPTIONS
from .scene import GameScene
from .table_input import Drag

SHOW_ME_SECONDS = 1.6
"""How long Show me takes to move a tile (slowly, to be followed)."""
SHOW_ME_PRESS_SECONDS = 0.9
"""How long Show me makes a button glow before pressing it."""
STRIP_SIZES = (22, 20, 18, 16, 14, 12)
STEP_SIZES = (30, 28, 26, 24, 22, 20, 18, 16, 14, 12)
"""A step's own words: the biggest of these that fits the strip (never smaller than
the size the strip was made for), so a short sentence is written big."""
"""The speech strip's text sizes, tried in turn until the strip leaves the table room."""
STRIP_SHARE = 0.42
"""The most of the table's height the speech strip may take."""
END_STRIP_SHARE = 0.7
"""At the end (the score told, the table done with), the strip may take more."""
SIDE_BUTTONS = ("show_me", "back")
STRIP_GAP = 8
"""Between the speech strip and the table under it."""
STRIP_PADDING = 24
"""Added to the height of the strip's lines."""
LESSON_SMALLER = 4
LESSON_SMALLEST = 12
"""The lesson line (and the end's): 4 sizes under the strip's words, at least 12."""
END_MARGINS = 40
"""The table's width less the widest the end's buttons get."""
END_SPACE = 36
END_BUTTON_SHORTEST = 40
"""The end's two buttons share the table's height less 36, at least 40 high each."""
END_BUTTONS_APART = 6
"""Between each end button and the middle of the table."""
DROP_SHIFT = 4
"""Show me drops a tile a quarter (1/4) of a cell aside, on the side of its set."""
EASE = 3
"""Show me's drag eases in and out: t * t * (3 - 2 * t)."""
STRIP_HOLE = 6
TILE_HOLE = 8
TARGET_HOLE = 14
DRAG_HOLE = 12
GLOW_HOLE = 16
"""How much bigger than what it shows each hole in the dimmed screen is: the strip, the
step's tiles on the table, the place, the dragged tile, a glowing tile or button."""


@dataclasses.dataclass
class ShowMe:
    """Show me in progress: a drag the tutorial makes itself, or a button about to be pressed."""

    step: Step
    elapsed: float = 0.0
    start: tuple[int, int] = (0, 0)
    end: tuple[int, int] = (0, 0)


class TutorialScene(GameScene):
    """The game screen in tutorial mode.

    Args:
        step: the step to begin at (the ones before it done at once).
    """

    def __init__(self, app: Shell, *, step: int = 0) -> None:
        settings = app.settings
        default = Settings().player_name
        name = settings.player_name
        you = tr("newgame.default_you") if name == default else name
        self.tutorial = Tutorial(you, tr("tutorial.partner"))
        step = max(0, min(step, len(self.tutorial.steps) - 1))
        super().__init__(app, self.tutorial.game_at(step), options=TUTORIAL_OPTIONS)
        self.hints.stepped = self.coach.speaks = False  # the lessons' Hint lays at once
        # Arrows and Space are not a lesson: the steps are shown with the mouse.
        self.input.play_keys = False
        self.index = step
        self.feedback = ""
        self.show_me: ShowMe | None = None
        self.finished = False
        self.waiting_for_partner = False
        self.turn_at_step = self.controller.match.round.turn
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.strip_size = STRIP_SIZES[0]
        self.side_buttons: dict[str, UIButton] = {}
        self.end_buttons: dict[str, UIButton] = {}

    # -- the step --------------------------------------------------------------------------------

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

    def lesson_line(self) -> str:
        """ "Lesson 3 of 12: The first play"."""
        lessons = self.tutorial.lessons
        step = self.step or self.tutorial.steps[-1]
        return tr(
            "tutorial.lesson_counter",
            number=lessons.index(step.lesson) + 1,
            count=len(lessons),
            title=tr(f"tutorial.lesson.{step.lesson.value}"),
        )

    def not_quite(self) -> str:
        """The friendly sentence for a move that is not the step's."""
        step = self.step
        if step is None:
            return ""
        if step.action is Action.MOVE:
            return tr("tutorial.not_quite_move", tile=tile_name(parse_tile(step.tile)))
        return tr("tutorial.not_quite_press", button=tr(f"game.{step.action.value}"))

    # -- widgets ---------------------------------------------------------------------------------

    def build(self) -> None:
        super().build()
        layout = self.layout
        # Leave the tutorial, where the game has its Menu button.
        if self.menu_button is not None:
            rect = self.menu_button.relative_rect
            self.menu_button.kill()
            font = self.manager.get_theme().get_font(["button"])
            wide = pygame.Rect(
                0,
                rect.top,
                max(rect.width, words_width(font, tr("tutorial.leave"))),
                rect.height,
            )
            wide.right = rect.right
            self.menu_button = self.track(
                UIButton(wide, tr("tutorial.leave"), manager=self.manager)
            )
        # Show me and Back take the sort buttons' places (sorting is not a lesson, nor
        # closing the rack's gaps).
        self.side_buttons = {}
        sort_rects = []
        for sort in ("sort_colour", "sort_number"):
            button = self.buttons.pop(sort)
            sort_rects.append(pygame.Rect(button.relative_rect))
            button.kill()
        gaps = self.buttons.pop("close_gaps", None)
        if gaps is not None:
            gaps.kill()
        for name, rect in zip(SIDE_BUTTONS, sort_rects, strict=True):
            words = tr("tutorial.show_me") if name == "show_me" else tr("common.back")
            object_id = "#done_button" if name == "show_me" else None
            self.side_buttons[name] = self.track(
                UIButton(rect, words, manager=self.manager, object_id=object_id)
            )
        # The speech strip above the table: the table keeps the rest.
        self.strip_size, height = self._strip_layout(layout.table)
        table = layout.table
        self.strip = pygame.Rect(table.left, table.top, table.width, height)
        self.layout = dataclasses.replace(
            layout,
            table=pygame.Rect(
                table.left,
                table.top + height + STRIP_GAP,
                table.width,
                table.height - height - STRIP_GAP,
            ),
        )
        self.build_overlays()
        self.end_buttons = {}
        if self.finished:
            self._build_end()
        self._sync_buttons()

    def _strip_layout(self, table: pygame.Rect) -> tuple[int, int]:
        """The text size and height of the strip: the biggest text whose longest
        sentence (of every step, so the table does not move between steps) leaves
        the table most of its room. At the end, only the end's sentence."""
        partner = self.tutorial.partner
        if self.finished:
            sentences = [self.sentence()]
            feedback = [""]
        else:
            sentences = [tr(step.text, partner=partner) for step in self.tutorial.steps]
            sentences.append(tr("tutorial.watch", partner=partner))
            feedback = [self._not_quite_for(step) for step in self.tutorial.steps]
        width = table.width - style.SPEECH_MARGINS
        for size in STRIP_SIZES:
            line = self.text.font(size, True).get_linesize()
            small = self.text.font(max(LESSON_SMALLEST, size - LESSON_SMALLER)).get_linesize()
            longest = max(len(coach.wrapped(self.text, s, size, width, True)) for s in sentences)
            extra = max(
                len(coach.wrapped(self.text, s, size, width, True)) if s else 0 for s in feedback
            )
            height = small + (longest + extra) * line + STRIP_PADDING
            share = END_STRIP_SHARE if self.finished else STRIP_SHARE
            if height <= table.height * share or size == STRIP_SIZES[-1]:
                return size, height
        return STRIP_SIZES[-1], table.height // 2

    def _not_quite_for(self, step: Step) -> str:
        if step.action is Action.MOVE:
            return tr("tutorial.not_quite_move", tile=tile_name(parse_tile(step.tile)))
        return tr("tutorial.not_quite_press", button=tr(f"game.{step.action.value}"))

    def _build_end(self) -> None:
        """The end (the strip tells the score): a real game, or the menu."""
        area = self.layout.table
        font = self.manager.get_theme().get_font(["button"])
        play = tr("tutorial.play_real")
        if smallest_width(words_width(font, play)) > area.width - END_MARGINS:
            play = tr("tutorial.play_real_short")
        words = words_width(font, play, tr("tutorial.to_menu"))
        width = min(area.width - END_MARGINS, max(words, style.BUTTON_WIDTH))
        height = min(style.BUTTON_HEIGHT, max(END_BUTTON_SHORTEST, (area.height - END_SPACE) // 2))
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = (area.centerx, area.centery - END_BUTTONS_APART)
        self.end_buttons["play"] = self.track(
            UIButton(rect, play, manager=self.manager, object_id="#done_button")
        )
        menu = pygame.Rect(0, 0, width, height)
        menu.midtop = (area.centerx, area.centery + END_BUTTONS_APART)
        self.end_buttons["menu"] = self.track(
            UIButton(menu, tr("tutorial.to_menu"), manager=self.manager)
        )
        self._build_puzzle_offer(area, rect, menu)

    def _build_puzzle_offer(self, area: pygame.Rect, play: pygame.Rect, menu: pygame.Rect) -> None:
        """The first easy puzzle, offered beside the real game (issue 22): the two side
        by side where the table is wide enough, else the puzzle under the menu's button."""
        rect = play.copy()
        if 2 * play.width + END_SPACE <= area.width - END_MARGINS:
            play.right = area.centerx - END_SPACE // 2
            self.end_buttons["play"].set_relative_position(play.topleft)
            rect.left = area.centerx + END_SPACE // 2
        else:
            rect.top = menu.bottom + 2 * END_BUTTONS_APART
        self.end_buttons["puzzle"] = self.track(
            UIButton(rect, tr("tutorial.first_puzzle"), manager=self.manager)
        )

    def score_sentence(self) -> str:
        """How the round was scored, with the numbers of this round."""
        result = self.controller.round_result
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

    def _sync_buttons(self) -> None:
        super()._sync_buttons()
        allowed: set[str] = set()
        step = self.step
        if self.prompting and self.show_me is None and step is not None:
            expected = step.action.button
            if expected is not None:
                allowed.add(expected)
        states = dict(self.frame().buttons)
        for name, button in self.buttons.items():
            should = states[name].enabled and name in allowed
            if should and not button.is_enabled:
                button.enable()
            elif not should and button.is_enabled:
                button.disable()
        can_show = self.prompting and self.show_me is None and not self.overlays_waiting
        can_go_back = (self.index > 0 or self.finished) and self.show_me is None
        for name, wanted in (("show_me", can_show), ("back", can_go_back)):
            side = self.side_buttons.get(name)
            if side is None or side.is_enabled == wanted:
                continue
            if wanted:
                side.enable()
            else:
                side.disable()

    # -- events ----------------------------------------------------------------------------------

    @property
    def wants_pointer(self) -> bool:
        # While Show me drags a tile, the mouse must not take it.
        return self.input.drag is not None or self.show_me is not None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.show_me is not None and event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
        ):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.dialog is None:
            element = event.ui_element
            if element is self.side_buttons.get("show_me"):
                self.start_show_me()
                return
            if element is self.side_buttons.get("back"):
                self.back()
                return
            if element is self.end_buttons.get("play"):
                self.play_real_game()
                return
            if element is self.end_buttons.get("menu"):
                self.leave_game()
                return
            if element is self.end_buttons.get("puzzle"):
                self.app.replace(SceneName.PUZZLE, first=True)
                return
        super().handle_event(event)

    def press(self, name: str) -> None:
        if self.show_me is not None:
            return
        if name in ("done", "undo"):
            self._press_button(name)
        else:
            super().press(name)

    def _press_button(self, name: str) -> None:
        button = self.buttons.get(name)
        if button is not None and button.is_enabled:
            self._button(button)
        elif self.prompting:
            self._wrong()

    def _button(self, element: Any) -> None:
        step = self.step
        names = [name for name, button in self.buttons.items() if button is element]
        if names and (step is None or step.action.button != names[0] or not self.prompting):
            self._wrong()
            return
        super()._button(element)
        self.check()

    # -- moves -----------------------------------------------------------------------------------

    def place(self, outcome: Outcome) -> Outcome:
        outcome = super().place(outcome)
        if self.prompting:
            if outcome.ok:
                self._judge_move()
            else:
                self._wrong(undo=False)
        return outcome

    def _judge_move(self) -> None:
        """The player moved a tile: the step's move, no change, or another (taken back)."""
        picture = Picture.of(self.controller)
        if self._is_done(picture):
            self._complete()
        elif picture != self.tutorial.start_picture(self.index):
            self._wrong(undo=True)

    def _wrong(self, *, undo: bool = False) -> None:
        """Not the step's move: the tile goes back, with a friendly word."""
        if undo:
            self.controller.undo()
        self.feedback = self.not_quite()
        self.app.sounds.play(Cue.REFUSED)
        self.changed()

    def _is_done(self, picture: Picture | None = None) -> bool:
        step = self.step
        if step is None:
            return False
        controller = self.controller
        if step.ends_turn:
            return (
                controller.match.round.turn != self.turn_at_step or controller.match.round.is_over
            )
        if controller.phase is not Phase.HUMAN_TURN:
            return False
        if step.refused is not None:
            return any(p.problem.code is step.refused for p in controller.refused_problems)
        picture = picture or Picture.of(controller)
        return picture == self.tutorial.expected(self.index)

    def check(self) -> None:
        """Move on when the step is done (a button's work may finish later: the hint;
        the last Done ends the round)."""
        if self.step is not None and not self.waiting_for_partner and self._is_done():
            self._complete()

    def _complete(self) -> None:
        step = self.step
        self.feedback = ""
        self.index += 1
        self.turn_at_step = self.controller.match.round.turn
        if step is not None and step.ends_turn and not self.controller.match.round.is_over:
            self.waiting_for_partner = True
        self.rebuild()

    # -- Show me ---------------------------------------------------------------------------------

    def start_show_me(self) -> None:
        """Make the step's move slowly: a tile is dragged to its place, or a button pressed."""
        step = self.step
        if step is None or not self.prompting or self.show_me is not None:
            return
        self.feedback = ""
        self.input.put_back()
        show = ShowMe(step)
        if step.action is Action.MOVE:
            placement = self.tutorial.placement(self.controller, step)
            source = self._tile_rect(placement.tile_id) if placement is not None else None
            if placement is None or source is None:
                return
            target = self.table_geometry().cell_rect(placement.cell)
            shift = target.width // DROP_SHIFT if placement.after else -target.width // DROP_SHIFT
            show.start = source.center
            show.end = (target.centerx + shift, target.centery)
            rack = self.controller.rack
            from_rack = rack is not None and placement.tile_id in rack
            size = self.rack_geometry().tile_size if from_rack else self.table_geometry().tile_size
            self.input.show_drag(
                Drag.start((placement.tile_id,), source.center, source, size, from_rack=from_rack)
            )
        self.show_me = show
        self.changed()

    def _tile_rect(self, tile_id: int) -> pygame.Rect | None:
        rack = self.controller.rack
        if rack is not None and tile_id in rack:
            return self.rack_geometry().slot_rect(rack.slot_of(tile_id))
        cell = self.controller.table.cell_of(tile_id)
        return None if cell is None else self.table_geometry().cell_rect(cell)

    def _run_show_me(self, dt: float) -> None:
        show = self.show_me
        if show is None:
            return
        show.elapsed += dt
        step = show.step
        if step.action is not Action.MOVE:
            if show.elapsed >= SHOW_ME_PRESS_SECONDS:
                self.show_me = None
                button = self.buttons.get(step.action.value)
                if button is not None:
                    super()._button(button)
                    self.check()
            return
        drag = self.input.drag
        if drag is None:
            self.show_me = None
            return
        t = min(1.0, show.elapsed / SHOW_ME_SECONDS)
        eased = t * t * (EASE - 2 * t)
        self.input.drag_to(
            (
                round(show.start[0] + (show.end[0] - show.start[0]) * eased),
                round(show.start[1] + (show.end[1] - show.start[1]) * eased),
            )
        )
        if t >= 1.0:
            self.input.let_go()
            self.show_me = None
            for command in self.input.drop_tile(
                drag.grab_id, drag.from_rack, show.end, self.board()
            ):
                self.apply(command)

    # -- Back, the end, leaving ------------------------------------------------------------------

    def back(self) -> None:
        """The step before (the game as it was then)."""
        self.restart_at(max(0, self.index - 1))

    def restart_at(self, index: int) -> None:
        """Start again at step ``index``, the steps before it done."""
        self.stop_thinking()
        speed = self.app.settings.animation_speed
        self.controller = self.tutorial.game_at(index, speed)
        self.make_overlays()
        self.index = index
        self.feedback = ""
        self.show_me = None
        self.finished = False
        self.waiting_for_partner = False
        self.turn_at_step = self.controller.match.round.turn
        self.input.put_back()
        self.hush()
        self.shown_round_end = None
        self.rebuild()

    def _round_over(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.waiting_for_partner = False
        self.input.let_go()
        self.app.sounds.play(Cue.ROUND_WON)
        self.rebuild()

    def play_real_game(self) -> None:
        """A real game against an Easy computer (via New game when a game is saved,
        so the saved one is never lost without asking)."""
        saved = self.app.hooks.has_saved_game()
        self.app.reset_to(SceneName.MENU)
        if saved:
            self.app.push(SceneName.NEW_GAME)
            return
        rules = self.app.settings.rules.with_options(players=2)
        names = [self.tutorial.you, tr("newgame.default_computer", number=1)]
        controller: GameController = new_controller(
            names, [PERSON, "easy"], rules, seed=self.app.seed
        )
        self.app.push(SceneName.GAME, controller=controller, first_draw=True)

    # -- time ------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self._run_show_me(dt)
        super().update(dt)
        if self.waiting_for_partner and self.controller.phase is Phase.HUMAN_TURN:
            self.waiting_for_partner = False
            self.turn_at_step = self.controller.match.round.turn
            self.rebuild()
        self.check()
        self.tell((self.sentence(), self.feedback))

    def next_frame(self) -> float | None:
        """0 while Show me moves a tile; else what the game screen needs."""
        if self.show_me is not None:
            return 0.0
        return super().next_frame()

    def view_key(self) -> object:
        """What the tutorial adds to the screen, summed up."""
        return (
            super().view_key(),
            self.index,
            self.feedback,
            self.finished,
            self.waiting_for_partner,
        )

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.prompting and not self.overlays_waiting:
            self._draw_coaching(surface)
        if self.finished:
            # The end's words and buttons lie over the table.
            pygame.draw.rect(
                surface, style.theme().bar, self.layout.table, border_radius=style.RADIUS
            )
            pygame.draw.rect(
                surface,
                style.theme().gold,
                self.layout.table,
                style.FRAME,
                border_radius=style.RADIUS,
            )
        self._draw_strip(surface)

    def _draw_coaching(self, surface: pygame.Surface) -> None:
        """Dim the screen but the step's tiles, its place and its button; make them glow."""
        step = self.step
        if step is None:
            return
        holes = [self.strip.inflate(STRIP_HOLE, STRIP_HOLE)]
        glowing: list[pygame.Rect] = []
        target: pygame.Rect | None = None
        geometry = self.table_geometry()
        for tile_id in self.tutorial.context_ids(self.controller, step):
            cell = self.controller.table.cell_of(tile_id)
            if cell is not None:
                holes.append(geometry.cell_rect(cell).inflate(TILE_HOLE, TILE_HOLE))
        if self.controller.refused_problems:
            # What the rule check just said stays readable (it is under the sets).
            used = {cell.row for _, cell in self.controller.table}
            holes.append(geometry.free_band(used))
        if step.action is Action.MOVE:
            placement = self.tutorial.placement(self.controller, step)
            if placement is not None and self.show_me is None:
                source = self._tile_rect(placement.tile_id)
                if source is not None:
                    glowing.append(source)
                target = geometry.cell_rect(placement.cell)
                holes.append(target.inflate(TARGET_HOLE, TARGET_HOLE))
        else:
            button = self.buttons.get(step.action.value)
            if button is not None:
                glowing.append(button.rect)
        drag = self.input.moving_drag
        if drag is not None:
            dragged = pygame.Rect((0, 0), drag.tile_size)
            dragged.center = drag.first_center
            holes.append(dragged.inflate(DRAG_HOLE, DRAG_HOLE))
        holes.extend(rect.inflate(GLOW_HOLE, GLOW_HOLE) for rect in glowing)
        coach.dim_except(surface, self.layout.screen, holes)
        if target is not None:
            coach.target_outline(surface, target)
        for rect in glowing:
            coach.glow(surface, rect)
        if target is not None and glowing and self.input.drag is None:
            coach.arrow(surface, glowing[0].midtop, target.midbottom)

    def step_size(self) -> int:
        """The biggest words with which this step's sentence, and what "Not quite"
        would add to it, fit the strip (its height is the same on every step, so
        the table never moves)."""
        width = self.strip.width - style.SPEECH_MARGINS
        sentence = self.sentence()
        step = self.step
        feedback = ""
        if not self.finished and not self.waiting_for_partner and step is not None:
            feedback = self._not_quite_for(step)
        for size in STEP_SIZES:
            if size <= self.strip_size:
                break
            line = self.text.font(size, True).get_linesize()
            small = max(LESSON_SMALLEST, size - LESSON_SMALLER)
            lines = len(coach.wrapped(self.text, sentence, size, width, True))
            if feedback:
                lines += len(coach.wrapped(self.text, feedback, size, width, True))
            used = self.text.font(small).get_linesize() + lines * line + STRIP_PADDING
            if used <= self.strip.height:
                return size
        return self.strip_size

    def _draw_strip(self, surface: pygame.Surface) -> None:
        size = self.step_size()
        width = self.strip.width - style.SPEECH_MARGINS
        small = max(LESSON_SMALLEST, size - LESSON_SMALLER)
        lines: list[tuple[str, int, tuple[int, int, int], bool]] = []
        if not self.finished:
            lines.append((self.lesson_line(), small, style.theme().ink, False))
        for line in coach.wrapped(self.text, self.sentence(), size, width, True):
            lines.append((line, size, style.theme().ink, True))
        if self.feedback:
            for line in coach.wrapped(self.text, self.feedback, size, width, True):
                lines.append((line, size, style.theme().invalid, True))
        coach.speech_panel(surface, self.text, self.strip, lines)
