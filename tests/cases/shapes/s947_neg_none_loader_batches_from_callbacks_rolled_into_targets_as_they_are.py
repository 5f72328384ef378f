# EXPECT: none
# A data loader's __iter__ yields token batches made with jax.make_array_from_callback on a P('data', None)
# sharding; the targets are the tokens rolled along the sequence (an unsharded dimension: same sharding), and
# the shard_map's in_specs take them as they are, P('data', None).
import numpy as np
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


class Loader:
    def __init__(self, mesh):
        self.sharding = NamedSharding(mesh, P("data", None))

    def __iter__(self):
        step = 0
        while True:
            host = np.random.default_rng(step).integers(0, 64, (16, 8), dtype=np.int32)
            yield jax.make_array_from_callback(host.shape, self.sharding, lambda idx: host[idx])
            step += 1


def count(targets):
    return jax.lax.psum(jnp.sum(targets), "data")


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        loader = iter(Loader(mesh))
        f = jax.shard_map(count, in_specs=P("data", None), out_specs=P())
        tokens = next(loader)
        print(int(f(jnp.roll(tokens, -1, axis=1))))
