from jax_mesh_lsp.cli import main

raise SystemExit(main())
