"""The repository's root, the build script loaded as a module, and the outside tools
the packaging tests call.

A test that needs a tool (``makensis``, ``desktop-file-validate``, ``shellcheck``)
is skipped, with the reason, where the tool is missing (a developer's machine, the
Windows and macOS release jobs). CI installs them
(``scripts/install_packaging_tools.sh``) and sets ``RUMMIKUB_REQUIRE_TOOLS=1``:
there a missing tool fails its tests, so CI never passes by skipping them.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.support.scripts import load

ROOT = Path(__file__).resolve().parents[2]
REQUIRE_TOOLS = "RUMMIKUB_REQUIRE_TOOLS"


def load_build_script() -> ModuleType:
    """``scripts/build_exe.py`` as a module."""
    return load("build_exe")


def require_tool(command: str, package: str, found: str | None = None) -> str:
    """The path of ``command``; skips (fails, when tools are required) when it is missing."""
    path = found or shutil.which(command)
    if path:
        return path
    message = (
        f"{command} is not installed (Debian package {package}; "
        "scripts/install_packaging_tools.sh installs it)"
    )
    if os.environ.get(REQUIRE_TOOLS) == "1":
        pytest.fail(f"{message}; {REQUIRE_TOOLS}=1 requires it", pytrace=False)
    pytest.skip(message)


linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the Linux installer is tested on Linux"
)
