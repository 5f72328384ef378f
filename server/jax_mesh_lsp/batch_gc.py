"""Garbage collection during a batch run (`check`): by hand, between files, young generations only.

Analysis makes millions of objects, and a cross-file project keeps every tree it parses. Python's automatic
collector walks what survives again and again: over jax's sources that was 40 % of a cross-file run (15.7 s ->
9.7 s CPU with it off) and 25 % of a single-file one. Here the automatic collector is off; after each file the
young generations are collected when enough was allocated, which frees a file's own garbage cycles once and moves
what stays alive (a project's trees) to the old generation, which is never walked again during the run.
"""
from __future__ import annotations

import contextlib
import gc

YOUNG_LIMIT = 200_000  # objects allocated since the last collection before the next one between files
# a cross-file project keeps what it parses, so most young objects survive and each collection only walks them
# once more: collected more rarely (garbage is a small share there; over jax's sources 6 collections took 0.6 s)
PROJECT_YOUNG_LIMIT = 2_000_000


@contextlib.contextmanager
def batch_collection(process_ends: bool = False):
    """Automatic collection off for the block (restored after it): pair with `between_files`.

    `process_ends`: the process exits after the block. What is left (a cross-file project's cycles) is then
    frozen, not walked: re-enabling the collector, or the interpreter's own collection at exit, would otherwise
    walk it all once more (2.6 s after a cross-file run over jax's sources) only to hand it back to the OS."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if process_ends:
            gc.freeze()
        if was_enabled:
            gc.enable()


def between_files(limit: int = YOUNG_LIMIT) -> None:
    """A file is done: its garbage cycles go now, while they are young (cheap), if enough was allocated."""
    if not gc.isenabled() and gc.get_count()[0] > limit:
        gc.collect(1)


def disable_in_worker() -> None:
    """Initializer of a pool process that runs only batch work."""
    gc.disable()
