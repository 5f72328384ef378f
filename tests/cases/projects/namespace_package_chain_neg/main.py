# EXPECT: none
# The same namespace-package chain, run under jax.set_mesh: the bare PartitionSpec resolves against it.
import jax

from train.loop import run

with jax.set_mesh(jax.make_mesh((2, 4), ("data", "model"))):
    print(run())
