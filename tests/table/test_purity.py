"""The table model and the controller are pure: importing them brings in no pygame."""

import subprocess
import sys


def test_table_and_controller_import_no_pygame() -> None:
    code = (
        "import sys\n"
        "import rummikub_desktop.table\n"
        "from rummikub_desktop.app import controller\n"
        "assert controller._load_ai() is not None\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
