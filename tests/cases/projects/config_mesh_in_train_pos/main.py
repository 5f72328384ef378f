# EXPECT: MESH001
# config.py builds an Auto mesh; train.py enters it and gathers; main.py runs the step.
import numpy as np

from train import train_step

train_step(np.arange(16.))
