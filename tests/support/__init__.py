"""What the tests share: helpers, stand-ins and checks that more than one test module
(or a script) uses. A test module imports from here, never from another test module;
so do the child programs the tests start, the conftests and the scripts
(tests/test_tests_stand_alone.py checks it). One module a job:

- driving the game: ``driver`` (real events into the real loop), ``table_moves``
  (tiles moved by mouse and keys), ``table_helper``, ``puzzles``, ``screens`` (a
  window at the Largest sizes);
- games and stand-ins: ``positions``, ``games``, ``controllers``, ``coach``,
  ``refusals``, ``round_end``, ``fakes`` (computer players and hints),
  ``computer_jobs``, ``reading`` and ``slow_voice`` (voices), ``speech_stand_ins``,
  ``no_bypass``, ``disks`` (failing disks), ``tiles``, ``table_layout``, ``ink``;
- players and data for the rules: ``autoplayer``, ``random_play``, ``brute`` (an
  exhaustive solver), ``damage`` (fuzzed files);
- the checks the tests sample and ``scripts/check_sweeps.py`` runs whole:
  ``layout_checks``, ``rule_book``, ``referee``, ``monkey``, ``tutorial``,
  ``rounds``, ``solver_checks``, ``strength``;
- the repository: ``scripts`` (a script as a module, for its functions), ``tools``
  (the outside tools the packaging tests call).
"""
