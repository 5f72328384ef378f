# EXPECT: none
# Same dict comprehension of bare specs, but the step is called inside the set_mesh block.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('fsdp', 'tp'))
layout = {'wq': ('fsdp', 'tp'), 'wo': ('tp', 'fsdp'), 'bias': (None,)}
param_specs = {k: P(*v) for k, v in layout.items()}


def step(params):
    return jax.tree.map(lambda p: p * 0.9, params)


params = {'wq': jnp.ones((8, 4)), 'wo': jnp.ones((4, 8)), 'bias': jnp.zeros((8,))}
train = jax.jit(step, in_shardings=(param_specs,), out_shardings=param_specs)
with jax.set_mesh(mesh):
    params = jax.device_put(params, param_specs)
    params = train(params)
print(params['wq'].shape)
