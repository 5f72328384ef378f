# EXPECT: none
# No axis_types: the default always has the right length.
import jax
import jax.sharding as shd

mesh = jax.make_mesh((2, 2, 2), ('pp', 'dp', 'tp'))
abstract = shd.AbstractMesh((2, 2, 2), ('pp', 'dp', 'tp'))
