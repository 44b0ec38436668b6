"""The rule book's keys page names the S key (Say again) in every language, in the
words of the game screen's Say again button."""

from __future__ import annotations

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.rule_book import RuleBookScene
from tests.support.driver import running_app

SAY_AGAIN = {"en": "S: say again", "zh-Hant": "S：再唸一次", "zh-Hans": "S：再读一遍"}


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_keys_page_says_what_the_s_key_does(language):
    with running_app() as app:
        app.change_language(language)
        scene = RuleBookScene(app)
        keys = scene.page_text(next(page for page in scene.pages if page.key == "keys"))
        line = next(line for line in keys.splitlines() if line.startswith("S"))
        assert line.startswith(SAY_AGAIN[language])
        # The button on the game screen says the same: "Say again (S)", 「再唸一次（S）」.
        button = tr("game.say_again").split("（")[0].split(" (")[0]
        assert button.lower() in line.lower()
