"""The scripts in ``scripts/`` as modules, for the tests that call their functions."""

from __future__ import annotations

import importlib
from types import ModuleType


def load(name: str) -> ModuleType:
    """``scripts/<name>.py`` imported as the module ``scripts.<name>`` (once per
    process, as any module): a test calls its functions, it never runs the script
    (a script runs only under ``if __name__ == "__main__"``)."""
    return importlib.import_module(f"scripts.{name}")
