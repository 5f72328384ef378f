# EXPECT: none
# A guarded import: the ImportError is caught and jax.set_mesh used instead.
import jax

try:
    from jax.sharding import use_mesh
except ImportError:
    use_mesh = jax.set_mesh

with use_mesh(jax.make_mesh((8,), ('x',))):
    pass
