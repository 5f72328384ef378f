"""Where the ground-truth programs are: the project's own (tests/cases/<group>/) and the shared ones."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OWN = ROOT / "tests" / "cases"
SHARED = ROOT.parent / "shared" / "cases"


def is_case(path: Path) -> bool:
    head = path.read_text(encoding="utf-8", errors="replace")[:2000]
    return "# EXPECT:" in head


def own_cases(group: str | None = None) -> list[Path]:
    """Single-file cases (projects, in tests/cases/projects/, and pytest sessions, in pytest_failing/, are checked
    as folders elsewhere)."""
    base = OWN / group if group else OWN
    return sorted(p for p in base.rglob("*.py")
                  if is_case(p) and p.relative_to(OWN).parts[0] not in ("projects", "limits", "pytest_failing")
                  and "versioned" not in p.parts)


def example_cases() -> list[Path]:
    """The bundled examples/ are ground-truth cases too: what the README shows must be what jax does."""
    return sorted(p for p in (ROOT / "examples").glob("*.py") if is_case(p))


def shared_cases() -> list[Path]:
    if not SHARED.is_dir():
        return []
    return sorted(p for p in SHARED.glob("*.py") if is_case(p))
