"""jax-mesh-lsp: catches JAX sharding-mesh mistakes statically, before they cost an accelerator hour."""

__version__ = "0.1.0"
