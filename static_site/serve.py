"""Serve a built site on this machine to try it: ``python static_site/serve.py DIR [--port N]``.

Python's own file server, as any static host would serve the site; it only makes sure that
``.wasm`` files go out as ``application/wasm`` (browsers compile WebAssembly while it downloads
only then). Loopback only by default.
"""

from __future__ import annotations

import argparse
import functools
import http.server
from pathlib import Path


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 (the base class reads it as a class attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
    }

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: one line per request would bury the test output."""


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Serve a built static site.")
    parser.add_argument("site", type=Path)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--bind", default="127.0.0.1")
    args = parser.parse_args(argv)
    handler = functools.partial(SiteHandler, directory=str(args.site))
    with http.server.ThreadingHTTPServer((args.bind, args.port), handler) as server:
        print(f"Serving {args.site} at http://{args.bind}:{server.server_port}/", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
