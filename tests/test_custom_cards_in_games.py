"""Custom cards from the user's library play in games like bundled ones."""

from __future__ import annotations

from playtester.cards.library import default_library
from playtester.engine import Game
from playtester.games.vanguard.cards import VanguardCard
from playtester.resources import demo_decks


def test_a_custom_card_in_a_deck_list_plays() -> None:
    proxy = VanguardCard(name='Proxy "Zero", the Unreleased', grade=3, power=13000,
                         clan="Dawnspire Order", skills=("twin_drive",))  # fmt: skip
    default_library().upsert_custom(proxy)
    text = demo_decks()[0].read_text(encoding="utf-8")
    lines = text.splitlines()
    grade3 = next(i for i, line in enumerate(lines) if line.startswith("Grade 3"))
    first = lines[grade3 + 1]
    count, name = first.split("x ", 1)
    lines[grade3 + 1] = f"{int(count) - 1}x {name}"
    lines.insert(grade3 + 1, '1x Proxy "Zero", the Unreleased')
    deck_text = "\n".join(lines)
    game = Game.new(decks=[deck_text, text], seed=3)
    cards = {c.card.name: c.card for c in game.state.cards.values() if c.owner == 0}
    assert cards['Proxy "Zero", the Unreleased'] == proxy
