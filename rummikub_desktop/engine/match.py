"""A match: several rounds, the starting seat moving on by one, scores kept by round."""

from __future__ import annotations

import random
from collections.abc import Sequence
from copy import deepcopy
from typing import Any

from .checks import entries, flag, whole
from .errors import IllegalMoveError, StateFormatError
from .game import Round
from .reading import (
    SAVE_FORMAT,
    names_problem,
    read_checked,
    read_names,
    read_rng,
    read_rules,
    rng_to_data,
)
from .records import RoundResult, result_problems
from .rules import MatchWinner, RuleSet


class Match:
    """Several rounds, the starting seat moving on by one each round.

    The match winner follows ``rules.match_winner``: officially the seat that
    won the most rounds, a tie going to the higher total score; or the highest
    total score, a tie going to more rounds won. A tie on both is shared.

    The bookkeeping is plain data: the current round's number, and the results
    entered on the score sheet. The current round's result is recorded exactly
    when ``len(results) == round_number``, so a loaded match behaves like the
    live one it was saved from.

    The first round is dealt from the seed, or given (``first_round``: a round
    in a chosen position, see :meth:`Round.at`); it says who starts.
    """

    def __init__(
        self,
        rules: RuleSet | None = None,
        *,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        first_round: Round | None = None,
    ) -> None:
        self.rules = rules or RuleSet()
        self.rng = random.Random(seed)
        self.results: list[RoundResult] = []
        round_seed = self.rng.getrandbits(64)
        if first_round is None:
            first_round = Round(self.rules, seed=round_seed, names=names)
        elif first_round.rules != self.rules:
            raise ValueError("the first round is played by other rules")
        self.round = first_round
        self.names = list(self.round.names)
        self.first_seat = self.round.start_seat
        self._round_number = 1

    @property
    def round_number(self) -> int:
        """The current round, counting from 1 (it stays once the round ends)."""
        return self._round_number

    @property
    def rounds(self) -> int:
        """How many rounds the match has."""
        return self.rules.match_rounds

    @property
    def is_recorded(self) -> bool:
        """True once the current round's result is on the score sheet."""
        return len(self.results) >= self._round_number

    @property
    def is_over(self) -> bool:
        """True once the last round has ended (recorded or not)."""
        return self.round.is_over and self._round_number >= self.rounds

    def final_results(self) -> tuple[RoundResult, ...]:
        """The recorded results and, once the current round has ended, its result
        too (recorded or not). Changes nothing."""
        if self.round.result is not None and not self.is_recorded:
            return (*self.results, self.round.result)
        return tuple(self.results)

    def with_round_recorded(self) -> Match:
        """A copy of the match with the finished round's result on the score sheet.

        The match itself is not changed: read the copy's ``results``,
        :meth:`totals`, :meth:`rounds_won` and :meth:`leaders` for the score
        sheet as it stands at the end of the round. While the round is on, an
        unchanged copy.
        """
        copy = deepcopy(self)
        copy.results = list(self.final_results())
        return copy

    def record_round(self) -> RoundResult:
        """Enter the finished round's result on the score sheet (once)."""
        if self.round.result is None:
            raise IllegalMoveError("The round is not over yet.")
        if not self.is_recorded:
            self.results.append(self.round.result)
        return self.round.result

    def next_round(self) -> Round:
        """Start the next round with the next starting seat.

        Raises:
            IllegalMoveError: while the round is on or when the match is over.
        """
        self.record_round()
        if self._round_number >= self.rounds:
            raise IllegalMoveError("The match is over.")
        start = (self.first_seat + self._round_number) % self.rules.players
        self.round = Round(
            self.rules,
            seed=self.rng.getrandbits(64),
            names=self.names,
            start_seat=start,
        )
        self._round_number += 1
        return self.round

    def totals(self) -> list[int]:
        """Each seat's total score over the recorded rounds."""
        totals = [0] * self.rules.players
        for result in self.results:
            for seat, score in enumerate(result.scores):
                totals[seat] += score
        return totals

    def rounds_won(self) -> list[int]:
        """How many recorded rounds each seat has won."""
        wins = [0] * self.rules.players
        for result in self.results:
            for seat in result.winners:
                wins[seat] += 1
        return wins

    def standing(self, seat: int, rule: MatchWinner | None = None) -> tuple[int, int]:
        """What ranks ``seat`` in the match, higher is better: (rounds won,
        total score), or (total score, rounds won) when the match-winner option
        (or ``rule``, to ask what the other rule would say) is the score."""
        wins = self.rounds_won()[seat]
        total = self.totals()[seat]
        if (rule or self.rules.match_winner) is MatchWinner.SCORE:
            return (total, wins)
        return (wins, total)

    def leaders(self, rule: MatchWinner | None = None) -> list[int]:
        """The seats ahead (the winners once the match is over) by the
        match-winner option, or by ``rule``: see :meth:`standing`."""
        standings = [self.standing(seat, rule) for seat in range(self.rules.players)]
        best = max(standings)
        return [seat for seat, standing in enumerate(standings) if standing == best]

    def to_dict(self) -> dict[str, Any]:
        """The whole match as plain JSON-able data."""
        return {
            "format": SAVE_FORMAT,
            "rules": self.rules.to_dict(),
            "names": list(self.names),
            "first_seat": self.first_seat,
            "round_number": self._round_number,
            "results": [r.to_dict() for r in self.results],
            # Kept for older versions of the game, which read only this.
            "current_recorded": self.is_recorded,
            "round": self.round.to_dict(),
            "rng": rng_to_data(self.rng),
        }

    def invariant_problems(self) -> list[str]:
        """What is broken in this match (empty when all is well).

        The round's own problems; the round plays by the match's rules and
        names; the round number is one of the match's rounds; the score sheet
        holds every earlier round and, at most, this one's own result; the round
        started at the seat that follows from the first; every result is a
        possible end of a round.
        """
        problems = self.round.invariant_problems()
        players = self.rules.players
        if self.round.rules != self.rules:
            problems.append("the round's rules differ from the match's")
        name_problem = names_problem(self.names, players)
        if name_problem:
            problems.append(name_problem)
        elif self.round.names != self.names:
            problems.append("the round's names differ from the match's")
        number = self._round_number
        if not 1 <= number <= self.rounds:
            return [*problems, "the round number is not a round of the match"]
        recorded = len(self.results)
        if not number - 1 <= recorded <= number:
            problems.append("the score sheet does not match the round number")
        elif recorded == number and self.results[-1] != self.round.result:
            problems.append("the last result on the score sheet is not this round's")
        if self.round.start_seat != (self.first_seat + number - 1) % players:
            problems.append("the round did not start at the seat after the last round's")
        for result in self.results:
            problems.extend(result_problems(result, self.rules))
        return problems

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """Rebuild a match from :meth:`to_dict` data.

        Files without ``round_number`` (older versions) have it read from
        ``current_recorded``.

        Raises:
            StateFormatError: when the data is malformed or describes an
                impossible match (see :meth:`invariant_problems`, and
                :meth:`Round.from_dict` for the round).
        """
        return read_checked(data, "a saved match", cls._from_data)

    @classmethod
    def _from_data(cls, data: dict[Any, Any]) -> Match:
        rules = read_rules(data["rules"])
        match = cls.__new__(cls)
        match.rules = rules
        match.names = read_names(data["names"], rules.players)
        match.first_seat = whole(data["first_seat"], "the first seat", 0, rules.players - 1)
        match.results = [
            RoundResult.from_dict(result, rules)
            for result in entries(data["results"], "the score sheet", rules.match_rounds)
        ]
        match.round = Round.from_dict(data["round"])
        match.rng = read_rng(data["rng"])
        recorded = flag(data.get("current_recorded", False), "the recorded flag")
        number = data.get("round_number")
        if number is None:
            number = len(match.results) + (0 if recorded else 1)
        match._round_number = whole(number, "the round number", 1, rules.match_rounds)
        if recorded != match.is_recorded:
            raise StateFormatError("the recorded flag does not match the score sheet")
        return match
