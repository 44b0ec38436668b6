"""Damage for the loaders' fuzzing: JSON documents mutated anywhere in their tree
(hypothesis strategies)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

HUGE_INTS = st.sampled_from([18, 19, 63, 64, 300, 4000]).flatmap(
    lambda e: st.sampled_from([2**e + 1, -(10**e)])
)


JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    HUGE_INTS,
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
)


JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _json_paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(_json_paths(item, (*prefix, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(_json_paths(item, (*prefix, index)))
    return found


def _replace(value: Any, path: tuple, new: Any, *, delete: bool = False) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    copy = dict(value) if isinstance(value, dict) else list(value)
    if not rest and delete:
        del copy[head]
    else:
        copy[head] = _replace(value[head], rest, new, delete=delete)
    return copy


@st.composite
def mutated_json(draw: st.DrawFn, document: Any) -> bytes:
    """``document`` with one to three places changed anywhere in its tree."""
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_json_paths(document)))
        action = draw(st.sampled_from(["replace", "delete", "number", "text"]))
        current = document
        for key in path:
            current = current[key]
        if action == "delete" and path:
            document = _replace(document, path, None, delete=True)
        elif action == "number" and isinstance(current, int) and not isinstance(current, bool):
            document = _replace(document, path, draw(st.one_of(HUGE_INTS, st.integers())))
        elif action == "text" and isinstance(current, str):
            document = _replace(document, path, draw(st.text(max_size=20)))
        else:
            document = _replace(document, path, draw(JSON_VALUES))
    return json.dumps(document).encode()
