"""Practice: puzzles (a position, a goal, the solution lines) and the solver that checks them
(docs/puzzles.md). Pure: it reaches a game only through the Game API and the registry."""
