# EXPECT: none
# A list of option patches is applied with list(map(opts.update, patches)), turning check_vma off.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
opts = {"in_specs": P("data"), "out_specs": P(), "check_vma": True}
patches = [{"check_vma": False}]
list(map(opts.update, patches))
loss = jax.shard_map(lambda x: jnp.mean(x ** 2), mesh=mesh, **opts)
with jax.set_mesh(mesh):
    print(loss(jax.device_put(jnp.arange(16.0), P("data"))))
