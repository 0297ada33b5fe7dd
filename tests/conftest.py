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
