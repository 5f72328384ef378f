# EXPECT: MESH221
# Evolution-strategies perturbation inside shard_map: each device folds its axis_index into the key and
# perturbs the replicated params; returning them with out_specs P() claims a replication they lost.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ('pop',))


def perturb(w, key, sigma=0.01):
    key = jax.random.fold_in(key, jax.lax.axis_index('pop'))
    noise = jax.random.normal(key, w.shape)
    return w + sigma * noise


perturb_all = jax.jit(jax.shard_map(perturb, mesh=mesh, in_specs=(P(), P()), out_specs=P()))

if __name__ == "__main__":
    print(perturb_all(np.zeros((4, 4), np.float32), jax.random.key(0)).shape)
