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
import statistics
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol

from .ai import (
    FIXED_LEVELS,
    Level,
    Play,
    Skill,
    TurnLook,
    best_play,
    level_rating,
    make_player,
)
from .ai.ladder import LADDER, rung
from .ai.solver import best_arrangement, best_meld
from .engine import (
    IllegalMoveError,
    Match,
    MatchWinner,
    PlayerView,
    PoolOut,
    Round,
    RuleSet,
    SetKind,
    Tile,
    analyse_set,
)

# A round that has not ended after this many turns is reported as stuck.
MAX_TURNS = 3000
BEGINNER = "beginner"
"""The name of the stand-in for a person new to the game in ``--players``."""
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


class RungPlayer:
    """One step of the ladder as a player of its own (``step1``... in ``--players``)."""

    def __init__(self, number: int, seed: int) -> None:
        self.rung = rung(number)
        self.seed = seed

    def propose(self, view: PlayerView) -> Play | None:
        """The rung's play, its chances seeded from the seed and the view."""
        rng = random.Random(f"{self.seed}:step{self.rung.number}:{view.seat}:{view.turn}")
        return self.rung.propose(view, rng)


class Beginner:
    """A stand-in for a person new to the game (``beginner`` in ``--players``): it sees
    only its own rack. It lays the sets it finds there, adds single tiles to the ends
    of runs on the table, and overlooks its play one turn in three."""

    MISSES = 1 / 3

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def propose(self, view: PlayerView) -> Play | None:
        """The beginner's play (None: draw)."""
        if random.Random(f"{self.seed}:beginner:{view.seat}:{view.turn}").random() < self.MISSES:
            return None
        before = tuple(tuple(s) for s in view.table)
        if not view.has_melded:
            meld = best_meld(view.rack, view.rules)
            return None if meld is None else Play(before + meld, _tiles(meld))
        own = best_arrangement((), view.rack, view.rules) or ()
        rack = list(view.rack)
        for tile in _tiles(own):
            rack.remove(tile)
        table = list(before)
        for tile in sorted(rack):
            for index, run in enumerate(table):
                info = analyse_set(run)
                if info is None or info.kind is not SetKind.RUN:
                    continue
                longer = next(
                    (t for t in ((*run, tile), (tile, *run)) if analyse_set(t) is not None), None
                )
                if longer is not None:
                    table[index] = longer
                    break
        after = (*table, *own)
        placed = _gained(before, after)
        return Play(after, placed) if placed else None


def _tiles(sets: Sequence[Sequence[Tile]]) -> tuple[Tile, ...]:
    return tuple(sorted(t for s in sets for t in s))


def _gained(before: Sequence[Sequence[Tile]], after: Sequence[Sequence[Tile]]) -> tuple[Tile, ...]:
    return tuple(sorted((Counter(_tiles(after)) - Counter(_tiles(before))).elements()))


class Proposer(Protocol):
    """A player the simulator plays: its raw proposal for a view (None: draw)."""

    def propose(self, view: PlayerView) -> Play | None:
        """The play for ``view``, before any check."""
        ...


def player_named(name: str, seed: int, skill: Skill | None = None) -> Proposer:
    """A player for a name of ``--players``: a level's value, or ``stepN`` (a rung).

    Raises:
        ValueError: for a name that is neither.
    """
    if name.startswith("step") and name[4:].isdigit():
        return RungPlayer(int(name[4:]), seed)
    if name == BEGINNER:
        return Beginner(seed)
    return make_player(Level(name), seed, skill=skill)


def _players(levels: Sequence[str], seed: int) -> list[Proposer]:
    return [player_named(lv, seed * 7 + seat) for seat, lv in enumerate(levels)]


def _play_round(game: Round, players: Sequence[Proposer], record: GameRecord) -> None:
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


@dataclass
class SeriesRound:
    """One round of a series: who won, the tiles each seat kept, and the step Just
    right played at (its skill's, before steering)."""

    winners: list[int]
    tiles: list[int]
    step: int
    rating: float


@dataclass
class SeriesRecord:
    """A series of rounds in which Just right carries its skill from round to round."""

    levels: list[str]
    person: int
    rounds: list[SeriesRound] = field(default_factory=list)
    record: GameRecord | None = None


PersonMaker = Callable[[int, int], Proposer]
"""Makes the person's stand-in for a round: (round index from 0, seed) -> player."""


def person_seat(levels: Sequence[str]) -> int:
    """The seat Just right fits in a series: the first that is not Just right.

    Raises:
        ValueError: when every seat plays Just right (it would fit nobody).
    """
    for seat, name in enumerate(levels):
        if name != Level.JUST_RIGHT.value:
            return seat
    raise ValueError("a series needs a seat that is not Just right")


class CoachedPlayer:
    """A player with the coach watching: each turn, how many tiles it laid and the
    most it could have laid (:class:`~rummikub_desktop.ai.TurnLook`), added to ``looks``."""

    def __init__(self, player: Proposer, looks: list[TurnLook]) -> None:
        self.player = player
        self.looks = looks

    def propose(self, view: PlayerView) -> Play | None:
        """The player's play; the coach looks at it."""
        play = self.player.propose(view)
        laid = 0 if play is None else len(play.placed)
        best = laid
        if laid < len(view.rack):
            found = best_play(view.table, view.rack, has_melded=view.has_melded, rules=view.rules)
            best = max(laid, 0 if found is None else len(found.placed))
        self.looks.append(TurnLook(laid, best))
        return play


def play_series(
    levels: Sequence[str],
    seed: int,
    rounds: int,
    rules: RuleSet | None = None,
    *,
    person: PersonMaker | None = None,
    skill: Skill | None = None,
) -> SeriesRecord:
    """Play ``rounds`` rounds; the Just-right seats fit the person's seat
    (:func:`person_seat`) with a skill that starts at ``skill`` (a person never
    seen) and moves after every round, from the result and the coach's look at
    the person's turns. ``person`` makes that seat's stand-in for each round
    (default: its level in ``levels``)."""
    rules = rules or rules_for(len(levels))
    seat = person_seat(levels)
    skill = skill or Skill.new()
    series = SeriesRecord(list(levels), seat)
    record = GameRecord(list(levels), [], [], [], 0, [[] for _ in levels])
    for index in range(rounds):
        round_seed = seed * 1_000_003 + index
        game = Round(rules, seed=round_seed, names=[f"{lv} {i + 1}" for i, lv in enumerate(levels)])
        looks: list[TurnLook] = []
        players: list[Proposer] = []
        for other, name in enumerate(levels):
            player = player_named(name, round_seed * 7 + other, skill)
            if other == seat:
                player = CoachedPlayer(person(index, round_seed) if person else player, looks)
            players.append(player)
        step = skill.step
        _play_round(game, players, record)
        if game.result is None:
            break
        series.rounds.append(
            SeriesRound(
                list(game.result.winners),
                [len(rack) for rack in game.result.racks],
                step,
                skill.rating,
            )
        )
        against = {
            other: level_rating(Level(name))
            for other, name in enumerate(levels)
            if other != seat and name in FIXED_VALUES
        }
        skill = skill.after_round(game, seat, against=against, turns=looks)
    series.record = record
    return series


FIXED_VALUES = frozenset(level.value for level in FIXED_LEVELS)


def _mixed_levels(rng: random.Random) -> list[str]:
    return [rng.choice(FIXED_LEVELS).value for _ in range(rng.randint(2, 4))]


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
    if args.rounds is not None and not args.series:
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
    parser.add_argument(
        "--series",
        type=int,
        metavar="N",
        help="play N series of --rounds rounds (40 by default): Just right carries its "
        "skill of the first other seat from round to round",
    )
    rules = parser.add_argument_group("rule options (official when not given)")
    rules.add_argument("--initial-meld", type=int, metavar="POINTS", help="first play's points")
    rules.add_argument("--no-jokers-in-meld", action="store_true", help="no joker in a first play")
    rules.add_argument("--joker-penalty", type=int, choices=(30, 50), help="a joker left on a rack")
    rules.add_argument(
        "--table-in-meld-turn", action="store_true", help="table use once the first play is down"
    )
    rules.add_argument(
        "--rounds", type=int, help="rounds in a match (1-10; with --matches), or in a series"
    )
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


def ladder_pair(number: int, rounds: int, seed: int) -> float:
    """The wins of the ladder's step ``number`` against the step below in ``rounds``
    seeded two-seat rounds, sitting in each seat in turn (a shared win counts half)."""
    wins = 0.0
    rules = rules_for(2)
    for index in range(rounds):
        round_seed = seed * 1_000_003 + index
        upper = index % 2
        names = [f"step{number - 1}", f"step{number - 1}"]
        names[upper] = f"step{number}"
        game = Round(rules, seed=round_seed, names=["a", "b"])
        players = [player_named(n, round_seed * 7 + seat) for seat, n in enumerate(names)]
        _play_round(game, players, GameRecord(names, [], [], [], 0, [[], []]))
        if game.result is not None and upper in game.result.winners:
            wins += 1 / len(game.result.winners)
    return wins


SERIES_ROUNDS = 40
"""Rounds in a series when ``--rounds`` is not given."""
EARLY_ROUNDS = 10
"""A series' first rounds, counted apart (a newcomer's)."""


def series_figures(series: Sequence[SeriesRecord], first: int, last: int) -> dict[str, Any]:
    """The person's wins in rounds ``first`` to ``last`` (from 1) of the series, with
    the 95% interval, and the median of the tiles the loser kept."""
    wins = 0.0
    played = 0
    kept: list[float] = []
    for one in series:
        for played_round in one.rounds[first - 1 : last]:
            played += 1
            if one.person in played_round.winners:
                wins += 1 / len(played_round.winners)
            losers = [t for s, t in enumerate(played_round.tiles) if s not in played_round.winners]
            if losers:
                kept.append(min(losers))
    low, high = wilson(wins, played)
    return {
        "rounds": played,
        "wins": wins,
        "win_rate": wins / played if played else 0.0,
        "win_rate_95ci": (low, high),
        "loser_tiles_median": statistics.median(kept) if kept else 0.0,
    }


def print_series(
    levels: Sequence[str], count: int, rounds: int, seed: int, options: dict[str, Any]
) -> int:
    """Play and print ``count`` series (the command line's ``--series``)."""
    rules = rules_for(len(levels), options)
    series = [play_series(levels, seed * 1_000 + i, rounds, rules) for i in range(count)]
    person = series[0].person
    print(
        f"{count} series of {rounds} rounds, {','.join(levels)}, seed {seed}; "
        f"Just right fits seat {person + 1} ({levels[person]})"
    )
    for first, last in ((1, min(EARLY_ROUNDS, rounds)), (EARLY_ROUNDS + 1, rounds)):
        if first > last:
            continue
        figures = series_figures(series, first, last)
        low, high = figures["win_rate_95ci"]
        print(
            f"  rounds {first}-{last}: seat {person + 1} wins {figures['wins']:.1f} / "
            f"{figures['rounds']} {100 * figures['win_rate']:.1f}% "
            f"[95% {100 * low:.1f}-{100 * high:.1f}]; the loser keeps "
            f"{figures['loser_tiles_median']:.1f} tiles (median)"
        )
    steps = [one.rounds[-1].step for one in series if one.rounds]
    print(f"  the step reached in the last round: {sorted(steps)} (of {len(LADDER)})")
    records = [one.record for one in series if one.record is not None]
    failures = sum(r.refused + r.crashes + r.broken + int(r.stuck) for r in records)
    print(f"  refused moves, crashes, broken invariants, stuck rounds: {failures}")
    return 1 if failures else 0


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
                player_named(name, 0)
        except ValueError:
            parser.error(
                f"levels are {', '.join(lv.value for lv in Level)}, or step1 to step{len(LADDER)}"
            )
        if not 2 <= len(levels) <= 6:
            parser.error("2 to 6 players")
    options = _rule_options(args)
    try:
        for players in [len(levels)] if levels else range(2, CLASSIC_MAX_PLAYERS + 1):
            rules_for(players, options)
    except ValueError as error:
        parser.error(str(error))
    if args.series:
        if not levels or Level.JUST_RIGHT.value not in levels:
            parser.error("--series needs --players with just_right")
        try:
            person_seat(levels)
        except ValueError as error:
            parser.error(str(error))
        return print_series(levels, args.series, args.rounds or SERIES_ROUNDS, args.seed, options)
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
