"""The executable's entry point (PyInstaller runs this file).

``--self-test`` is answered here as well as by the game's own command line, so
that a built file can always be checked, whatever the screens' code does.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    # The computer thinks in a process of its own, started from this same program:
    # in that process this call runs the worker and never returns.
    multiprocessing.freeze_support()
    if "--self-test" in sys.argv[1:]:
        from rummikub_desktop.app.console import console_for_printing
        from rummikub_desktop.app.selftest import main as self_test

        console_for_printing()  # a windowed program prints to the console it was typed in

        sys.exit(self_test(sys.argv[1:]))
    from rummikub_desktop.__main__ import main

    sys.exit(main())
