"""Running a child as a player would be: without root's bypass of file permissions.

The tests run as root here, and root reads and writes through any mode (0000,
0500). :func:`as_a_player` is the prefix that starts a child with the capabilities
that bypass them (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH) dropped, through
util-linux's ``setpriv``; as another user there is nothing to drop. Where neither
works the test is skipped and says why.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

DROP = ["--inh-caps=-all", "--bounding-set=-dac_override,-dac_read_search"]


def as_a_player() -> list[str]:
    """The command prefix (empty when not root); skips the test where it cannot be done."""
    if os.name != "posix":
        pytest.skip("file modes are POSIX")
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv (util-linux): modes cannot be tried")
    prefix = [setpriv, *DROP, "--"]
    with tempfile.TemporaryDirectory() as folder:
        locked = Path(folder) / "read-only"
        locked.mkdir(mode=0o500)
        probe = subprocess.run(
            [*prefix, "sh", "-c", f"touch '{locked}/x'"], capture_output=True, check=False
        )
        locked.chmod(0o700)
    if probe.returncode == 0:
        pytest.skip("running as root and the permission bypass could not be dropped here")
    return prefix
