"""`python -m jax_mesh_lsp.lsp [--log-file PATH]`: the language server on stdio (same as `jax-mesh-lsp serve`)."""
from jax_mesh_lsp.isolation import drop_from_sys_path

drop_from_sys_path()  # before anything else is imported: see isolation.py

from .server import main  # noqa: E402

raise SystemExit(main())
