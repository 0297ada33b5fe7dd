"""``python -m ttrwidgets static --serve [--port N] [--dir site]``: serve the static site.

The static site (``make static`` builds it into ``site/``) runs the whole app in each learner's
browser; any static file server can serve it. This one is the standard library's, with the MIME
types the site needs that some systems lack (``.wasm`` must be ``application/wasm`` for the
browser to compile Pyodide while it downloads; ``.mjs``, ``.whl``, ``.json``) and no caching
surprises: every answer says ``Cache-Control: no-cache`` so a rebuilt site is picked up, while
the browser still keeps its copy and asks only whether it changed.
"""
from __future__ import annotations

import functools
import http.server
import socket
import sys
from pathlib import Path

USAGE_BUILD = "build it first: make static   (from a source checkout)"

#: extension -> MIME type for everything a Voici/JupyterLite site holds
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".json": "application/json",
    ".ipynb": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".tar": "application/x-tar",
    ".css": "text/css",
    ".html": "text/html",
    ".svg": "image/svg+xml",
    ".woff": "font/woff",
    ".woff2": "font/woff2",
    ".ttf": "font/ttf",
    ".eot": "application/vnd.ms-fontobject",
    ".ico": "image/x-icon",
    ".map": "application/json",
    ".data": "application/octet-stream",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Files of the site with the right MIME types; quiet unless a file is missing."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        if len(args) >= 2 and str(args[1]).startswith(("4", "5")):
            sys.stderr.write("%s %s\n" % (self.address_string(), format % args))


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000) -> _Server:
    """A threaded HTTP server for ``directory`` (not started); port 0 picks a free port."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    return _Server((host, port), handler)


def find_site(directory: str | None) -> Path | None:
    """The built site: ``directory`` if given, else ``site/`` here or in the source checkout."""
    if directory:
        return Path(directory)
    for base in (Path.cwd(), Path(__file__).resolve().parents[1]):
        if (base / "site" / "index.html").exists():
            return base / "site"
    return Path.cwd() / "site"


def main(argv=None) -> int:
    from .core.cli_text import Parser, lang_of
    ap = Parser("static", lang_of(argv), description="args.static")
    ap.add_argument("--serve", action="store_true", help="args.serve")
    ap.add_argument("--port", type=int, default=8000, help=("args.port", {"default": 8000}))
    ap.add_argument("--host", default="127.0.0.1", help="args.host")
    ap.add_argument("--dir", default=None, help="args.dir")
    args = ap.parse_args(argv)
    if not args.serve:
        ap.print_help()
        print(f"\nThe site is built by `make static` into site/; {USAGE_BUILD}.")
        return 2
    site = find_site(args.dir)
    if not (site / "index.html").exists():
        print(f"no static site in {site}: {USAGE_BUILD}", file=sys.stderr)
        return 1
    try:
        server = make_server(site, args.host, args.port)
    except OSError as e:
        print(f"cannot listen on {args.host}:{args.port}: {e.strerror or e}", file=sys.stderr)
        return 1
    host, port = server.server_address[:2]
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    print(f"Serving {site} at http://{shown}:{port}/  (Ctrl+C stops)", flush=True)
    if host in ("0.0.0.0", ""):
        try:
            addr = socket.gethostbyname(socket.gethostname())
            print(f"Learners on this network: http://{addr}:{port}/", flush=True)
        except OSError:
            pass
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
