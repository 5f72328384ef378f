# EXPECT: none
# layers.py builds KV_SPEC from config.settings.kv_axis when it is imported. The launcher switches to one
# key/value head and clears kv_axis before it imports the trainer, so the heads jnp.repeat expands are not
# sharded.
import config


def use_multi_query(settings):
    settings.kv_heads = 1
    settings.kv_axis = None   # one head cannot be split over the model axis


if __name__ == "__main__":
    use_multi_query(config.settings)
    import train
    train.run()
