# EXPECT: none
# A decode KV cache class appends new keys and values with lax.dynamic_update_slice_in_dim (the cache keeps its
# P('data', 'tp', None, None) sharding) and exports both to the host by gathering both dimensions at once with
# multi_dim=True, naming both axes in reduced.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class KVCache:
    spec = P("data", "tp", None, None)

    def __init__(self, shape):
        self.k = jax.device_put(jnp.zeros(shape), self.spec)
        self.v = jax.device_put(jnp.zeros(shape), self.spec)
        self.length = 0

    def append(self, k_new, v_new):
        self.k = jax.lax.dynamic_update_slice_in_dim(self.k, k_new, self.length, axis=2)
        self.v = jax.lax.dynamic_update_slice_in_dim(self.v, v_new, self.length, axis=2)
        self.length += k_new.shape[2]

    def to_host(self):
        full = P(reduced={"data", "tp"})
        k, v = top_level_all_gather((self.k, self.v), (full, full), multi_dim=True)
        return k.shape, v.shape


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "tp"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        cache = KVCache((4, 8, 16, 8))
        step = jax.device_put(jnp.ones((4, 8, 2, 8)), KVCache.spec)
        for _ in range(3):
            cache.append(step, step)
        k, v = cache.to_host()
    print(k, v)
