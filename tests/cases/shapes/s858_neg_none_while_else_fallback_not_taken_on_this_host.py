# EXPECT: none
# The layout search breaks out of its while loop as soon as a tensor-parallel degree divides the device count;
# only when none does would the `else:` return the raw axis types from the user's yaml (a list, which
# jax.make_mesh refuses). With 8 devices the search breaks at degree 4.
import jax
from jax.sharding import AxisType

USER_YAML = {"axis_types": ["explicit"], "max_tp": 4}


def choose_layout(n_devices, max_tp, fallback_types):
    tp = max_tp
    while tp >= 1:
        if n_devices % tp == 0:
            break
        tp //= 2
    else:
        return (n_devices,), ("data",), fallback_types
    return (n_devices // tp, tp), ("data", "model"), (AxisType.Explicit, AxisType.Explicit)


if __name__ == "__main__":
    shape, names, types = choose_layout(len(jax.devices()), USER_YAML["max_tp"], USER_YAML["axis_types"])
    print(jax.make_mesh(shape, names, axis_types=types))
