# EXPECT: MESH217
# unreduced= names an Auto axis: the sharding read under the set mesh resolves the spec there, and is refused.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def main():
    mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
    jax.set_mesh(mesh)
    s = jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=P('data', None, unreduced={'model'}))
    print(f"input sharding: {s.sharding}")


if __name__ == '__main__':
    main()
