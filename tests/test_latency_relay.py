"""The UI benchmark's far-server relay (benchmarks/latency.py) delays and keeps every byte."""

from __future__ import annotations

import socket
import socketserver
import threading
import time

from benchmarks.latency import delayed


class _Echo(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        while data := self.request.recv(65536):
            self.request.sendall(data)


def test_the_relay_adds_its_round_trip_and_passes_everything_in_order():
    with socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Echo) as echo:
        threading.Thread(target=echo.serve_forever, daemon=True).start()
        try:
            with (
                delayed(echo.server_address[1], 80) as port,
                socket.create_connection(("127.0.0.1", port), timeout=10) as sock,
            ):
                for size in (1, 5_000, 300_000):
                    payload = bytes(i % 251 for i in range(size))
                    start = time.monotonic()
                    sock.sendall(payload)
                    got = b""
                    while len(got) < size:
                        got += sock.recv(65536)
                    # A lower bound only: a busy machine can add time, never take the delay away.
                    assert time.monotonic() - start >= 0.08
                    assert got == payload
        finally:
            echo.shutdown()
