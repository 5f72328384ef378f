from . import matmul  # noqa: F401
