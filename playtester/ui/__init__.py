"""The Qt table: the only package that imports Qt. It changes the game only through engine
actions, and draws what the engine's state says."""
