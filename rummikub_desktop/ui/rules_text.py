"""The rule options in words: what differs from the official rules, what a
preset means, and one plain sentence for each way a round or a game can end.

The New game screen, the Rule options screen, the game screen's rules line and
the rule book all say the options with these, so they say them the same way.
"""

from __future__ import annotations

from rummikub_desktop.engine import CLASSIC_MAX_PLAYERS, MatchWinner, PoolOut, RuleSet
from rummikub_desktop.i18n import tr, tr_count

OFFICIAL = RuleSet()


def rule_differences(rules: RuleSet) -> list[str]:
    """A short phrase for each option that is not the official choice, in the
    order of the Rule options screen ("First play 40 points").

    The seats, the box that follows them and the number of rounds are not rules
    of play: they are never listed.
    """
    found = []
    if rules.initial_meld_points != OFFICIAL.initial_meld_points:
        found.append(tr("rules.diff.initial_meld_points", points=rules.initial_meld_points))
    if rules.jokers_in_initial_meld != OFFICIAL.jokers_in_initial_meld:
        found.append(tr("rules.diff.no_jokers_in_initial_meld"))
    if rules.joker_penalty != OFFICIAL.joker_penalty:
        found.append(tr("rules.diff.joker_penalty", points=rules.joker_penalty))
    if rules.turn_seconds is not None:
        found.append(tr("rules.diff.turn_seconds", seconds=rules.turn_seconds))
    if rules.penalty_tiles != OFFICIAL.penalty_tiles:
        if rules.penalty_tiles == 0:
            found.append(tr("rules.diff.no_penalty_tiles"))
        else:
            found.append(tr_count("rules.diff.penalty_tiles", rules.penalty_tiles))
    if rules.table_in_initial_meld_turn != OFFICIAL.table_in_initial_meld_turn:
        found.append(tr("rules.diff.table_in_initial_meld_turn"))
    if rules.pool_out is not OFFICIAL.pool_out:
        found.append(tr("rules.diff.end_at_once"))
    if rules.match_winner is not OFFICIAL.match_winner:
        found.append(tr("rules.diff.match_by_score"))
    return found


def differences_text(rules: RuleSet) -> str:
    """The differences in one line ("First play 40 points · ..."); "" for the
    official rules."""
    return tr("rules.diff.separator").join(rule_differences(rules))


def is_official(rules: RuleSet) -> bool:
    """True when every rule of play is the official one (seats and rounds aside)."""
    return not rule_differences(rules)


def preset_sentence(rules: RuleSet) -> str:
    """What the chosen rules are, in one sentence: the official rules, or the
    player's own with what differs; and the number of rounds."""
    if is_official(rules):
        return tr("rules.preset.official", rounds=rules.match_rounds)
    return tr("rules.preset.custom", differences=differences_text(rules), rounds=rules.match_rounds)


def needs_xp_box(players: int) -> bool:
    """True when ``players`` seats play with the XP box (5 or 6)."""
    return players > CLASSIC_MAX_PLAYERS


def xp_box_sentence() -> str:
    """The XP box for 5 or 6 players, in one sentence."""
    return tr("rules.xp_box")


def pool_out_sentence(pool_out: PoolOut) -> str:
    """How a round ends once the pool is empty, in one sentence."""
    return tr(f"rules.pool_out.{pool_out.value}.about")


def match_winner_sentence(rule: MatchWinner) -> str:
    """Who wins the game, in one sentence."""
    return tr(f"rules.match_winner.{rule.value}.about")
