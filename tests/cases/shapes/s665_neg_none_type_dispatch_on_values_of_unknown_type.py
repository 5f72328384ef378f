# EXPECT: none
# A placement helper dispatches on the type of what it gets: device arrays are resharded (which needs
# jax.set_mesh), host batches are put with a NamedSharding. The loader's batches come from fancy indexing
# with a shuffled permutation, a type the analysis does not follow; only host arrays reach the helper, so
# the reshard branch never runs. What it would get wrong is information, not an error.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("batch",))


def place(x, spec=P("batch")):
    if not isinstance(x, np.ndarray):
        return jax.reshard(x, spec)
    return jax.device_put(x, NamedSharding(mesh, spec))


def put_all(xs):
    out = []
    for x in xs:
        if hasattr(x, "sharding"):
            out.append(jax.reshard(x, P("batch")))
            continue
        out.append(place(x))
    return out


def epoch(data, batch_size, seed):
    perm = np.random.default_rng(seed).permutation(len(data))
    for start in range(0, len(data), batch_size):
        yield data[perm[start:start + batch_size]]


data = np.arange(64 * 3, dtype=np.float32).reshape(64, 3)
batches = put_all(list(epoch(data, 16, seed=1)))
print([b.sharding.spec for b in batches])
