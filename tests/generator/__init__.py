"""Differential testing at scale: generated programs, each run under the real jax and checked by the analyzer.

`python -m tests.generator --count N --seed S --json` (see __main__.py). The generator knows no rule internals:
truth comes from running jax; a raised message maps to a rule only by the rule's public `predicts` text.
"""
