"""A small training library in the style of Megatron: global parallel state plus ops that read it."""
