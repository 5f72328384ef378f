from . import plugins  # noqa: F401
from .registry import create
