import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# the developer tools (tools/: browser driver, benches) are imported by tests as ``tools.*``
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from scenario_paths import OWN_SCENARIOS, SHARED, scenario_files  # noqa: E402,F401


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
