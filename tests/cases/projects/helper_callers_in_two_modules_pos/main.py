# EXPECT: MESH001
# ops.gather has two callers: evaluate.run_eval (under an Explicit mesh, fine) and train.run_train (no mesh).
from evaluate import run_eval
from train import run_train

run_eval()
run_train()
