from .registry import get_strategy, register

# importing the implementations fills the registry
from . import layouts  # noqa: F401
