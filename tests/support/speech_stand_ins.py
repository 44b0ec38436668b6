"""Stand-ins for eSpeak NG that do not answer, and a look at processes, shared by the
speech tests (not a test module)."""

from __future__ import annotations

from pathlib import Path

DEAF = """#!/bin/sh
case " $* " in *" --voices "*)
  echo "Pty Language Age/Gender VoiceName File Other Languages"
  echo " 5  en-gb  --/M  English_(Great_Britain) gmw/en"
  exit 0;;
esac
trap '' TERM HUP INT
sleep 300 &
echo "$$ $!" >> "{pids}"
cat > /dev/null
wait
"""
"""eSpeak NG that lists one voice, then reads every sentence for ever, ignoring SIGTERM
(and SIGHUP, SIGINT), with a player of its own (as a shell script engine has); it
writes its own and its player's process ids to ``{pids}``."""


def deaf_program(path: Path, pids: Path) -> Path:
    """Write :data:`DEAF` at ``path`` (made runnable), logging to ``pids``."""
    path.write_text(DEAF.format(pids=pids))
    path.chmod(0o755)
    return path


def running(pid: int) -> bool:
    """Still there and not a zombie (one that ended and waits to be reaped)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"
