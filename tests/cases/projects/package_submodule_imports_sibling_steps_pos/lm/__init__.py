"""A tiny language-model training package: config + trainer, re-exported at the top level."""
from .config import TrainConfig
from .trainer import Trainer

__all__ = ["TrainConfig", "Trainer"]
