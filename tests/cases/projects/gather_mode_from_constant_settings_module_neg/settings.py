"""Run settings as constants of the package; a helper derives the gather mode from a preset name."""
PRESETS = {"small": {"gather": "constraint", "batch": 16}, "large": {"gather": "top_level", "batch": 64}}
PRESET = "small"


def gather_mode():
    return PRESETS[PRESET]["gather"].lower()
