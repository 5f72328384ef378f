# EXPECT: none
# filter() with a lambda calling a str method over a dict's keys: no key starts with "embed", so the loop body
# (a bare-spec device_put with no mesh set) never runs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

params = {"dense": np.ones(8), "bias": np.ones(8)}
for key in filter(lambda k: k.startswith("embed"), params):
    jax.device_put(params[key], P("d"))
print("ok")
