# Sets the process-wide mesh when its init() is called.
import jax


def init():
    jax.set_mesh(jax.make_mesh((8,), ("dp",)))
