"""Run settings, read once at import from the environment (defaults for a local run)."""
import os

GATHER_MODE = os.environ.get("JAX_MESH_LSP_CASE_GATHER_MODE", "top_level")
BATCH = int(os.environ.get("JAX_MESH_LSP_CASE_BATCH", "16"))
