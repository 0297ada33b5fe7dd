"""``python -m ttrwidgets static --serve``: the static site's file server (no browser needed)."""
from __future__ import annotations

import threading
import urllib.request

from ttrwidgets.__main__ import main
from ttrwidgets.static import make_server


def test_serves_the_site_with_the_mime_types_pyodide_needs(tmp_path):
    (tmp_path / "index.html").write_text("<p>site</p>")
    (tmp_path / "pyodide.asm.wasm").write_bytes(b"\0asm\1\0\0\0")
    (tmp_path / "pyodide.mjs").write_text("export {}")
    (tmp_path / "a-1.0-py3-none-any.whl").write_bytes(b"PK")
    server = make_server(tmp_path, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        types = {}
        for name in ("", "pyodide.asm.wasm", "pyodide.mjs", "a-1.0-py3-none-any.whl"):
            with urllib.request.urlopen(base + name) as r:
                types[name] = r.headers["Content-Type"]
                assert r.headers["Cache-Control"] == "no-cache"
        assert types == {"": "text/html", "pyodide.asm.wasm": "application/wasm",
                         "pyodide.mjs": "text/javascript",
                         "a-1.0-py3-none-any.whl": "application/zip"}
    finally:
        server.shutdown()
        server.server_close()


def test_without_a_built_site_says_how_to_build_it(tmp_path, capsys):
    assert main(["static", "--serve", "--dir", str(tmp_path / "nothing")]) == 1
    err = capsys.readouterr().err
    assert "no static site in" in err and "make static" in err


def test_without_serve_prints_usage(capsys):
    assert main(["static"]) == 2
    assert "make static" in capsys.readouterr().out
