# EXPECT: none
# Generated (tests/generator seed 106, p106_00042), shrunk. main.py runs mesh_helpers.block_2 under
# jax.checkpoint, so its `with set_mesh` is traced: jax raises `set_mesh can only be used outside of jax.jit`.
# Cross-file the analyzer agrees; single-file (mesh_helpers.py alone, no caller in view) it reports MESH003:
# policy, an uncalled function is judged as if called plainly.
import jax
import jax.numpy as jnp
from mesh_helpers import block_2
jax.checkpoint(block_2)(jnp.ones((4,)))
