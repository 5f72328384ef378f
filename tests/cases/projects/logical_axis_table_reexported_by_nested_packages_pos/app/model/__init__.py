from .attention import Attention

__all__ = ["Attention"]
