"""The executable's --self-test, run from source (the built file is in test_build_exe)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_self_test_from_source(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "entry.py"), "--self-test", "--seed", "3"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: main menu drawn" in result.stdout
    assert "self-test: OK" in result.stdout
    assert not (tmp_path / ".config").exists()  # the player's folders are not touched


def test_self_test_in_chinese_checks_the_fonts(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), HOME=str(tmp_path))
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "entry.py"),
            "--self-test",
            "--language",
            "zh-Hans",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: language zh-Hans: every sentence can be drawn" in result.stdout
