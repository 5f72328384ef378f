# EXPECT: MESH102
# Everything inside main(), run under `if __name__ == "__main__":`; the kernel is lowered without a shard_map.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def main():
    def body(x_ref, y_ref):
        v = plgpu.multimem_load_reduce(x_ref, collective_axes=('x',), reduction_op='add')
        y_ref[...] = plgpu.layout_cast(v, plgpu.Layout.WG_STRIDED((128,), vec_size=1))

    kernel = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
    step = jax.jit(kernel)
    run_or_lower(step, jax.ShapeDtypeStruct((128,), jnp.float32))

if __name__ == "__main__":
    main()
