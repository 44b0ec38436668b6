"""Every overlay over the game screen, asked the hooks of :mod:`.overlay` in one order.

The use's overlays (a lesson, a puzzle's goal, the table helper) come first, then
the screen's own: the coach, the stepped hint, the nudge, the draw for who starts
(while it shows) and the replay. Each hook is asked of all of them the same way:
there is no hook that only a use's overlays are asked, and none that one overlay
can answer for the others (the round's end is told to each; see :class:`RoundOver`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from rummikub_desktop.ai import Play
from rummikub_desktop.session import HintJob, Outcome, Phase
from rummikub_desktop.session.coach import turn_start
from rummikub_desktop.widgets.geometry import Least

from .coach_overlay import CoachOverlay, coach_facts
from .context import ScreenContext
from .frame import GameFrame
from .hint_overlay import SteppedHint
from .nudge import NudgeChance
from .overlay import Overlay, Places, RoundOver, ScreenLink
from .own_overlays import OwnOverlays, nudge_chance, replayable_turns
from .use import CommandFilter, Parts


class OverlayStack:
    """The overlays over the game screen, in the order they see events.

    Args:
        parts: the use's overlays and its filter on commands.
        own: the nudge, the draw for who starts and the replay (made again for a
            game started over: :meth:`renew`).
        coach: the coach's line and its Show me.
        hints: the stepped hint.
        make_own: makes the screen's own overlays afresh (see :meth:`make`).
    """

    def __init__(
        self,
        parts: Parts,
        own: OwnOverlays,
        coach: CoachOverlay,
        hints: SteppedHint,
        make_own: Callable[[], OwnOverlays] | None = None,
    ) -> None:
        self.parts = parts
        self.own = own
        self.coach = coach
        self.hints = hints
        self._make_own = make_own
        self._all: tuple[Overlay, ...] | None = None

    @classmethod
    def make(
        cls,
        context: ScreenContext,
        link: ScreenLink,
        parts: Parts,
        *,
        first_draw: bool,
        lay: Callable[[HintJob, Play | None], Outcome],
        question_open: Callable[[], bool],
        says_again: Callable[[object], bool] = lambda element: False,
    ) -> OverlayStack:
        """The screen's overlays for ``context``'s game: the use's ``parts``, the coach,
        the stepped hint (``lay`` lays its play), the nudge, the draw for who starts
        (``first_draw``: shown when the game has one) and the replay (none while a
        question is open); ``says_again`` knows the screen's Say again button (it
        reads the coach's question again)."""
        app, game, options = context.app, context.game, context.options
        coach = CoachOverlay(
            link,
            facts=lambda: coach_facts(game()),
            turn_start=lambda: turn_start(game()),
            switched_on=lambda: app.settings.coach and options.coach and not context.autoplay,
            start=lambda job: app.coach_thinker.start(job),
            says_again=says_again,
            notes=game().coach_notes,
        )
        hints = SteppedHint(
            link,
            job=lambda: game().hint_job(),
            human_turn=lambda: game().phase is Phase.HUMAN_TURN,
            is_current=lambda job: job.is_current(game().match),
            turn_start=lambda: turn_start(game()),
            lay=lay,
            start=lambda job: app.thinker.start(job),
            stepped=options.stepped_hint,
            at_once=options.hint_at_once,
        )

        def chance() -> NudgeChance:
            quiet = not (
                context.autoplay
                or question_open()
                or link.input.drag is not None
                or hints.worker is not None
                or stack.waiting
            )
            return nudge_chance(game(), quiet=quiet and options.nudge)

        def own(first_draw: bool = False) -> OwnOverlays:
            return OwnOverlays.make(
                link,
                first_draw=first_draw,
                controller=game(),
                turns=lambda: replayable_turns(game(), question_open=question_open()),
                chance=chance,
                nudge_seconds=app.nudge_seconds,
            )

        stack = cls(parts, own(first_draw), coach, hints, own)
        return stack

    @property
    def filter(self) -> CommandFilter | None:
        """The use's filter on commands (None: every command goes through)."""
        return self.parts.filter

    def renew(self) -> None:
        """The screen's own overlays, made afresh (a game started over: no draw for
        who starts)."""
        if self._make_own is not None:
            self.own = self._make_own()
        self._all = None

    def refresh(self) -> None:
        """Look again at which overlays lie over the screen (the screen is built again)."""
        self._all = None

    def all(self) -> tuple[Overlay, ...]:
        """What lies over the screen, in the order they see events (the use's first;
        the draw for who starts once it has gone, no more)."""
        if self._all is None:
            own = self.own
            first_draw = (own.first_draw,) if own.first_draw.waiting else ()
            self._all = (
                *self.parts.overlays,
                self.coach,
                self.hints,
                own.nudge,
                *first_draw,
                own.replay,
            )
        return self._all

    @property
    def waiting(self) -> bool:
        """True while an overlay holds the game (a replay, the draw for who starts)."""
        return any(overlay.waiting for overlay in self.all())

    @property
    def answering(self) -> bool:
        """True while what holds the game is only the coach's question on its shade,
        which the game's buttons answer (they stay live: "no, thanks", and each does
        its job)."""
        coach = self.coach
        return coach.asking and not any(
            overlay.waiting for overlay in self.all() if overlay is not coach
        )

    def question(self) -> str:
        """The question that holds the game now, read again by Say again ("": none)."""
        return self.coach.question()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """``event`` to each overlay in turn; True once one takes it."""
        return any(o.handle_event(event) for o in self.all() if o.takes_events)

    def update(self, dt: float) -> bool:
        """Time passes for every overlay; True while any holds the game."""
        return any([overlay.update(dt) for overlay in self.all()])

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """Each draws over ``frame``; the first to see events is drawn on top."""
        for overlay in reversed(self.all()):
            overlay.draw(surface, frame)

    def next_frames(self) -> list[float]:
        """How soon each overlay that needs a frame needs one."""
        waits = (overlay.next_frame() for overlay in self.all())
        return [wait for wait in waits if wait is not None]

    def keys(self) -> tuple[object, ...]:
        """What each shows, summed up (part of the frame: the redraw key)."""
        return tuple(overlay.key() for overlay in self.all())

    def covers(self, frame: GameFrame) -> tuple[tuple[int, int, int, int], ...]:
        """The boxes they lay over the table and the rack in ``frame``."""
        return tuple((r.x, r.y, r.w, r.h) for o in self.all() for r in o.covers(frame))

    def widgets(self) -> object:
        """Which widgets each has now, summed up."""
        return tuple(overlay.widgets() for overlay in self.all())

    def build(self, places: Callable[[], Places]) -> None:
        """Each builds its widgets, given the places left by those built before: the
        replay's button first (its place is measured beside Menu), the coach's, then
        the others in their order (the tutorial's title goes left of all the top
        bar's buttons)."""
        first: tuple[Overlay, ...] = (self.own.replay, self.coach)
        rest = tuple(o for o in self.all() if all(o is not f for f in first))
        for overlay in (*first, *rest):
            overlay.build(places())

    def table_top(self, table: pygame.Rect) -> int:
        """The most that any takes of the top of ``table``."""
        return max((o.table_top(table) for o in self.all()), default=0)

    def table_least(self) -> Least | None:
        """The first rows and columns that one asks the table to show at least."""
        found = (o.table_least() for o in self.all())
        return next((x for x in found if x is not None), None)

    def takes_side(self) -> bool:
        """True while one takes the side panel's room."""
        return any([overlay.takes_side() for overlay in self.all()])

    def settle(self) -> None:
        """The screen's update is done: each looks at the game."""
        for overlay in self.all():
            overlay.settle()

    def shown_sentences(self, frame: GameFrame) -> dict[str, tuple[str, ...]]:
        """What each shows in words over ``frame``, by overlay (those showing words)."""
        shown = {}
        for overlay in self.all():
            sentences = overlay.shown_sentences(frame)
            if sentences:
                shown[type(overlay).__name__] = sentences
        return shown

    def round_ended(self, event: RoundOver) -> bool:
        """The round's end told to every overlay (none can keep it from the others);
        True when one shows it itself."""
        return any([overlay.round_ended(event) for overlay in self.all()])
