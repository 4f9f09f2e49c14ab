"""Store fixtures: every store test runs on SQLite and on a real PostgreSQL server."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import psycopg
import pytest

from tests.rooms.pgserver import PostgresServer, running_postgres

_numbers = itertools.count()


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    with running_postgres() as server:
        yield server


def fresh_postgres_database(server: PostgresServer) -> str:
    """A URL whose tables live in a new empty schema, so each test starts from no tables.

    (A schema, not a database: thirty databases make the server's shutdown take half a
    minute.)
    """
    name = f"fg_test_{next(_numbers)}"
    with psycopg.connect(server.url, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {name}")
    return f"{server.url}&options=-csearch_path%3D{name}"


@pytest.fixture(params=["sqlite", "postgres"])
def database(request: pytest.FixtureRequest, tmp_path) -> str:
    """A database URL or path for one test, on each backend in turn."""
    if request.param == "sqlite":
        return str(tmp_path / "rooms.sqlite3")
    return fresh_postgres_database(request.getfixturevalue("postgres"))
