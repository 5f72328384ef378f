# EXPECT: none
# jax's test_varargs_error shape: three arrays of 3 elements over a 2-device axis. shard_map first checks that
# each sharded dimension divides evenly, and refuses them there (another ValueError, no rule's): the
# sharding comparison is never reached.
import jax
import jax.numpy as jnp

mesh = jax.make_mesh((2,), ('x',))
with jax.set_mesh(mesh):
    @jax.shard_map(in_specs=jax.P('x'), out_specs=())
    def f(*foos):
        return ()

    f(jnp.arange(3.), jnp.arange(3.), jnp.arange(3.))
