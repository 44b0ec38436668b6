"""Headless self-play: whole rounds (or matches) between computer players, with figures.

    python -m rummikub_desktop.simulate --players expert,hard --games 1000 --seed 1 --jobs 2
    python -m rummikub_desktop.simulate --mixed --games 1000 --seed 7 --json
    python -m rummikub_desktop.simulate --players expert,hard,medium,easy,easy,hard --games 500
    python -m rummikub_desktop.simulate --players expert,hard,medium --pool-out end-at-once
    python -m rummikub_desktop.simulate --players expert,hard,medium --matches --match-winner score

Every move goes through the engine's checks like a human's. A game is one
round, or with ``--matches`` one whole match (``--rounds`` rounds, as many as
players by default, the starting seat moving on each round) won by the
``--match-winner`` rule. Per player (one per name in ``--players``, which also
fixes its seat; 2 to 6, the XP box for 5 or 6): wins with a 95% interval (a
game won jointly counts as a share), mean score (of a round, or a match's
total), mean, p99 and max thinking time per move. And the counts that must all
be 0: refused moves, crashes, broken invariants, rounds that did not end. With
``--mixed`` each game draws 2 to 4 players of random levels instead (figures
are then per level). The rule options have flags of their own (``--help``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from .ai import ComputerPlayer, Level, make_player
from .engine import IllegalMoveError, Match, MatchWinner, PoolOut, Round, RuleSet

# A round that has not ended after this many turns is reported as stuck.
MAX_TURNS = 3000
# More seats than this need the XP box (3 copies of each tile, 4 jokers).
CLASSIC_MAX_PLAYERS = 4


@dataclass
class GameRecord:
    """What one simulated game produced (plain data, sent back from workers).

    For a match, ``winners`` are the match's winners by its rule, ``scores``
    the match totals, ``ends`` one entry per round, and ``other_rule_winners``
    the winners the other match-winner rule would have named.
    """

    levels: list[str]
    winners: list[int]
    scores: list[int]
    ends: list[str]
    turns: int
    times: list[list[float]] = field(default_factory=list)
    refused: int = 0
    crashes: int = 0
    broken: int = 0
    stuck: bool = False
    errors: list[str] = field(default_factory=list)
    other_rule_winners: list[int] = field(default_factory=list)


def rules_for(players: int, options: dict[str, Any] | None = None) -> RuleSet:
    """The rules for ``players`` seats: the classic box up to 4, the XP box for
    5 or 6, with any rule options changed."""
    return RuleSet(**(options or {})).with_players(players)


def _players(levels: Sequence[str], seed: int) -> list[ComputerPlayer]:
    return [make_player(Level(lv), seed * 7 + seat) for seat, lv in enumerate(levels)]


def _play_round(game: Round, players: Sequence[ComputerPlayer], record: GameRecord) -> None:
    """Play ``game`` to its end (or ``MAX_TURNS``), counting into ``record``."""
    while not game.is_over and game.turn < MAX_TURNS:
        seat = game.current
        view = game.view(seat)
        start = time.perf_counter()
        try:
            # the raw proposal, not choose(): a play that choose() would have
            # caught by its own check must count as refused here
            play = players[seat].propose(view)
        except Exception:  # a crash is counted and the turn drawn, so the run goes on
            record.crashes += 1
            record.errors.append(traceback.format_exc(limit=3))
            play = None
        record.times[seat].append(time.perf_counter() - start)
        played = False
        if play is not None:
            try:
                game.apply_play(play.table)
                played = True
            except IllegalMoveError as error:
                record.refused += 1
                record.errors.append(f"refused: {error}")
        if not played:
            game.apply_draw_or_pass()
        if game.invariant_problems():
            record.broken += 1
            record.errors.append("; ".join(game.invariant_problems()))
    record.turns += game.turn
    if game.result is None:
        record.stuck = True
        record.ends.append("stuck")
    else:
        record.ends.append(game.result.end.value)


def play_game(levels: Sequence[str], seed: int, rules: RuleSet | None = None) -> GameRecord:
    """Play one round between computer players of these levels (seat order)."""
    rules = rules or rules_for(len(levels))
    game = Round(rules, seed=seed, names=[f"{lv} {i + 1}" for i, lv in enumerate(levels)])
    record = GameRecord(list(levels), [], [], [], 0, [[] for _ in levels])
    _play_round(game, _players(levels, seed), record)
    if game.result is not None:
        record.winners = list(game.result.winners)
        record.scores = list(game.result.scores)
    return record


def play_match(levels: Sequence[str], seed: int, rules: RuleSet | None = None) -> GameRecord:
    """Play one whole match (``rules.match_rounds`` rounds) between computer players."""
    rules = rules or rules_for(len(levels))
    match = Match(rules, seed=seed, names=[f"{lv} {i + 1}" for i, lv in enumerate(levels)])
    players = _players(levels, seed)
    record = GameRecord(list(levels), [], [], [], 0, [[] for _ in levels])
    while True:
        _play_round(match.round, players, record)
        if record.stuck:
            return record
        match.record_round()
        if match.is_over:
            break
        match.next_round()
    record.winners = match.leaders()
    record.scores = match.totals()
    other = next(rule for rule in MatchWinner if rule is not rules.match_winner)
    record.other_rule_winners = match.leaders(other)
    return record


def _mixed_levels(rng: random.Random) -> list[str]:
    return [rng.choice(list(Level)).value for _ in range(rng.randint(2, 4))]


_Task = tuple[list[str] | None, int, list[int], dict[str, Any], bool]


def _run_chunk(task: _Task) -> list[GameRecord]:
    levels, base_seed, games, options, matches = task
    records = []
    for game_index in games:
        seed = base_seed * 1_000_003 + game_index
        lineup = levels if levels is not None else _mixed_levels(random.Random(seed))
        rules = rules_for(len(lineup), options)
        records.append((play_match if matches else play_game)(lineup, seed, rules))
    return records


def run(
    levels: Sequence[str] | None,
    games: int,
    seed: int,
    jobs: int = 1,
    *,
    options: dict[str, Any] | None = None,
    matches: bool = False,
) -> list[GameRecord]:
    """Play ``games`` rounds, or whole matches (``levels`` None: mixed lineups),
    in ``jobs`` processes, with the rule ``options`` (RuleSet field -> value)."""
    chunks = [list(range(i, games, max(1, jobs * 4))) for i in range(max(1, jobs * 4))]
    lineup = list(levels) if levels else None
    tasks: list[_Task] = [(lineup, seed, c, dict(options or {}), matches) for c in chunks if c]
    if jobs <= 1:
        results = [_run_chunk(task) for task in tasks]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_run_chunk, tasks))
    records = [r for chunk in results for r in chunk]
    return records


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval for a share."""
    if n == 0:
        return (0.0, 0.0)
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1))]


def summarise(records: list[GameRecord], by_level: bool) -> dict:
    """The figures: per player (seat) or, for mixed lineups, per level."""
    groups: dict[str, dict] = {}
    for record in records:
        for seat, level in enumerate(record.levels):
            name = level if by_level else f"seat {seat + 1} ({level})"
            entry = groups.setdefault(name, {"games": 0, "wins": 0.0, "score": 0, "times": []})
            entry["games"] += 1
            if seat in record.winners:
                entry["wins"] += 1 / len(record.winners)
            if record.scores:
                entry["score"] += record.scores[seat]
            entry["times"].extend(record.times[seat])
    players = []
    for name, entry in groups.items():
        n = entry["games"]
        low, high = wilson(entry["wins"], n)
        times = entry["times"]
        players.append(
            {
                "player": name,
                "games": n,
                "wins": round(entry["wins"], 2),
                "win_rate": round(entry["wins"] / n, 4) if n else 0.0,
                "win_rate_95ci": [round(low, 4), round(high, 4)],
                "mean_score": round(entry["score"] / n, 2) if n else 0.0,
                "moves": len(times),
                "mean_think_ms": round(1000 * sum(times) / len(times), 2) if times else 0.0,
                "p99_think_ms": round(1000 * _percentile(times, 0.99), 2),
                "max_think_ms": round(1000 * max(times), 2) if times else 0.0,
            }
        )
    ends = Counter(end for r in records for end in r.ends)
    rounds = sum(len(r.ends) for r in records)
    report = {
        "games": len(records),
        "rounds": rounds,
        "players": players,
        "endings": dict(ends),
        "refused_moves": sum(r.refused for r in records),
        "crashes": sum(r.crashes for r in records),
        "broken_invariants": sum(r.broken for r in records),
        "stuck_rounds": sum(r.stuck for r in records),
        "mean_turns": round(sum(r.turns for r in records) / max(1, rounds), 1),
        "first_errors": [e for r in records for e in r.errors][:5],
    }
    if any(r.other_rule_winners for r in records):
        report["other_rule_would_differ"] = sum(
            r.other_rule_winners != r.winners for r in records if r.winners
        )
    return report


_POOL_OUT = {member.value.replace("_", "-"): member for member in PoolOut}


def _rule_options(args: argparse.Namespace) -> dict[str, Any]:
    """The RuleSet fields the flags change (official values are left out)."""
    options: dict[str, Any] = {}
    if args.initial_meld is not None:
        options["initial_meld_points"] = args.initial_meld
    if args.no_jokers_in_meld:
        options["jokers_in_initial_meld"] = False
    if args.joker_penalty is not None:
        options["joker_penalty"] = args.joker_penalty
    if args.table_in_meld_turn:
        options["table_in_initial_meld_turn"] = True
    if args.rounds is not None:
        options["rounds"] = args.rounds
    if args.rack_size is not None:
        options["rack_size"] = args.rack_size
    if args.pool_out is not None:
        options["pool_out"] = _POOL_OUT[args.pool_out]
    if args.match_winner is not None:
        options["match_winner"] = MatchWinner(args.match_winner)
    return options


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m rummikub_desktop.simulate",
        description="Play whole rounds (or matches) between computer players and print figures.",
    )
    parser.add_argument(
        "--players", help="levels by seat, e.g. expert,hard (2 to 6; the XP box for 5-6)"
    )
    parser.add_argument("--mixed", action="store_true", help="2-4 players of random levels")
    parser.add_argument("--games", type=int, default=100, help="rounds, or matches")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--matches", action="store_true", help="each game is a whole match of several rounds"
    )
    rules = parser.add_argument_group("rule options (official when not given)")
    rules.add_argument("--initial-meld", type=int, metavar="POINTS", help="first play's points")
    rules.add_argument("--no-jokers-in-meld", action="store_true", help="no joker in a first play")
    rules.add_argument("--joker-penalty", type=int, choices=(30, 50), help="a joker left on a rack")
    rules.add_argument(
        "--table-in-meld-turn", action="store_true", help="table use once the first play is down"
    )
    rules.add_argument("--rounds", type=int, help="rounds in a match (1-10; with --matches)")
    rules.add_argument(
        "--rack-size", type=int, help="tiles dealt to each player (14; more runs the pool out)"
    )
    rules.add_argument(
        "--pool-out", choices=sorted(_POOL_OUT), help="when the pool runs out (play-on)"
    )
    rules.add_argument(
        "--match-winner",
        choices=[member.value for member in MatchWinner],
        help="who wins a match (rounds)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.mixed == bool(args.players):
        parser.error("give either --players or --mixed")
    levels = None
    if args.players:
        levels = [name.strip().lower() for name in args.players.split(",")]
        try:
            for name in levels:
                Level(name)
        except ValueError:
            parser.error(f"levels are {', '.join(lv.value for lv in Level)}")
        if not 2 <= len(levels) <= 6:
            parser.error("2 to 6 players")
    options = _rule_options(args)
    try:
        for players in [len(levels)] if levels else range(2, CLASSIC_MAX_PLAYERS + 1):
            rules_for(players, options)
    except ValueError as error:
        parser.error(str(error))
    records = run(levels, args.games, args.seed, args.jobs, options=options, matches=args.matches)
    report = summarise(records, by_level=levels is None)
    report["command"] = {
        "players": ",".join(levels) if levels else "mixed",
        "games": args.games,
        "seed": args.seed,
        "matches": args.matches,
        "rules": {
            key: value.value if hasattr(value, "value") else value for key, value in options.items()
        },
    }
    failures = (
        report["refused_moves"]
        + report["crashes"]
        + report["broken_invariants"]
        + report["stuck_rounds"]
    )
    if args.json:
        print(json.dumps(report))
        return 1 if failures else 0
    lineup = ",".join(levels) if levels else "mixed 2-4 players"
    if levels and len(levels) > CLASSIC_MAX_PLAYERS:
        lineup += " (XP box)"
    what = (
        f"{report['games']} matches of {report['rounds']} rounds"
        if args.matches
        else (f"{report['games']} games")
    )
    changed = ", ".join(f"{k}={v}" for k, v in report["command"]["rules"].items())
    print(
        f"{what}, {lineup}, seed {args.seed}; rules: {changed or 'official'}; "
        f"mean {report['mean_turns']} turns a round"
    )
    for p in report["players"]:
        low, high = p["win_rate_95ci"]
        print(
            f"  {p['player']:<18} wins {p['wins']:>7} / {p['games']:<5} "
            f"{100 * p['win_rate']:5.1f}% [95% {100 * low:.1f}-{100 * high:.1f}]  "
            f"mean score {p['mean_score']:+8.2f}  think mean {p['mean_think_ms']:.1f} ms, "
            f"p99 {p['p99_think_ms']:.1f} ms, max {p['max_think_ms']:.1f} ms"
        )
    endings = ", ".join(f"{k} {v}" for k, v in sorted(report["endings"].items()))
    print(f"  round endings: {endings}")
    if "other_rule_would_differ" in report:
        print(
            f"  matches the other match-winner rule would have given to another winner: "
            f"{report['other_rule_would_differ']}"
        )
    print(
        f"  refused moves {report['refused_moves']}, crashes {report['crashes']}, "
        f"broken invariants {report['broken_invariants']}, stuck rounds {report['stuck_rounds']}"
    )
    for first_error in report["first_errors"]:
        print(f"  ! {first_error.strip()}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
