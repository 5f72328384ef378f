from .config import Config
from .parallel import init
