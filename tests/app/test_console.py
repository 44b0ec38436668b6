"""Printing from the windowed program: ``--best-play`` and the other printing
commands write to the console they were typed in on Windows (AttachConsole and
``CONOUT$``), and never fail where there is no stream at all."""

from __future__ import annotations

import io
import sys

import pytest

import rummikub_desktop.__main__ as entry
from rummikub_desktop import i18n
from rummikub_desktop.app.console import ATTACH_PARENT_PROCESS, console_for_printing, prints


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


class Kernel32:
    """A stand-in for Windows' kernel32: AttachConsole answers ``attached``."""

    def __init__(self, attached: bool) -> None:
        self.attached = attached
        self.asked: list[int] = []

    def AttachConsole(self, process: int) -> int:
        self.asked.append(process)
        return int(self.attached)


def test_off_windows_or_with_its_streams_nothing_changes(monkeypatch):
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    kernel = Kernel32(True)
    assert not console_for_printing(platform="win32", kernel32=lambda: kernel)
    assert not console_for_printing(platform="linux")
    assert (sys.stdout, sys.stderr) == (out, err)
    assert kernel.asked == []


def test_with_no_stdout_off_windows_printing_does_not_fail(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    assert not console_for_printing(platform="linux")
    assert sys.stdout is not None
    print("nowhere")  # discarded, not an error


def test_on_windows_a_missing_stream_writes_to_the_parents_console(monkeypatch):
    err = io.StringIO()
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", err)
    kernel = Kernel32(True)
    console_out = io.StringIO()
    assert console_for_printing(
        platform="win32", kernel32=lambda: kernel, open_console=lambda: console_out
    )
    assert kernel.asked == [ATTACH_PARENT_PROCESS]
    print("第1步")
    assert console_out.getvalue() == "第1步\n"
    assert sys.stderr is err


def test_on_windows_with_no_parent_console_printing_does_not_fail(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    opened = []
    assert not console_for_printing(
        platform="win32", kernel32=lambda: Kernel32(False), open_console=lambda: opened.append(1)
    )
    assert opened == []
    sys.stderr.write("nowhere\n")


def test_on_windows_with_no_kernel32_printing_does_not_fail(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)

    def missing():
        raise OSError("no kernel32 here")

    assert not console_for_printing(platform="win32", kernel32=missing)
    print("nowhere")


def test_the_printing_commands_ask_for_the_console_and_play_does_not():
    assert prints(["--best-play", "--rack", "R1"])
    assert prints(["--version"]) and prints(["-h"]) and prints(["--self-test"])
    assert not prints(["--language", "zh-Hant"])


def test_best_play_with_no_streams_answers_without_failing(monkeypatch):
    called = []
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(
        entry, "console_for_printing", lambda: called.append(console_for_printing())
    )
    assert entry.main(["--best-play", "--rack", "R7 R8 R9", "--language", "en"]) == 0
    assert called == [False]  # off Windows: no console to attach to
    assert entry.main(["--best-play", "--rack", "R7 X8"]) == 2  # bad input, said nowhere
