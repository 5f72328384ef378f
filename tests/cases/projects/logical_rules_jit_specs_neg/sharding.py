from jax.sharding import PartitionSpec as P

LOGICAL_AXIS_RULES = (
    ('batch', 'data'),
    ('embed', None),
    ('mlp', 'model'),
)


def logical_to_mesh(logical):
    rules = dict(LOGICAL_AXIS_RULES)
    return P(*(rules.get(name) for name in logical))


PARAM_SPECS = {'w1': logical_to_mesh(('embed', 'mlp')), 'w2': logical_to_mesh(('mlp', 'embed'))}
BATCH_SPEC = logical_to_mesh(('batch', 'embed'))
