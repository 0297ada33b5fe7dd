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


#: Test modules whose tests run for tens of seconds each, mostly waiting (servers starting, the
#: culler's timeouts, ten kernels at once, the static site built and started in Chromium). They
#: are collected first: ``pytest -n 2 --dist worksteal`` hands each worker a block of the list
#: and a worker that runs out takes tests from the end of another's, so long tests at the start
#: overlap with the rest instead of running alone at the end of the run.
LONG_FIRST = ("browser/test_static.py", "browser/test_many_pages.py", "test_app_command.py",
              "browser/test_busy_page_load.py")


def pytest_collection_modifyitems(config, items):
    def long_first(item) -> int:
        path = Path(str(item.fspath)).as_posix()
        return 0 if any(path.endswith("tests/" + m) for m in LONG_FIRST) else 1
    items.sort(key=long_first)          # stable: the order within each group is kept
