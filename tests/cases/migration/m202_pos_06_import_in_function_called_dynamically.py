# EXPECT: MESH202
# The removed import sits in a function nobody calls in view; it runs through a dynamic lookup and raises.
import sys
import jax


def legacy_entry(mesh):
    from jax.sharding import use_mesh
    with use_mesh(mesh):
        pass


getattr(sys.modules[__name__], "legacy_" + "entry")(jax.make_mesh((8,), ('x',)))
