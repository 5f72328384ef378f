from dataclasses import dataclass, field


@dataclass(frozen=True)
class ParallelSettings:
    grid: tuple = (2, 2, 2)
    names: tuple = ("data", "fsdp", "tensor")
    kinds: tuple = ("Explicit", "Explicit", "Explicit")


def from_overrides(**overrides):
    return ParallelSettings(**overrides)
