"""What a board picture draws on top of the table: a teacher's arrows, circles and highlighted
cards, as the plain data `render/` reads. The recordings' annotations (`record/annotations.py`)
are such data; render/ never imports record/ (record/ may use render/'s pictures)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class Spot(Protocol):
    """A place on the table: a player's zone, or one card by its id."""

    @property
    def player(self) -> int | None: ...
    @property
    def zone(self) -> str | None: ...
    @property
    def card(self) -> int | None: ...


class Mark(Protocol):
    """Something a teacher draws, in a colour by name ("green")."""

    @property
    def colour(self) -> str: ...


class Line(Mark, Protocol):
    """An arrow from one spot to another."""

    @property
    def src(self) -> Spot: ...
    @property
    def dst(self) -> Spot: ...


class Ring(Mark, Protocol):
    """A circle around a spot."""

    @property
    def at(self) -> Spot: ...


class Outline(Mark, Protocol):
    """A highlighted card."""

    @property
    def card(self) -> int: ...


class Drawings(Protocol):
    """Everything drawn on one picture of the table."""

    @property
    def arrows(self) -> Sequence[Line]: ...
    @property
    def circles(self) -> Sequence[Ring]: ...
    @property
    def highlights(self) -> Sequence[Outline]: ...
