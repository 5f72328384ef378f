// Intentionally empty: see package.json.
exports.activate = () => undefined;
exports.deactivate = () => undefined;
