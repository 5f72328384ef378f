"""The language server (pygls 2, stdio): `jax-mesh-lsp serve`, `python -m jax_mesh_lsp serve`.

One module per LSP feature; `server.main()` starts it. Nothing heavy is imported here.
"""
