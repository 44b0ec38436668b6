"""The ladder's searches (issue 41's think time): a turn of Just right runs each
sight's search once, and playing from the shared searches changes no move."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rummikub_desktop.ai import LADDER, Level, Skill, make_player
from rummikub_desktop.ai import ladder as ladder_module
from rummikub_desktop.ai.ladder import Rung, Sight, play_seen
from rummikub_desktop.ai.players import ComputerPlayer
from rummikub_desktop.ai.skill import AIM
from rummikub_desktop.ai.solver import Play, best_play, keep_familiar
from rummikub_desktop.ai.tactics import ExpertStyle, expert_play
from rummikub_desktop.engine import PlayerView, Round, RuleSet


def _skill_near(step: int) -> Skill:
    """A settled skill whose Just right plays at ``step`` (at its own place)."""
    return Skill(LADDER[step - 1].rating + AIM, 80, 30)


def _views(seed: int, skill: Skill) -> list[PlayerView]:
    """Just right's views (seat 0) in a seeded round against Easy, who falls behind,
    so that Just right is often far ahead and steers to a simpler step."""
    game = Round(RuleSet(), seed=seed)
    players = [make_player(Level.JUST_RIGHT, seed, skill=skill), make_player(Level.EASY, seed + 1)]
    views = []
    while not game.is_over and game.turn < 200:
        view = game.view(game.current)
        if game.current == 0:
            views.append(view)
        decision = players[game.current].choose(view)
        if decision.table is None:
            game.apply_draw_or_pass()
        else:
            game.apply_play(decision.table)
    return views


def _afresh(rung: Rung, view: PlayerView, rng: random.Random) -> Play | None:
    """A rung's play with every search run on its own (as it was before the shared
    searches): the whole table searched without familiar sets, then kept familiar."""
    if rung.sight is Sight.WHOLE_TABLE:
        seen = best_play(
            view.table, view.rack, has_melded=view.has_melded, rules=view.rules, familiar=False
        )
        if seen is not None:
            seen = Play(keep_familiar(view.table, seen.table), seen.placed)
    else:
        seen = play_seen(view, rung.sight)
    if seen is None or len(seen.placed) == len(view.rack):
        return seen
    if rng.random() >= rung.notices:
        return None
    if rung.deeper and rng.random() < rung.deeper:
        return play_seen(view, Sight(rung.sight + 1))
    if rung.holds:
        return expert_play(view, ExpertStyle(small_play=rung.holds), best=seen)
    return seen


def _just_right_afresh(player: ComputerPlayer, view: PlayerView) -> Play | None:
    steered, base = player.rungs_for(view)
    if steered.sight < base.sight:
        out = play_seen(view, base.sight)
        if out is not None and len(out.placed) == len(view.rack):
            return out
    return _afresh(steered, view, player.rng_for(view))


@pytest.mark.parametrize("step", [13, 14, 16])
def test_just_right_runs_each_search_once_a_turn(monkeypatch, step):
    skill = _skill_near(step)
    views = _views(7, skill)
    player = make_player(Level.JUST_RIGHT, 7, skill=skill)
    searched: Counter[Sight] = Counter()

    def counted(view: PlayerView, sight: Sight) -> Play | None:
        searched[sight] += 1
        return play_seen(view, sight)

    monkeypatch.setattr(ladder_module, "play_seen", counted)
    two_sights = 0
    for view in views:
        searched.clear()
        player.propose(view)
        assert max(searched.values(), default=0) <= 1, (view.turn, searched)
        two_sights += len(searched) > 1
    if step != 16:  # near the top it steers down on some turns and then looks twice
        assert two_sights > 0


@pytest.mark.parametrize("seed", [2, 5])
def test_every_rung_plays_as_when_each_search_ran_on_its_own(seed):
    views = _views(seed, _skill_near(14))
    for view in views[::2]:
        for rung in LADDER:
            rng_seed = f"{seed}:{view.turn}:{rung.number}"
            expected = _afresh(rung, view, random.Random(rng_seed))
            assert rung.propose(view, random.Random(rng_seed)) == expected, rung


@pytest.mark.parametrize("step", [12, 14, 15, 16])
def test_just_right_plays_as_when_each_search_ran_on_its_own(step):
    skill = _skill_near(step)
    player = make_player(Level.JUST_RIGHT, 3, skill=skill)
    for view in _views(3, skill):
        assert player.propose(view) == _just_right_afresh(player, view), view.turn
