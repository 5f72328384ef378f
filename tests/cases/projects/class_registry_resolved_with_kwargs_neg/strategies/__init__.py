from .registry import available, resolve, strategy
from . import data_parallel, pipeline  # noqa: F401  (register "dp" and "pp")

__all__ = ["available", "resolve", "strategy"]
