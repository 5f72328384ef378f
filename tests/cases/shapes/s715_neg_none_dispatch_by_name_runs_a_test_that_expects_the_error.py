# EXPECT: none
# The script runs its entry points by name (getattr on its own module, from an environment variable); the one
# test expects the helper's Auto-mesh gather to raise and catches it. Information at most, never an error.
"""unittest test expecting the helper to raise; the helper is wrong for every caller."""
import os
import sys
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

import unittest


def gather(x):
    mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ("x", "y"))
    with jax.set_mesh(mesh):
        return top_level_all_gather(x, P(None, None))


class GatherTest(unittest.TestCase):
    def test_auto_mesh_rejected(self):
        with self.assertRaises(ValueError):
            gather(np.ones((8, 2)))


def main():
    unittest.main(argv=["x"], exit=False)


if __name__ == "__main__":
    for name in os.environ.get("TASKS", "main").split(","):
        getattr(sys.modules[__name__], name)()

