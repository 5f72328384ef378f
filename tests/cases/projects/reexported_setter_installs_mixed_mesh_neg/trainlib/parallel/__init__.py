from .state import init
