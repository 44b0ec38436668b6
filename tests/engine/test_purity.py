"""The engine is a library: importing it brings in no pygame."""

import subprocess
import sys


def test_engine_imports_no_pygame() -> None:
    code = (
        "import sys, rummikub_desktop.engine\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
