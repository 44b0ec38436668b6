"""Show me: a better play (the coach's) or an answer (a puzzle's) played on the table as
it was, one numbered step at a time with its sentence (each read in full before the
next step moves), while the game waits.

The steps are the table helper's (:mod:`rummikub_desktop.session.hand_walk`), each a
whole move: its tiles leave their place together and land in their set together,
the table between two steps laid out as it is then (a set closes up, a run cut in
two stays two runs), and each step's sentence is the helper's numbered one
(:mod:`rummikub_desktop.ui.step_words`: "2. Take red 8 from the first set ... Put it
after ..."), so a player sees and hears the play as a hand would make it. (It moved
every tile that changed its cell, one at a time: some 40 moves for a long play,
through tables that looked wrong half-way.)

One part that the coach (:mod:`.coach_overlay`) and a puzzle
(:mod:`.uses.puzzle`) share: it owns the run (the replay's way:
:class:`~.replay.ReplayRun` and
:class:`~rummikub_desktop.widgets.replay_view.ReplayView`), its Back button, the
clicks while it shows (a click goes on to the next tile; at the end, Escape or the
Back button, it is over) and its drawing over the table and the rack.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import language, tr
from rummikub_desktop.session import TurnReplay
from rummikub_desktop.session.hand_walk import HandWalk, hand_walk
from rummikub_desktop.ui import style
from rummikub_desktop.ui.step_words import step_sentences
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets import coach
from rummikub_desktop.widgets.button_column import words_width
from rummikub_desktop.widgets.geometry import MARGIN, GameLayout
from rummikub_desktop.widgets.replay_view import ReplayView, tables_geometry

from .overlay import Places
from .replay import REPLAY_FRAMES, ReplayRun

NARROWEST_WORDS = 160
"""The least room beside the Back button worth writing words in."""
RACK_COVER = 2 * (MARGIN - 1)
"""How much wider and taller than the rack Show me's panel is (both sides together):
it covers the gutter around the rack, where a fresh tile's glow reaches."""
HELD = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN)
"""The events the game does not see while a play is shown."""


@dataclass(frozen=True)
class ShowMeLook:
    """How one user of Show me words and places it.

    Args:
        back: the catalogue key of the Back button's words.
        intro: the key of the words before the first tile moves.
        end: the key of the words once every tile is laid.
        back_width: the Back button's least width (wider when its words need it).
        button_height: its height.
        margin: between it and the rack's bottom right corner.
        gap: between it and the words.
        size: the size of the words.
    """

    back: str
    intro: str
    end: str
    back_width: int
    button_height: int
    margin: int
    gap: int
    size: int


class ShowMe:
    """A play shown tile by tile (see the module's words).

    Args:
        art: the tiles' pictures.
        text: the screen's text cache.
        look: its words and places.
        ended: called once when the last tile is laid (a puzzle says so aloud).
        hold: True while the voice reads (Read aloud on): a tile waits for its
            sentence to be read before the next one moves.
    """

    def __init__(
        self,
        art: TileArt,
        text: TextCache,
        look: ShowMeLook,
        *,
        ended: Callable[[], None] = lambda: None,
        hold: Callable[[], bool] = lambda: False,
    ) -> None:
        self.view = ReplayView(art)
        self.hold = hold
        self.text = text
        self.look = look
        self.on_end = ended
        self.replay: TurnReplay | None = None
        self.walk: HandWalk | None = None
        """The play as its numbered steps on the table."""
        self._words: tuple[str, tuple[str, ...]] | None = None
        """The steps in words, in the language they were said in."""
        self._area: tuple[object, pygame.Rect] | None = None
        """Where the tables are drawn, by what it depends on (see :meth:`table_area`)."""
        self.run: ReplayRun[HandWalk] | None = None
        self.showing = False
        """True while a play is shown (the game waits)."""
        self.ended = False
        """True once every tile has been shown (its last words stay)."""
        self.back_button: UIButton | None = None
        self.back_width = look.back_width
        """The Back button's width as built (its words' room beside it)."""

    def start(self, replay: TurnReplay) -> None:
        """Show ``replay`` from its first step."""
        self.walk = hand_walk(replay)
        self.replay = replay
        self._words = None
        self.run = ReplayRun((self.walk,))
        self.showing = True
        self.ended = False

    def stop(self) -> None:
        """Back to the game as it is."""
        self.replay = None
        self.walk = None
        self._words = None
        self.run = None
        self.showing = False
        self.ended = False

    def next_frame(self) -> float | None:
        """0 while a step's tiles travel; nothing else moves by itself."""
        return 0.0 if self.run is not None and not self.ended else None

    def key(self) -> object:
        """What is shown, summed up (part of the screen's redraw key)."""
        run = self.run
        if run is None:
            return None
        return (run.turn, run.step, round(run.progress() * REPLAY_FRAMES), self.ended)

    def widgets(self) -> object:
        """Its Back button while a play is shown."""
        return self.run is not None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks and keys while a play is shown (the caller asks only then): True
        for what the game must not see."""
        run = self.run
        if run is None:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.back_button is not None and event.ui_element is self.back_button:
                self.stop()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stop()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.ended:
                self.stop()
            else:
                run.next()
                self._check_end()
        return event.type in HELD

    def _check_end(self) -> None:
        run = self.run
        if run is not None and run.finished and not self.ended:
            self.ended = True
            self.on_end()

    def update(self, dt: float) -> bool:
        """The play moves on; True while it is shown."""
        if self.run is None:
            return False
        if not self.ended:
            self.run.advance(dt, held=bool(self.hold()))
            self._check_end()
        return True

    def build(self, places: Places) -> None:
        """Back, at the rack's bottom right, while a play is shown."""
        self.back_button = None
        if self.run is None:
            return
        look = self.look
        rack = places.layout.rack
        # As wide as its words need (Back to the game lost its last letter at 800x600
        # with the Largest text: the words then go above it, across the panel).
        needed = words_width(places.manager.get_theme().get_font(["button"]), tr(look.back))
        width = min(max(look.back_width, needed), rack.width - 2 * look.margin)
        self.back_width = width
        rect = pygame.Rect(0, 0, width, look.button_height)
        rect.bottomright = (rack.right - look.margin, rack.bottom - look.margin)
        button = UIButton(rect, tr(look.back), manager=places.manager, object_id="#done_button")
        places.track(button)
        self.back_button = button

    def sentence(self) -> str:
        """What the words over the rack say now."""
        run, walk = self.run, self.walk
        if run is None or walk is None:
            return ""
        if self.ended:
            return tr(self.look.end)
        if run.step < 0:
            return tr(self.look.intro)
        return self.step_words()[walk.steps[run.step].number]

    def step_words(self) -> tuple[str, ...]:
        """The play's steps in words (said once per language: they are asked every frame)."""
        if self.walk is None:
            return ()
        if self._words is None or self._words[0] != language():
            self._words = (language(), step_sentences(self.walk.answer))
        return self._words[1]

    def draw(self, surface: pygame.Surface, layout: GameLayout) -> None:
        """The play on the table, its words over the rack."""
        run, walk = self.run, self.walk
        if run is None or walk is None:
            return
        origin = (layout.rack.centerx, layout.rack.top)
        # As big as the table's tiles in play (the Tile size setting's), or bigger;
        # one grid for every step's table (the tiles keep their size), above the
        # words' panel where a step's sentence makes it grow over the table.
        area = self.table_area(layout)
        geometry = tables_geometry(area, walk.layouts, layout.table_tile_height)
        stages = walk.steps
        done = len(stages) if self.ended or run.step < 0 else run.step
        framed = {tile_id for stage in stages[:done] for tile_id in stage.moved}
        moved: tuple[int, ...] = ()
        if self.ended or run.step < 0 or not stages:
            table = walk.after if self.ended else walk.before
            tables, progress = (table, table), 0.0
        else:
            stage = stages[run.step]
            tables, moved, progress = (stage.before, stage.after), stage.moved, run.progress()
        self.view.draw_stage(surface, area, geometry, tables, moved, progress, origin, framed)
        count = ""
        if run.step >= 0 and not self.ended:
            count = tr("coach.showing_count", number=run.step + 1, count=len(stages))
        panel, lines = self.fitted(layout.rack, self.sentence(), count)
        # Over the rack's gutter too: a tile just drawn glows past the rack's edge.
        coach.speech_panel(surface, self.text, panel.inflate(RACK_COVER, RACK_COVER), lines)

    def table_area(self, layout: GameLayout) -> pygame.Rect:
        """Where the play's tables are drawn: the table, short of the words' panel at
        its tallest (the longest step's sentence), so that no step's words hide a
        tile (worked out once per play, layout and language)."""
        key = (id(self.walk), tuple(layout.table), tuple(layout.rack), language(), self.back_width)
        if self._area is None or self._area[0] != key:
            count = tr("coach.showing_count", number=0, count=0)
            said = (tr(self.look.intro), tr(self.look.end), *self.step_words())
            top = min(self.fitted(layout.rack, words, count)[0].top for words in said)
            area = layout.table.copy()
            area.height = max(area.height // 2, min(area.height, top - RACK_COVER - area.top))
            self._area = (key, area)
        return self._area[1]

    def fitted(
        self, area: pygame.Rect, sentence: str, count: str
    ) -> tuple[pygame.Rect, list[tuple[str, int, tuple[int, int, int], bool]]]:
        """The panel for the words and their lines: over the rack, the words beside
        the Back button, or across the panel above it, or both; when a long
        sentence (a step's) fits none of those (800x600 with the largest words),
        the panel grows up over the table's bottom, the words across it above the
        button, at the same size."""
        look = self.look
        ink = style.theme().ink
        size = look.size
        narrow = area.width - style.SPEECH_MARGINS - self.back_width - look.gap
        wide = area.width - style.SPEECH_MARGINS
        room = area.height - 2 * coach.SPEECH_PADDING[1]
        below = look.button_height + look.margin
        tail = [(count, style.TEXT_SMALL, ink, True)] if count else []
        tail_height = self.text.font(style.TEXT_SMALL, True).get_linesize() if count else 0
        height = self.text.font(size, True).get_linesize()
        across = (coach.wrapped(self.text, sentence, size, wide, True), room - below)
        options = [across]
        if narrow >= NARROWEST_WORDS:
            # Beside the button, or across the panel and then beside it.
            rows_above = (room - below) // height
            options = [
                (coach.wrapped(self.text, sentence, size, narrow, True), room),
                across,
                (self._around_button(sentence, size, wide, narrow, rows_above), room),
            ]
        for words, limit in options:
            if len(words) * height + tail_height <= limit:
                return area, [(line, size, ink, True) for line in words] + tail
        words = across[0]
        needed = len(words) * height + tail_height + below + 2 * coach.SPEECH_PADDING[1]
        panel = pygame.Rect(area.left, area.bottom - needed, area.width, needed)
        return panel, [(line, size, ink, True) for line in words] + tail

    def _around_button(
        self, sentence: str, size: int, wide: int, narrow: int, rows_above: int
    ) -> list[str]:
        """``sentence`` in lines: ``rows_above`` lines across the panel, the rest
        in lines as wide as the room beside the Back button."""
        lines = coach.wrapped(self.text, sentence, size, wide, True)
        if len(lines) <= rows_above:
            return lines
        taken = 0
        for line in lines[:rows_above]:
            found = sentence.find(line, taken)
            if found < 0:
                return coach.wrapped(self.text, sentence, size, narrow, True)
            taken = found + len(line)
        rest = sentence[taken:].strip()
        return lines[:rows_above] + coach.wrapped(self.text, rest, size, narrow, True)
