# Before anything else is imported: the working directory (maybe the workspace) leaves sys.path.
from jax_mesh_lsp.isolation import drop_from_sys_path

drop_from_sys_path()

from jax_mesh_lsp.cli import main  # noqa: E402

raise SystemExit(main())
