"""The layout referee: what a frame drew, as boxes, and what lies wrong among them.

A frame drawn with the recorder on (:mod:`rummikub_desktop.app.recorder`) lists what
it drew as :class:`Box` values: words, a tile, an outline, a place where a tile goes,
a panel, a button, the table's and the rack's areas, each with its owner (the part
of the screen that drew it) and its place in the drawing order. :func:`referee` reads
them with the screen's size and returns a :class:`Finding` for each fault:

- words over words (a line over another, or under a button);
- words over tiles (a tile over words, or words over a tile);
- words or tiles half hidden under a panel that another part drew later;
- a place where a tile goes, or an outline, outside the table (not on a panel laid
  over the whole table);
- words outside their panel, or cut off (past the screen, or shortened to fit);
- tiles under the rack's edge (or off the table);
- a box over the tiles it speaks of (a refused Done's box over the sets it names).

A darkened screen (a shade laid over it, as the coach and the dialogs do) starts a
new layer: what is drawn over a shade is a deliberate overlay and is compared only
with what else lies over the same shade.

Pure Python: no pygame, so the rules are tested with made-up boxes.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

Rect = tuple[int, int, int, int]
"""Left, top, width, height in pixels."""


class Kind(StrEnum):
    """What a box is."""

    WORDS = "words"
    TILE = "tile"
    OUTLINE = "outline"
    PLACE = "place"
    """A place shown where a tile goes (a hint's or Show me's dashed frame)."""
    PANEL = "panel"
    """A filled rectangle: the ground words or tiles are drawn on."""
    BUTTON = "button"
    """A widget with its own words (a pygame-gui button, label or text box)."""
    TABLE = "table"
    RACK = "rack"


class Fault(StrEnum):
    """What the referee finds (the ``kind`` of a finding)."""

    WORDS_OVER_WORDS = "words over words"
    WORDS_OVER_TILE = "words over a tile"
    COVERED = "hidden under a panel"
    OUTSIDE_TABLE = "outside the table"
    OUTSIDE_PANEL = "words outside their panel"
    CUT_OFF = "words cut off"
    UNDER_RACK_EDGE = "tile under the rack's edge"
    OVER_ITS_SUBJECT = "a box over what it speaks of"


@dataclass(frozen=True, slots=True)
class Box:
    """One thing a frame drew.

    ``order`` is its place in the drawing order, ``layer`` how many shades lay under
    it, ``text`` the words (or the tile's name), ``cut`` whether the words were
    shortened to fit, ``clip`` the area drawing was limited to (None: the screen),
    ``about`` the places a panel speaks of (a refusal's box: the sets it names).
    """

    kind: Kind
    rect: Rect
    owner: str
    text: str = ""
    order: int = 0
    layer: int = 0
    cut: bool = False
    clip: Rect | None = None
    about: tuple[Rect, ...] = ()


@dataclass(frozen=True, slots=True)
class Finding:
    """A fault: its kind, a plain sentence, the owners and rectangles involved."""

    kind: Fault
    sentence: str
    owners: tuple[str, ...]
    rects: tuple[Rect, ...]
    texts: tuple[str, ...] = field(default=())

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready form."""
        return {
            "kind": self.kind.value,
            "sentence": self.sentence,
            "owners": list(self.owners),
            "rects": [list(rect) for rect in self.rects],
            "texts": list(self.texts),
        }


OVERLAP = 3
"""Two boxes overlap when they share at least this many pixels both ways (a line's box
is taller than its letters: touching boxes are not a fault)."""
WIDEST = 4000
"""No box is wider than this (the sweep looks this far left for boxes reaching over)."""
SLACK = 2
"""How far words or tiles may poke past their panel (anti-aliased edges, frames)."""
OUTLINE_SLACK = 14
"""How far an outline may reach past the table (it is drawn around a tile at the edge)."""
SMALLEST_PANEL = (40, 20)
"""A filled rectangle smaller than this is a mark (a bar, a dot), not a panel."""
LENSES = frozenset({"Loupe"})
"""Parts whose panel lies over the table's tiles on purpose, as a magnifying glass
over a page (the loupe over a crowded table): the tiles it half hides are not a
fault. Words it half hid would be (it keeps clear of them)."""


def intersection(a: Rect, b: Rect) -> Rect | None:
    """The rectangle two share, or None."""
    left, top = max(a[0], b[0]), max(a[1], b[1])
    right, bottom = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    if right <= left or bottom <= top:
        return None
    return (left, top, right - left, bottom - top)


def overlaps(a: Rect, b: Rect, least: int = OVERLAP) -> bool:
    """True when ``a`` and ``b`` share at least ``least`` pixels both ways."""
    return (
        min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) >= least
        and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) >= least
    )


def _pairs(first: list[Box], second: list[Box]) -> Iterable[tuple[Box, Box]]:
    """Each box of ``first`` with each of ``second`` that it overlaps on the same
    layer (each pair once when the lists are the same; swept by left edge)."""
    same = first is second
    ordered = sorted(second, key=lambda b: b.rect[0])
    lefts = [b.rect[0] for b in ordered]
    for a in first:
        right = a.rect[0] + a.rect[2]
        index = bisect_left(lefts, a.rect[0] - WIDEST)
        for b in ordered[index:]:
            if b.rect[0] >= right:
                break
            if b is a or (same and b.order < a.order):
                continue
            if a.layer == b.layer and overlaps(a.rect, b.rect):
                yield a, b


def inside(inner: Rect, outer: Rect, slack: int = 0) -> bool:
    """True when ``inner`` lies within ``outer`` (give or take ``slack`` pixels)."""
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[0] + inner[2] <= outer[0] + outer[2] + slack
        and inner[1] + inner[3] <= outer[1] + outer[3] + slack
    )


def _name(box: Box) -> str:
    if box.kind in (Kind.WORDS, Kind.BUTTON) and box.text:
        return f"«{box.text[:40]}» ({box.owner})"
    if box.kind is Kind.TILE and box.text:
        return f"the tile {box.text} ({box.owner})"
    return f"a {box.kind.value} ({box.owner})"


def _pair(fault: Fault, top: Box, under: Box, verb: str) -> Finding:
    return Finding(
        fault,
        f"{_name(top)} {verb} {_name(under)} at {top.rect} and {under.rect}",
        (top.owner, under.owner),
        (top.rect, under.rect),
        (top.text, under.text),
    )


def _one(fault: Fault, box: Box, why: str, other: Rect | None = None) -> Finding:
    rects = (box.rect,) if other is None else (box.rect, other)
    return Finding(fault, f"{_name(box)} at {box.rect} {why}", (box.owner,), rects, (box.text,))


def referee(boxes: Sequence[Box], screen: tuple[int, int]) -> list[Finding]:
    """Every fault among ``boxes`` drawn on a screen of size ``screen``."""
    boxes = _unique(boxes)
    findings: list[Finding] = []
    findings += _overlaps(boxes)
    findings += _covered(boxes)
    findings += _outside_table(boxes)
    findings += _outside_panel(boxes)
    findings += _cut_off(boxes, screen)
    findings += _under_rack_edge(boxes)
    findings += _over_its_subject(boxes)
    return findings


def _over_its_subject(boxes: list[Box]) -> list[Finding]:
    """A panel over a tile of the places it speaks of, drawn after it (a refused Done's
    box hid the three sets its "only 28 points" was about, at 800x600)."""
    speaking = [b for b in boxes if b.kind is Kind.PANEL and b.about]
    tiles = [b for b in boxes if b.kind is Kind.TILE]
    found = []
    for panel in speaking:
        for tile in tiles:
            if (
                tile.order < panel.order
                and any(inside(tile.rect, place, SLACK) for place in panel.about)
                and overlaps(panel.rect, tile.rect)
            ):
                found.append(_pair(Fault.OVER_ITS_SUBJECT, panel, tile, "hides what it speaks of:"))
    return found


def _unique(boxes: Iterable[Box]) -> list[Box]:
    """The boxes, each drawn thing once (a line drawn twice in one place is one line).
    A panel another part lays over one of the same size is a panel of its own: what
    lies between the two is hidden under it (Show me's words over the rack)."""
    seen: set[tuple[Kind, Rect, str, int, str]] = set()
    kept = []
    for box in sorted(boxes, key=lambda b: b.order):
        owner = box.owner if box.kind is Kind.PANEL else ""
        key = (box.kind, box.rect, box.text, box.layer, owner)
        if key not in seen:
            seen.add(key)
            kept.append(box)
    return kept


def _overlaps(boxes: list[Box]) -> list[Finding]:
    words = [b for b in boxes if b.kind is Kind.WORDS]
    buttons = [b for b in boxes if b.kind is Kind.BUTTON]
    tiles = [b for b in boxes if b.kind is Kind.TILE]
    panels = [b for b in boxes if b.kind is Kind.PANEL]

    def hidden(under: Box, top: Box) -> bool:
        """``under`` lies wholly under a panel drawn before ``top`` (an overlay's
        ground): it is not seen, so nothing is over it."""
        return any(
            under.order < panel.order < top.order and inside(under.rect, panel.rect)
            for panel in panels
        )

    found = []
    pairs: list[tuple[Fault, Box, Box]] = []
    for first, second in _pairs(words, words):
        pairs.append((Fault.WORDS_OVER_WORDS, first, second))
    for first, second in _pairs(words + buttons, buttons):
        if first.kind is Kind.BUTTON and first.order > second.order:
            continue  # each pair of buttons once
        pairs.append((Fault.WORDS_OVER_WORDS, first, second))
    for first, second in _pairs(words, tiles):
        pairs.append((Fault.WORDS_OVER_TILE, first, second))
    for fault, first, second in pairs:
        top, under = (second, first) if second.order > first.order else (first, second)
        if not hidden(under, top):
            found.append(_pair(fault, top, under, "is drawn over"))
    return found


def _covered(boxes: list[Box]) -> list[Finding]:
    """Words or tiles that a later panel of another part half hides (a panel laid
    wholly over them is an overlay, like a dialog: what it hides is not read)."""
    panels = [b for b in boxes if b.kind is Kind.PANEL]
    shown = [b for b in boxes if b.kind in (Kind.WORDS, Kind.TILE)]
    found = []
    # What one panel hides wholly is not read: a smaller panel over it later (a
    # tab on the table helper's page over the table) half hides nothing.
    hidden: set[int] = {
        box.order
        for box, panel in _pairs(shown, panels)
        if panel.order > box.order and panel.owner != box.owner and inside(box.rect, panel.rect)
    }
    for box, panel in _pairs(shown, panels):
        if (
            panel.order > box.order
            and panel.owner != box.owner
            and box.order not in hidden
            and not (panel.owner in LENSES and box.kind is Kind.TILE)
            and not inside(box.rect, panel.rect)
        ):
            hidden.add(box.order)
            found.append(_pair(Fault.COVERED, panel, box, "hides"))
    return found


def _areas(boxes: list[Box], kind: Kind) -> list[Box]:
    return [b for b in boxes if b.kind is kind]


def _outside_table(boxes: list[Box]) -> list[Finding]:
    """Places outside the table, and outlines that reach past its edge (a panel's
    frame, the same rectangle as a panel of its part, is the panel's edge)."""
    tables = _areas(boxes, Kind.TABLE)
    if not tables:
        return []
    panels = _areas(boxes, Kind.PANEL)
    # A panel's own frame is its edge, not an outline of a set or a place.
    frames = {(b.rect, b.owner, b.layer) for b in panels}
    found = []
    for box in boxes:
        if box.kind is Kind.OUTLINE and (box.rect, box.owner, box.layer) in frames:
            continue
        # A place is on the table whatever lies between (a hint's over a shade); an
        # outline over a shade is a deliberate overlay's (a drawn tile's glow in the
        # draw for who starts), compared only with a table on its own layer.
        if box.kind is Kind.PLACE:
            same = [t for t in tables if t.layer <= box.layer]
        else:
            same = [t for t in tables if t.layer == box.layer]
        if not same:
            continue
        table = max(same, key=lambda t: t.order)
        if any(
            table.order < p.order < box.order
            and p.owner != table.owner
            and inside(table.rect, p.rect)
            for p in panels
        ):
            continue  # drawn on another part's panel laid over the whole table (the helper's)
        if box.kind is Kind.PLACE and not inside(box.rect, table.rect, OUTLINE_SLACK):
            found.append(_one(Fault.OUTSIDE_TABLE, box, f"is outside the table {table.rect}"))
        elif (
            box.kind is Kind.OUTLINE
            and overlaps(box.rect, table.rect)
            and not inside(box.rect, table.rect, OUTLINE_SLACK)
        ):
            found.append(_one(Fault.OUTSIDE_TABLE, box, f"reaches past the table {table.rect}"))
    return found


def _outside_panel(boxes: list[Box]) -> list[Finding]:
    """Words that straddle the edge of a panel their own part drew (a list that runs
    past its frame, a line wider than its box)."""
    panels: dict[tuple[str, int], list[Box]] = {}
    for box in boxes:
        if (
            box.kind is Kind.PANEL
            and box.rect[2] >= SMALLEST_PANEL[0]
            and box.rect[3] >= SMALLEST_PANEL[1]
        ):
            panels.setdefault((box.owner, box.layer), []).append(box)
    found = []
    for box in boxes:
        if box.kind is not Kind.WORDS:
            continue
        own = panels.get((box.owner, box.layer), [])
        touched = [p for p in own if overlaps(p.rect, box.rect, 1)]
        if touched and not any(inside(box.rect, p.rect, SLACK) for p in touched):
            nearest = max(touched, key=lambda p: _shared_area(p.rect, box.rect))
            found.append(
                _one(Fault.OUTSIDE_PANEL, box, f"runs past its panel {nearest.rect}", nearest.rect)
            )
    return found


def _shared_area(a: Rect, b: Rect) -> int:
    shared = intersection(a, b)
    return 0 if shared is None else shared[2] * shared[3]


def _cut_off(boxes: list[Box], screen: tuple[int, int]) -> list[Finding]:
    whole = (0, 0, screen[0], screen[1])
    found = []
    for box in boxes:
        if box.kind not in (Kind.WORDS, Kind.BUTTON):
            continue
        if box.cut:
            found.append(_one(Fault.CUT_OFF, box, "was shortened to fit"))
        elif not inside(box.rect, whole):
            found.append(_one(Fault.CUT_OFF, box, f"runs past the screen {screen}"))
        elif box.clip is not None and not inside(box.rect, box.clip, SLACK):
            found.append(_one(Fault.CUT_OFF, box, f"runs past its clip {box.clip}", box.clip))
    return found


def _under_rack_edge(boxes: list[Box]) -> list[Finding]:
    racks = _areas(boxes, Kind.RACK)
    tables = _areas(boxes, Kind.TABLE)
    found = []
    for box in boxes:
        if box.kind is not Kind.TILE:
            continue
        if box.owner == "RackView" and racks:
            rack = max(racks, key=lambda r: _shared_area(r.rect, box.rect))
            if not inside(box.rect, rack.rect, SLACK):
                found.append(
                    _one(
                        Fault.UNDER_RACK_EDGE, box, f"is not inside the rack {rack.rect}", rack.rect
                    )
                )
        elif box.owner == "TableView" and tables:
            table = max(tables, key=lambda t: _shared_area(t.rect, box.rect))
            if not inside(box.rect, table.rect, SLACK):
                found.append(
                    _one(
                        Fault.OUTSIDE_TABLE,
                        box,
                        f"is not inside the table {table.rect}",
                        table.rect,
                    )
                )
    return found


def summary(findings: Iterable[Finding]) -> dict[str, int]:
    """How many findings of each kind."""
    counts: dict[str, int] = {}
    for finding in findings:
        counts[finding.kind.value] = counts.get(finding.kind.value, 0) + 1
    return counts
