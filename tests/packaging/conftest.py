"""Packaging tests: the build script loaded as a module."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_build_script() -> ModuleType:
    """``scripts/build_exe.py`` as a module."""
    spec = importlib.util.spec_from_file_location("build_exe", ROOT / "scripts" / "build_exe.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("build_exe", module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build_exe() -> ModuleType:
    """The build script's functions."""
    return load_build_script()
