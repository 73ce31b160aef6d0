"""Deck statistics: exact opening odds (hypergeometric), simulated games on all cores, and the
reports of both. Game-agnostic: a game says what it measures through its `Players`
(`engine/hooks.py`: `figures`, `opponents`). No Qt here."""
