# EXPECT: none
# Under use_abstract_mesh, tracing with out_sharding=P(...) resolves against the abstract mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, use_abstract_mesh

mesh = jax.make_mesh((8,), ('x',))
with use_abstract_mesh(mesh.abstract_mesh):
    out = jax.eval_shape(lambda: jnp.zeros((16,), out_sharding=P('x')))
    print(out)
