# EXPECT: MESH201
# A version shim written for jax 0.6: for the jax judged (0.10.2) the test is true, so the removed use_mesh is read.
import jax
mesh = jax.make_mesh((8,), ("data",))
if jax.__version_info__ >= (0, 6, 0):
    with jax.sharding.use_mesh(mesh):
        pass
