"""The recordings library's SQLite connection, as the store uses it: a statement outside
`atomic()` is committed at once; `atomic()` makes one transaction (a savepoint inside another).

Plain `sqlite3` in autocommit mode: what the store asked of sqlite-utils, whose import (with its
plugins and the regular expressions it compiles) cost the table's start-up a tenth of a second.
Tables are created with the same SQL sqlite-utils wrote, so files made by either are alike.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

_TYPES = {int: "INTEGER", str: "TEXT", float: "FLOAT", bytes: "BLOB"}


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def create_table_sql(
    name: str, columns: dict[str, type], pk: tuple[str, ...], not_null: set[str]
) -> str:
    """`CREATE TABLE IF NOT EXISTS` for `columns` (name -> Python type), keyed by `pk`."""
    lines = []
    for column, kind in columns.items():
        line = f"   {_quoted(column)} {_TYPES[kind]}"
        if pk == (column,):
            line += " PRIMARY KEY"
        if column in not_null:
            line += " NOT NULL"
        lines.append(line)
    if len(pk) > 1:
        lines.append(f"   PRIMARY KEY ({', '.join(_quoted(c) for c in pk)})")
    body = ",\n".join(lines)
    return f"CREATE TABLE IF NOT EXISTS {_quoted(name)} (\n{body}\n)"


class Database:
    """One connection (`path` None: a private one in memory)."""

    def __init__(self, path: Path | None, timeout: float = 5) -> None:
        target = ":memory:" if path is None else path
        self.conn = sqlite3.connect(target, timeout=timeout, isolation_level=None)

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    @contextmanager
    def atomic(self) -> Iterator[Database]:
        """One transaction: committed at the end, rolled back on an error; inside another,
        a savepoint of it."""
        if self.conn.in_transaction:
            self.conn.execute("SAVEPOINT atomic")
            try:
                yield self
            except BaseException:
                if self.conn.in_transaction:  # an error may have ended the whole transaction
                    self.conn.execute("ROLLBACK TO SAVEPOINT atomic")
                    self.conn.execute("RELEASE SAVEPOINT atomic")
                raise
            self.conn.execute("RELEASE SAVEPOINT atomic")
            return
        self.conn.execute("BEGIN")
        try:
            yield self
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        try:
            self.conn.execute("COMMIT")
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise

    def commit(self) -> None:
        """End an open transaction (none is open outside `atomic()`)."""
        if self.conn.in_transaction:
            self.conn.execute("COMMIT")

    def enable_wal(self) -> None:
        if self.conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            self.conn.execute("PRAGMA journal_mode=wal")

    def create_table(
        self, name: str, columns: dict[str, type], pk: tuple[str, ...], not_null: set[str]
    ) -> None:
        self.conn.execute(create_table_sql(name, columns, pk, not_null))

    def close(self) -> None:
        self.conn.close()
