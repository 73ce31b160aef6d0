"""What the games share where their logic is the same: the manual tools, the deal and the
mulligan, action reading, positions and words, each with the game's own words as parameters."""
