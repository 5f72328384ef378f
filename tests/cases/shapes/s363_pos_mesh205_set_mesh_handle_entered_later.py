# EXPECT: MESH205
# A setup function calls jax.set_mesh (which sets the mesh at once) and hands back its result; the caller uses
# it as a context manager for one block. Leaving that block restores what was in effect before set_mesh was
# called (no mesh), so the allocation after it has no context mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def setup_mesh():
    return jax.set_mesh(jax.make_mesh((8,), ("d",)))


scope = setup_mesh()
with scope:
    warm = jnp.zeros((8,), out_sharding=P("d"))
buffers = jnp.zeros((8,), out_sharding=P("d"))
