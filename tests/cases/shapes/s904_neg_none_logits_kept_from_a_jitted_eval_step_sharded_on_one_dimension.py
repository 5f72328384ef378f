# EXPECT: none
# An eval loop over a batch generator keeps each step's logits in a list. The jitted step gives them an explicit
# out_sharding P("data", None) on an all-Explicit mesh, their type after jit too; the report gathers every kept
# array to one copy (reduced over "data"), which gathers only the one sharded dimension.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def batches(n):
    for i in range(n):
        yield np.full((8, 4), float(i), np.float32)


def make_step(w):
    @jax.jit
    def step(x):
        return jnp.einsum("bd,dc->bc", x, w, out_sharding=P("data", None))
    return step


def evaluate(w):
    step = make_step(w)
    kept = []
    for batch in batches(3):
        kept.append(step(jax.device_put(batch, P("data", None))))
    return [top_level_all_gather(k, P(reduced={"data"})) for k in kept]


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        w = jax.device_put(jnp.ones((4, 6)), P(None, "model"))
        print(len(evaluate(w)))
