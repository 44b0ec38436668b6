"""Expert against Hard on seeded deals (tests/ai/test_players.py plays three; the strength
sweep of scripts/check_sweeps.py ten)."""

from __future__ import annotations


def expert_wins_against_hard(deals: range) -> float:
    """Expert's wins against Hard over ``deals``, each played with Expert in each
    seat (a shared win counts its share); every game is checked clean."""
    from rummikub_desktop import simulate

    wins = 0.0
    for seed in deals:
        for seat, levels in enumerate((["expert", "hard"], ["hard", "expert"])):
            record = simulate.play_game(levels, 900 + seed)
            assert record.refused == record.crashes == record.broken == 0
            if seat in record.winners:
                wins += 1 / len(record.winners)
    return wins
