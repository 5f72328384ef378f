# EXPECT: none
# A loader shuffles host data with a NumPy Generator and fancy-indexes it; checkpoint leaves come back from
# jax.device_get; a grid comes as (points, step) from linspace(retstep=True). Every placement helper below
# dispatches on the type, and only its NumPy / tuple branch runs: no mesh is needed.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("batch",))
SHARD = NamedSharding(mesh, P("batch"))


def place(x):
    if not isinstance(x, np.ndarray):
        return jax.reshard(x, P("batch"))
    return jax.device_put(x, SHARD)


def put(x):
    if hasattr(x, "sharding"):
        return jax.reshard(x, P("batch"))
    return jax.device_put(x, SHARD)


def grid_points(g):
    if isinstance(g, jax.Array):
        return jax.reshard(g, P())
    points, step = g
    return jax.device_put(points, NamedSharding(mesh, P()))


data = np.arange(64 * 3, dtype=np.float32).reshape(64, 3)
perm = np.random.default_rng(0).permutation(len(data))
batches = [place(data[perm[i:i + 16]]) for i in range(0, 64, 16)]
restored = place(jax.device_get(jnp.ones((16,))))
scaled = put(data[:16] * 2.0)
grid = grid_points(jnp.linspace(0.0, 1.0, 8, retstep=True))
print(len(batches), restored.sharding.spec, scaled.sharding.spec, grid.shape)
