"""The README stays a quick start, and the pages it sends the reader to exist.

- at most :data:`MOST_LINES` lines, with the two commands (play; run the tests)
  in its first :data:`COMMANDS_WITHIN` lines;
- its test command is the one ``.ci/run`` runs;
- every link of the README and of the pages under ``docs/`` to a file of the
  repository leads to a file that exists, and to a heading that exists there;
- the Chinese player's guides are written in their own script, and name every
  button or screen in bold exactly as the game's catalogue does, so that a
  player finds on screen what the page says.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"
MOST_LINES = 200
COMMANDS_WITHIN = 40
PLAY_COMMAND = "python -m pip install . && python -m rummikub_desktop"
CHINESE_GUIDES = {"zh-Hant": "players-guide.zh-Hant.md", "zh-Hans": "players-guide.zh-Hans.md"}
LANGUAGE_NAMES = ("繁體中文", "简体中文")
"""Each language's own name, written in its own script on every page (as on the language screen)."""

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$")
FENCE = re.compile(r"^\s*```")


def ci_test_command() -> str:
    """The command .ci/run runs under its comment "The README's test command"."""
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    mark = next(i for i, line in enumerate(lines) if "README's test command, exactly" in line)
    return next(line.strip() for line in lines[mark + 1 :] if "python -m pytest" in line)


def pages() -> list[Path]:
    return [README, *sorted(DOCS.glob("*.md"))]


def prose(path: Path) -> list[str]:
    """The page's lines outside code fences."""
    kept, fenced = [], False
    for line in path.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            kept.append(line)
    return kept


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[`*_]|\[|\]\([^)]*\)", "", heading).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    found: set[str] = set()
    for line in prose(path):
        match = HEADING.match(line)
        if match:
            found.add(anchor(match.group(1)))
    return found


def test_readme_is_short() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MOST_LINES, f"README.md has {len(lines)} lines (at most {MOST_LINES})"


def test_both_commands_come_first() -> None:
    head = "\n".join(README.read_text(encoding="utf-8").splitlines()[:COMMANDS_WITHIN])
    assert PLAY_COMMAND in head, "the play command is not in the README's first lines"
    assert ci_test_command() in head, "the test command is not in the README's first lines"


def test_the_readme_test_command_is_what_ci_runs() -> None:
    command = ci_test_command()
    assert command == 'python -m pip install -e ".[test]" && python -m pytest'
    blocks = re.findall(r"```\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)
    assert any(command in block.splitlines() for block in blocks)


@pytest.mark.parametrize("page", pages(), ids=lambda path: path.name)
def test_every_link_leads_somewhere(page: Path) -> None:
    missing = []
    for line in prose(page):
        for target in LINK.findall(line):
            if re.match(r"[a-z]+:", target):
                continue  # a web address
            file, _, fragment = target.partition("#")
            where = (page.parent / file).resolve() if file else page
            checks_anchor = bool(fragment) and where.suffix == ".md"
            if not where.exists() or (checks_anchor and fragment not in anchors(where)):
                missing.append(target)
    assert not missing, f"{page.name}: links to nothing: {missing}"


def test_the_readme_links_every_guide() -> None:
    text = README.read_text(encoding="utf-8")
    for page in DOCS.glob("*.md"):
        assert f"docs/{page.name}" in text, f"the README does not link {page.name}"


def catalogue(language: str) -> set[str]:
    data = json.loads((ROOT / "assets" / "i18n" / f"{language}.json").read_text(encoding="utf-8"))
    values: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, str):
            values.add(node)

    walk(data)
    return values


@pytest.mark.parametrize("language", CHINESE_GUIDES)
def test_chinese_guides_name_buttons_as_the_screen_does(language: str) -> None:
    words = catalogue(language)
    text = "\n".join(prose(DOCS / CHINESE_GUIDES[language]))
    named = re.findall(r"\*\*(.+?)\*\*", text)
    assert named
    unknown = sorted({name for name in named if name not in words})
    assert not unknown, f"{language}: not on any screen: {unknown}"


@pytest.mark.parametrize("language", CHINESE_GUIDES)
def test_chinese_guides_are_in_their_own_script(language: str) -> None:
    hanzidentifier = pytest.importorskip("hanzidentifier")
    is_right = {"zh-Hant": hanzidentifier.is_traditional, "zh-Hans": hanzidentifier.is_simplified}
    text = (DOCS / CHINESE_GUIDES[language]).read_text(encoding="utf-8")
    for name in LANGUAGE_NAMES:
        text = text.replace(name, "")
    characters = [c for c in text if hanzidentifier.has_chinese(c)]
    wrong = sorted({c for c in characters if not is_right[language](c)})
    assert characters
    assert not wrong, f"{language}: characters of the other script: {''.join(wrong)}"
