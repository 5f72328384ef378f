from ..infra.kernels import NAME  # noqa: F401
