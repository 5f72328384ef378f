# EXPECT: none
# The layout module makes the parameters and applies the specs it is handed; the rules module names them.
# Under the fsdp strategy every axis is Explicit, so resharding onto 'data' is fine.
import jax

import layout
import rules

STRATEGY = "fsdp"


def main():
    mesh = jax.make_mesh((4, 2), rules.MESH_AXES, axis_types=rules.AXIS_TYPES[STRATEGY])
    with jax.set_mesh(mesh):
        params = layout.place(layout.init_params(jax.random.key(0), 16, 32), rules.PARAM_SPECS[STRATEGY])
        print(jax.tree.map(lambda p: p.sharding.spec, params))


if __name__ == "__main__":
    main()
