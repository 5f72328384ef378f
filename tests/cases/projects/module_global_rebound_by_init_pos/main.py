# EXPECT: MESH207
# The same project, configured with explicit=False: init_mesh() stores an Auto mesh, and ops' out_sharding
# names the Auto axis 'x'.
import ops
import state

state.init_mesh(explicit=False)
print(ops.zeros_sharded(16).sharding.spec)
