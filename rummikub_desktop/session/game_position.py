"""A position: where every tile lies at the start of a turn, as one frozen value.

A new round, a loaded game, a lesson of the tutorial, a puzzle and a test all
start a game from a :class:`Position`, the way python-chess starts every board
from a FEN: :class:`~.controller.GameController` builds its tile ledger from one
and nothing else (``GameController._start_round``). The save format is not the
way to set up a game: a saved game is read into a position plus what a save adds
(the match's history, the marks, a person's unfinished turn).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from rummikub_desktop.engine import Round, RuleSet, Tile, analyse_set, format_tiles, parse_tiles
from rummikub_desktop.table import RackLayout, TableLayout, box_faces

from .seats import Seat


@dataclass(frozen=True, slots=True)
class Position:
    """A game at the start of ``current``'s turn.

    Attributes:
        seats: who plays, 2 to 6.
        rules: the rule options (``players`` is the number of seats).
        racks: each seat's rack, slot by slot, by tile id.
        table: the table as laid.
        pool: the ids of the face-down tiles in the order they are drawn, the
            last one first.
        current: whose turn it is.
        melded: whether each seat has made its first play.
    """

    seats: tuple[Seat, ...]
    rules: RuleSet
    racks: tuple[RackLayout, ...]
    table: TableLayout
    pool: tuple[int, ...]
    current: int
    melded: tuple[bool, ...]

    @property
    def faces(self) -> tuple[Tile, ...]:
        """The face of every tile id of the box."""
        return self.table.faces

    def tiles(self, ids: Sequence[int]) -> list[Tile]:
        """The faces of ``ids``, in order."""
        return [self.faces[i] for i in ids]

    def problems(self) -> list[str]:
        """What makes this a position no game can be in (empty when it is one):
        the seats, racks and meld flags not matching, no such current seat, a tile
        id of the box lost or in two places, a set on the table that is not valid."""
        problems = []
        players = len(self.seats)
        if self.rules.players != players:
            problems.append("the rules are for another number of seats")
        if len(self.racks) != players or len(self.melded) != players:
            problems.append("racks or meld flags do not match the seats")
        if not 0 <= self.current < players:
            problems.append(f"no seat {self.current}")
        if self.faces != box_faces(self.rules):
            problems.append("the tiles are not the box of these rules")
        places: Counter[int] = Counter(self.table.ids)
        for rack in self.racks:
            places.update(rack.ids)
        places.update(self.pool)
        if places != Counter(range(len(self.faces))):
            problems.append("tile ids are lost or doubled")
        for index, tile_set in enumerate(self.table.tile_sets()):
            if analyse_set(tile_set) is None:
                problems.append(f"set {index} is not valid: {format_tiles(tile_set)}")
        return problems

    def first_round(self, seed: int) -> Round:
        """The engine's round that starts here, a match's first (``seed``: the
        round's, as :meth:`Round.at` takes it).

        Raises:
            ValueError: for a position no game can be in (its :meth:`problems`).
        """
        problems = self.problems()
        if problems:
            raise ValueError(f"not a possible position: {'; '.join(problems)}")
        return Round.at(
            self.rules,
            [seat.name for seat in self.seats],
            racks=[self.tiles(rack.ids) for rack in self.racks],
            table=self.table.tile_sets(),
            pool=self.tiles(self.pool),
            melded=self.melded,
            current=self.current,
            seed=seed,
        )

    @classmethod
    def dealt(cls, seats: Sequence[Seat], game: Round) -> Position:
        """The position of a freshly dealt round: each rack sorted by colour, the
        table empty, the pool as the engine dealt it."""
        faces = box_faces(game.rules)
        free = _free_ids(faces)
        racks = tuple(
            RackLayout(faces, tuple(free[tile].pop(0) for tile in rack)).sorted_by_colour()
            for rack in game.racks
        )
        pool = tuple(free[tile].pop(0) for tile in game.pool)
        return cls(
            tuple(seats),
            game.rules,
            racks,
            TableLayout.empty(faces),
            pool,
            game.current,
            tuple(game.melded),
        )

    @classmethod
    def laid(
        cls,
        seats: Sequence[Seat],
        game: Round,
        table: TableLayout,
        racks: Sequence[RackLayout],
    ) -> Position:
        """The position of ``game`` with its table and racks laid out as saved; the
        pool is the tile ids left, in the engine's order of drawing. Whether they
        match the engine is for the game's own check (``invariant_problems``)."""
        faces = table.faces
        used = set(table.ids).union(*(rack.ids for rack in racks))
        free = _free_ids(faces, exclude=used)
        pool = []
        for tile in game.pool:
            ids = free.get(tile)
            if ids:
                pool.append(ids.pop(0))
        # Ids the engine's pool does not name are kept, so a check can find them.
        pool[:0] = sorted(i for ids in free.values() for i in ids)
        return cls(
            tuple(seats),
            game.rules,
            tuple(racks),
            table,
            tuple(pool),
            game.current,
            tuple(game.melded),
        )

    @classmethod
    def of_notation(
        cls,
        seats: Sequence[Seat],
        racks: Sequence[str],
        table: Sequence[str] = (),
        *,
        draws: str = "",
        melded: Sequence[bool] | None = None,
        current: int = 0,
        rules: RuleSet | None = None,
    ) -> Position:
        """A position named in the tile notation; the rest of the box lies in the
        pool below ``draws`` in a fixed order.

        Args:
            seats: who plays.
            racks: each seat's tiles, in rack order (``"R7 R8 J"``).
            table: the sets on the table, each laid in reading order.
            draws: the pool's next tiles, the first drawn first.
            melded: which seats have made their first play (default: everyone
                when the table has sets, nobody otherwise).
            current: whose turn it is.
            rules: the rule options (their ``players`` follows the seats).

        Raises:
            ValueError: for a tile named more often than the box holds it, or a
                position no game can be in (an invalid set on the table).
        """
        rules = rules or RuleSet(players=len(seats))
        if rules.players != len(seats):
            rules = rules.with_players(len(seats))
        faces = box_faces(rules)
        free = _free_ids(faces)

        def take(text: str) -> list[int]:
            ids = []
            for tile in parse_tiles(text):
                if not free.get(tile):
                    raise ValueError(f"the box has no more {tile.title}")
                ids.append(free[tile].pop(0))
            return ids

        rack_ids = [take(rack) for rack in racks]
        table_ids = [take(tile_set) for tile_set in table]
        next_draws = take(draws)
        rest = sorted(tile_id for ids in free.values() for tile_id in ids)
        position = cls(
            tuple(seats),
            rules,
            tuple(RackLayout.from_list(faces, ids) for ids in rack_ids),
            TableLayout.from_sets(faces, table_ids),
            # The pool is drawn from its end.
            (*rest, *reversed(next_draws)),
            current,
            tuple(melded) if melded is not None else (bool(table),) * len(seats),
        )
        problems = position.problems()
        if problems:
            raise ValueError(f"not a possible position: {'; '.join(problems)}")
        return position


def _free_ids(faces: Sequence[Tile], exclude: set[int] | None = None) -> dict[Tile, list[int]]:
    """The tile ids of each face, lowest first (``exclude``: ids already placed)."""
    free: dict[Tile, list[int]] = {}
    for tile_id, face in enumerate(faces):
        if exclude is None or tile_id not in exclude:
            free.setdefault(face, []).append(tile_id)
    return free
