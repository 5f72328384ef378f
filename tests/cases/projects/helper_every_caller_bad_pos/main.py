# EXPECT: MESH001
# ops.gather has two callers, evaluate.run_eval and train.run_train, and both run it under an Auto mesh.
import sys

from evaluate import run_eval
from train import run_train

if len(sys.argv) > 1 and sys.argv[1] == "train":
    run_train()
else:
    run_eval()
