__all__ = ["DEFAULT_WIDTH", "dense", "sharding_setup"]

DEFAULT_WIDTH = 4


def dense(x, w):
    return x @ w
