"""Random programs: a core in up to three nested contexts, with a binding, an entry and a packaging."""
from __future__ import annotations

import random

from .contexts import BINDINGS, ENTRIES, PACKAGINGS, WRAPPERS
from .cores import draw_core
from .model import Program

BINDING_WEIGHTS = {"global": 5, "local": 3, "param": 2, "self": 2, "config": 2, "factory": 1}
PACKAGING_WEIGHTS = {"single": 8, "module": 2, "notebook": 1}


def draw_program(seed: int, index: int) -> Program:
    rng = random.Random(f"{seed}:{index}")
    core = draw_core(rng)
    depth = rng.choices([0, 1, 2, 3], [2, 4, 3, 2])[0]
    wrappers = [rng.choice(WRAPPERS) for _ in range(depth)]
    binding = rng.choices(BINDINGS, [BINDING_WEIGHTS[b] for b in BINDINGS])[0]
    entry = rng.choice(ENTRIES)
    packaging = rng.choices(PACKAGINGS, [PACKAGING_WEIGHTS[p] for p in PACKAGINGS])[0]
    return Program(f"p{seed}_{index:05d}", core, binding, wrappers, entry, packaging)
