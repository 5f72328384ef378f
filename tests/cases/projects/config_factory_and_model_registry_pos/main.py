# EXPECT: MESH216
# mtx/config.py (no jax) defaults rules_name to "fsdp_tp_free_length", the table sharding/presets.py registers with
# 'activation_length' -> P.UNCONSTRAINED; create_mesh uses jax.make_mesh (all Explicit), so the input sharding fails.
import jax
import numpy as np

import mtx
from mtx.models import build_model
from mtx.sharding import RULE_SETS, create_mesh


def main():
    cfg = mtx.get_config()
    mesh = create_mesh(cfg)
    rules = RULE_SETS[cfg.rules_name]
    model = build_model(cfg, mesh, rules)

    batch = np.random.default_rng(0).standard_normal((cfg.batch, cfg.seq, cfg.emb)).astype(np.float32)
    x = jax.device_put(batch, model.input_sharding())
    with jax.set_mesh(mesh):
        y = jax.jit(model.apply)(model.params, x)
    print(cfg.model, y.shape, y.sharding.spec)


if __name__ == "__main__":
    main()
