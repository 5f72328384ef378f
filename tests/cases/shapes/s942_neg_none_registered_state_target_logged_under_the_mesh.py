# EXPECT: none
# A checkpoint restore target is a train-state dataclass registered with jax.tree_util.register_dataclass whose
# leaves are ShapeDtypeStructs with bare PartitionSpecs. It is logged leaf by leaf (getattr(leaf, "sharding"))
# under jax.set_mesh, where each spec resolves on the mesh.
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class TrainState:
    step: jax.Array
    params: dict


jax.tree_util.register_dataclass(TrainState, data_fields=["step", "params"], meta_fields=[])

SHAPES = {"embed": ((64, 16), P("fsdp", None)), "out": ((16, 64), P(None, "tensor"))}


def target():
    params = {k: jax.ShapeDtypeStruct(shape, jnp.float32, sharding=spec) for k, (shape, spec) in SHAPES.items()}
    return TrainState(step=jax.ShapeDtypeStruct((), jnp.int32), params=params)


def describe(tree):
    for path, leaf in jax.tree_util.tree_leaves_with_path(tree):
        print(jax.tree_util.keystr(path), leaf.shape, getattr(leaf, "sharding", None))


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("fsdp", "tensor"))
    with jax.set_mesh(mesh):
        describe(target())
        print(jax.tree.map(lambda s: jnp.zeros(s.shape, s.dtype, out_sharding=s.sharding), target()).step)
