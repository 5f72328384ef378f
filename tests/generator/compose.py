"""Random programs: a core in up to three nested contexts, with a binding, an entry and a packaging."""
from __future__ import annotations

import random

from .contexts import BINDINGS, ENTRIES, PACKAGINGS, WRAPPERS
from .cores import draw_core
from .model import Program

TRACED = {"jit", "jit_decorator", "grad", "value_and_grad", "vmap", "checkpoint", "scan", "factory", "remat"}

BINDING_WEIGHTS = {"global": 5, "local": 3, "param": 2, "self": 2, "config": 2, "config_dict": 1, "namespace": 1,
                   "factory": 1}
PACKAGING_WEIGHTS = {"single": 8, "module": 2, "notebook": 1}


def draw_program(seed: int, index: int) -> Program:
    rng = random.Random(f"{seed}:{index}")
    core = draw_core(rng)
    depth = rng.choices([0, 1, 2, 3], [2, 4, 3, 2])[0]
    drawn = [rng.choice(WRAPPERS) for _ in range(depth)]
    # Traced code usually runs under a mesh set outside it (`with set_mesh(m): jax.jit(step)(x)`): transforms
    # mostly sit inside the context-setting form, other contexts either side.
    inside = [w for w in drawn if rng.random() < (0.9 if w in TRACED else 0.4)]
    rest = list(drawn)
    for w in inside:
        rest.remove(w)
    wrappers = inside + rest
    binding = rng.choices(BINDINGS, [BINDING_WEIGHTS[b] for b in BINDINGS])[0]
    entry = rng.choice(ENTRIES)
    packaging = rng.choices(PACKAGINGS, [PACKAGING_WEIGHTS[p] for p in PACKAGINGS])[0]
    split = len(inside)
    return Program(f"p{seed}_{index:05d}", core, binding, wrappers, split, entry, packaging)
