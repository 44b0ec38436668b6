"""The shell scripts pass shellcheck; the macOS signing script, without its
secrets, says what it skipped and lets an unsigned build through."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from tests.support.tools import ROOT, require_tool

SHELL_SCRIPTS = [
    ROOT / ".ci" / "run",
    ROOT / "scripts" / "install_packaging_tools.sh",
    ROOT / "scripts" / "build_windows.sh",
    ROOT / "scripts" / "stress_suite.sh",
    ROOT / "packaging" / "linux" / "install.sh",
    ROOT / "packaging" / "macos" / "sign_and_notarize.sh",
]
SIGN = ROOT / "packaging" / "macos" / "sign_and_notarize.sh"
SECRETS = [
    "MACOS_CERTIFICATE_P12_BASE64",
    "MACOS_CERTIFICATE_PASSWORD",
    "MACOS_SIGN_IDENTITY",
    "APPLE_ID",
    "APPLE_TEAM_ID",
    "APPLE_APP_PASSWORD",
]
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="bash scripts")


@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda path: path.name)
def test_shellcheck_is_clean(script):
    tool = require_tool("shellcheck", "shellcheck")
    result = subprocess.run(
        [tool, "--external-sources", str(script)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def sign(*args: str, **secrets: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in SECRETS}
    env.update(secrets)
    bash = shutil.which("bash") or "bash"
    return subprocess.run(
        [bash, str(SIGN), *args], env=env, capture_output=True, text=True, check=False
    )


@posix_only
def test_without_secrets_every_step_says_it_skipped_and_succeeds(tmp_path):
    app = tmp_path / "Rummikub.app"
    app.mkdir()
    dmg = tmp_path / "Rummikub.dmg"
    dmg.write_bytes(b"")
    for args in (["keychain"], ["app", str(app)], ["dmg", str(dmg)]):
        result = sign(*args)
        assert result.returncode == 0, result.stderr
        assert "macOS signing: skipped:" in result.stdout
        assert "not set" in result.stdout


@posix_only
def test_a_signing_identity_with_no_codesign_is_an_error(tmp_path):
    if shutil.which("codesign"):
        pytest.skip("this machine can sign")
    app = tmp_path / "Rummikub.app"
    app.mkdir()
    result = sign("app", str(app), MACOS_SIGN_IDENTITY="Developer ID Application: Test")
    assert result.returncode != 0
    assert "codesign not found" in result.stderr


@posix_only
def test_an_unknown_step_is_refused():
    assert sign("publish").returncode == 2
