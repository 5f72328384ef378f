import jax


def build_mesh(n=8):
    return jax.make_mesh((n,), ('x',))
