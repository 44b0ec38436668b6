"""The window's scenes, one over another: the one on top is the one the player sees.

:class:`SceneStack` is the part of :class:`~rummikub_desktop.app.window.App` that
shows, closes and swaps scenes, telling each when it comes on top
(:meth:`~rummikub_desktop.ui.interfaces.SceneLike.enter`) and when it leaves
(:meth:`~rummikub_desktop.ui.interfaces.SceneLike.leave`). It makes no scene itself:
the window hands it a maker (the registry, by name), and is told when the picture
must be drawn again and when the last scene closed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rummikub_desktop.ui.interfaces import SceneCall, SceneLike


class SceneStack:
    """The scenes shown, the top one last.

    Args:
        make: makes a scene from its name or arguments (a made scene as it is).
        changed: called when the scene on top changed (the next frame is drawn).
        emptied: called when the last scene closed (the window ends).
    """

    def __init__(
        self,
        make: Callable[[SceneCall | SceneLike], SceneLike],
        changed: Callable[[], None],
        emptied: Callable[[], None],
    ) -> None:
        self._make = make
        self._changed = changed
        self._emptied = emptied
        self.scenes: list[SceneLike] = []
        """Every scene shown, the one on top last."""

    @property
    def top(self) -> SceneLike | None:
        """The scene on top (the one the player sees), or None."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: SceneCall | SceneLike) -> None:
        """Show ``scene`` (a name, its arguments, or a made scene) over the current one."""
        made = self._make(scene)
        if self.top is not None:
            self.top.leave()
        self.scenes.append(made)
        made.enter()
        self._changed()

    def pop(self) -> None:
        """Close the top scene and go back to the one below (none left: the window ends)."""
        if not self.scenes:
            return
        self.scenes.pop().leave()
        self._changed()
        if self.top is not None:
            self.top.enter()
        else:
            self._emptied()

    def replace(self, scene: SceneCall | SceneLike) -> None:
        """Close the top scene and show ``scene`` instead."""
        made = self._make(scene)
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(made)
        made.enter()
        self._changed()

    def reset_to(self, scene: SceneCall | SceneLike) -> None:
        """Close every scene and show ``scene`` alone."""
        made = self._make(scene)
        self.close_all()
        self.scenes.append(made)
        made.enter()
        self._changed()

    def close_all(self) -> None:
        """Close every scene, the top one first (the window stays as it is)."""
        while self.scenes:
            self.scenes.pop().leave()

    def game_controller(self) -> Any:
        """The game in progress (the topmost scene's controller), or None."""
        for scene in reversed(self.scenes):
            controller = getattr(scene, "controller", None)
            if controller is not None:
                return controller
        return None

    def close_requested(self) -> None:
        """Every scene, the top one first, saves what it holds (the window closes)."""
        for scene in reversed(self.scenes):
            scene.close_requested()
