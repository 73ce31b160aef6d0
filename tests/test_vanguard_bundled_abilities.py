"""Every ability of the bundled Vanguard cards (assets/abilities/vanguard/*.txt) has its own test
at the table: the tests are in tests/test_bundled_<clan>.py, each marked with the (card, ability
index) it covers; this one fails when an ability has none (a card or ability added to the data
without a test) or a test names an ability the data no longer has."""

from __future__ import annotations

from playtester.games.vanguard.ability_data import bundled
from tests import (  # noqa: F401  (imported for the abilities their tests cover)
    test_bundled_brasswork,
    test_bundled_cinderwing,
    test_bundled_dawnspire,
    test_bundled_dera,
    test_bundled_tidecaller,
)
from tests.bundled_table import COVERED


def test_every_bundled_ability_has_a_test_at_the_table() -> None:
    every = {(name, i) for name, text in bundled().items() for i in range(len(text.abilities))}
    assert len(every) == 103  # 84 cards, 90 abilities (issue 25); the D era's 13 and 13
    missing = sorted(every - set(COVERED))
    assert not missing, f"abilities without a test: {missing}"
    assert not set(COVERED) - every, sorted(set(COVERED) - every)


def test_each_ability_is_covered_by_a_test_of_its_own() -> None:
    tests = list(COVERED.values())
    assert len(tests) == len(set(tests)), "a test covers two abilities"
