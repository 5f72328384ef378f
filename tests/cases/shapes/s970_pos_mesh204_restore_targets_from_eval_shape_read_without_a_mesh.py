# EXPECT: MESH204
# Restore targets planned from `jax.eval_shape(init, key)`: each abstract leaf becomes a ShapeDtypeStruct with a
# bare PartitionSpec chosen by rule, and the plan is logged (reading `.sharding`) under use_abstract_mesh only:
# the bare spec needs a concrete mesh when it is read.
import re

import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, PartitionSpec as P

RULES = ((r".*/embedding$", P("model", None)), (r".*/w$", P(None, "model")), (r".*", P()))


def init(key, vocab=64, d=16):
    k1, k2 = jax.random.split(key)
    return {"model/embedding": jax.random.normal(k1, (vocab, d)), "model/mlp/w": jax.random.normal(k2, (d, d)),
            "model/ln/scale": jnp.ones((d,))}


def rule_for(name):
    for pattern, spec in RULES:
        if re.match(pattern, name):
            return spec
    raise KeyError(name)


def plan(abstract):
    return {name: jax.ShapeDtypeStruct(sds.shape, sds.dtype, sharding=rule_for(name))
            for name, sds in abstract.items()}


if __name__ == "__main__":
    target = AbstractMesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    abstract = jax.eval_shape(init, jax.random.key(0))
    with jax.sharding.use_abstract_mesh(target):
        for name, sds in sorted(plan(abstract).items()):
            print(name, sds.shape, sds.sharding)
