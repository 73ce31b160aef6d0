"""Plain data for typed records: a game's variables, flags and the records inside them (a battle,
a check, an outcome) written as JSON-ready values and read back by their declared types.

Reading follows the field types a record declares (`int`, `str`, `bool`, enums, `X | None`,
`tuple[X, ...]`, fixed tuples, `dict[str, X]`, nested records), so stored data needs no type
tags, and data written before the state was typed (plain dicts with the same keys) reads too.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from functools import cache
from typing import Any

__all__ = ["RecordError", "field_type", "from_data", "read_field", "read_record", "to_data"]


class RecordError(ValueError):
    """Data that does not fit the record's declared types: says where and what was expected."""


def to_data(value: Any) -> Any:
    """A record (or any value inside one) as JSON-ready data: records become dicts of their
    fields, enums their values, tuples lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [to_data(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_data(v) for k, v in value.items()}
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def field_type(cls: type, name: str) -> Any:
    """The declared type of a record's field (KeyError if it has none of that name)."""
    return _hints(cls)[name]


def from_data(kind: Any, data: Any, path: str = "value") -> Any:
    """`data` read as a value of type `kind` (RecordError naming `path` if it does not fit)."""
    origin = typing.get_origin(kind)
    if kind is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if data is None and type(None) in options:
            return None
        errors = []
        for option in (o for o in options if o is not type(None)):
            try:
                return from_data(option, data, path)
            except RecordError as exc:
                errors.append(str(exc))
        raise RecordError("; ".join(errors) or f"{path}: no value expected")
    if origin is tuple:
        args = typing.get_args(kind)
        items = _sequence(data, path)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_data(args[0], v, f"{path}[{i}]") for i, v in enumerate(items))
        if len(items) != len(args):
            raise RecordError(f"{path}: expected {len(args)} items, got {len(items)}")
        return tuple(
            from_data(a, v, f"{path}[{i}]")
            for i, (a, v) in enumerate(zip(args, items, strict=True))
        )
    if origin is dict:
        key_type, value_type = typing.get_args(kind)
        if not isinstance(data, dict):
            raise RecordError(f"{path}: expected an object")
        return {
            from_data(key_type, k, path): from_data(value_type, v, f"{path}.{k}")
            for k, v in data.items()
        }
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _record(kind, data, path)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        try:
            return kind(data)
        except ValueError:
            raise RecordError(f"{path}: {data!r} is not one of {_values(kind)}") from None
    if kind is bool:
        if isinstance(data, bool):
            return data
        raise RecordError(f"{path}: expected true or false, got {data!r}")
    if kind is int:
        if isinstance(data, int) and not isinstance(data, bool):
            return data
        raise RecordError(f"{path}: expected a whole number, got {data!r}")
    if kind is float:
        if isinstance(data, int | float) and not isinstance(data, bool):
            return float(data)
        raise RecordError(f"{path}: expected a number, got {data!r}")
    if kind is str:
        if isinstance(data, str):
            return data
        raise RecordError(f"{path}: expected text, got {data!r}")
    if kind is type(None):
        if data is None:
            return None
        raise RecordError(f"{path}: expected nothing, got {data!r}")
    raise RecordError(f"{path}: cannot read a {kind!r}")


def _sequence(data: Any, path: str) -> list[Any]:
    if isinstance(data, list | tuple):
        return list(data)
    raise RecordError(f"{path}: expected a list")


def _values(kind: type[enum.Enum]) -> str:
    return ", ".join(repr(m.value) for m in kind)


def _record(cls: type, data: Any, path: str) -> Any:
    if isinstance(data, cls):
        return data
    if not isinstance(data, dict):
        raise RecordError(f"{path}: expected an object")
    hints = _hints(cls)
    unknown = [k for k in data if k not in hints]
    if unknown:
        raise RecordError(f"{path}: unknown field {unknown[0]!r}")
    values = {name: from_data(hints[name], v, f"{path}.{name}") for name, v in data.items()}
    try:
        return cls(**values)
    except TypeError as exc:  # a field without a default is missing
        raise RecordError(f"{path}: {exc}") from None


def _allows_none(kind: Any) -> bool:
    return (
        kind is Any
        or kind is type(None)
        or (
            typing.get_origin(kind) in (typing.Union, types.UnionType)
            and type(None) in typing.get_args(kind)
        )
    )


def read_field(cls: type, key: str, value: Any, path: str = "value") -> tuple[str, Any]:
    """One stored field of a record of `cls` (a game's `Vars` or `Flags`), read by its type.
    Data from before the state was typed reads too: a key the record renamed is translated by
    the class's `legacy`, and an absent value (None) of a field that takes none is its default."""
    legacy = getattr(cls, "legacy", None)
    if legacy is not None:
        key, value = legacy(key, value)
    try:
        kind = field_type(cls, key)
    except KeyError:
        raise RecordError(f"{path}: {cls.__name__} has no field {key!r}") from None
    if value is None and not _allows_none(kind):
        default = {f.name: f for f in dataclasses.fields(cls)}[key]
        if default.default_factory is not dataclasses.MISSING:
            return key, default.default_factory()
        return key, default.default
    return key, from_data(kind, value, f"{path}.{key}")


def read_record(cls: type, data: Any, path: str = "value") -> Any:
    """A whole record of `cls` from stored data (as `read_field` reads each field)."""
    if not isinstance(data, dict):
        raise RecordError(f"{path}: expected an object")
    values = dict(read_field(cls, str(k), v, path) for k, v in data.items())
    try:
        return cls(**values)
    except TypeError as exc:
        raise RecordError(f"{path}: {exc}") from None
