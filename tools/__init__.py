"""Developer tooling: the map builder, the browser driver the browser tests and benches share,
the UI and class benches, the graph bench. Not part of the installed package (pyproject lists the
shipped packages by hand); run from a source checkout, e.g. ``.venv/bin/python tools/bench_ui.py``.
"""
