# EXPECT: none
# Noise drawn with out_sharding matching the in_specs of the shard_map.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
data_axis, model_axis = mesh.axis_names


def add_noise(x, noise):
    return x + 0.01 * noise


with jax.set_mesh(mesh):
    x = jax.device_put(jnp.zeros((8, 4)), P(data_axis, None))
    noise = jax.random.uniform(jax.random.key(1), (8, 4), out_sharding=P(data_axis))
    f = jax.shard_map(add_noise, in_specs=(P(data_axis, None), P(data_axis, None)), out_specs=P(data_axis, None))
    print(f(x, noise).shape)
