# EXPECT: MESH203
# A data loader written as an iterator class (`__iter__` returns self, `__next__` places the next batch with a
# bare PartitionSpec). The script takes one batch to learn the sequence length before it enters the mesh, so
# that first device_put runs with no context mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


class TokenLoader:
    spec = P("data", None)

    def __init__(self, num_batches, batch=8, seq=4):
        self.num_batches, self.batch, self.seq = num_batches, batch, seq
        self.index = 0

    def __iter__(self):
        self.index = 0
        return self

    def __next__(self):
        if self.index >= self.num_batches:
            raise StopIteration
        self.index += 1
        tokens = np.arange(self.batch * self.seq, dtype=np.int32).reshape(self.batch, self.seq)
        return {"tokens": jax.device_put(tokens, self.spec)}


def main():
    mesh = jax.make_mesh((8,), ("data",))
    loader = TokenLoader(num_batches=2)
    seq_len = next(iter(loader))["tokens"].shape[1]
    with jax.set_mesh(mesh):
        for batch in loader:
            print(seq_len, jnp.sum(batch["tokens"]))


if __name__ == "__main__":
    main()
