# EXPECT: none
# A Checker.probe method returns from its finally clause, swallowing the no-mesh shard_map error; the real step later runs under the mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Checker:
    def __init__(self):
        self.fn = jax.shard_map(lambda x: x + 1, in_specs=P("d"), out_specs=P("d"))

    def probe(self, x):
        ok = False
        try:
            self.fn(x)
            ok = True
        finally:
            return ok


c = Checker()
print("mesh-free probe ok?", c.probe(jnp.arange(8.0)))
mesh = jax.make_mesh((8,), ("d",))
with jax.set_mesh(mesh):
    f2 = jax.shard_map(lambda x: x + 1, in_specs=P("d"), out_specs=P("d"))
    print(f2(jax.device_put(jnp.arange(8.0), P("d"))))
