"""Reading aloud the words the top screen shows.

:class:`ScreenReading` is the part of :class:`~rummikub_desktop.app.window.App`
that hands the speaker what is new among the top screen's
:meth:`~rummikub_desktop.ui.interfaces.SceneLike.shown_sentences` (each once while
it shows; a screen shown again is read again), and says them all again when the
player presses S. The speaker decides whether anything is heard (Read aloud).
"""

from __future__ import annotations

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.ui.interfaces import SceneLike
from rummikub_desktop.ui.narration import ShownReader
from rummikub_desktop.ui.speech import Speaker


class ScreenReading:
    """What the top screen shows, read once, and again on S."""

    def __init__(self) -> None:
        self._reader = ShownReader()
        """Reads what the top screen shows (:meth:`Scene.shown_sentences`)."""
        self._scene_read: SceneLike | None = None
        """The screen whose words the reader has read."""

    def read(self, scene: SceneLike | None, speaker: Speaker) -> None:
        """Read aloud what is new among the words ``scene`` shows (with Read aloud
        off nothing is read, but a new screen is still noted)."""
        if scene is not self._scene_read:
            self._scene_read = scene
            self._reader = ShownReader()
        if scene is None or not speaker.reading:
            return
        self._reader.read(speaker, {"screen": scene.shown_sentences()})

    def say_again(
        self, event: pygame.event.Event, scene: SceneLike | None, speaker: Speaker, typing: bool
    ) -> None:
        """S (no Ctrl, Alt or Cmd; not while ``typing``): ``scene``'s words read again,
        on a screen that shows them (the game's table says its own)."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_s:
            return
        if getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return
        if scene is None or typing:
            return
        sentences = [sentence for sentence in scene.shown_sentences() if sentence]
        if sentences:
            speaker.again(i18n.tr("speech.sentence_separator").join(sentences))
