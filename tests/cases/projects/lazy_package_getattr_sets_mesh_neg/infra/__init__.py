import dataclasses
import importlib

_LAZY = {"distributed": ".distributed"}


@dataclasses.dataclass
class Config:
    batch: int = 8


def __getattr__(name):
    if name in _LAZY:
        module = importlib.import_module(_LAZY[name], __name__)
        globals()[name] = module
        return module
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
