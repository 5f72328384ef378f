# EXPECT: none
# A mesh recipe is checked by a validator that raises the program's own MeshConfigError; the caller catches it
# and falls back to a default mesh. Here the validator rejects any Manual axis, so it raises for the recipe's
# Manual 'tensor' axis and the all-Explicit default mesh is the one jax.set_mesh gets.
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class MeshConfigError(ValueError):
    """Raised for a mesh recipe this trainer cannot use."""


@dataclasses.dataclass(frozen=True)
class MeshRecipe:
    shape: tuple = (4, 2)
    names: tuple = ("data", "tensor")
    manual: tuple = ("tensor",)
    batch_axis: str = "data"


def build(recipe):
    types = tuple(AxisType.Manual if n in recipe.manual else AxisType.Explicit for n in recipe.names)
    return jax.make_mesh(recipe.shape, recipe.names, axis_types=types)


def validate(mesh, recipe):
    manual = [n for n, t in zip(mesh.axis_names, mesh.axis_types) if t == AxisType.Manual]
    if manual:
        raise MeshConfigError(f"axes {manual} are Manual; jax.set_mesh needs Explicit or Auto axes")


def training_mesh(recipe):
    mesh = build(recipe)
    try:
        validate(mesh, recipe)
    except MeshConfigError as err:
        print("falling back to the default mesh:", err)
        mesh = jax.make_mesh(recipe.shape, recipe.names)
    return mesh


def main():
    mesh = training_mesh(MeshRecipe())
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((8, 8)), P("data", None))
        print(jax.typeof(x))


if __name__ == "__main__":
    main()
