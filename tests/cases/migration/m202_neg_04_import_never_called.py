# EXPECT: none
# The removed import sits in a function nobody calls: nothing is raised.
import jax


def legacy_entry(mesh):
    from jax.sharding import use_mesh
    with use_mesh(mesh):
        pass


print(jax.device_count())
