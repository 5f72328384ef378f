import jax


def shard_all(xs, spec):
    return [jax.reshard(x, spec) for x in xs]
