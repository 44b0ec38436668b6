"""Measure line breaking: every catalogue sentence wrapped, before and after a change.

    nice python scripts/bench_linebreak.py                   # against main
    nice python scripts/bench_linebreak.py --against HEAD~3 --rounds 7

Wraps every sentence of the three catalogues (placeholders left as they are) at
every width from 6 to 60 half-characters (three to thirty Chinese characters:
the players' panel to a message box), with the line breaker of this checkout and
with the one of ``--against`` (a git revision, loaded from ``git show`` into a
module of its own), in turn, ``--rounds`` times, so that both see the same load on
a shared machine. Prints the CPU time (``time.process_time``) of each, their
medians, and the cost of the first use of the word file (read and weighed once).

Three ways to wrap: ``once`` breaks each sentence at one width (40) with the
breaker's memory of texts cleared before each (the segmentation's whole cost: a
sentence shown for the first time), ``cold`` clears it before each sentence and
then tries every width (a screen that tries sizes until the words fit), ``warm``
does the same without clearing (the same sentences again). The widths come from
a measure that counts a Chinese character two units and anything else one, so the
figures are the breaker's own, without a font's measuring (which the screens keep,
by line, in ``TextCache``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
MODULE = "rummikub_desktop/ui/linebreak.py"
WIDTHS = range(6, 61)
HOWS = ("once", "cold", "warm")


def width(text: str) -> int:
    """Chinese characters two units wide, everything else one."""
    return sum(2 if ord(c) > 0x2000 else 1 for c in text)


def load(path: Path, name: str) -> ModuleType:
    """A line breaker module from a file."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def sentences() -> list[str]:
    """Every sentence of the three catalogues, each line break a paragraph."""
    from rummikub_desktop import i18n

    found: list[str] = []
    for language in i18n.LANGUAGES:
        path = ROOT / "assets" / "i18n" / f"{language}.json"
        found.extend(json.loads(path.read_text(encoding="utf-8")).values())
    return found


def forget(module: ModuleType) -> None:
    """Clear what the breaker remembers of texts it broke (if it keeps any)."""
    pieces = getattr(module, "_pieces", None)
    if pieces is not None:
        pieces.cache_clear()


def wrap_all(module: ModuleType, texts: list[str], how: str) -> float:
    """CPU seconds to wrap every text (``how``: once, cold or warm, as above)."""
    widths = (40,) if how == "once" else WIDTHS
    start = time.process_time()
    for text in texts:
        if how != "warm":
            forget(module)
        for limit in widths:
            module.break_lines(text, limit, width)
    return time.process_time() - start


def first_use(module: ModuleType) -> float:
    """CPU seconds of the word file's first use (0 for a breaker without one)."""
    words = getattr(module, "catalogue_words", None)
    if words is None:
        return 0.0
    words.cache_clear()
    start = time.process_time()
    words()
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    """Print the figures; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="main", help="the git revision to compare with")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    shown = subprocess.run(
        ["git", "show", f"{args.against}:{MODULE}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if shown.returncode != 0:
        print(f"cannot read {MODULE} at {args.against}: {shown.stderr.strip()}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as folder:
        before_path = Path(folder) / "linebreak_before.py"
        before_path.write_text(shown.stdout, encoding="utf-8")
        before = load(before_path, "linebreak_before")
        after = load(ROOT / MODULE, "linebreak_after")
        texts = sentences()
        print(f"{len(texts)} sentences x {len(WIDTHS)} widths, {args.rounds} rounds")
        print(f"first use of the word file: {first_use(after) * 1000:.1f} ms CPU")
        times: dict[tuple[str, str], list[float]] = {}
        for _ in range(args.rounds):
            for how in HOWS:
                for name, module in (("before", before), ("after", after)):
                    times.setdefault((name, how), []).append(wrap_all(module, texts, how))
        for how in HOWS:
            medians = {name: statistics.median(times[name, how]) for name in ("before", "after")}
            rounds = "  ".join(
                f"{name} " + " ".join(f"{t:.3f}" for t in times[name, how])
                for name in ("before", "after")
            )
            print(
                f"{how}: before {medians['before']:.3f} s, after {medians['after']:.3f} s CPU "
                f"(x{medians['after'] / medians['before']:.2f}; rounds: {rounds})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
