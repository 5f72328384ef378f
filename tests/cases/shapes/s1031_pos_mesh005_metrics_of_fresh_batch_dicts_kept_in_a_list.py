# EXPECT: MESH005
# The eval loop gets a fresh batch dict from its loader at every step and keeps each step's logits in a list;
# the report gathers every kept array, split over both mesh axes, to one replicated copy without multi_dim=True.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def eval_batches(n):
    rng = np.random.default_rng(0)
    for _ in range(n):
        yield {"x": rng.standard_normal((8, 4)).astype(np.float32), "y": np.zeros((8,), np.int32)}


def evaluate(w, steps=2):
    @jax.jit
    def logits_of(x):
        return jnp.einsum("bd,dc->bc", x, w, out_sharding=P("data", "model"))

    kept = []
    for batch in eval_batches(steps):
        kept.append(logits_of(jax.device_put(batch["x"], P("data", None))))
    return [top_level_all_gather(k, P()) for k in kept]


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        print(len(evaluate(jax.device_put(jnp.ones((4, 6)), P(None, "model")))))
