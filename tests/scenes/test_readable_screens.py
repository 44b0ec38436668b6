"""The screens away from the game, readable at every size: nothing hidden because
the text grew, and every sentence in the player's language."""

from __future__ import annotations

import itertools

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.scenes.language import LanguageScene
from rummikub_desktop.ui.interfaces import FinishedRound, LanguageArguments, RuleOptionsArguments
from tests.support.driver import running_app, steps

SIZES = [(800, 600), (1280, 680), (1366, 728), (1280, 800)]
size_ids = [f"{w}x{h}" for w, h in SIZES]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


@pytest.mark.parametrize("size", SIZES, ids=size_ids)
@pytest.mark.parametrize("text", [TextSize.NORMAL, TextSize.LARGEST], ids=lambda t: t.value)
def test_the_first_screen_says_settings_can_change_it_in_every_language(size, text):
    with running_app(size=size) as app:
        app.change_settings(text_size=text)
        app.apply_appearance()
        app.reset_to(LanguageScene(app, suggested="zh-Hans"))
        steps(app, 2)
        scene = app.scene
        notes = [label.text for label in scene.notes]
        assert notes[0] == i18n.text_in("zh-Hans", "language.later")
        assert sorted(notes) == sorted(i18n.text_in(c, "language.later") for c in i18n.LANGUAGES)
        parts = [
            *(label.rect for label in scene.headings.values()),
            *(button.rect for button in scene.buttons.values()),
            *(label.rect for label in scene.notes),
        ]
        screen = app.screen.get_rect()
        for rect in parts:
            assert screen.contains(rect), rect
        for a, b in itertools.combinations(parts, 2):
            assert not a.colliderect(b), (a, b)


# -- the words' sizes ------------------------------------------------------------

LEAST_PX = {TextSize.NORMAL: 18, TextSize.LARGEST: 24}


def drawn_sizes(app, monkeypatch) -> list[tuple[int, str]]:
    """The pixel size of every non-empty word drawn by the screen's own text
    cache in one frame, and of every pygame-gui element showing words."""
    from rummikub_desktop.ui import text as text_module

    seen: list[tuple[int, str]] = []
    real = text_module.TextCache.render

    def render(self, words, size, colour, bold=False):
        if words.strip():
            seen.append((max(8, round(size * self.scale)), words))
        return real(self, words, size, colour, bold)

    monkeypatch.setattr(text_module.TextCache, "render", render)
    app.scene.draw(app.screen)
    monkeypatch.setattr(text_module.TextCache, "render", real)
    for element in app.manager.get_sprite_group().sprites():
        font = getattr(element, "font", None)
        words = getattr(element, "text", None) or getattr(element, "html_text", None)
        if font is not None and isinstance(words, str) and words.strip() and element.visible:
            seen.append((font.get_point_size(), words))
    return seen


def game_at(players: int):
    """The game screen with ``players`` seats, some with their first play made."""
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.scenes.game import GameScene
    from rummikub_desktop.session import Seat, controller_at

    seats = [Seat.person("Grandma")] + [
        Seat.computer(f"Computer {n}", "medium") for n in range(1, players)
    ]
    racks = ["R1 R2 R3 B5 B6 O7 O8 K9 K10 R11 B12 O13 J", "K1 K2", "O3", "R7", "B9", "K11"]
    melded = [n % 2 == 0 for n in range(players)]
    rules = RuleSet().with_players(players)

    def show(app):
        controller = controller_at(seats, racks[:players], ["K5 K6 K7"], melded=melded, rules=rules)
        app.reset_to(GameScene(app, controller))

    return show


def screens():
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.scenes.round_end import RoundEndScene
    from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
    from rummikub_desktop.ui.interfaces import SceneName
    from tests.support.scripts import load

    bench = load("bench_table_sizes")
    finished = FinishedRound(bench.six_players_one_out())
    return {
        "menu": lambda app: app.reset_to(SceneName.MENU),
        "new_game": lambda app: app.reset_to(SceneName.NEW_GAME),
        "settings": lambda app: app.reset_to(SceneName.SETTINGS),
        "statistics": lambda app: app.reset_to(SceneName.STATISTICS),
        "language": lambda app: app.reset_to(LanguageArguments(suggested="en")),
        "rule_options": lambda app: app.reset_to(
            RuleOptionsArguments(RuleSet(), lambda rules: None)
        ),
        "game_2": game_at(2),
        "game_6": game_at(6),
        "round_end": lambda app: app.reset_to(RoundEndScene(app, finished)),
        "score_sheet": lambda app: app.reset_to(ScoreSheetScene(app, finished)),
    }


SAMPLES = [
    ("en", (800, 600), TextSize.LARGEST),
    ("en", (1366, 728), TextSize.NORMAL),
    ("zh-Hans", (800, 600), TextSize.NORMAL),
    ("zh-Hans", (1366, 728), TextSize.LARGEST),
]
"""Each window, text size and language twice (the hard cases: the small window at
the Largest text in English's long words), not every combination: the test stays
quick."""


@pytest.mark.parametrize(
    ("language", "size", "text"),
    SAMPLES,
    ids=[f"{lang}-{w}x{h}-{text.value}" for lang, (w, h), text in SAMPLES],
)
def test_words_are_at_least_18_px_at_normal_and_24_px_at_largest(language, size, text, monkeypatch):
    """Every screen, the game's with two and six players: no word under 18 px at the
    Normal text size, 24 px at the Largest (issue 21)."""
    found = {}
    with running_app(size=size) as app:
        app.change_language(language)
        app.change_settings(text_size=text)
        app.apply_appearance()
        for name, show in screens().items():
            show(app)
            steps(app, 2)
            small = sorted({s for s in drawn_sizes(app, monkeypatch) if s[0] < LEAST_PX[text]})
            if small:
                found[name] = small[:4]
    i18n.set_language(i18n.DEFAULT_LANGUAGE)
    assert not found, "\n".join(f"{key}: {words}" for key, words in found.items())
