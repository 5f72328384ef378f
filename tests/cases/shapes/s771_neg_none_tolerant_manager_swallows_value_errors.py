# EXPECT: none
# A `tolerant` context manager swallows ValueErrors (a buffer that cannot be created here) and lets anything
# else through. Inside it, an optimizer-state buffer is created with out_sharding=P('data', None) while no mesh
# is set: the ValueError JAX raises is swallowed by the manager and the program carries on without the buffer.
import logging

import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

log = logging.getLogger("opt_state")


class tolerant:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None and issubclass(exc_type, ValueError):
            log.warning("skipping buffer: %s", exc)
            return True
        return False


def init_buffers(config):
    buffers = {}
    with tolerant():
        buffers["momentum"] = jnp.zeros(config["shape"], out_sharding=P("data", None))
        buffers["ema"] = jnp.zeros(config["ema_shape"])
    return buffers


def main():
    config = {"shape": (8, 4)}
    buffers = init_buffers(config)
    print(sorted(buffers))


main()
