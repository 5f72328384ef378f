# EXPECT: none
# Trainer.__init__ stores an Explicit mesh from meshes.py in self.mesh; Trainer.step enters it and gathers.
import numpy as np

from trainer import Trainer

trainer = Trainer()
trainer.step(np.arange(16.))
