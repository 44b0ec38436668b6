"""The screens: main menu, new game, the game table, round end, settings, how to play."""
