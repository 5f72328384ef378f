# EXPECT: none
# state.MESH starts Auto; main calls state.init_mesh(), which rebinds the module global (`global MESH`) to an
# Explicit mesh before ops reads `state.MESH`: out_sharding=P('x') is fine. Read from another module, a global
# that some function rebinds is what the analysis saw stored, else unknown (never its import-time value).
import ops
import state

state.init_mesh()
print(ops.zeros_sharded(16).sharding.spec)
