# EXPECT: MESH222
# linreg/data/pipeline.py is plain numpy: get_dataset() yields host dicts {"x": (batch, dim), "y": (batch,)}.
# linreg/step.py's shard_map (context mesh, all Explicit) wants the batch as P('data'); the host dict goes straight in.
import jax
import jax.numpy as jnp

from linreg.data.pipeline import get_dataset
from linreg.step import loss_fn

DIM = 4
BATCH = 32


def main():
    mesh = jax.make_mesh((8,), ("data",))
    with jax.set_mesh(mesh):
        w = jnp.zeros((DIM,), dtype=jnp.float32)
        for i, ex in enumerate(get_dataset("eval", BATCH, DIM)):
            loss = loss_fn(w, ex)
            print(f"batch {i}: mse={float(loss):.4f}")


if __name__ == "__main__":
    main()
