# EXPECT: MESH204
# use_abstract_mesh sets only the abstract mesh; ShapeDtypeStruct.sharding reads the concrete one.
import jax
import jax.numpy as jnp
import jax.sharding as shd

mesh = jax.make_mesh((2, 4), ('x', 'y'))
with shd.use_abstract_mesh(mesh.abstract_mesh):
    sds = jax.ShapeDtypeStruct((8, 8), jnp.float32, sharding=shd.PartitionSpec('x', 'y'))
    print(f'abstract input: {sds}')
