"""What the pages share, below all of them (no page imports another for these): the seat
kinds, the log's lines, and the kernel's running event loop.

>>> running_loop() is None  # outside a kernel (a script, a doctest)
True
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import warnings

SEAT_KINDS = ("human", "random", "heuristic", "ismcts")
LOG_LINES = 14


BOT_PAUSE_SETTING = "FASHION_GAMES_BOT_PAUSE"


def bot_pause(default: float) -> float:
    """The visible pause before a bot moves, in seconds: ``default``, or the server's setting
    ``FASHION_GAMES_BOT_PAUSE`` (a brisker table for a demonstration, or the browser tests).

    >>> os.environ[BOT_PAUSE_SETTING] = "0.1"; bot_pause(0.6)
    0.1
    >>> os.environ[BOT_PAUSE_SETTING] = "soon"; bot_pause(0.6)
    Traceback (most recent call last):
    ValueError: FASHION_GAMES_BOT_PAUSE must be a number of seconds from 0 to 10, not 'soon'
    >>> del os.environ[BOT_PAUSE_SETTING]; bot_pause(0.6)
    0.6
    """
    text = os.environ.get(BOT_PAUSE_SETTING)
    if text is None:
        return default
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= 10:
        raise ValueError(
            f"{BOT_PAUSE_SETTING} must be a number of seconds from 0 to 10, not {text!r}"
        )
    return seconds


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop, or ``None`` where none runs (a script, a test, a doctest):
    callers then do at once what they would have scheduled.

    Inside a kernel the loop is running whenever a handler runs; the second look covers code
    the kernel calls outside a coroutine of that loop (the loop is current and running).
    """
    with contextlib.suppress(RuntimeError):
        return asyncio.get_running_loop()
    with contextlib.suppress(RuntimeError), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # no current loop: asking is enough
        loop = asyncio.get_event_loop()
        if loop.is_running():
            return loop
    return None


_CARD_ID = re.compile(r"(?<=\w)#\d+\b")
_YOU = re.compile(r"^You (\w+)")
_THIRD_PERSON = {"are": "is", "have": "has", "do": "does", "go": "goes"}


def log_line(text: str, name: str) -> str:
    """An event as the log shows it: no internal card ids ("Basic Blue#4" -> "Basic Blue"),
    and every player named the same way, so "You draw" reads "Ada draws" beside "Ada plays".

    >>> log_line("You draw Basic Blue#4.", "Ada")
    'Ada draws Basic Blue.'
    >>> log_line("You pass the hand.", "Ada")
    'Ada passes the hand.'
    """
    text = _CARD_ID.sub("", text)
    if not name:
        return text

    def third(match: re.Match[str]) -> str:
        verb = match.group(1)
        if verb in _THIRD_PERSON:
            return f"{name} {_THIRD_PERSON[verb]}"
        ending = "es" if verb.endswith(("s", "sh", "ch", "x", "z")) else "s"
        return f"{name} {verb}{ending}"

    return _YOU.sub(third, text)
