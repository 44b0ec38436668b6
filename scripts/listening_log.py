"""Sum up a listening log written by the ``espeak-ng`` stand-in (``SPEECH_LOG``).

    python scripts/listening_log.py /tmp/s29.log [--seconds 100]

Prints how many sentences started, played out (END) and were cut off (CUT), whether
any two overlapped (a START before the one before it ended), the longest sentence
and the time between sentences; ``--seconds`` counts only what started within that
many seconds of the first START. A script that writes the player's own actions to
the log as ``ACT`` lines (``scripts/listen_tour.py``) has each CUT that came within
``PLAYERS_CUT`` seconds of one counted as the player's own, and the others listed.
"""

from __future__ import annotations

import argparse
import re
from datetime import datetime

LINE = re.compile(r"^(?P<time>\d\d:\d\d:\d\d\.\d+) (?P<kind>START|END|CUT|ACT)(?P<rest>.*)$")
PLAYERS_CUT = 1.5
"""A CUT this many seconds or less after the player's action was that action's."""
PLAYED = re.compile(r"after\s+(?P<played>[\d.]+)s(?: of (?P<length>[\d.]+)s)?: (?P<text>.*)$")


def seconds(stamp: str) -> float:
    moment = datetime.strptime(stamp, "%H:%M:%S.%f")
    return moment.hour * 3600 + moment.minute * 60 + moment.second + moment.microsecond / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log")
    parser.add_argument("--seconds", type=float, default=None)
    args = parser.parse_args()
    entries = []
    with open(args.log, encoding="utf-8") as lines:
        for line in lines:
            match = LINE.match(line.rstrip("\n"))
            if match:
                entries.append((seconds(match["time"]), match["kind"], match["rest"]))
    if not entries:
        print("nothing was said")
        return 1
    first = next(at for at, kind, _ in entries if kind == "START")
    until = None if args.seconds is None else first + args.seconds
    counts = {"START": 0, "END": 0, "CUT": 0, "ACT": 0}
    own_cuts = 0
    other_cuts: list[str] = []
    last_act: float | None = None
    overlaps = 0
    reading = 0
    longest = (0.0, "")
    gaps: list[float] = []
    last_end: float | None = None
    for at, kind, rest in entries:
        if kind == "ACT":
            last_act = at
            counts[kind] += 1
            continue
        if kind == "CUT":
            if last_act is not None and 0 <= at - last_act <= PLAYERS_CUT:
                own_cuts += 1
            else:
                other_cuts.append(rest.strip())
        if kind == "START":
            if until is not None and at > until:
                break
            if reading:
                overlaps += 1
            reading += 1
            if last_end is not None:
                gaps.append(at - last_end)
        else:
            if not reading:
                continue  # its START came after the window
            reading -= 1
            last_end = at
            played = PLAYED.search(rest)
            if played:
                length = float(played["length"] or played["played"])
                if length > longest[0]:
                    longest = (length, played["text"])
        counts[kind] += 1
    window = f" in the first {args.seconds:g} s" if args.seconds is not None else ""
    print(
        f"{counts['START']} START, {counts['END']} END, {counts['CUT']} CUT{window}; "
        f"{overlaps} overlapping"
    )
    if counts["ACT"]:
        print(
            f"{counts['ACT']} actions of the player; of the {counts['CUT']} CUT, "
            f"{own_cuts} the player's own, {len(other_cuts)} not"
        )
        for cut in other_cuts:
            print(f"  not the player's: {cut}")
    print(f"longest: {longest[0]:.2f} s: {longest[1]}")
    if gaps:
        gaps.sort()
        print(f"between sentences: median {gaps[len(gaps) // 2]:.2f} s, longest {gaps[-1]:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
