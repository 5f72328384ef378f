RUN = {
    "strategy": "dp",
    "strategy_kwargs": {},
    "batch_size": 16,
    "features": 8,
}
