"""Slow (in CI): build the one-file executable and run its --version and --self-test."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None, reason="PyInstaller not installed"
    ),
]


def test_build_and_self_test(tmp_path):
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "scripts" / "build_exe.py"),
            "--dist",
            str(tmp_path / "dist"),
            "--work",
            str(tmp_path / "build"),
        ],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    print(result.stdout[-3000:], result.stderr[-3000:])
    assert result.returncode == 0
    assert "self-test: PASSED" in result.stdout
    assert "self-test --language zh-Hant: PASSED" in result.stdout
    assert "self-test --language zh-Hans: PASSED" in result.stdout
    assert "(within the 25 MB target)" in result.stdout
