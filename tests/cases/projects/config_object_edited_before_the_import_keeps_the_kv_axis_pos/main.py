# EXPECT: MESH219
# layers.py builds KV_SPEC from config.settings.kv_axis when it is imported. The launcher only raises the
# number of query heads before it imports the trainer: the key/value heads stay split over 'model', and the
# jnp.repeat that expands them repeats along a sharded dimension.
import config


def use_more_heads(settings):
    settings.heads = 8


if __name__ == "__main__":
    use_more_heads(config.settings)
    import train
    train.run()
