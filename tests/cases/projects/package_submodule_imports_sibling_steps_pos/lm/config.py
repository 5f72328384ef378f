from dataclasses import dataclass


@dataclass
class TrainConfig:
    d_model: int = 16
    d_ff: int = 32
    batch_size: int = 8
    learning_rate: float = 1e-2
    num_steps: int = 3
    seed: int = 0
