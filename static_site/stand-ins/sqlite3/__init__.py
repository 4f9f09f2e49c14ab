"""A stand-in for the standard library's sqlite3 in the static site's Pyodide.

Pyodide builds sqlite3 itself and no package registry carries that build. IPython imports it at
start for its input history, which the Pyodide kernel turns off, so the names it refers to are
enough. Nothing on the game pages uses a database (online rooms are server-only), and anything
that tries gets a clear error.
"""


class Error(Exception):
    """The base of every sqlite3 error."""


class DatabaseError(Error):
    pass


class OperationalError(DatabaseError):
    pass


class IntegrityError(DatabaseError):
    pass


class Connection:
    """Never made: :func:`connect` refuses."""


PARSE_DECLTYPES = 1
PARSE_COLNAMES = 2


def connect(*_args: object, **_kwargs: object) -> Connection:
    raise OperationalError("this static site has no database (sqlite3 is a stand-in here)")
