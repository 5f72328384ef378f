from . import _boot  # noqa: F401  (runs before any pkg submodule)
