# EXPECT: MESH203
# The model is initialised from the shape of the loader's first batch, taken with next(iter(loader)) before
# the training mesh is entered: the loader's generator places that batch with a bare PartitionSpec and there is
# no mesh yet.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


class Loader:
    def __init__(self, data, batch):
        self.data, self.batch = data, batch

    def __iter__(self):
        for start in range(0, len(self.data), self.batch):
            yield jax.device_put(self.data[start:start + self.batch], P("data"))


def init(sample):
    return {"w": jnp.zeros((sample.shape[-1],))}


def main():
    mesh = jax.make_mesh((8,), ("data",))
    loader = Loader(np.ones((64, 4), np.float32), 16)
    params = init(next(iter(loader)))
    with jax.set_mesh(mesh):
        for x in loader:
            params = {"w": params["w"] + x.sum(axis=0)}
    return params


print(main()["w"].shape)
