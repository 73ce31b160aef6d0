"""Annotations of a recording's step: a comment, a mark, arrows, circles, highlighted cards and
a chapter title, as a teacher draws them on a study board.

Places on the table are `Target`s: a zone or circle of a player (`Target(0, "VC")`), or one
card by its id in the recording (`Target(card=17)`; the recording's ids are its game's, the
very game on the table). Everything is immutable plain data with `to_dict`/`from_dict`;
`from_dict` validates (types, sizes, known colours, marks and zones) and raises
`AnnotationError` naming the JSON path, because annotations also arrive in files from others.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from playtester.engine import registry

MARKS = ("!", "?", "!!", "??", "!?", "?!")
MARK_NAMES = {
    "!": "good move",
    "?": "mistake",
    "!!": "brilliant move",
    "??": "blunder",
    "!?": "interesting move",
    "?!": "dubious move",
}
COLOURS = ("green", "red", "blue", "yellow")
MAX_COMMENT = 20_000
MAX_TITLE = 200
MAX_SHAPES = 64


class AnnotationError(ValueError):
    """Annotation data that cannot be used; the message names the path and the problem."""


def colour_for(shift: bool = False, alt: bool = False, ctrl: bool = False) -> str:
    """The colour a right-drag draws with, from the modifier keys held (as on chess study
    boards): none green, Shift red, Alt blue, Shift+Alt (or Ctrl) yellow."""
    if ctrl or (shift and alt):
        return "yellow"
    if shift:
        return "red"
    if alt:
        return "blue"
    return "green"


def is_zone(name: str) -> bool:
    """A zone name a target may use: one of a game's zones (those gained in play included)."""
    return registry.is_zone(name)


@dataclass(frozen=True, slots=True)
class Target:
    """A place on the table: a player's zone (`player`, `zone`) or a card (`card` id)."""

    player: int | None = None
    zone: str | None = None
    card: int | None = None

    def __post_init__(self) -> None:
        if self.card is not None:
            if self.player is not None or self.zone is not None:
                raise AnnotationError("a target is a card or a zone, not both")
            if isinstance(self.card, bool) or not isinstance(self.card, int) or self.card < 1:
                raise AnnotationError(f"card: expected a card id, got {self.card!r}")
        else:
            if self.player not in (0, 1) or isinstance(self.player, bool):
                raise AnnotationError(f"player: expected 0 or 1, got {self.player!r}")
            if not isinstance(self.zone, str) or not is_zone(self.zone):
                raise AnnotationError(f"zone: unknown zone {self.zone!r}")

    def to_dict(self) -> dict[str, Any]:
        if self.card is not None:
            return {"card": self.card}
        return {"player": self.player, "zone": self.zone}

    def __str__(self) -> str:
        return f"card {self.card}" if self.card is not None else f"{self.player}:{self.zone}"


@dataclass(frozen=True, slots=True)
class Arrow:
    src: Target
    dst: Target
    colour: str = "green"

    def to_dict(self) -> dict[str, Any]:
        return {"from": self.src.to_dict(), "to": self.dst.to_dict(), "colour": self.colour}


@dataclass(frozen=True, slots=True)
class Circle:
    at: Target
    colour: str = "green"

    def to_dict(self) -> dict[str, Any]:
        return {"at": self.at.to_dict(), "colour": self.colour}


@dataclass(frozen=True, slots=True)
class Highlight:
    card: int
    colour: str = "yellow"

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.card, "colour": self.colour}


@dataclass(frozen=True, slots=True)
class Annotations:
    """Everything attached to one step (step 0: the start position)."""

    comment: str = ""
    mark: str | None = None
    arrows: tuple[Arrow, ...] = ()
    circles: tuple[Circle, ...] = ()
    highlights: tuple[Highlight, ...] = ()
    chapter: str | None = None

    def __bool__(self) -> bool:
        return bool(
            self.comment or self.mark or self.arrows or self.circles or self.highlights
        ) or bool(self.chapter)

    def to_dict(self) -> dict[str, Any]:
        """Only what is set (an empty dict for no annotations)."""
        out: dict[str, Any] = {}
        if self.chapter:
            out["chapter"] = self.chapter
        if self.mark:
            out["mark"] = self.mark
        if self.comment:
            out["comment"] = self.comment
        if self.arrows:
            out["arrows"] = [a.to_dict() for a in self.arrows]
        if self.circles:
            out["circles"] = [c.to_dict() for c in self.circles]
        if self.highlights:
            out["highlights"] = [h.to_dict() for h in self.highlights]
        return out

    # -- editing (each returns a new value) -----------------------------------------------

    def with_arrow(self, src: Target, dst: Target, colour: str) -> Annotations:
        """Draw an arrow; drawing the same arrow again removes it, in another colour recolours it
        (as on chess study boards)."""
        _colour(colour, "colour")
        rest = tuple(a for a in self.arrows if (a.src, a.dst) != (src, dst))
        old = next((a for a in self.arrows if (a.src, a.dst) == (src, dst)), None)
        if old is not None and old.colour == colour:
            return replace(self, arrows=rest)
        return _checked(replace(self, arrows=(*rest, Arrow(src, dst, colour))))

    def with_circle(self, at: Target, colour: str) -> Annotations:
        """Draw a circle; the same circle again removes it, another colour recolours it."""
        _colour(colour, "colour")
        rest = tuple(c for c in self.circles if c.at != at)
        old = next((c for c in self.circles if c.at == at), None)
        if old is not None and old.colour == colour:
            return replace(self, circles=rest)
        return _checked(replace(self, circles=(*rest, Circle(at, colour))))

    def with_highlight(self, card: int, colour: str = "yellow") -> Annotations:
        """Highlight a card; again in the same colour removes the highlight."""
        _colour(colour, "colour")
        Target(card=card)  # validates the id
        rest = tuple(h for h in self.highlights if h.card != card)
        old = next((h for h in self.highlights if h.card == card), None)
        if old is not None and old.colour == colour:
            return replace(self, highlights=rest)
        return _checked(replace(self, highlights=(*rest, Highlight(card, colour))))

    def cards(self) -> set[int]:
        """The card ids the annotations name (to check them against a game)."""
        found = {h.card for h in self.highlights}
        for arrow in self.arrows:
            found |= {t.card for t in (arrow.src, arrow.dst) if t.card is not None}
        found |= {c.at.card for c in self.circles if c.at.card is not None}
        return found


NONE = Annotations()


def _colour(value: Any, path: str) -> str:
    if value not in COLOURS:
        raise AnnotationError(f"{path}: expected one of {', '.join(COLOURS)}, got {value!r}")
    return str(value)


def _text(value: Any, path: str, limit: int) -> str:
    if not isinstance(value, str):
        raise AnnotationError(f"{path}: expected text, got {type(value).__name__}")
    if len(value) > limit:
        raise AnnotationError(f"{path}: {len(value)} characters is too long (at most {limit})")
    return value


def _checked(notes: Annotations) -> Annotations:
    for name in ("arrows", "circles", "highlights"):
        if len(getattr(notes, name)) > MAX_SHAPES:
            raise AnnotationError(f"{name}: at most {MAX_SHAPES} on one step")
    return notes


def checked_mark(mark: Any, path: str = "mark") -> str | None:
    if mark is None or mark == "":
        return None
    if mark not in MARKS:
        raise AnnotationError(f"{path}: expected one of {' '.join(MARKS)}, got {mark!r}")
    return str(mark)


def checked_comment(comment: Any, path: str = "comment") -> str:
    return _text(comment, path, MAX_COMMENT)


def checked_chapter(title: Any, path: str = "chapter") -> str | None:
    if title is None:
        return None
    text = _text(title, path, MAX_TITLE).strip()
    return text or None


def target_from_dict(data: Any, path: str) -> Target:
    if not isinstance(data, dict):
        raise AnnotationError(f"{path}: expected an object with a card, or a player and a zone")
    unknown = set(data) - {"player", "zone", "card"}
    if unknown:
        raise AnnotationError(f"{path}.{sorted(unknown)[0]}: unknown key")
    try:
        return Target(data.get("player"), data.get("zone"), data.get("card"))
    except AnnotationError as exc:
        raise AnnotationError(f"{path}.{exc}") from None


def _items(data: dict[str, Any], key: str, path: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise AnnotationError(f"{path}.{key}: expected a list")
    if len(value) > MAX_SHAPES:
        raise AnnotationError(f"{path}.{key}: {len(value)} items, at most {MAX_SHAPES}")
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            raise AnnotationError(f"{path}.{key}[{i}]: expected an object")
    return value


def _only(item: dict[str, Any], keys: tuple[str, ...], path: str) -> None:
    for key in item:
        if key not in keys:
            raise AnnotationError(f"{path}.{key}: unknown key")


def _entries(
    data: dict[str, Any], key: str, path: str, keys: tuple[str, ...]
) -> Iterator[tuple[dict[str, Any], str]]:
    """Each object of the list `key` (checked whole first) with where it stands, as it comes
    checked to hold no key but `keys`."""
    for i, item in enumerate(_items(data, key, path)):
        where = f"{path}.{key}[{i}]"
        _only(item, keys, where)
        yield item, where


def from_dict(data: Any, path: str = "annotations") -> Annotations:
    """Annotations from plain data (a file or the library), fully validated."""
    if not isinstance(data, dict):
        raise AnnotationError(f"{path}: expected an object")
    keys = ("chapter", "mark", "comment", "arrows", "circles", "highlights")
    _only(data, keys, path)
    arrows = [
        Arrow(
            target_from_dict(item.get("from"), f"{where}.from"),
            target_from_dict(item.get("to"), f"{where}.to"),
            _colour(item.get("colour", "green"), f"{where}.colour"),
        )
        for item, where in _entries(data, "arrows", path, ("from", "to", "colour"))
    ]
    circles = [
        Circle(
            target_from_dict(item.get("at"), f"{where}.at"),
            _colour(item.get("colour", "green"), f"{where}.colour"),
        )
        for item, where in _entries(data, "circles", path, ("at", "colour"))
    ]
    highlights = []
    for item, where in _entries(data, "highlights", path, ("card", "colour")):
        card = target_from_dict({"card": item.get("card")}, where).card
        assert card is not None
        highlights.append(Highlight(card, _colour(item.get("colour", "yellow"), f"{where}.colour")))
    return Annotations(
        comment=checked_comment(data.get("comment", ""), f"{path}.comment"),
        mark=checked_mark(data.get("mark"), f"{path}.mark"),
        arrows=tuple(arrows),
        circles=tuple(circles),
        highlights=tuple(highlights),
        chapter=checked_chapter(data.get("chapter"), f"{path}.chapter"),
    )
