# EXPECT: none
# linreg/data/pipeline.py is plain numpy: get_dataset() yields host dicts {"x": (batch, dim), "y": (batch,)}.
# main places every leaf with jax.device_put(a, P('data')) before the shard_map that wants the batch as P('data').
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from linreg.data.pipeline import get_dataset
from linreg.step import loss_fn

DIM = 4
BATCH = 32


def main():
    mesh = jax.make_mesh((8,), ("data",))
    with jax.set_mesh(mesh):
        w = jnp.zeros((DIM,), dtype=jnp.float32)
        for i, ex in enumerate(get_dataset("eval", BATCH, DIM)):
            ex = jax.tree.map(lambda a: jax.device_put(a, P("data")), ex)
            loss = loss_fn(w, ex)
            print(f"batch {i}: mse={float(loss):.4f}")


if __name__ == "__main__":
    main()
