"""Server-side guards for a public Voila: known hosts only, kernels freed, a kernel limit.

Used by :mod:`widgets.server.serve` through Voila's own settings (no patched Voila):

* :class:`GuardedIdentityProvider` (``Voila.identity_provider_class``) runs before every page,
  API call and websocket:

  - it answers 403 to a ``Host`` header that is not one of ``allowed_hosts`` (a page on another
    site that rebinds its DNS name to this server could otherwise drive kernels and widgets;
    Voila itself turns Jupyter's host check off);
  - it gives each page the ``_xsrf`` cookie. Voila's page sends a shutdown request for its
    kernel when it closes, with the ``_xsrf`` value read from that cookie, but the page
    handler never sets it, so every shutdown was refused with 403 and closed pages kept their
    kernels until the idle cull;
  - it turns a page away with 503 "busy, try again in a minute" when ``max_kernels`` kernels
    are already running, instead of starting kernels until memory runs out.

* :class:`LimitedKernelManager` (``VoilaConfiguration.multi_kernel_manager_class``) refuses a
  kernel started past ``max_kernels`` (for pages that got past the check above at the same
  moment); the preheated pool is refilled only below the limit; only a few kernels start at
  the same moment; and a kernel's idle time for the cull starts when it leaves the pool.
  Voila keeps pooled kernels from the cull, but a kernel that waited in the pool longer than
  the idle timeout was culled the moment a visitor took it, before the page could connect:
  the page then showed its text without its widgets (seen now and then in the browser tests).
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import os
import re
import time
from collections import deque
from datetime import datetime, timezone
from typing import Any

from jupyter_core.utils import ensure_async
from jupyter_server.auth.identity import PasswordIdentityProvider
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from tornado.websocket import WebSocketHandler
from traitlets import Float, Int, List, Unicode

from widgets.server.voila_request import preheated

BUSY = (
    "So many games are open on this server right now that it cannot start one more. "
    "Please try again in a minute."
)
PAGE = re.compile(r"/voila/render/|/voila/tree|/$")
RENDERED = re.compile(r"/voila/render/(.+\.ipynb)$")


def _host_name(host: str) -> str:
    """``Host`` header without the port; IPv6 brackets removed, lower case."""
    match = re.match(r"^(\[[^\]]*\]|[^:]*)(:\d+)?$", host.strip())
    name = match.group(1) if match else host
    return name.strip("[]").lower()


class GuardedIdentityProvider(PasswordIdentityProvider):
    """Voila's default identity provider plus the host check, the XSRF cookie and the limit."""

    allowed_hosts = List(
        Unicode(),
        default_value=["localhost", "127.0.0.1", "::1"],
        config=True,
        help="Host names (or addresses) this server answers to; '*' allows any.",
    )
    max_kernels = Int(0, config=True, help="Turn pages away beyond this many kernels (0: no limit)")

    async def get_user(self, handler: web.RequestHandler) -> Any:  # type: ignore[override]
        if "*" not in self.allowed_hosts and _host_name(handler.request.host) not in {
            h.lower() for h in self.allowed_hosts
        }:
            handler.log.warning("Refused a request for unknown host %r", handler.request.host)
            _refuse(handler, 403, "This server does not answer to that host name.")
        page = handler.request.method == "GET" and not isinstance(handler, WebSocketHandler)
        if page and self.max_kernels and PAGE.search(handler.request.path):
            manager = handler.settings.get("kernel_manager")
            if manager is not None and _busy(manager, self.max_kernels):
                handler.log.warning("Busy: turned a page away at %d kernels", self.max_kernels)
                handler.set_header("Retry-After", "60")
                _refuse(handler, 503, BUSY)
        if page and (name := RENDERED.search(handler.request.path)):
            manager = handler.settings.get("kernel_manager")
            if isinstance(manager, LimitedKernelManager):
                # A browser asks for a page as HTML; a script checking that the server is up
                # (scripts/run does) never connects to the kernel it was given.
                browser = "text/html" in handler.request.headers.get("Accept", "")
                manager.page_asks_for(name.group(1), browser=browser)
        user = await ensure_async(super().get_user(handler))
        if page:
            handler._current_user = user  # what tornado's xsrf_token looks at
            handler.xsrf_token  # noqa: B018 - reading it sets the cookie the page's shutdown needs
        return user


def _refuse(handler: web.RequestHandler, status: int, text: str) -> None:
    """End the request with a short page of its own (the error template needs a user)."""
    handler.set_status(status)
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Cache-Control", "no-store")
    body = (
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Fashion Games</title>'
        f'<body style="font-family:sans-serif;margin:3em"><h1>Fashion Games</h1>'
        f'<p role="alert" data-testid="refused">{html.escape(text)}</p></body></html>'
    )
    raise web.Finish(body)


STARTUP_FILL_S = 10.0
"""Spare kernels asked for this soon after the server started are its first fill."""


def _is_spare(kwargs: dict[str, Any]) -> bool:
    """Voila starts a kernel for its preheated pool with ``VOILA_PREHEAT`` in its environment."""
    return preheated(kwargs.get("env") or {})


def _busy(manager: Any, limit: int) -> bool:
    """Whether no visitor kernel can be added (ready pooled kernels are already counted)."""
    return len(manager.list_kernel_ids()) >= limit


class LimitedKernelManager(AsyncMappingKernelManager):
    """Kernels up to ``max_kernels``; a start past it answers 503 (busy) instead.

    At most ``concurrent_starts`` kernels start at the same moment: twenty starting together
    on two cores take as long as twenty one after the other, but every page waits for the
    slowest (and refilling the preheated pool would starve the pages being played).
    """

    max_kernels = Int(0, config=True, help="Refuse to start kernels beyond this (0: no limit)")
    concurrent_starts = Int(
        max(2, os.cpu_count() or 2), config=True, help="Kernels that may start at once"
    )

    spare_calm = Float(
        30.0,
        config=True,
        help="The longest a spare kernel that replaces one a page took is held back while "
        "pages are still loading; it starts at once when a page would otherwise wait for it",
    )
    connect_calm = Float(
        1.0,
        config=True,
        help="Seconds a page still counts as loading after its websocket connects: it then "
        "asks its kernel for its widgets and draws them (about 0.3-0.8 s here)",
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._seen_outside_pool: set[str] = set()
        self._created = time.monotonic()
        self._loading: deque[float] = deque()  # when each page still loading was asked for
        self._wake = asyncio.Event()  # set (and replaced) when a page connects or needs spares
        self._releases = 0  # how many times a page found no spare ready
        self._connected: set[str] = set()  # kernels a page has connected to

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        # Voila's subclass only calls this for kernels outside the preheated pool. The first
        # look at such a kernel restarts its idle clock: time spent waiting in the pool is not
        # a visitor's idleness. A page that never connects is still culled, one timeout later.
        seen = self._seen_outside_pool
        if kernel_id not in seen:
            seen.intersection_update(self._kernels)  # forget kernels already shut down
            seen.add(kernel_id)
            kernel = self._kernels.get(kernel_id)
            if kernel is not None:
                kernel.last_activity = datetime.now(timezone.utc)
            return
        await super().cull_kernel_if_idle(kernel_id)

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
        new = kwargs.get("kernel_id") is None
        spare = new and _is_spare(kwargs)
        if new and self.max_kernels:
            # A spare kernel for the preheated pool waits for room; a visitor's is refused.
            while spare and _busy(self, self.max_kernels):
                await asyncio.sleep(2)
            if _busy(self, self.max_kernels):
                raise web.HTTPError(503, BUSY)
        if spare:
            await self._wait_for_calm()
        if not hasattr(self, "_starting"):
            self._starting = asyncio.Semaphore(self.concurrent_starts)
        async with self._starting:
            return await super().start_kernel(*args, **kwargs)

    async def _wait_for_calm(self) -> None:
        """Hold back a spare kernel while pages are still loading.

        Voila asks for a replacement the moment a page takes a spare kernel, and puts it in
        the pool at once: the next page for that notebook waits for it. So a replacement must
        not be held back when a page needs it; but twenty replacements starting while a
        class's twenty pages load would take the processor from those pages. A replacement
        therefore starts once every page asked for has connected to its kernel and had
        ``connect_calm`` seconds to fetch and draw its widgets (a replacement starting at the
        connection delayed the page's widgets by about 250 ms on two cores; a lone visitor's
        still starts a second or two after the page, so the next visitor finds it ready), after
        ``spare_calm`` seconds at the latest (a page that never connects holds nothing for
        long), or at once when a page arrives that finds no spare ready
        (:meth:`page_asks_for`). The first fill when the server starts is not held back.
        """
        if time.monotonic() - self._created < STARTUP_FILL_S:
            return
        releases = self._releases
        while self._releases == releases:
            now = time.monotonic()
            while self._loading and self._loading[0] + self.spare_calm <= now:
                self._loading.popleft()  # a page that never connected: stop waiting for it
            if not self._loading:
                return
            wake = self._wake
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(wake.wait(), self._loading[0] + self.spare_calm - now)

    def _wake_waiters(self) -> None:
        wake, self._wake = self._wake, asyncio.Event()
        wake.set()

    def page_asks_for(self, notebook: str, browser: bool = True) -> None:
        """A page for ``notebook`` was asked for: a browser's page is loading until it
        connects. If its pool holds no kernel that is ready, the page will wait for a
        replacement, so every held-back replacement starts now."""
        if browser:
            self._loading.append(time.monotonic())
        pool = getattr(self, "_pools", {}).get(notebook)  # Voila's preheated pools
        if pool and not any(task.done() for task in pool):
            self._releases += 1
            self._wake_waiters()

    def notify_connect(self, kernel_id: str) -> None:
        """A page's websocket reached its kernel: that page finishes loading ``connect_calm``
        seconds later. (A page that connects again, e.g. after a network blip, was not
        loading.)"""
        super().notify_connect(kernel_id)
        if kernel_id in self._connected:
            return
        self._connected.intersection_update(self._kernels)  # forget kernels shut down
        self._connected.add(kernel_id)
        if self._loading:
            try:
                asyncio.get_running_loop().call_later(self.connect_calm, self._page_loaded)
            except RuntimeError:  # no loop (the server always has one)
                self._page_loaded()

    def _page_loaded(self) -> None:
        if self._loading:  # (unless the wait for it ran out meanwhile)
            self._loading.popleft()
        self._wake_waiters()
