"""The shell scripts pass shellcheck."""

from __future__ import annotations

import subprocess

import pytest

from .conftest import ROOT, require_tool

SHELL_SCRIPTS = [
    ROOT / ".ci" / "run",
    ROOT / "scripts" / "install_packaging_tools.sh",
    ROOT / "packaging" / "linux" / "install.sh",
]


@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda path: path.name)
def test_shellcheck_is_clean(script):
    tool = require_tool("shellcheck", "shellcheck")
    result = subprocess.run(
        [tool, "--external-sources", str(script)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
