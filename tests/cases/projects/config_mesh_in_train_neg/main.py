# EXPECT: none
# config.py builds a make_mesh mesh (Explicit by default); train.py enters it and gathers; main.py runs it.
import numpy as np

from train import train_step

train_step(np.arange(16.))
