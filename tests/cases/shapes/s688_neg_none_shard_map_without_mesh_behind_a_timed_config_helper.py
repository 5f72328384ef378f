# EXPECT: none
# A helper answers from the options dict and logs how long it took (time.perf_counter). The options turn the
# shard_map path off, so the shard_map without mesh= (which would raise with no mesh set) is never called. The
# clock only goes into the log line, not into the answer: the test is the program's, information at most.
import collections
import time

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

OPTIONS = collections.OrderedDict(shard_map_sum=False, log=True)


def wants_shard_map(opts):
    started = time.perf_counter()
    answer = opts["shard_map_sum"]
    if opts["log"]:
        print(f"decided in {time.perf_counter() - started:.6f}s")
    return answer


def total(x):
    if wants_shard_map(OPTIONS):
        return jax.shard_map(lambda b: jax.lax.psum(b.sum(), "i"), in_specs=P("i"), out_specs=P())(x)
    return jnp.sum(x)


print(total(np.arange(8, dtype=np.float32)))
