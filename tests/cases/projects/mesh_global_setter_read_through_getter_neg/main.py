# EXPECT: none
# main sets an Explicit mesh through the setter before model reads it through the getter: the getter does not
# return the module's first (Auto) value, so out_sharding=P('data') is fine.
import jax

import mesh_lib
from model import init_params

mesh_lib.set_global_mesh(jax.make_mesh((8,), ("data",)))
print(init_params()["w"].sharding.spec)
