"""A far server on one computer: a TCP relay that holds every chunk for half a round trip.

The UI benchmark's browser and Voila share this machine, so a click's answer comes back in
about 5 ms; across the internet (Binder, a hub, a published page) it takes 20-200 ms more.
``--latency MS`` puts this relay between them, so the same run shows what such a player
waits for. Chrome's own network emulation does not delay WebSocket frames, which carry
every click, so the delay is added here, below HTTP and WebSockets alike.

>>> with delayed(1, 10) as port:
...     isinstance(port, int)
True
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Iterator


async def _pump(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delay: float) -> None:
    """Copy ``reader`` to ``writer``, each chunk ``delay`` seconds after it came, in order."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

    async def send() -> None:
        while True:
            due, chunk = await queue.get()
            if not chunk:
                break
            await asyncio.sleep(max(0.0, due - loop.time()))
            writer.write(chunk)
            await writer.drain()
        writer.close()

    sender = asyncio.create_task(send())
    try:
        while chunk := await reader.read(65536):
            queue.put_nowait((loop.time() + delay, chunk))
    except ConnectionError:
        pass
    queue.put_nowait((0.0, b""))
    with contextlib.suppress(ConnectionError):
        await sender


@contextlib.contextmanager
def delayed(target_port: int, round_trip_ms: float) -> Iterator[int]:
    """A local port that relays to ``target_port``, adding ``round_trip_ms`` to each round
    trip (half each way)."""
    delay = round_trip_ms / 2000
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    loop = asyncio.new_event_loop()
    open_ends: set[asyncio.StreamWriter] = set()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            far_reader, far_writer = await asyncio.open_connection("127.0.0.1", target_port)
        except OSError:
            writer.close()
            return
        for end in (writer, far_writer):  # small frames go at once, as the server's do
            open_ends.add(end)
            raw = end.get_extra_info("socket")
            if raw is not None:
                raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        await asyncio.gather(_pump(reader, far_writer, delay), _pump(far_reader, writer, delay))
        open_ends.difference_update((writer, far_writer))

    async def start() -> asyncio.base_events.Server:
        return await asyncio.start_server(serve, sock=listener)

    server = loop.run_until_complete(start())
    thread = threading.Thread(target=loop.run_forever, name="latency-relay", daemon=True)
    thread.start()

    async def stop() -> None:
        server.close()
        for end in list(open_ends):  # the connections still open end as if the peer left
            end.close()
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        if tasks:
            await asyncio.wait(tasks, timeout=2)

    try:
        yield port
    finally:
        asyncio.run_coroutine_threadsafe(stop(), loop).result(5)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        loop.close()
