"""Which library calls certainly return one jax.Array (whatever its sharding): the knowledge behind JAX_ARRAY.

Only functions whose result is one array for every argument are listed (not `jnp.split`, `jnp.nonzero`,
`jnp.linalg.eigh`, `jax.random.split` of a count... which return sequences, nor `jnp.shape` or `jnp.dtype`),
so that `isinstance(x, jax.Array)` folds only where it is true."""
from __future__ import annotations

from typing import Any

from .values import HOST_ARRAY, JAX_ARRAY, UNKNOWN, ArrayVal, OfType, Varying, alternatives

_NUMPY_ROOTS = ("jnp", "jax.numpy")

_JNP_ONE_ARRAY = frozenset("""
array asarray zeros ones full empty arange linspace logspace geomspace eye identity tri
zeros_like ones_like full_like empty_like copy
concatenate concat stack hstack vstack dstack column_stack block
reshape ravel transpose swapaxes moveaxis squeeze expand_dims broadcast_to flip fliplr flipud roll rot90
tile repeat pad take take_along_axis where select clip diag diagonal tril triu trace outer inner kron
sum mean max min prod std var median average nansum nanmean nanmax nanmin cumsum cumprod
argmax argmin argsort sort searchsorted count_nonzero all any
exp exp2 expm1 log log2 log10 log1p sqrt cbrt square power float_power reciprocal sign abs absolute
sin cos tan arcsin arccos arctan arctan2 sinh cosh tanh arcsinh arccosh arctanh
floor ceil round rint trunc fix mod remainder fmod
add subtract multiply divide true_divide floor_divide negative positive maximum minimum fmax fmin
dot vdot matmul tensordot einsum
logical_and logical_or logical_not logical_xor bitwise_and bitwise_or bitwise_xor invert
equal not_equal less less_equal greater greater_equal isnan isinf isfinite isclose allclose array_equal
nan_to_num astype real imag conj conjugate angle interp
float16 float32 float64 bfloat16 int8 int16 int32 int64 uint8 uint16 uint32 uint64 bool_ complex64 complex128
""".split())

_JNP_SUBMODULE_ONE_ARRAY = {
    "linalg": frozenset({"norm", "inv", "pinv", "det", "matrix_power", "cholesky", "solve", "matmul", "trace",
                         "vector_norm", "matrix_norm"}),
    "fft": frozenset({"fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "fftn", "ifftn", "rfftn", "irfftn",
                      "fftfreq", "rfftfreq", "fftshift", "ifftshift"}),
}

_RANDOM_ONE_ARRAY = frozenset("""
key PRNGKey fold_in normal uniform bernoulli randint categorical permutation choice truncated_normal
gumbel bits key_data wrap_key_data dirichlet beta gamma exponential laplace logistic poisson
multivariate_normal orthogonal rademacher ball t cauchy loggamma chisquare f pareto weibull_min
""".split())

# `jax.nn.*`: activations and the like, one array from arrays
_NN_ONE_ARRAY = frozenset("""
relu relu6 gelu silu swish sigmoid softplus soft_sign log_sigmoid elu selu celu leaky_relu hard_tanh
hard_sigmoid hard_silu softmax log_softmax logsumexp one_hot standardize glu mish
""".split())


def _split(name: str) -> tuple[str, str]:
    root, _, leaf = name.rpartition(".")
    return root, leaf


def returns_jax_array(name: str, args: list, kwargs: dict) -> bool:
    """Whether calling the library function `name` certainly returns one jax.Array."""
    root, leaf = _split(name)
    if any(k.startswith("ret") for k in kwargs):
        return False   # `retstep=True`, `returned=True`, `return_sign=True`, `return_index=True`: a tuple
    if root in _NUMPY_ROOTS:
        if leaf == "where":
            return len(args) == 3   # `jnp.where(c)` / `jnp.where(c, size=n)` is `nonzero`: a tuple
        return leaf in _JNP_ONE_ARRAY
    for prefix in _NUMPY_ROOTS:
        sub = root[len(prefix) + 1:] if root.startswith(prefix + ".") else None
        if sub in _JNP_SUBMODULE_ONE_ARRAY:
            return leaf in _JNP_SUBMODULE_ONE_ARRAY[sub]
    if root == "jax.random":
        return leaf in _RANDOM_ONE_ARRAY
    if root == "jax.nn":
        return leaf in _NN_ONE_ARRAY
    if name == "jax.device_put":
        # `jax.device_put(x)` / `(x, device)` of one array or number (a pytree gives a pytree back)
        value = args[0] if args else kwargs.get("x", UNKNOWN)
        options = alternatives(value)
        return bool(options) and all(o is JAX_ARRAY or isinstance(o, ArrayVal) or (
            isinstance(o, (int, float)) and not isinstance(o, bool)) for o in options)
    return False


# jax.numpy functions that return a pair of arrays when a flag says so
_PAIR_FLAGS = {"linspace": "retstep", "average": "returned"}


def array_pair(name: str, kwargs: dict) -> tuple | None:
    """`jnp.linspace(..., retstep=True)`, `jnp.average(..., returned=True)`: a tuple of two jax.Arrays."""
    root, leaf = _split(name)
    flag = _PAIR_FLAGS.get(leaf)
    if root in _NUMPY_ROOTS and flag is not None and kwargs.get(flag) is True:
        return (JAX_ARRAY, JAX_ARRAY)
    return None


def is_jax_array(value: Any) -> bool:
    """An array value (of known sharding or not) that is a jax.Array, for every alternative."""
    options = alternatives(value)
    return bool(options) and all(o is JAX_ARRAY or (isinstance(o, ArrayVal) and not o.host) for o in options)


def host_copy(name: str, args: list, kwargs: dict) -> Any:
    """`jax.device_get(a)` of one array: a NumPy ndarray (a 0-d one too, not a scalar); a NumPy array comes back
    as it is. None for anything else (a pytree gives a pytree back)."""
    if name != "jax.device_get" or len(args) != 1 or kwargs:
        return None
    options = alternatives(args[0])
    if options and all(isinstance(o, ArrayVal) and o.host for o in options):
        return args[0]
    if options and all(o is JAX_ARRAY or isinstance(o, ArrayVal) or o is HOST_ARRAY for o in options):
        return HOST_ARRAY
    return None


# Attributes a jax.Array has and a NumPy array or scalar has not (and which a tracer answers the same way as a
# concrete jax.Array, so that inside a transform the answer holds too); and the other way round. Measured with
# jax 0.10.2 and NumPy 2: `hasattr(x, "sharding")` is False for a tracer, so it is not here.
_JAX_ONLY = frozenset({"devices", "at", "aval", "addressable_data", "weak_type"})
_NUMPY_ONLY = frozenset({"flags", "base"})
# ...and what only a concrete jax.Array (not a tracer) has: certainly missing from NumPy values
_CONCRETE_JAX_ONLY = frozenset({"sharding", "addressable_shards", "is_fully_addressable", "is_fully_replicated",
                                "block_until_ready", "copy_to_host_async", "global_shards", "committed"})
_EVERY_ARRAY = frozenset({"shape", "dtype", "ndim", "size", "T", "astype", "reshape", "item", "tolist", "nbytes",
                          "itemsize"})


def array_lacks(value: Any, name: str) -> bool | None:
    """Whether an array value certainly lacks attribute `name` (True), certainly has it (False), or either."""
    if name in _EVERY_ARRAY:
        return False if value is JAX_ARRAY or isinstance(value, (ArrayVal, Varying)) or value is HOST_ARRAY \
            else None
    numpy = (isinstance(value, ArrayVal) and value.host) or value is HOST_ARRAY
    if numpy:
        return False if name in _NUMPY_ONLY else True if name in _JAX_ONLY | _CONCRETE_JAX_ONLY else None
    if isinstance(value, OfType):   # a Python number
        return True if name in _JAX_ONLY | _CONCRETE_JAX_ONLY | _NUMPY_ONLY else None
    if value is JAX_ARRAY or isinstance(value, (ArrayVal, Varying)):
        return False if name in _JAX_ONLY else True if name in _NUMPY_ONLY else None
    return None
