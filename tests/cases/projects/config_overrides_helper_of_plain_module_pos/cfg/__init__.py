from .defaults import CONFIG, ParallelConfig
from .overrides import apply_overrides
