"""`python -m jax_mesh_lsp.lsp [--log-file PATH]`: the language server on stdio (same as `jax-mesh-lsp serve`)."""
from .server import main

raise SystemExit(main())
