"""Which of the catalogue's sentences are read aloud, and where; or why not.

Every key of the catalogue (``assets/i18n/en.json``) falls under one entry of
:data:`READ` or :data:`NOT_READ`, by its longest matching prefix (a test walks the
catalogue). A sentence the game shows over the table, in a dialog or in an overlay
is read; what is not read is a button's or a heading's words, a figure in a table
the screen also sums up in a sentence that is read, or text outside the window.
"""

from __future__ import annotations

READ: dict[str, str] = {
    "speech.": "the spoken words themselves (ui/narration.py)",
    "event.": "a computer's or your turn's event, as it happens (narration.event_line)",
    "outcome.": "a refused move or button, with the sentence over the table (GameScene.say)",
    "problem.": "every reason of a refused Done with the set it names "
    "(narration.refusal_sentences, read by scenes/game/reading.py)",
    "game.hint_": "the hint's search and result (hint_overlay, GameScene.say)",
    "coach.hint.": "each step of a hint (hint_overlay, GameScene.say)",
    "coach.more.": "the coach's line (scenes/game/reading.py)",
    "coach.after_draw.": "the coach's line (scenes/game/reading.py)",
    "coach.showing_": "each step of the coach's Show me (scenes/game/reading.py, the look back)",
    "steps.": "the best play's steps on a real table, each as it is shown (ui/step_words.py: "
    "the table helper, the hint's last step, the coach's Show me, --best-play)",
    "coach.look_back.": "the look back at the round's end (LookBackPanel.shown_sentences)",
    "follow.replay_intro": "the replay of a computer's turn (scenes/game/reading.py)",
    "follow.replay_laid": "the replay of a computer's turn (scenes/game/reading.py)",
    "follow.replay_moved": "the replay of a computer's turn (scenes/game/reading.py)",
    "follow.replay_drew": "the replay of a computer's turn (scenes/game/reading.py)",
    "follow.replay_passed": "the replay of a computer's turn (scenes/game/reading.py)",
    "follow.kind.": "inside the replay's and the coach's sentences",
    "follow.joker_short": "inside the replay's and the coach's sentences",
    "follow.first_draw_title": "the draw for who starts (narration.first_draw_text)",
    "follow.first_draw_again": "the draw for who starts (narration.first_draw_text)",
    "follow.first_draw_starts": "the draw for who starts, when no tile is known "
    "(narration.first_draw_text; else speech.first_draw_starts)",
    "follow.nudge": "the nudge after a quiet minute (scenes/game/reading.py)",
    "round.went_out": "the round's result (narration.round_line, the round end)",
    "round.pool_": "the round's result (narration.round_line, the round end)",
    "round.list_separator": "inside the round's and the score sheet's result",
    "game.confirm_": "the game's questions with their choices (GameScene.open_dialog)",
    "game.rules_all": "the rules dialog with its Close (GameScene.show_rules)",
    "game.turn_resumed": "Continue's half-way turn (GameScene.say)",
    "game.turn_not_resumed": "Continue's half-way turn (GameScene.say)",
    "common.no": "a dialog's choice (narration.dialog_text)",
    "common.yes": "a dialog's choice (narration.dialog_text)",
    "menu.offer_": "the menu's tutorial offer with its choices",
    "menu.continue_failed": "the menu's notice (MenuScene.build)",
    "stats.progress.sentence": "the progress picture summed up, as its page opens",
    "stats.progress.none": "the progress page before any round against Just right, as it opens",
    "menu.start_new": "the menu's notice (MenuScene.build)",
    "newgame.confirm_keep": "New game's question with its choices",
    "newgame.keep_failed": "New game's question with its choices",
    "newgame.start_anyway": "New game's question with its choices",
    "newgame.choose_level": "the level picker's question with its choices",
    "level.easy": "the level picker's choices",
    "level.medium": "the level picker's choices",
    "level.hard": "the level picker's choices",
    "level.expert": "the level picker's choices",
    "level.human": "the level picker's choices",
    "firststart.": "the first start's question with its choices",
    "files.": "the notices about the files and the close dialog (app/keeping.py)",
    "crash.": "the notice after an error, on the menu (MenuScene.build)",
    "tutorial.step.": "the tutorial's strip (the mode's tell)",
    "tutorial.not_quite_": "the tutorial's strip (the mode's tell)",
    "tutorial.watch": "the tutorial's strip (the mode's tell)",
    "tutorial.finished": "the tutorial's strip (the mode's tell)",
    "tutorial.score": "the tutorial's strip (the mode's tell)",
    "tutorial.plus": "inside the tutorial's score sentence",
    "tutorial.equals": "inside the tutorial's score sentence",
    "tutorial.confirm_leave": "the tutorial's leave question with its choices",
    "puzzle.goal": "the puzzle's goal (PuzzleOverlay.shown_sentences)",
    "puzzle.first_goal": "the puzzle's goal (PuzzleOverlay.shown_sentences)",
    "puzzle.level_number": "inside the puzzle's goal",
    "puzzle.level.": "inside the puzzle's goal",
    "puzzle.not_yet": "the puzzle's verdict on Done",
    "puzzle.solved": "the puzzle's verdict",
    "puzzle.well_done": "the puzzle's verdict",
    "puzzle.days": "the puzzle's verdict",
    "puzzle.no_draw": "a puzzle's refused draw",
    "puzzle.already_solved": "the puzzle's opening sentence",
    "puzzle.showing_": "the puzzle's Show me (its start and end; each step by shown_sentences)",
    "puzzle.confirm_leave": "the puzzle's leave question with its choices",
    "puzzle.from_tutorial": "the tutorial's puzzle offer with its choices",
    "tile.": "inside the sentences that name a tile",
    "colour.": "inside the sentences that name a tile",
    "settings.try_sentence": "Settings' Try it",
    "helper.rack_heading": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.table_heading": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.set_heading": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.rack_count": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.sets_count": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.box_holds": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.set_full": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.none_to_take": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.set_empty": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.is_run": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.is_group": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.set_not_kept": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.set_removed": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.new_set_told": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.taking_told": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.adding_told": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.clear_question": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.cleared": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.rack_first": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.thinking": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.no_answer": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.no_play": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.play_done": "the helper's panel (HelperOverlay.shown_sentences)",
    "helper.play_heading": "the helper's heading while the table is tried (shown_sentences)",
    "helper.trial_no_": "the helper's card while the table is tried (shown_sentences)",
    "helper.put_back": "the table helper's sentence over the table (GameScene.say)",
    "helper.only_a_trial": "the table helper's sentence over the table (GameScene.say)",
    "helper.confirm_leave": "the table helper's leave question with its choices",
    "menu.": "the main menu: its title, subtitle and the buttons that can be pressed "
    "(MenuScene.shown_sentences, read by the shell as it shows; S again)",
    "puzzle.menu": "the main menu's Puzzles button, among its choices",
    "stats.": "the statistics screen: its title, each row as one sentence ('Easy: Played 3, "
    "Won 2.'), the note (StatisticsScene.shown_sentences; S again)",
    "book.": "the rule book's screen: heading, words, each example's tiles and captions, "
    "the page's number and buttons (RuleBookScene.shown_sentences; S again)",
    "puzzles.": "the puzzles screen: each level, solved today or not, its button "
    "(PuzzlesScene.shown_sentences; the record line is read as its two parts)",
    "puzzle.title": "the puzzles screen's title",
    "puzzle.days_in_row": "the puzzles screen's record",
    "puzzle.solved_count": "the puzzles screen's record",
    "date.": "inside the puzzles screen's date, read with its title",
    "round.": "the round end: its title and result, each row (score, points left, tiles "
    "left) and its buttons (RoundEndScene.shown_sentences; S again)",
    "common.back": "a screen's Back button, among its choices",
    "settings.title": "the Settings screen (SettingsScene.shown_sentences; S again)",
    "settings.section.": "the Settings screen's sections, the one shown first",
    "settings.language": "a row of the Settings screen: its setting as chosen, its choices",
    "settings.animation_speed": "a row of the Settings screen",
    "settings.speed.": "a row of the Settings screen's choices",
    "settings.text_size": "a row of the Settings screen",
    "settings.text.": "a row of the Settings screen's choices",
    "settings.tile_size": "a row of the Settings screen",
    "settings.tiles.": "a row of the Settings screen's choices",
    "settings.tile_colours": "a row of the Settings screen, and its choices",
    "settings.contrast": "a row of the Settings screen, and its choices",
    "settings.close_up_rack": "a row of the Settings screen",
    "settings.coach": "a row of the Settings screen",
    "settings.fullscreen": "a row of the Settings screen",
    "settings.sound": "a row of the Settings screen",
    "settings.read_aloud": "a row of the Settings screen",
    "settings.voice_more": "the Settings screen's button, among its choices",
    "settings.usual": "the Settings screen's button, among its choices",
    "common.on": "a choice of the Settings screen's rows",
    "common.off": "a choice of the Settings screen's rows",
    "sheet.": "the score sheet: its title, who won or leads, each player's row (rounds, "
    "total, rounds won), the rounds played and its buttons (ScoreSheetScene.shown_sentences)",
}
"""Key prefixes whose sentences are read, and where."""

NOT_READ: dict[str, str] = {
    "window.": "the window's title, outside the game",
    "cli.": "--best-play's refusals, one line on the command line (no window opens)",
    "common.": "a button's words (read among a dialog's or a screen's choices where it shows)",
    "settings.": "the settings' rows and buttons where they are not read: the Read aloud "
    "screen's (it reads Try it and its voice)",
    "newgame.": "New game's rows and buttons (its questions are read)",
    "level.": "a level's name and description on New game's buttons",
    "rules.": "the rule options' rows and buttons, and the rules line's words",
    "game.": "a button's words, the status bar's figures and the empty table's how-to "
    "(S reads whose turn it is and the rack; the how-to is the tutorial's and the rule book's)",
    "pass.": "pass-and-play's hidden rack screen, read as speech.turn_handover",
    "language.": "the language chooser, each language in its own words",
    "selftest.": "printed by --self-test in a terminal, never on screen",
    "follow.replay_button": "a button's words",
    "follow.replay_stop": "a button's words",
    "follow.replay_short": "a button's words",
    "follow.replay_help": "how to use the replay, under its sentence (a click goes on)",
    "follow.replay_count": "a count under the replay's sentence (Tile 2 of 5)",
    "follow.first_draw_click": "how to close the draw's panel (any click; it closes itself)",
    "coach.show_me": "a button's words (read among the coach's line's choices)",
    "coach.not_now": "a button's words",
    "coach.back_to_game": "a button's words",
    "coach.setting": "a settings row",
    "tutorial.": "the tutorial's buttons and lesson names in the top bar",
    "puzzle.": "the puzzle's buttons and titles",
    "helper.trial_rack": "the count on the trial's card, as the players panel's (S reads "
    "the rack itself)",
    "helper.": "the table helper's buttons (its sentences are read)",
}
"""Key prefixes whose sentences are not read, and why."""


def reading_of(key: str) -> tuple[bool, str]:
    """Whether ``key``'s sentence is read, and where (or why not): the longest prefix
    of :data:`READ` and :data:`NOT_READ` that ``key`` starts with decides.

    Raises:
        KeyError: no entry covers ``key``.
    """
    best = ""
    for prefix in (*READ, *NOT_READ):
        if key.startswith(prefix) and len(prefix) > len(best):
            best = prefix
    if not best:
        raise KeyError(key)
    if best in READ:
        return True, READ[best]
    return False, NOT_READ[best]
