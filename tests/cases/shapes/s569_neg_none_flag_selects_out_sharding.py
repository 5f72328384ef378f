# EXPECT: none
# A config flag chooses the einsum out_sharding; with the flag on, the later constraint on P('x', None) holds.
import argparse

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

parser = argparse.ArgumentParser()
parser.add_argument("--shard_acts", action="store_true", default=True)
args = parser.parse_args([])

mesh = jax.make_mesh((8,), ("x",))
act_spec = P("x", None) if args.shard_acts else P()

with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((16, 4)), P("x", None))
    h = jnp.einsum("ij,jk->ik", x, jnp.eye(4), out_sharding=act_spec)
    if args.shard_acts:
        h = jax.lax.with_sharding_constraint(h, P("x", None))
    print(h.sharding.spec)
