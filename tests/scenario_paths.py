"""Where the scenario files are, for tests in any folder (``from scenario_paths import ...``).

A module of its own name, because ``from conftest import ...`` finds whichever ``conftest``
pytest imported last (tests/render has one too), which depends on the order of collection.
"""
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The public conformance scenarios live beside the project (../shared/scenarios) when present;
#: TTR_SHARED overrides the location.
SHARED = Path(os.environ.get("TTR_SHARED", ROOT.parent / "shared"))
OWN_SCENARIOS = ROOT / "tests" / "scenarios"


def scenario_files():
    files = sorted(OWN_SCENARIOS.rglob("*.json"))
    if (SHARED / "scenarios").is_dir():
        files += sorted((SHARED / "scenarios").rglob("*.json"))
    return files
