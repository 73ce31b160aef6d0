"""Saved games and (later) recordings, annotations and replays."""
