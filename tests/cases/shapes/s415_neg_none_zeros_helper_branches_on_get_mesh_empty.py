# EXPECT: none
# A creation helper that places explicitly when no mesh is set and uses out_sharding otherwise; called both
# outside and inside jax.set_mesh. The guards read the context mesh in several spellings.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("dp",))


def zeros(shape, spec):
    if jax.sharding.get_mesh().empty:
        return jax.device_put(jnp.zeros(shape), NamedSharding(mesh, spec))
    return jnp.zeros(shape, out_sharding=spec)


def ones(shape, spec):
    if jax.sharding.get_abstract_mesh() == AbstractMesh((), ()) or jax.sharding.get_mesh().size == 0:
        return jax.device_put(jnp.ones(shape), NamedSharding(mesh, spec))
    return jnp.ones(shape, out_sharding=spec)


print(zeros((16,), P("dp")).sharding.spec, ones((16,), P("dp")).sharding.spec)
with jax.set_mesh(mesh):
    print(zeros((16,), P("dp")).sharding.spec, ones((16,), P("dp")).sharding.spec)
