# EXPECT: none
# `use_mesh` is a method of the user's own object, not of jax.sharding.
import contextlib
import jax


class Trainer:
    @contextlib.contextmanager
    def use_mesh(self, mesh):
        with jax.set_mesh(mesh):
            yield


t = Trainer()
with t.use_mesh(jax.make_mesh((8,), ('x',))):
    pass
