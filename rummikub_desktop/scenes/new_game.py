"""The New game screen: who plays (you, computers with levels, or more people)."""

from __future__ import annotations

import logging

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.ai import FIXED_LEVELS, Level
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import language as current_language
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.settings import MAX_NAME_LENGTH, MAX_OPPONENTS, cut_name
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session import PERSON, Seat, fit_just_right, new_controller, table_skill
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_text import join_sentences, why_text
from rummikub_desktop.ui.interfaces import GameArguments, RuleOptionsArguments, Shell
from rummikub_desktop.ui.narration import dialog_text
from rummikub_desktop.ui.rules_text import needs_xp_box, preset_sentence, xp_box_sentence
from rummikub_desktop.ui.seat_names import localised_name
from rummikub_desktop.widgets.choice_dialog import ChoiceDialog
from rummikub_desktop.widgets.choice_row import ChoiceRow, shared_widths
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.name_entry import NameEntry
from rummikub_desktop.widgets.text_box import fitted_height, line_height, text_box

log = logging.getLogger(__name__)

LEVEL_CHOICES = (Level.JUST_RIGHT, *FIXED_LEVELS)
"""A computer seat's choices, in order: Just right first (a new player's), then the
fixed levels, weakest first."""
ROW_HEIGHT = 52
COMPACT_ROW_HEIGHT = 44
"""A seat's line in a short window."""
SIDE_MARGIN = 24
"""The least room at the window's sides."""
SEATS_WIDTH = 1180
"""The widest the seats and the buttons' line get."""
TITLE_TOP = 10
"""Between the window's top and the title."""
HEADING_TOP = 78
"""The Players heading's top (a tall window)."""
HEADING_LEAST_HEIGHT = 36
"""The least height of the Players heading."""
HEADING_GAP = 4
"""Between the Players heading and the seats."""
SEATS_TOP = 124
"""The least top of the seats in a tall window."""
COMPACT_SEATS_TOP = 84
"""The seats' top in a short window (it has no heading)."""
NAME_WIDTH = 250
"""A seat's name."""
REMOVE_WIDTH = 150
"""A seat's Remove button."""
COLUMN_GAP = 12
"""Between a seat's name, its levels and its Remove button."""
NARROW_WIDTH = 1150
"""A window narrower than this puts a seat's level buttons on a line of their own."""
LEVEL_LINE_GAP = 6
"""Between a seat's name and its level buttons on a line of their own."""
DESCRIPTION_ROOM = 38
"""The least room a level description adds under a seat (more when it wraps)."""
DESCRIPTION_GAP = 4
"""Between a seat's level buttons and the description under them."""
DESCRIPTION_ID = "#plain_text_small"
"""The level descriptions' text style."""
SEAT_SPACING = 14
"""Between one seat and the next (level buttons on the seats' lines)."""
YOU_GAP = 20
"""Between the player's own seat and the first opponent's (level buttons on the lines)."""
SEAT_GAP = 8
"""Between one seat and the next (one level button per seat)."""
TEXT_GAP = 8
"""Around the rules sentence: the least room to the seats and the buttons."""
RULES_TOP = 160
"""The Rule options button's top (a tall window), this far above the window's bottom."""
RULES_ROOM = 320
"""The room the Rule options button keeps at the right of the rules sentence."""
BUTTONS_TOP = 88
"""The bottom buttons' top, this far above the window's bottom."""
BACK_WIDTH = 220
"""The Back button."""
ADD_WIDTH = 260
"""The Add player button when it moves to the bottom line."""
COMPACT_SPACING = 12
"""Between the buttons of a short window's bottom line."""
COMPACT_BUTTONS_TOP = 76
"""A short window's bottom buttons' top, this far above the window's bottom."""


def level_name(level: str) -> str:
    """A level's name for the player ("Easy"), or "Person" for a human seat."""
    return tr(f"level.{level}")


def level_description(level: str) -> str:
    """One sentence that says how a level plays."""
    return tr(f"level.{level}.description")


class NewGameScene(Scene):
    """Choose the seats and start a match."""

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        settings = app.settings
        self.player_name: str = localised_name(
            settings.player_name or tr("newgame.default_you"), 0, PERSON
        )
        self.opponents: list[Seat] = [
            seat.with_name(localised_name(seat.name, index + 1, seat.choice))
            for index, seat in enumerate(settings.opponents)
        ]
        self.rules: RuleSet = settings.rules
        self.description_room = DESCRIPTION_ROOM
        """The room a level description takes under a seat (worked out as built)."""
        self._heights: dict[tuple[str, int, str, str, float], int] = {}
        self.name_entries: list[NameEntry] = []
        self.level_rows: list[ChoiceRow] = []
        self.level_buttons: list[UIButton] = []
        """One button per opponent that opens the choice of level (six seats
        in a small window), instead of a row of level buttons."""
        self.remove_buttons: list[UIButton] = []
        self.add_button: UIButton | None = None
        self.rules_button: UIButton | None = None
        self.start_button: UIButton | None = None
        self.back_button: UIButton | None = None
        self.dialog: ConfirmDialog | None = None
        self.asking: tuple[str, str, str, str] | None = None
        """The question shown over the screen: its tag, text, Yes and No."""
        self.picker: ChoiceDialog | None = None
        self.picking: int | None = None
        """The opponent whose level is being chosen (the choice over the screen)."""

    # -- widgets -------------------------------------------------------------

    def build(self) -> None:
        width, height = self.size
        margin = max(SIDE_MARGIN, (width - SEATS_WIDTH) // 2)
        compact = height < style.COMPACT_HEIGHT
        # A short window has no room for the Players heading under the title: the
        # title asks the question itself ("New game: who is playing?").
        self.track(
            UILabel(
                pygame.Rect(0, TITLE_TOP, width, style.TITLE_HEIGHT),
                tr("newgame.title_with_heading") if compact else tr("newgame.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        heading_h = max(HEADING_LEAST_HEIGHT, line_height(self.manager, "#heading", "label"))
        if not compact:
            self.track(
                UILabel(
                    pygame.Rect(margin, HEADING_TOP, width - 2 * margin, heading_h),
                    tr("newgame.players_heading"),
                    manager=self.manager,
                    object_id="#heading",
                )
            )
        row_h = COMPACT_ROW_HEIGHT if compact else ROW_HEIGHT
        top = (
            COMPACT_SEATS_TOP if compact else max(SEATS_TOP, HEADING_TOP + heading_h + HEADING_GAP)
        )
        # The sentence about the rules (and the XP box) sits above the buttons at
        # the bottom; the seats take the room above it, their level buttons on
        # the seat's line, on a line of their own (a narrow window), or, when
        # six seats do not fit so, behind one button per seat.
        # A short window's bottom line: each button as wide as its words need
        # (the room left shared out), so that the long ones keep their size.
        bottom_words = [
            tr("common.back"),
            tr("newgame.add_player"),
            tr("newgame.rule_options"),
            tr("newgame.start_short"),
        ]
        back_w, add_w, rules_w, start_w = shared_widths(
            self.manager, bottom_words, width - 2 * margin, COMPACT_SPACING
        )
        if compact:
            text_rect = pygame.Rect(margin, 0, width - 2 * margin, 0)
            text_bottom = height - COMPACT_BUTTONS_TOP - TEXT_GAP
        else:
            text_rect = pygame.Rect(margin, 0, width - 2 * margin - RULES_ROOM, 0)
            text_bottom = height - RULES_TOP + row_h + TEXT_GAP
        self.description_room = self._description_room(width, margin)
        plan = self._plan(top, row_h, width, height, text_rect.width, text_bottom)
        mode, described, text, text_id = plan
        y = self._build_seats(margin, top, row_h, width, mode, described)
        if text:
            needed = self._fitted(text, text_rect.width, text_id)
            text_rect.height = needed if compact else max(row_h + TEXT_GAP, needed)
            text_rect.bottom = text_bottom
            self.track(text_box(text, text_rect, manager=self.manager, object_id=text_id))
        if compact:
            add_rect = pygame.Rect(
                margin + back_w + COMPACT_SPACING,
                height - COMPACT_BUTTONS_TOP,
                add_w,
                style.BUTTON_HEIGHT,
            )
            rules_rect = pygame.Rect(
                add_rect.right + COMPACT_SPACING,
                height - COMPACT_BUTTONS_TOP,
                rules_w,
                style.BUTTON_HEIGHT,
            )
        else:
            add_rect = pygame.Rect(margin, y, style.BUTTON_WIDTH, row_h)
            if add_rect.bottom > min(height - RULES_TOP, text_rect.top) - TEXT_GAP:
                add_rect = pygame.Rect(0, height - BUTTONS_TOP, ADD_WIDTH, style.BUTTON_HEIGHT)
                add_rect.centerx = width // 2
            rules_rect = pygame.Rect(
                width - margin - style.BUTTON_WIDTH,
                height - RULES_TOP,
                style.BUTTON_WIDTH,
                row_h,
            )
        self.add_button = self.track(
            UIButton(add_rect, tr("newgame.add_player"), manager=self.manager)
        )
        if len(self.opponents) >= MAX_OPPONENTS:
            self.add_button.disable()
        self.rules_button = self.track(
            UIButton(rules_rect, tr("newgame.rule_options"), manager=self.manager)
        )
        start_rect = pygame.Rect(
            width - margin - style.BUTTON_WIDTH,
            height - BUTTONS_TOP,
            style.BUTTON_WIDTH,
            style.BUTTON_HEIGHT,
        )
        back_rect = pygame.Rect(margin, height - BUTTONS_TOP, BACK_WIDTH, style.BUTTON_HEIGHT)
        if compact:
            start_rect = pygame.Rect(
                width - margin - start_w,
                height - COMPACT_BUTTONS_TOP,
                start_w,
                style.BUTTON_HEIGHT,
            )
            back_rect = pygame.Rect(
                margin, height - COMPACT_BUTTONS_TOP, back_w, style.BUTTON_HEIGHT
            )
        self.back_button = self.track(UIButton(back_rect, tr("common.back"), manager=self.manager))
        self.start_button = self.track(
            UIButton(
                start_rect,
                tr("newgame.start_short") if compact else tr("newgame.start"),
                manager=self.manager,
                object_id="#done_button",
            )
        )
        self._build_dialogs(width, height)

    def rules_text(self, with_preset: bool = True) -> str:
        """What the rules are (the preset in one sentence) and, for five or six
        players, the XP box."""
        rules = self._rules_for_seats()
        xp = xp_box_sentence() if needs_xp_box(rules.players) else ""
        return join_sentences(preset_sentence(rules) if with_preset else "", xp)

    def _plan(
        self, top: int, row_h: int, width: int, height: int, text_w: int, text_bottom: int
    ) -> tuple[str, bool, str, str]:
        """How the seats and the rules sentence share the screen: the seats'
        layout ("rows" of level buttons, or one level "buttons" each), whether
        the level descriptions show, the sentence and its text style.

        The first that fits of: level buttons on every seat's line (with the
        descriptions, then without), the sentence at full size then smaller;
        one level button per seat; then, for five or six, the XP box alone.
        """
        compact = height < style.COMPACT_HEIGHT
        narrow = width < NARROW_WIDTH
        tries: list[tuple[str, bool, str, str]] = []
        for mode in ("rows", "buttons"):
            for described in (True, False) if mode == "rows" else (False,):
                for text_id in ("#plain_text", "#plain_text_small"):
                    tries.append((mode, described, self.rules_text(), text_id))
        tries.append(("buttons", False, self.rules_text(with_preset=False), "#plain_text_small"))
        opponents = len(self.opponents)
        for mode, described, text, text_id in tries:
            if mode == "rows":
                step = (
                    row_h
                    + (row_h + LEVEL_LINE_GAP if narrow else 0)
                    + (self.description_room if described else 0)
                    + SEAT_SPACING
                )
                seats_bottom = top + row_h + YOU_GAP + opponents * step - SEAT_SPACING
            else:
                seats_bottom = top + (opponents + 1) * (row_h + SEAT_GAP) - SEAT_GAP
            text_h = self._fitted(text, text_w, text_id) if text else 0
            if compact:
                limit = text_bottom - text_h
            else:
                # The Rule options button stands at the right, under the seats.
                limit = min(height - RULES_TOP, text_bottom - max(row_h + TEXT_GAP, text_h))
            if seats_bottom + TEXT_GAP <= limit:
                return mode, described, text, text_id
        return tries[-1]

    def _build_seats(
        self, margin: int, top: int, row_h: int, width: int, mode: str, described: bool
    ) -> int:
        """The seats' names, levels and Remove buttons; returns where they end."""
        self.name_entries = []
        self.level_rows = []
        self.level_buttons = []
        self.remove_buttons = []
        names = [self.player_name] + [seat.name for seat in self.opponents]
        narrow = width < NARROW_WIDTH and mode == "rows"
        name_width = NAME_WIDTH
        remove_width = REMOVE_WIDTH
        step = (
            row_h
            + (row_h + LEVEL_LINE_GAP if narrow else 0)
            + (self.description_room if described else 0)
            + SEAT_SPACING
        )
        if mode == "buttons":
            step = row_h + SEAT_GAP
        y = top
        for index, name in enumerate(names):
            entry = NameEntry(
                pygame.Rect(margin, y, name_width, row_h), manager=self.manager, text=name
            )
            entry.set_text_length_limit(MAX_NAME_LENGTH)
            self.name_entries.append(self.track(entry))
            left = margin + name_width + COLUMN_GAP
            if index == 0:
                self.track(
                    UILabel(
                        pygame.Rect(left, y, width - margin - left, row_h),
                        tr("newgame.you_seat"),
                        manager=self.manager,
                    )
                )
                y += row_h + (YOU_GAP if mode == "rows" else SEAT_GAP)
                continue
            seat = self.opponents[index - 1]
            if narrow:
                row_rect = pygame.Rect(
                    margin, y + row_h + LEVEL_LINE_GAP, width - 2 * margin, row_h
                )
                remove_rect = pygame.Rect(left, y, remove_width, row_h)
            else:
                row_rect = pygame.Rect(
                    left, y, width - margin - left - remove_width - COLUMN_GAP, row_h
                )
                remove_rect = pygame.Rect(row_rect.right + COLUMN_GAP, y, remove_width, row_h)
            if mode == "rows":
                self._level_row(row_rect, seat, described)
            else:
                button = UIButton(row_rect, level_name(seat.choice), manager=self.manager)
                self.level_buttons.append(self.track(button))
            remove = UIButton(remove_rect, tr("newgame.remove"), manager=self.manager)
            if len(self.opponents) <= 1:
                remove.disable()
            self.remove_buttons.append(self.track(remove))
            y += step
        return y

    def _level_row(self, row_rect: pygame.Rect, seat: Seat, described: bool) -> None:
        """A seat's level buttons, and under them (room allowing) what the level does."""
        choices = [(level.value, level_name(level.value)) for level in LEVEL_CHOICES] + [
            (PERSON, level_name(PERSON))
        ]
        row = ChoiceRow(row_rect, "", choices, seat.choice, manager=self.manager)
        for element in row.elements:
            self.track(element)
        self.level_rows.append(row)
        if not described:
            return
        # Wrapped to the row's width, as tall as the longest description needs:
        # bigger words take more lines, never fewer words.
        described_rect = pygame.Rect(
            row_rect.left,
            row_rect.bottom + DESCRIPTION_GAP,
            row_rect.width,
            self.description_room - DESCRIPTION_GAP,
        )
        self.track(
            text_box(
                level_description(seat.choice),
                described_rect,
                manager=self.manager,
                object_id=DESCRIPTION_ID,
            )
        )

    def _level_row_width(self, width: int, margin: int) -> int:
        """How wide a seat's level buttons (and the description under them) are."""
        if width < NARROW_WIDTH:
            return width - 2 * margin
        left = margin + NAME_WIDTH + COLUMN_GAP
        return width - margin - left - REMOVE_WIDTH - COLUMN_GAP

    def _description_room(self, width: int, margin: int) -> int:
        """The room a level description adds under a seat: the longest of them,
        wrapped to the row's width at the Text size setting."""
        row_w = self._level_row_width(width, margin)
        tallest = max(
            self._fitted(level_description(choice), row_w, DESCRIPTION_ID)
            for choice in [level.value for level in LEVEL_CHOICES] + [PERSON]
        )
        return max(DESCRIPTION_ROOM, tallest + DESCRIPTION_GAP)

    def _fitted(self, text: str, width: int, object_id: str) -> int:
        """:func:`fitted_height`, measured once: adding a seat or choosing a level
        rebuilds the screen, and each measure builds a text box (about 0.1 s)."""
        key = (text, width, object_id, current_language(), self.app.text_scale)
        if key not in self._heights:
            self._heights[key] = fitted_height(self.manager, text, width, object_id)
        return self._heights[key]

    def _build_dialogs(self, width: int, height: int) -> None:
        """The question or the level choice over the screen (kept through a resize)."""
        screen = pygame.Rect(0, 0, width, height)
        self.dialog = None
        self.picker = None
        if self.asking is not None:
            tag, question, yes, no = self.asking
            self.dialog = ConfirmDialog(screen, question, yes, no, manager=self.manager, tag=tag)
            self.track(self.dialog.panel)
            self.app.speaker.say(dialog_text(question, [yes, no]))
        elif self.picking is not None and self.picking < len(self.opponents):
            seat = self.opponents[self.picking]
            choices = [(level.value, level_name(level.value)) for level in LEVEL_CHOICES]
            choices.append((PERSON, level_name(PERSON)))
            self.picker = ChoiceDialog(
                screen,
                tr("newgame.choose_level", name=seat.name),
                choices,
                manager=self.manager,
                highlighted=seat.choice,
            )
            self.track(self.picker.panel)
            question = tr("newgame.choose_level", name=seat.name)
            self.app.speaker.say(dialog_text(question, [words for _, words in choices]))

    # -- reading the widgets -------------------------------------------------------

    def _read_names(self) -> None:
        if not self.name_entries:
            return
        texts = [" ".join(entry.get_text().split()) for entry in self.name_entries]
        self.player_name = texts[0] or tr("newgame.default_you")
        seats = []
        for index, seat in enumerate(self.opponents):
            text = texts[index + 1] if index + 1 < len(texts) else seat.name
            level = self.level_rows[index].value if index < len(self.level_rows) else seat.choice
            name = text or self.default_name(index + 1, level)
            seats.append(Seat.of_choice(cut_name(name), level))
        self.opponents = seats

    def default_name(self, seat: int, level: str) -> str:
        """A name for a new seat: "Computer 2" or "Player 3"."""
        key = "newgame.default_person" if level == PERSON else "newgame.default_computer"
        return tr(key, number=seat + 1)

    def _rules_for_seats(self) -> RuleSet:
        """The chosen rules for these seats (the XP box for five or six)."""
        players = len(self.opponents) + 1
        try:
            return self.rules.with_players(players)
        except ValueError:
            return RuleSet().with_players(players)

    # -- events ----------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None:
            answer = self.dialog.handle_event(event)
            if answer is not None:
                self.answer(answer)
            return
        if self.picker is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.choose_level(None)
                return
            chosen = self.picker.handle_event(event)
            if chosen is not None:
                self.choose_level(chosen)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        for row in self.level_rows:
            if row.handle_event(event):
                self._read_names()
                self.rebuild()
                return
        if element is self.back_button:
            self.app.pop()
        elif element is self.add_button:
            self.add_seat()
        elif element is self.rules_button:
            self._read_names()
            self.app.push(RuleOptionsArguments(self.rules, self.set_rules))
        elif element is self.start_button:
            self.start()
        else:
            for index, button in enumerate(self.remove_buttons):
                if element is button:
                    self.remove_seat(index)
                    return
            for index, button in enumerate(self.level_buttons):
                if element is button:
                    self.pick_level(index)
                    return

    def pick_level(self, index: int) -> None:
        """Show the choice of level for an opponent's seat."""
        self._read_names()
        self.picking = index
        self.rebuild()

    def choose_level(self, level: str | None) -> None:
        """The level chosen for the seat being picked (None: left as it was)."""
        index, self.picking = self.picking, None
        if level is not None and index is not None and index < len(self.opponents):
            seat = self.opponents[index]
            self.opponents[index] = Seat.of_choice(seat.name, level)
        self.rebuild()

    def add_seat(self) -> None:
        """Add a computer seat (up to six seats; five or six play with the XP box)."""
        self._read_names()
        if len(self.opponents) < MAX_OPPONENTS:
            seat = len(self.opponents) + 1
            self.opponents.append(
                Seat.computer(self.default_name(seat, Level.JUST_RIGHT.value), Level.JUST_RIGHT)
            )
        self.rebuild()

    def remove_seat(self, index: int) -> None:
        """Remove an opponent's seat (at least one opponent stays)."""
        self._read_names()
        if len(self.opponents) > 1 and 0 <= index < len(self.opponents):
            del self.opponents[index]
        self.rebuild()

    def set_rules(self, rules: RuleSet) -> None:
        """The rule options chosen on the Rule options screen."""
        self.rules = rules

    def ask(self, tag: str, question: str, yes: str) -> None:
        """Put a yes/no question over the screen (it stays through a resize)."""
        self.asking = (tag, question, yes, tr("common.cancel"))
        self.rebuild()

    def answer(self, yes: bool) -> None:
        """The answer to the question over the screen."""
        tag = self.asking[0] if self.asking else None
        self.asking = None
        self.rebuild()
        if not yes or tag is None:
            return
        if tag == "keep":
            problem = self.app.hooks.start_new_game()
            if problem is not None:
                why = why_text(problem)
                self.ask("anyway", tr("newgame.keep_failed", why=why), tr("newgame.start_anyway"))
                return
        self.start_match()

    def start(self) -> None:
        """Start the match; first ask when a game is in progress (kept as the previous game)."""
        self._read_names()
        try:
            saved = self.app.hooks.has_game_in_progress()
        except OSError:
            # The folder cannot be read: there may be a game there. Ask, and try to
            # keep it (the hook says when that fails), rather than write over it.
            log.exception("could not look for a game in progress")
            saved = True
        if saved:
            self.ask("keep", tr("newgame.confirm_keep"), tr("newgame.confirm_keep_yes"))
            return
        self.start_match()

    def start_match(self) -> None:
        """Keep the choices as the next game's defaults and start the match."""
        self._read_names()
        self.rules = self._rules_for_seats()
        self.app.change_settings(
            player_name=self.player_name, opponents=tuple(self.opponents), rules=self.rules
        )
        names = [self.player_name] + [seat.name for seat in self.opponents]
        choices = [PERSON] + [seat.choice for seat in self.opponents]
        controller = new_controller(names, choices, self.rules, seed=self.app.seed)
        stats = self.app.hooks.load_statistics()
        if stats is not None:
            fit_just_right(controller, table_skill(controller.seats, stats.person_skills))
        self.app.replace(GameArguments(controller, first_draw=True))
