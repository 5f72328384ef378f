# EXPECT: none
# The trainer's batch dict is resharded by a dict of bare specs inside its mesh, where jax resolves them.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

BATCH_SPECS = {"tokens": P("data", None), "weights": P("data")}


class Trainer:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ("data", "model"))
        with jax.set_mesh(self.mesh):
            self.w = jnp.zeros((6, 6), out_sharding=P(None, "model"))

    def place(self, batch):
        batch = jax.tree.map(jnp.asarray, batch)
        return jax.sharding.reshard(batch, BATCH_SPECS)


def main():
    batch = {"tokens": np.zeros((8, 6), np.int32), "weights": np.ones((8,), np.float32)}
    trainer = Trainer()
    with jax.set_mesh(trainer.mesh):
        print(trainer.place(batch))


main()
