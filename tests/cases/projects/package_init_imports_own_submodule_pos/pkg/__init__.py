from . import layers
