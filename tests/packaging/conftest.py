"""Packaging tests: the build script's functions as a fixture (the tools they call
and the repository's root are in :mod:`tests.support.tools`)."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.support.tools import load_build_script


@pytest.fixture(scope="session")
def build_exe() -> ModuleType:
    """The build script's functions."""
    return load_build_script()
