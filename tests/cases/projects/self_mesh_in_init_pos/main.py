# EXPECT: MESH001
# Trainer.__init__ stores an Auto mesh from meshes.py in self.mesh; Trainer.step enters it and gathers.
import numpy as np

from trainer import Trainer

trainer = Trainer()
trainer.step(np.arange(16.))
