"""The target jax version when none is configured: the one installed beside the analyzer.

The server and the CLI run in the user's interpreter (the editor extension starts `<interpreter> -m jax_mesh_lsp
serve`), so the installed version is read from that interpreter's package metadata, once. jax itself is never
imported. Newer than what the rules know is treated as the newest known.
"""
from __future__ import annotations

import functools
from importlib import metadata

from .analysis.options import NEWEST_KNOWN_JAX, parse_version


@functools.lru_cache(maxsize=1)
def installed_jax_version() -> tuple[int, ...] | None:
    try:
        text = metadata.version("jax")
    except metadata.PackageNotFoundError:
        return None
    try:
        return parse_version(".".join(text.split(".")[:3]).split("rc")[0].split("dev")[0].rstrip("."))
    except ValueError:
        return None


def target_version(configured: tuple[int, ...] | None) -> tuple[int, ...]:
    """Configured version, else the installed one (capped at the newest known), else the newest known."""
    if configured is not None:
        return configured
    installed = installed_jax_version()
    if installed is None:
        return NEWEST_KNOWN_JAX
    return min(installed, NEWEST_KNOWN_JAX)
