# EXPECT: none
# A registry of lambda hooks over mesh-less shard_maps: only the one called under jax.set_mesh ever runs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

_psum = jax.shard_map(lambda b: jax.lax.psum(b, "data"), in_specs=P("data"), out_specs=P())
_pmax = jax.shard_map(lambda b: jax.lax.pmax(b, "data"), in_specs=P("data"), out_specs=P())
REDUCERS = {"sum": lambda x: _psum(x), "max": lambda x: _pmax(x)}
debug_hook = lambda x: _psum(x)   # kept for a debugger session; never called here

mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(8.0, dtype=np.float32), P("data"))
    print(REDUCERS["max"](x))
