"""Subcommands of the `playtester` command line, one module per part of the program.

This is top-level glue: it may import any package (cards, games, render...); nothing imports it
except `playtester.cli`.
"""
