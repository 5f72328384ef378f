"""A tiny stand-in for the real jax_mesh_lsp server, used only to test the VS Code extension's plumbing.

The e2e runner puts tests/e2e/standin on PYTHONPATH when JAX_MESH_E2E_SERVER=standin. It speaks the same
contract as the real server (diagnostic source/code/href, hover, quick fix, source.fixAll.jax-mesh-lsp,
workspace/configuration section jaxMesh, workspace/executeCommand jaxMesh.explain) with a line-based "analysis".
"""
__version__ = "0.0.0+standin"
