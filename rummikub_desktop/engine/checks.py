"""Checking loaded data: one value at a time, each refused with a plain reason.

Every loader of the game reads untrusted data through these functions: the
engine's rounds and matches (:mod:`.reading`), the rule options
(:class:`~rummikub_desktop.engine.RuleSet`), the table's layouts
(:mod:`rummikub_desktop.table.layout`), the session's saved game
(:meth:`~rummikub_desktop.session.GameController.from_dict`) and the player's
statistics (:mod:`rummikub_desktop.persistence.stats`). Each function takes one
value and the words that name it (``"the turn"``), and returns the value checked
or raises :class:`DataError`.

A reason never prints the value itself: it may be huge, or nested thousands deep.
A loader whose callers expect an error of its own (:class:`StateFormatError`,
:class:`~rummikub_desktop.table.LayoutError`) makes it a subclass of
:class:`DataError` and reads inside :func:`raised_as`, so the reason is kept and
only the class changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Protocol, TypeVar


class DataError(ValueError):
    """Loaded data that is not what it should be.

    The message is a short plain reason naming the value ("the turn must be 0 to
    100000"), never the value itself.
    """


def is_whole(value: object) -> bool:
    """True for a whole number (an ``int``; a ``bool`` is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    """``value`` as a whole number from ``low`` to ``high`` (no upper bound if None).

    Raises:
        DataError: for a fraction, a text, a bool, or a number out of range.
    """
    if not is_whole(value):
        raise DataError(f"{what} must be a whole number")
    if value < low or (high is not None and value > high):
        upper = f"{low} to {high}" if high is not None else f"{low} or more"
        raise DataError(f"{what} must be {upper}")
    return int(value)


def flag(value: Any, what: str) -> bool:
    """``value`` as true or false (not a number or a word).

    Raises:
        DataError: for anything but ``True`` or ``False``.
    """
    if not isinstance(value, bool):
        raise DataError(f"{what} must be true or false")
    return value


def entries(value: Any, what: str, most: int, *, exactly: bool = False) -> Sequence[Any]:
    """``value`` as a list of at most (or ``exactly``) ``most`` entries.

    The length is checked before any entry is read, so a huge list costs nothing.

    Raises:
        DataError: for anything but a list (or tuple) of that length.
    """
    if not isinstance(value, list | tuple):
        raise DataError(f"{what} must be a list")
    if len(value) > most or (exactly and len(value) != most):
        size = "exactly" if exactly else "at most"
        raise DataError(f"{what} must have {size} {most} entries")
    return value


def mapping(value: Any, what: str) -> dict[Any, Any]:
    """``value`` as a mapping (a JSON object).

    Raises:
        DataError: for anything but a ``dict``.
    """
    if not isinstance(value, dict):
        raise DataError(f"{what} must be a mapping")
    return value


def text(value: Any, what: str, longest: int, *, blank: bool = False) -> str:
    """``value`` as a text of at most ``longest`` letters (not only spaces unless ``blank``).

    Raises:
        DataError: for anything but a ``str`` of that length.
    """
    if not isinstance(value, str):
        raise DataError(f"{what} must be a text")
    if len(value) > longest:
        raise DataError(f"{what} must be at most {longest} letters")
    if not blank and not value.strip():
        raise DataError(f"{what} must not be empty")
    return value


def shown(value: object, longest: int = 40) -> str:
    """A plain value (a number, a word) for a message, cut to ``longest`` letters.

    For values already known to be single plain values: a structure is never
    printed (see the module's note).
    """
    try:
        words = repr(value)
    except ValueError:  # an int with more digits than Python will print
        return "a very long number"
    return words if len(words) <= longest else f"{words[: longest - 3]}..."


class Checked(Protocol):
    """A value that can list what is wrong with it (empty when all is well)."""

    def invariant_problems(self) -> list[str]: ...


C = TypeVar("C", bound=Checked)


def checked(data: Any, what: str, build: Callable[[dict[Any, Any]], C]) -> C:
    """``build`` a value from a mapping of loaded data, then check its invariants.

    Raises:
        DataError: for data that is not a mapping, a missing key, or a value whose
            :meth:`~Checked.invariant_problems` are not empty (the problems are the reason).
    """
    values = mapping(data, what)
    try:
        value = build(values)
    except KeyError as error:
        raise DataError(f"{what} needs {shown(error.args[0] if error.args else '')}") from None
    problems = value.invariant_problems()
    if problems:
        raise DataError("; ".join(problems))
    return value


E = TypeVar("E", bound=DataError)


@contextmanager
def raised_as(error: type[E]) -> Iterator[None]:
    """A :class:`DataError` raised inside comes out as ``error`` (a loader's own
    class), with the same reason; one already of that class passes unchanged."""
    try:
        yield
    except error:
        raise
    except DataError as problem:
        raise error(str(problem)) from None
