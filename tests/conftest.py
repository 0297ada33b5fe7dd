import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# the developer tools (tools/: browser driver, benches) are imported by tests as ``tools.*``
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
#: The public conformance scenarios live beside the project (../shared/scenarios) when present;
#: TTR_SHARED overrides the location.
SHARED = Path(os.environ.get("TTR_SHARED", ROOT.parent / "shared"))
OWN_SCENARIOS = ROOT / "tests" / "scenarios"


def scenario_files():
    files = sorted(OWN_SCENARIOS.rglob("*.json"))
    if (SHARED / "scenarios").is_dir():
        files += sorted((SHARED / "scenarios").rglob("*.json"))
    return files


@pytest.fixture(scope="session")
def europe():
    from ttrwidgets.engine.maps import load_map
    return load_map("europe")
