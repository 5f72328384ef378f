RUN = {
    "strategy": "pp",
    "strategy_kwargs": {"num_stages": 2},
    "batch_size": 16,
    "features": 8,
}
