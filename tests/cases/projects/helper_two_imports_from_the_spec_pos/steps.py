from utils import shard


def place(x, spec):
    return shard(x * 2, spec)
