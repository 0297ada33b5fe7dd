import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# the developer tools (tools/: browser driver, benches) are imported by tests as ``tools.*``
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from scenario_paths import OWN_SCENARIOS, SHARED, scenario_files  # noqa: E402,F401


def pytest_configure(config):
    # the disk cache of what a new kernel computes first (ttrwidgets.core.diskcache): a folder
    # of this run's own, which the workers and every server and kernel they start share, gone
    # at the end; a developer's own cache is neither read nor written by the tests
    if "TTR_CACHE_DIR" not in os.environ and not os.environ.get("PYTEST_XDIST_WORKER"):
        import tempfile
        config._ttr_cache_dir = os.environ["TTR_CACHE_DIR"] = tempfile.mkdtemp(prefix="ttr-cache-")
    config.addinivalue_line(
        "markers", "starts_first(seconds): a test whose wall time is long (about ``seconds``, "
        "measured) and mostly waiting (on a culler's timeout, on Pyodide starting in the "
        "browser) or one big build: run before the others, longest first, so that its waiting "
        "overlaps their work instead of ending the run")


def pytest_unconfigure(config):
    folder = getattr(config, "_ttr_cache_dir", None)
    if folder:
        import shutil
        shutil.rmtree(folder, ignore_errors=True)
        del os.environ["TTR_CACHE_DIR"]


def pytest_collection_modifyitems(config, items):
    # A stable sort: the marked tests first, the longest first, everything else in its usual
    # order. With ``-n N --dist worksteal`` the first worker gets them at once and the others
    # take over the rest of its share; left where they were collected, the 2-minute static-site
    # test began 8 minutes into an 11-minute run and ended it.
    def first(item):
        mark = item.get_closest_marker("starts_first")
        return -mark.kwargs.get("seconds", 1) if mark else 0
    items.sort(key=first)


@pytest.fixture(scope="session")
def europe():
    from ttrwidgets.ttr.maps import load_map
    return load_map("europe")


# ------------------------------------------------------------------ CPU per test (opt-in)
# TTR_CPU_REPORT=FILE appends one line per test: the CPU seconds (user + system) the test cost
# this worker and every process under it (Voilà servers, kernels, Chromium, commands), its wall
# seconds, the worker, the wall clock when it started, then its id. ``sort -rn FILE | head`` shows
# where a run's CPU goes (the run's wall time is no guide on a loaded machine, its CPU is); the
# start times and wall seconds show how busy each worker kept its share of the machine.
_CPU_REPORT = os.environ.get("TTR_CPU_REPORT")


def _tree_cpu() -> float:
    import psutil
    me = psutil.Process()
    total = 0.0
    for p in [me, *me.children(recursive=True)]:
        try:
            t = p.cpu_times()
        except psutil.Error:
            continue
        total += t.user + t.system + t.children_user + t.children_system
    return total


if _CPU_REPORT:
    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        import time
        before, t0, start = _tree_cpu(), time.perf_counter(), time.time()
        yield
        cpu, wall = _tree_cpu() - before, time.perf_counter() - t0
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        with open(_CPU_REPORT, "a", encoding="utf-8") as f:
            f.write(f"{cpu:8.2f} {wall:8.2f} {worker:>5} {start:.1f} {item.nodeid}\n")
