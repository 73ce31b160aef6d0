"""Costs of chosen cards read from printed text play at the table (issue 26, vocab9): a card of
the drop zone put on the bottom of the deck, another rear-guard of yours rested (a rested one
cannot pay), a rear-guard returned to the hand; each used through the notation, the outcome
checked, then undone. The texts are invented."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.ability_words import WORDS
from playtester.games.vanguard.state import vg
from playtester.games.vanguard.text_reader import read_text
from tests.positions import CARDS, allow, deny, face_up_damage, game, names, player, said, unit
from tests.test_read_effects import attacking, undone, use

TO_BOTTOM = (
    '[ACT](RC):[Choose a grade 2 card with "Kni" in its card name from your drop zone, and put'
    " it on the bottom of your deck] Draw a card."
)
REST_OTHER = (
    "[ACT](RC):[Choose one of your other rear-guards, and [Rest] it] This unit gets [Power]"
    " +4000 until end of turn."
)
RETURN = (
    "[AUTO](VC):When this unit attacks, [COST][choose one of your rear-guards, and return it to"
    " your hand], draw a card."
)


def _helper_game(text: str, **mine: Any) -> Game:
    """Player 0's main phase, the Helper (whose printed text is `text`) on FL."""
    helper = unit("Helper", 1, 8000, 5000, text=text)
    circles = {"VC": "Paladin", "FL": "Helper", **mine.pop("circles", {})}
    me = player(circles=circles, hand=[], **mine)
    return game(me, player(circles={"VC": "King"}), cards=[*CARDS, helper])


def test_the_texts_are_read_whole() -> None:
    for text in (TO_BOTTOM, REST_OTHER, RETURN):
        (reading,) = read_text(text)
        assert reading.whole and reading.cost, text


def test_a_card_of_the_drop_zone_put_on_the_bottom_of_the_deck_pays_the_cost() -> None:
    g = _helper_game(TO_BOTTOM, drop=["Lancer", "Knight", "Swordsman"], deck=["Squire"] * 3)
    before = g.to_position()
    allow(g, "use FL 1")  # (one card fits, a grade 2 with "Kni": put there at once)
    assert names(g, 0, "drop") == ["Lancer", "Swordsman"] and names(g, 0, "deck")[-1] == "Knight"
    assert names(g, 0, "hand") == ["Squire"]  # drawn from the top, the Knight stays under
    assert g.undo() is not None and g.to_position() == before


def test_without_the_cards_card_in_the_drop_zone_the_ability_is_not_offered() -> None:
    g = _helper_game(TO_BOTTOM, drop=["Lancer"])
    deny(g, "use FL 1", "ability.act_unusable", card="Helper")


def test_another_standing_rear_guard_is_rested_to_pay_and_a_rested_one_cannot() -> None:
    rested = {"name": "Lancer", "rest": True}
    g = _helper_game(REST_OTHER, circles={"FR": rested})
    deny(g, "use FL 1", "ability.act_unusable", card="Helper")  # nor the Helper itself
    g = _helper_game(REST_OTHER, circles={"FR": "Lancer"})
    before = g.to_position()
    allow(g, "use FL 1")  # (one other rear-guard: rested at once)
    lancer = g.state.zones[0]["FR"][0]
    assert g.state.cards[lancer].rested and g.power(0, "FL") == 8000 + 4000
    assert g.undo() is not None and g.to_position() == before
    assert not g.state.cards[lancer].rested and g.power(0, "FL") == 8000


def test_a_rear_guard_returned_to_the_hand_pays_the_cost() -> None:
    g = attacking(RETURN, circles={"FL": "Lancer"}, deck=["Knight"] * 3)
    before, taken = use(g)  # (one rear-guard: returned at once)
    assert names(g, 0, "FL") == [] and sorted(names(g, 0, "hand")) == ["Knight", "Lancer"]
    undone(g, before, taken)
    assert names(g, 0, "FL") == ["Lancer"] and names(g, 0, "hand") == []


BLAST_OF = '[ACT](VC):[Counter-Blast 1]-card with "Sister" in its card name] Draw a card.'
SOUL_OF = '[ACT](VC):[Soul-Blast 2]\u2010cards with "Sister" in their card names] Draw a card.'
SISTERS = [unit("Sister Ada", 1, 8000), unit("Sister Bea", 2, 9000)]


def _sister_game(text: str, **mine: Any) -> Game:
    """Player 0's main phase, the Abbess (whose printed text is `text`) on VC."""
    abbess = unit("Abbess", 3, 11000, 0, text=text)
    me = player(circles={"VC": "Abbess"}, hand=[], deck=["Squire"] * 3, **mine)
    return game(me, player(circles={"VC": "King"}), cards=[*CARDS, *SISTERS, abbess])


def _face_up(g: Game) -> list[str]:
    return [
        g.state.cards[i].card.name
        for i in g.state.zones[0]["damage"]
        if not g.state.cards[i].face_down
    ]


def test_a_counter_blast_of_named_cards_offers_only_those_cards() -> None:
    g = _sister_game(BLAST_OF, damage=[{"name": n} for n in ("Lancer", "Sister Ada", "Sister Bea")])
    before = g.to_position()
    allow(g, "use VC 1")
    offered = [str(a) for a in g.legal_actions()]
    assert offered == ['counterblast "Sister Ada"', 'counterblast "Sister Bea"', "skip", "stop"]
    allow(g, 'counterblast "Sister Bea"')
    assert _face_up(g) == ["Lancer", "Sister Ada"] and names(g, 0, "hand") == ["Squire"]
    while g.to_position() != before:
        assert g.undo() is not None
    assert _face_up(g) == ["Lancer", "Sister Ada", "Sister Bea"]


def test_a_counter_blast_of_named_cards_is_not_offered_without_them() -> None:
    down = {"name": "Sister Ada", "face_down": True}
    g = _sister_game(BLAST_OF, damage=[{"name": "Lancer"}, {"name": "Lancer"}, down])
    deny(g, "use VC 1", "ability.act_unusable", card="Abbess")


def test_a_counter_blast_of_named_cards_pays_with_the_face_up_one() -> None:
    down = {"name": "Sister Ada", "face_down": True}
    g = _sister_game(BLAST_OF, damage=[down, {"name": "Sister Bea"}])
    allow(g, "use VC 1")  # (the one face-up Sister: turned at once)
    assert _face_up(g) == [] and names(g, 0, "hand") == ["Squire"]


def test_a_soul_blast_of_named_cards_takes_them_from_the_soul() -> None:
    g = _sister_game(SOUL_OF, soul=["Lancer", "Sister Ada", "Sister Bea"])
    allow(g, "use VC 1")  # (two named cards, two to pay: both at once)
    assert names(g, 0, "soul") == ["Lancer"]
    assert sorted(names(g, 0, "drop")) == ["Sister Ada", "Sister Bea"]
    g = _sister_game(SOUL_OF, soul=["Lancer", "Lancer", "Sister Ada"])
    deny(g, "use VC 1", "ability.act_unusable", card="Abbess")


def test_a_blast_of_named_cards_in_the_games_words() -> None:
    from playtester.games.vanguard.ability_phrases import step_words

    blast = Step("counterblast", ("2", "named", '"Sister"'))
    assert WORDS.step(blast) is None
    assert step_words(blast) == "Counter Blast 2 (Sister cards)"
    assert step_words(Step("soulblast", ("1",))) == "Soul Blast 1"
    assert WORDS.step(Step("energyblast", ("2", "named", '"Sister"'))) is not None  # no cards
    assert WORDS.step(Step("counterblast", ("2", "rear"))) is not None  # a place, not a filter


HOLD = (
    "[ACT](VC)[1/turn]:[Counter-Blast 1] Choose one of your opponent's rear-guards, and that unit"
    " cannot [Stand] during your opponent's next stand phase."
)


def _to_their_turn(g: Game) -> list[str]:
    """`next` until player 1's ride phase (their stand phase done): what was said."""
    out: list[str] = []
    while not (vg(g.state).active == 1 and vg(g.state).phase == "ride"):
        out += said(g.apply("next"))
    return out


def test_a_rear_guard_held_does_not_stand_in_its_players_next_stand_phase_alone() -> None:
    lancer, knight = ({"name": n, "rest": True} for n in ("Lancer", "Knight"))
    knight["modifiers"] = [{"stat": "no-attack", "amount": 1, "until": "permanent"}]  # (stands)
    holder = unit("Warden", 3, 11000, 0, text=HOLD)
    me = player(circles={"VC": "Warden"}, hand=[], damage=face_up_damage(1))
    foe = player(circles={"VC": "King", "FL": lancer, "FR": knight})
    g = game(me, foe, cards=[*CARDS, holder])
    before = g.to_position()
    allow(g, "use VC 1")
    assert [str(a) for a in g.legal_actions()][:2] == [
        "restrict -> FL no-stand stand",
        "restrict -> FR no-stand stand",
    ]
    words = said(g.apply("restrict -> FL no-stand stand"))
    assert any(w.endswith("does not stand in its next stand phase") for w in words), words
    _to_their_turn(g)
    fl, fr = (g.state.zones[1][c][0] for c in ("FL", "FR"))
    assert g.state.cards[fl].rested and not g.state.cards[fr].rested
    assert not [m for m in g.state.modifiers if m.stat == "no-stand"]  # (that stand phase over)
    while g.to_position() != before:
        assert g.undo() is not None
    assert g.state.cards[fl].rested and g.state.cards[fr].rested


def test_without_the_hold_both_rear_guards_stand() -> None:
    lancer, knight = ({"name": n, "rest": True} for n in ("Lancer", "Knight"))
    foe = player(circles={"VC": "King", "FL": lancer, "FR": knight})
    g = game(player(circles={"VC": "Paladin"}, hand=[]), foe)
    _to_their_turn(g)
    assert not any(g.state.cards[g.state.zones[1][c][0]].rested for c in ("FL", "FR"))


def test_a_hold_of_units_that_may_be_yours_is_not_read() -> None:
    mine = HOLD.replace("your opponent's rear-guards", "your rear-guards")
    (reading,) = read_text(mine)
    assert not reading.whole
    (reading,) = read_text(HOLD)
    assert reading.whole
    for bad in ("turn", ""):  # (no-stand lasts until its stand phase alone)
        parts = (Blank(("their", "rear")), "no-stand", *([bad] if bad else []))
        assert WORDS.step(Step("restrict", parts)) is not None, bad
    held = Step("restrict", (Blank(("their", "rear")), "no-stand", "stand"))
    assert WORDS.step(held) is None
    from playtester.games.vanguard.ability_phrases import step_words

    assert (
        step_words(held)
        == "one of your opponent's rear-guards does not stand in its next stand phase"
    )
    assert WORDS.step(Step("restrict", (Blank(("their", "rear")), "no-hit", "stand"))) is not None
