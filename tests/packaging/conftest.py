"""Packaging tests: the build script loaded as a module, and the outside tools they call.

A test that needs a tool (``makensis``, ``desktop-file-validate``, ``shellcheck``)
fails when it is missing, so that CI never passes by skipping them:
``scripts/install_packaging_tools.sh`` installs them (``.ci/run`` calls it).
Where they cannot be had (the Windows and macOS release jobs, a developer's
machine), ``RUMMIKUB_ALLOW_MISSING_TOOLS=1`` turns those failures into skips.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
ALLOW_MISSING_TOOLS = "RUMMIKUB_ALLOW_MISSING_TOOLS"


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


def require_tool(command: str, package: str, found: str | None = None) -> str:
    """The path of ``command``; fails (or skips, when allowed) when it is not installed."""
    path = found or shutil.which(command)
    if path:
        return path
    message = (
        f"{command} is not installed (Debian package {package}; "
        "scripts/install_packaging_tools.sh installs it)"
    )
    if os.environ.get(ALLOW_MISSING_TOOLS) == "1":
        pytest.skip(f"{message}; skipped as {ALLOW_MISSING_TOOLS}=1")
    pytest.fail(f"{message}; {ALLOW_MISSING_TOOLS}=1 skips the tests needing it", pytrace=False)


linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the Linux installer is tested on Linux"
)
