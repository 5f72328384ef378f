from . import layouts  # noqa: F401  (registers the layouts)
