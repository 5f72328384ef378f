# EXPECT: none
# steps.py jits a function that enters jax.set_mesh inside: jax refuses set_mesh while tracing (an error no
# rule predicts), so the Auto-mesh gather after it never runs; nothing of ours may be reported, in either module.
import jax.numpy as jnp
from steps import step

try:
    step(jnp.ones((16, 8)))
except ValueError as err:
    assert "outside of `jax.jit`" in str(err), err
