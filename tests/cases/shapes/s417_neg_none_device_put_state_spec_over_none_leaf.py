# EXPECT: none
# A training state whose EMA slot is still None: the bare P() for it covers no array, so no mesh is needed
# to place the state (the parameters get a NamedSharding).
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("fsdp",))
state = {"params": {"w": jnp.ones((16, 4))}, "ema": None}
placed = jax.device_put(state, {"params": {"w": NamedSharding(mesh, P("fsdp"))}, "ema": P()})
print(placed["params"]["w"].sharding.spec)
