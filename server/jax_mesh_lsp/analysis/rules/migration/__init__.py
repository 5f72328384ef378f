"""MESH201-MESH225: the explicit-sharding migration rules (and shard_map's own checks).

Code written for older JAX meets, in jax >= 0.9, Explicit axes by default (`jax.make_mesh`), no
`jax.sharding.use_mesh` (removed in 0.7.1) and a `with mesh:` that sets no context mesh (deprecated in 0.10.1).
Each rule here predicts one JAX error message (see knowledge/rules/MESH2xx.toml for the message, the JAX source
and the cases that prove it). A rule speaks only when JAX certainly raises that message; anything not certain is
silence (None).

Most rules judge a call of the API that raises, with the context mesh the core interpreter tracks (call_verdicts.py
and the module of each API). A `ShapeDtypeStruct(sharding=P(...))` raises when its sharding is *read*: the struct is
a value, and each read is judged where the interpreter meets it (struct_sharding.py). Some errors are raised later
than the call the analysis sees: a `jax.shard_map` / `explicit_axes` / `jax.jit(in_shardings=P(...))` wrapper
raises when it is *called*. For those the creation is observed during the run, and after the run (`check_module`)
the first call that follows it in the same block is found; the context mesh there is the one at the creation when
nothing in between can change it (deferred.py, first_use.py).

The legacy `with mesh:` block has no rule of its own: it only warns (DeprecationWarning since jax 0.10.1). The errors
code under it meets are the rules' own (MESH203, MESH205, MESH206, MESH208, MESH212, MESH213, ...), whose messages say
that the block sets no context mesh and whose fixes replace it by `with jax.set_mesh(mesh):`.
"""
from __future__ import annotations

from .all_gather_reduced import AllGatherReducedNotVarying
from .axis_types import AxisTypesCountMismatch, AxisTypesNotAxisType
from .call_verdicts import (ConstraintAssertsUnderExplicit, ConstraintOnNonAutoAxes, DevicePutSpecWithoutMesh,
                            OutShardingSpecWithoutMesh, ReducedOnNonExplicit, RepeatNeedsOutSharding,
                            SpecNamesAutoOrManualAxis, UnconstrainedWithoutAuto, UnreducedOnNonExplicit)
from .cond_branches import CondBranchesVaryDifferently
from .explicit_axes import ExplicitAxesCalledWithoutMesh, ExplicitAxesWithoutMesh
from .jit_call import (JitReducedOnNonExplicit, JitSpecsCalledWithoutMesh, JitUnconstrainedWithoutAuto,
                       JitUnreducedOnNonExplicit)
from .jit_specs import ConstraintSpecWithoutMesh, JitSpecWithoutMesh
from .loop_carry import LoopCarryGainsVaryingAxis
from .loop_carry_sharding import LoopCarryShardingChanges
from .named_sharding import ns_check
from .set_mesh_manual import SetMeshWithManualAxes
from .shard_map_call import ShardMapCalledUnderOtherMesh, ShardMapCalledWithoutMesh
from .shard_map_mesh import ShardMapMeshDiffers, ShardMapWithoutMesh
from .shard_map_inputs import ShardMapInputNotInSpec
from .shard_map_vma import ShardMapOutputNotReplicated
from .specs import U, Spec
from .struct_sharding import (StructReducedOnNonExplicit, StructSpecWithoutMesh, StructUnconstrainedWithoutAuto,
                              StructUnreducedOnNonExplicit)
from .use_mesh import UseMeshRemovedAttribute, UseMeshRemovedImport

__all__ = ["RULES", "Spec", "U", "ns_check"]

RULES = [
    UseMeshRemovedAttribute, UseMeshRemovedImport, DevicePutSpecWithoutMesh, StructSpecWithoutMesh,
    OutShardingSpecWithoutMesh, ConstraintSpecWithoutMesh, JitSpecWithoutMesh, JitSpecsCalledWithoutMesh,
    SpecNamesAutoOrManualAxis, ExplicitAxesWithoutMesh, ExplicitAxesCalledWithoutMesh,
    SetMeshWithManualAxes, AxisTypesNotAxisType, AxisTypesCountMismatch, ConstraintOnNonAutoAxes,
    ShardMapWithoutMesh, ShardMapMeshDiffers, ShardMapCalledWithoutMesh, ShardMapCalledUnderOtherMesh,
    AllGatherReducedNotVarying, UnconstrainedWithoutAuto,
    UnreducedOnNonExplicit, ReducedOnNonExplicit, RepeatNeedsOutSharding, ConstraintAssertsUnderExplicit,
    StructUnconstrainedWithoutAuto, StructUnreducedOnNonExplicit, StructReducedOnNonExplicit,
    JitUnconstrainedWithoutAuto, JitUnreducedOnNonExplicit, JitReducedOnNonExplicit, ShardMapOutputNotReplicated,
    ShardMapInputNotInSpec, LoopCarryGainsVaryingAxis, CondBranchesVaryDifferently,
    LoopCarryShardingChanges,
]
