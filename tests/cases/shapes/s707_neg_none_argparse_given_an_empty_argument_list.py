# EXPECT: none
# Notebook-style argparse: the parser is given an explicit empty list, so the command line is not read and the
# flag keeps its default (False). The branch with the bare-spec jnp.zeros never runs.
import argparse

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

parser = argparse.ArgumentParser()
parser.add_argument("--no-mesh", action="store_true")
args = parser.parse_args([])

if args.no_mesh:
    x = jnp.zeros((8,), out_sharding=P("data"))
else:
    with jax.set_mesh(jax.make_mesh((8,), ("data",))):
        x = jnp.zeros((8,), out_sharding=P("data"))
print(x.sharding.spec)
