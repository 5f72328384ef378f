from base_layer import Params


def lm_task():
    task_p = Params(name="lm")
    task_p.Set(mesh_shape=(1, 4, 2), mesh_axis_names=("replica", "data", "mdl"))
    task_p.Set(model=Params(input_dims=16, hidden_dims=32, activation_split_dims_mapping=(("replica", "data"), "mdl")))
    return task_p
