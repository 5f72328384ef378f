"""Which library calls certainly return one jax.Array (whatever its sharding): the knowledge behind JAX_ARRAY.

Only functions whose result is one array for every argument are listed (not `jnp.split`, `jnp.nonzero`,
`jnp.linalg.eigh`, `jax.random.split` of a count... which return sequences, nor `jnp.shape` or `jnp.dtype`),
so that `isinstance(x, jax.Array)` folds only where it is true."""
from __future__ import annotations

from typing import Any

from .values import JAX_ARRAY, UNKNOWN, ArrayVal, alternatives

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


def is_jax_array(value: Any) -> bool:
    """An array value (of known sharding or not) that is a jax.Array, for every alternative."""
    options = alternatives(value)
    return bool(options) and all(o is JAX_ARRAY or (isinstance(o, ArrayVal) and not o.host) for o in options)
