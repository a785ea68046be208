"""Serving a built site on 127.0.0.1 and launching Debian's Chromium: shared by tests and bench."""

from __future__ import annotations

import functools
import http.server
import os
import socket
import threading
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
# Flags for a closed network: no background requests to Google's services.
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-default-apps", "--disable-extensions",
]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """A static file handler with the MIME types Pyodide needs (module scripts, wasm)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass


class PrecompressedHandler(QuietHandler):
    """Like nginx with gzip_static and brotli_static: sends X.br or X.gz for X when the browser accepts it
    (and keeps connections open, as such a server does)."""

    protocol_version = "HTTP/1.1"

    def send_head(self) -> Any:
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?")[0].endswith("/"):
                return super().send_head()  # the redirect to the folder's URL
            path = os.path.join(path, "index.html")
        accepted = self.headers.get("Accept-Encoding", "")
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            if encoding in accepted and os.path.isfile(path + suffix):
                body = open(path + suffix, "rb")
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return body
        return super().send_head()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve(directory: Path, port: int = 0, handler: type[QuietHandler] = QuietHandler,
          ) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve a folder on 127.0.0.1 (a free port unless given) in a daemon thread; returns (server, base URL).

    Material's instant navigation works only on the port the site was built for (its site_url).
    """
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"
