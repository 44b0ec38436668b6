"""The player's settings, kept across starts in the config folder.

:class:`Settings` is a frozen value. :meth:`Settings.from_dict` is forgiving:
a bad or missing value falls back to its default field by field, so one broken
entry never costs the player all the others. :func:`load_settings` and
:func:`save_settings` go through :mod:`rummikub_desktop.persistence.storage` (atomic,
versioned, bad files set aside).
"""

from __future__ import annotations

import dataclasses
import enum
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

from rummikub_desktop.engine import MAX_PLAYERS, RuleSet
from rummikub_desktop.session import Seat, Speed

from .names import MAX_NAME_LENGTH as MAX_NAME_LENGTH  # the screens import them from here
from .names import cut_name as cut_name
from .names import read_name
from .paths import AppPaths, app_paths
from .storage import FileProblem, FileSchema, LoadResult, load_document, quote, save_document

log = logging.getLogger(__name__)

MAX_OPPONENTS = MAX_PLAYERS - 1
"""Seats besides the player's own (a game has 2 to 6 players; 5 or 6 play
with the XP box)."""
MAX_VOICE_LENGTH = 300
"""A voice's id is the engine's (a registry path on Windows): at most this long."""
MIN_WINDOW = (800, 600)
"""The smallest window the screens are laid out for."""
MAX_WINDOW = (7680, 4320)
DEFAULT_WINDOW = (1280, 800)
"""The window's size on the first start."""
_LANGUAGE = re.compile(r"^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})?$")


class TextSize(enum.Enum):
    """How big the words on screen are."""

    NORMAL = "normal"
    LARGE = "large"
    LARGEST = "largest"

    @property
    def scale(self) -> float:
        """The factor to apply to the standard text sizes."""
        return {"normal": 1.0, "large": 1.25, "largest": 1.5}[self.value]


class TileSize(enum.Enum):
    """How big the tiles are on the rack and the table (the table zooms out only when
    its sets need more room)."""

    NORMAL = "normal"
    LARGE = "large"
    LARGEST = "largest"

    @property
    def scale(self) -> float:
        """The factor to apply to the standard tile sizes."""
        return {"normal": 1.0, "large": 1.16, "largest": 1.33}[self.value]


class Contrast(enum.Enum):
    """The screens' colours: the standard green table, or high contrast (black
    backgrounds, white and yellow words and frames, white tiles)."""

    STANDARD = "standard"
    HIGH = "high"


class TileColours(enum.Enum):
    """The tiles' four inks: the standard ones, or inks chosen to stay apart for
    colour-blind eyes. Each colour keeps its own sign in both."""

    STANDARD = "standard"
    COLOUR_SAFE = "colour_safe"


class SpeechSpeed(enum.Enum):
    """How fast the game reads aloud, against the voice's usual speed (slower to begin with)."""

    SLOWER = "slower"
    SLOW = "slow"
    USUAL = "usual"
    FASTER = "faster"

    @property
    def factor(self) -> float:
        """The voice's usual speed times this."""
        return {"slower": 0.7, "slow": 0.85, "usual": 1.0, "faster": 1.2}[self.value]


def _voice(value: Any) -> str:
    if not isinstance(value, str) or len(value) > MAX_VOICE_LENGTH or not value.isprintable():
        raise ValueError("bad voice id")
    return value


def _name(value: Any) -> str:
    return read_name(value)  # the one rule for names (typing and saved games use it too)


def _rules(value: Any) -> RuleSet:
    """Rule options, option by option: a bad one keeps the official default."""
    if not isinstance(value, dict):
        raise TypeError("rule options must be a mapping")
    try:
        return RuleSet.from_dict(value)
    except (TypeError, ValueError):
        pass
    rules = RuleSet()
    names = {f.name for f in fields(RuleSet)}
    # Two passes: some options depend on others (5 players need the XP box's copies).
    for _ in range(2):
        for key, option in value.items():
            if key in names:
                try:
                    rules = rules.with_options(**{key: option})
                except (TypeError, ValueError):
                    continue
    return rules


def _opponents(value: Any) -> tuple[Seat, ...]:
    if not isinstance(value, list):
        raise TypeError("opponents must be a list")
    seats = []
    for entry in value[:MAX_OPPONENTS]:
        try:
            seat = Seat.from_dict(entry)
            seats.append(seat.with_name(_name(seat.name)))
        except (KeyError, TypeError, ValueError):
            continue
    if not seats:
        raise ValueError("no opponents")
    return tuple(seats)


def _window(value: Any) -> tuple[int, int]:
    width, height = value
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (width, height)):
        raise TypeError("window size must be whole numbers")
    return (
        min(max(width, MIN_WINDOW[0]), MAX_WINDOW[0]),
        min(max(height, MIN_WINDOW[1]), MAX_WINDOW[1]),
    )


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("not true or false")
    return value


def _language(value: Any) -> str:
    if not isinstance(value, str) or not _LANGUAGE.match(value):
        raise ValueError("bad language code")
    return value


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the player chose, with friendly defaults.

    Attributes:
        language: the language code of the texts (``"en"``).
        rules: the rule options a new game starts with; ``rules.players`` is
            always one more than the number of :attr:`opponents`.
        player_name: the player's own name at the table.
        opponents: the other seats of a new game (1 to 5), each with a level.
        animation_speed: how fast computer turns are animated.
        sound: sound on or off.
        window_size: the window's width and height in pixels.
        fullscreen: full screen or a window.
        text_size: how big the words are.
        tile_size: how big the tiles are.
        contrast: standard colours or high contrast.
        tile_colours: the tiles' inks (standard or colour-blind safe).
        close_up_rack: close the gap a tile leaves on the rack at once.
        read_aloud: read what happens aloud (off until the player says so).
        voice: the voice the player chose, by the engine's id ("": the best for the
            language; a voice that does not suit the language is never used for it).
        speech_speed: how fast the game reads aloud.
        coach: after a person's turn, say when more tiles could have been laid.
    """

    language: str = "en"
    rules: RuleSet = field(default_factory=RuleSet)
    player_name: str = "You"
    opponents: tuple[Seat, ...] = (Seat.computer("Computer", "just_right"),)
    animation_speed: Speed = Speed.NORMAL
    sound: bool = True
    window_size: tuple[int, int] = DEFAULT_WINDOW
    fullscreen: bool = False
    text_size: TextSize = TextSize.NORMAL
    tile_size: TileSize = TileSize.NORMAL
    contrast: Contrast = Contrast.STANDARD
    tile_colours: TileColours = TileColours.STANDARD
    close_up_rack: bool = False
    read_aloud: bool = False
    voice: str = ""
    speech_speed: SpeechSpeed = SpeechSpeed.SLOW
    coach: bool = True

    def __post_init__(self) -> None:
        if not 1 <= len(self.opponents) <= MAX_OPPONENTS:
            raise ValueError(f"a game has 1 to {MAX_OPPONENTS} opponents")
        if self.rules.players != len(self.opponents) + 1:
            raise ValueError("rules.players must be one more than the opponents")

    def with_usual_look(self) -> Settings:
        """The same settings with the usual speed, sizes, colours, rack and sound
        ("Back to the usual settings"); names, players, rules and the window are kept."""
        usual = Settings()
        return dataclasses.replace(
            self,
            animation_speed=usual.animation_speed,
            sound=usual.sound,
            text_size=usual.text_size,
            tile_size=usual.tile_size,
            contrast=usual.contrast,
            tile_colours=usual.tile_colours,
            close_up_rack=usual.close_up_rack,
        )

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with some settings changed.

        Changing ``opponents`` alone adjusts ``rules.players`` (and the box:
        the XP box for 5 or 6 players) to match.
        """
        if "opponents" in changes and "rules" not in changes:
            players = len(changes["opponents"]) + 1
            changes["rules"] = self.rules.with_players(players)
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {
            "language": self.language,
            "rules": self.rules.to_dict(),
            "player_name": self.player_name,
            "opponents": [seat.to_dict() for seat in self.opponents],
            "animation_speed": self.animation_speed.value,
            "sound": self.sound,
            "window_size": list(self.window_size),
            "fullscreen": self.fullscreen,
            "text_size": self.text_size.value,
            "tile_size": self.tile_size.value,
            "contrast": self.contrast.value,
            "tile_colours": self.tile_colours.value,
            "close_up_rack": self.close_up_rack,
            "read_aloud": self.read_aloud,
            "voice": self.voice,
            "speech_speed": self.speech_speed.value,
            "coach": self.coach,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read :meth:`to_dict` data, never raising: each bad value falls back to its default.

        Unknown keys are ignored; anything that is not a mapping gives the defaults.
        """
        defaults = cls()
        if not isinstance(data, dict):
            return defaults
        readers: dict[str, Callable[[Any], Any]] = {
            "language": _language,
            "rules": _rules,
            "player_name": _name,
            "opponents": _opponents,
            "animation_speed": Speed,
            "sound": _bool,
            "window_size": _window,
            "fullscreen": _bool,
            "text_size": TextSize,
            "tile_size": TileSize,
            "contrast": Contrast,
            "tile_colours": TileColours,
            "close_up_rack": _bool,
            "read_aloud": _bool,
            "voice": _voice,
            "speech_speed": SpeechSpeed,
            "coach": _bool,
        }
        values: dict[str, Any] = {}
        for key, reader in readers.items():
            if key not in data:
                continue
            try:
                values[key] = reader(data[key])
            except Exception as error:  # any bad value falls back to the default
                log.info("setting %s falls back to its default: %s", key, quote(error))
        opponents = values.get("opponents", defaults.opponents)
        rules = values.get("rules", defaults.rules)
        players = len(opponents) + 1
        if rules.players != players:
            try:
                rules = rules.with_players(players)
            except ValueError:
                rules = RuleSet().with_players(players)
        values["rules"] = rules
        return dataclasses.replace(defaults, **values)


def merge_settings(before: Settings, mine: Settings, on_disk: Settings) -> Settings:
    """The settings to write when this copy changed ``before`` into ``mine`` while the
    file, read back just now, holds ``on_disk``: this copy's changes over the file's.

    Another copy of the game (an older version, or one on a second data folder)
    may have changed other settings meanwhile; those are kept, and of a setting
    both changed, this copy's, the newer, wins. The rules and the opponents go
    together (a game's players are one more than its opponents).
    """
    old, new, merged = before.to_dict(), mine.to_dict(), on_disk.to_dict()
    changed = {key for key in new if new[key] != old.get(key)}
    if changed & {"rules", "opponents"}:
        changed |= {"rules", "opponents"}
    for key in changed:
        merged[key] = new[key]
    return Settings.from_dict(merged)


SETTINGS = FileSchema(kind="settings", version=1, upgrades={})


def read_settings(data: Any) -> Settings:
    """A settings file's data: a mapping read field by field.

    Raises:
        TypeError: when the data is not a mapping at all (the file is set aside).
    """
    if not isinstance(data, dict):
        raise TypeError("settings must be a mapping")
    return Settings.from_dict(data)


def load_settings(paths: AppPaths | None = None) -> LoadResult[Settings]:
    """The saved settings, or the defaults (with a :class:`FileProblem` when the file was bad).

    A file with a few bad values is kept and those values fall back to their
    defaults; a file that is not readable at all is set aside, and so is one the
    game may not read (mode 0000, another owner's): the settings are written
    whenever the player changes one, and must never replace a file unread.
    """
    target = (paths or app_paths()).settings_file
    return load_document(target, SETTINGS, read_settings, Settings, set_aside_unreadable=True)


def save_settings(settings: Settings, paths: AppPaths | None = None) -> FileProblem | None:
    """Save the settings atomically; None on success, else what went wrong."""
    target = (paths or app_paths()).settings_file
    return save_document(target, SETTINGS, settings.to_dict())
