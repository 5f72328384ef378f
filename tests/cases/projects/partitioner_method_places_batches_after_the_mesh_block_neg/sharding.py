"""Owns the mesh and lays out batches by their leading (global batch) dimension."""
import contextlib

import jax
from jax.sharding import PartitionSpec as P


class Partitioner:
    def __init__(self, shape, names, batch_axis="data"):
        self.mesh = jax.make_mesh(shape, names)
        self.batch_axis = batch_axis

    @contextlib.contextmanager
    def activate(self):
        with jax.set_mesh(self.mesh):
            yield self

    def shard_batch(self, batch):
        spec = P(self.batch_axis)
        return jax.tree.map(lambda leaf: jax.device_put(leaf, spec), batch)
