"""Imaginary Gift in the engine: notation, positions, views, formats, undo, the table's hooks,
the bot and the bundled premium decks."""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

import pytest

from playtester.engine import Action, Game, IllegalAction, PositionError, Reason
from playtester.games.vanguard import bot, gestures, tools
from playtester.games.vanguard.board import mirror
from playtester.games.vanguard.deck import deck_problems
from playtester.games.vanguard.gifts import accel_name, force_circles
from playtester.games.vanguard.setup import load_deck
from playtester.games.vanguard.state import flags_of, vg
from playtester.resources import demo_decks
from tests.positions import (
    CARDS,
    GIFT_CARDS,
    MARKER,
    PROTECT,
    g_game,
    game,
    key_paths,
    names,
    p_game,
    player,
    said,
    why,
)

POWER = {c["name"]: c.get("power", 0) for c in [*CARDS, *GIFT_CARDS]}
PREMIUM = [p.read_text(encoding="utf-8") for p in demo_decks("premium")]


def base(**more: Any) -> dict[str, Any]:
    """A premium position document: player 0 in the main phase of turn 3."""
    me = player(circles={"VC": "Knight", "FL": "Swordsman"}, hand=["Lancer", MARKER])
    me["gifts"] = {"type": "force", "force": {"VC": 1, "AR1": 2}, "accel": 2}
    doc: dict[str, Any] = {
        "format": "premium",
        "turn": 3,
        "active": 0,
        "phase": "main",
        "cards": [*CARDS, *GIFT_CARDS],
        "players": [me, player(circles={"VC": "King"})],
    }
    doc.update(more)
    return doc


# -- notation -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["force VC", "force AL1", "gift force", "gift force FR", "gift accel", "gift protect"]
)
def test_gift_notation_round_trips(text: str) -> None:
    assert str(Action.parse(text)) == text
    verdict = g_game(player(), player()).check(text)  # parsed, judged: not in the g format
    assert verdict.why == Reason.of("gift.format", verb=text.split()[0])


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("gift accel FL", "nothing more"), ("gift fire", "force, accel or protect"), ("force", "")],
)
def test_bad_gift_notation_is_refused(text: str, fragment: str) -> None:
    verdict = p_game(player(), player()).check(text)
    assert not verdict.possible and fragment in verdict.reason


# -- formats ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["standard", "g"])
def test_older_formats_have_no_gifts(fmt: str) -> None:
    """Gift icons mean nothing outside the premium format, and the gift verbs are impossible."""
    g = g_game(
        player(circles={"VC": "Knight"}, hand=["Force Knight", "Accel Rider"]),
        player(circles={"VC": "King"}),
        phase="ride",
        format=fmt,
        cards=GIFT_CARDS,
    )
    events = g.apply('ride "Force Knight"')
    assert said(events) and not any("gift" in t for t in said(events))
    assert vg(g.state).gift is None and flags_of(g.state, 0).gift is None
    assert g.legal_actions()[0] == Action("next")
    for text in ("force VC", "gift accel", "gift force VC", "gift protect"):
        verdict = g.check(text)
        assert not verdict.possible and verdict.why == Reason.of(
            "gift.format", verb=text.split()[0]
        )
    assert "gifts" not in g.to_position()["players"][0]


def test_premium_is_the_g_era_plus_gifts() -> None:
    g = p_game(player(circles={"VC": "Paladin"}, hand=["Paladin"]), player(), phase="ride")
    g.apply("next")
    assert vg(g.state).step == "stride"


# -- positions -------------------------------------------------------------------------------------


def test_positions_round_trip_gifts_markers_and_empty_accel_circles() -> None:
    doc = base()
    g = Game.from_position(doc)
    assert flags_of(g.state, 0).accel == ("AL1", "AR1")  # both empty, both kept
    out = g.to_position()
    assert out["players"][0]["gifts"] == {"type": "force", "force": {"VC": 1, "AR1": 2}, "accel": 2}
    assert out["players"][0]["hand"] == ["Lancer", MARKER]
    assert "gifts" not in out["players"][1]
    assert Game.from_position(out).to_position() == out


def test_a_waiting_force_marker_and_markers_on_the_guardian_circle_round_trip() -> None:
    doc = base(phase="ride", gift={"player": 0, "type": "force", "count": 2})
    g = Game.from_position(doc)
    assert g.to_play == 0 and {a.verb for a in g.legal_actions()} == {"force"}
    assert g.to_position()["gift"] == {"player": 0, "type": "force", "count": 2}
    g.apply("force BR")
    assert g.to_position()["gift"] == {"player": 0, "type": "force"}
    g.apply("force BR")
    assert "gift" not in g.to_position()
    assert g.to_position()["players"][0]["gifts"]["force"] == {"VC": 1, "BR": 2, "AR1": 2}
    battle = base(phase="battle", step="guard", battle={"attacker": "VC", "target": "VC"})
    battle["active"] = 1
    battle["turn"] = 4
    battle["players"][0]["circles"]["GC"] = [{"marker": "protect", "rest": True}, "Lancer"]
    out = Game.from_position(battle).to_position()
    assert out["players"][0]["circles"]["GC"] == [{"marker": "protect", "rest": True}, "Lancer"]


def test_accel_circles_listed_without_gifts_bring_the_circles_before_them() -> None:
    doc = base()
    del doc["players"][0]["gifts"]
    doc["players"][0]["circles"]["AR1"] = "Lancer"
    out = Game.from_position(doc).to_position()
    assert out["players"][0]["gifts"] == {"type": None, "force": {}, "accel": 2}


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda d: d.update(format="g"), "players[0].gifts"),
        (lambda d: d["players"][0]["gifts"].update(accel=1), "players[0].gifts.force.AR1"),
        (lambda d: d["players"][0]["circles"].update(AL2="Lancer"), "players[0].gifts.accel"),
        (lambda d: d["players"][0]["gifts"].update(accel=-1), "players[0].gifts.accel"),
        (lambda d: d["players"][0]["gifts"].update(type="fire"), "players[0].gifts.type"),
        (lambda d: d["players"][0]["gifts"].update(force={"GC": 1}), "players[0].gifts.force.GC"),
        (lambda d: d["players"][0]["gifts"].update(force={"VC": 0}), "players[0].gifts.force.VC"),
        (lambda d: d["players"][0]["gifts"].update(more=1), "players[0].gifts.more"),
        (lambda d: d["players"][0].update(drop=[MARKER]), "players[0].drop[0]"),
        (lambda d: d["players"][0].update(hand=[{"marker": "force"}]), "players[0].hand[0].marker"),
        (lambda d: d["players"][0].update(hand=[{"marker": []}]), "players[0].hand[0].marker"),
        (lambda d: d["players"][0].update(hand=[{**MARKER, "name": "X"}]), "players[0].hand[0]"),
        (lambda d: d.update(gift={"player": 2, "type": "force"}), "gift.player"),
        (lambda d: d.update(gift={"player": 0, "type": "accel"}), "gift.type"),
        (lambda d: d.update(gift=[0]), "gift"),
    ],
)
def test_bad_gift_documents_name_the_path(change: Any, path: str) -> None:
    doc = copy.deepcopy(base())
    change(doc)
    with pytest.raises(PositionError) as info:
        Game.from_position(doc)
    assert info.value.path == path, str(info.value)


def test_views_show_gifts_and_hide_markers_in_hand() -> None:
    g = Game.from_position(base())
    for viewer in (0, 1):
        view = g.view_for(viewer)
        assert view["players"][0]["gifts"]["force"] == {"VC": 1, "AR1": 2}
    assert g.view_for(1)["players"][0]["hand"] == [{"hidden": True}, {"hidden": True}]
    assert g.view_for(0)["players"][0]["hand"] == ["Lancer", MARKER]


# -- power, circles, waiting choice ----------------------------------------------------------------


def test_power_readouts_count_gifts_only_in_the_owners_turn() -> None:
    doc = base()
    doc["players"][0]["circles"]["AR1"] = "Lancer"
    g = Game.from_position(doc)
    assert g.power(0, "VC") == POWER["Knight"] + 10000
    assert g.power(0, "AR1") == POWER["Lancer"] + 20000 + 10000  # two Force markers + Accel
    doc["active"], doc["turn"] = 1, 4
    g = Game.from_position(doc)
    assert (g.power(0, "VC"), g.power(0, "AR1")) == (POWER["Knight"], POWER["Lancer"])


def test_a_booster_on_a_force_circle_boosts_with_its_bonus() -> None:
    me = player(circles={"VC": "Paladin", "BC": "Lancer"})
    me["gifts"] = {"type": "force", "force": {"BC": 1}}
    g = p_game(me, player(circles={"VC": "King"}), phase="battle")
    g.apply("attack VC -> VC boost BC")
    assert g.power(0, "VC") == POWER["Paladin"] + POWER["Lancer"] + 10000


def test_units_do_not_move_from_or_to_accel_circles_nor_onto_circles_not_gained() -> None:
    me = player(circles={"VC": "Knight", "AL1": "Swordsman"}, hand=["Lancer"])
    me["gifts"] = {"type": "accel", "accel": 1}
    g = p_game(me, player(circles={"VC": "King"}))
    assert not g.check("move AL1 FL").legal
    assert not g.check("move FL AL1").possible  # no unit on FL
    assert not g.check("move AL1 AR1").possible  # no AR1 yet
    assert not g.check("put AL1 to AR1").possible
    assert not g.check('put hand "Lancer" to AR1').possible
    assert not any(a.verb == "move" for a in g.legal_actions())


def test_the_accel_circles_are_named_in_order() -> None:
    assert [accel_name(n) for n in range(6)] == ["AL1", "AR1", "AL2", "AR2", "AL3", "AR3"]
    assert [mirror(c) for c in ("AL2", "AR1", "FL", "BR", "VC")] == ["AR2", "AL1", "FR", "BL", "VC"]


def test_while_a_force_marker_waits_only_tools_and_the_choice_go() -> None:
    g = p_game(
        player(circles={"VC": "Knight"}, hand=["Force Knight", "Lancer"]), player(), phase="ride"
    )
    g.apply('ride "Force Knight"')
    assert why(g, "@1 next") == ("turn.not_yours", {"verb": "next", "player": "Player 1"})
    assert g.check("soulcharge 1").legal and g.check("@1 draw").legal  # tools are never blocked
    g.apply("next", override=True)  # an override goes through; the marker still waits
    assert vg(g.state).phase == "ride" and g.to_play == 0
    assert {a.verb for a in g.legal_actions()} == {"force"}
    g.apply("force FR")
    assert why(g, "force VC") == ("force.none_waiting", {})
    g.apply("force VC", override=True)  # card text that places a marker
    assert g.to_position()["players"][0]["gifts"]["force"] == {"VC": 1, "FR": 1}


def test_the_gift_tool_acquires_by_card_text_and_keeps_the_one_type_rule() -> None:
    g = p_game(player(circles={"VC": "Knight"}), player())
    g.apply("gift force")  # no circle: the player chooses next, as after a ride
    assert g.legal_actions()[0] == Action("force", ("VC",))
    g.apply("force VC")
    g.apply("gift force FL")
    assert not g.check("gift accel").legal
    g.apply("gift accel", override=True)  # card text may break it; the first type stays
    g.apply("@1 gift protect")
    pos = g.to_position()
    assert pos["players"][0]["gifts"] == {"type": "force", "force": {"VC": 1, "FL": 1}, "accel": 1}
    assert pos["players"][1]["gifts"]["type"] == "protect"
    assert names(g, 1, "hand") == [PROTECT]


def test_undo_takes_back_acquiring_and_removing_markers_exactly() -> None:
    me = player(circles={"VC": "Knight"}, hand=["Protect Warden"], deck=["Lancer"] * 10)
    foe = player(circles={"VC": "King"}, deck=["Lancer"] * 10)
    g = p_game(me, foe, phase="ride")
    start = g.to_position()
    g.apply('ride "Protect Warden"')
    for _ in range(4):
        g.apply("next")  # stride step, main, battle, end
    g.apply("next")  # player 1's turn
    while vg(g.state).phase != "battle":
        g.apply("next")
    g.apply("attack VC -> VC")
    g.apply(f'guard "{PROTECT}"')
    snapshot = g.state.snapshot()
    g.apply("next")
    assert not any(c.card.kind == "marker" for c in g.state.cards.values())
    g.undo()
    assert g.state.snapshot() == snapshot
    g.redo()
    while g.undo():
        pass
    assert g.to_position() == start  # (a variable set from None comes back unset: same board)


def test_marker_ids_are_never_reused() -> None:
    g = p_game(player(circles={"VC": "Knight"}, hand=["Lancer"]), player())
    g.apply("gift protect")
    first = max(g.state.cards)
    g.apply(f'discard "{PROTECT}"')
    g.apply("gift protect")
    assert max(g.state.cards) == first + 1


# -- table hooks ----------------------------------------------------------------------------------


def test_clicks_choose_the_force_circle() -> None:
    g = p_game(
        player(circles={"VC": "Knight", "FL": "Swordsman"}, hand=["Force Knight"]),
        player(circles={"VC": "King", "FR": "Knight"}),
        phase="ride",
    )
    fl = g.state.zones[0]["FL"][0]
    assert gestures.force_choice(g.state, 0) == []
    assert gestures.click_action(g.state, 0, fl) is None
    g.apply('ride "Force Knight"')
    assert gestures.force_choice(g.state, 0) == force_circles(g.state, 0)
    assert gestures.force_choice(g.state, 1) == []
    assert gestures.click_action(g.state, 0, fl) == Action("force", ("FL",))
    assert gestures.click_action(g.state, 1, fl) is None
    assert gestures.click_action(g.state, 0, g.state.zones[1]["FR"][0]) is None
    assert gestures.circle_action(g.state, 0, 0, "BR") == Action("force", ("BR",))
    assert gestures.circle_action(g.state, 0, 1, "BR") is None
    assert gestures.circle_action(g.state, 0, 0, "GC") is None
    g.apply(gestures.circle_action(g.state, 0, 0, "BR"))  # type: ignore[arg-type]
    assert g.to_position()["players"][0]["gifts"]["force"] == {"BR": 1}


def test_gestures_and_menus_with_markers_and_accel_circles() -> None:
    me = player(circles={"VC": "Knight", "AL1": "Swordsman"}, hand=["Lancer", MARKER])
    me["gifts"] = {"type": "accel", "accel": 1}
    g = p_game(me, player(circles={"VC": "King"}))
    state = g.state
    marker = state.zones[0]["hand"][1]
    lancer = state.zones[0]["hand"][0]
    assert gestures.drop_action(state, 0, marker, "GC") == Action("guard", ((PROTECT,),))
    assert gestures.drop_action(state, 0, lancer, "AL1") == Action("call", (("Lancer",), "AL1"))
    labels = {t.action for t in tools.card_tools(state, 0, lancer)}
    assert 'call "Lancer" AL1' in labels
    marker_tools = {t.action for t in tools.card_tools(state, 0, marker)}
    assert {f'guard "{PROTECT}"', f'discard "{PROTECT}"'} <= marker_tools
    assert not any(a.startswith(("ride", "call")) for a in marker_tools)
    assert not any(t.group == "Put on a circle" for t in tools.card_tools(state, 0, marker))
    menu = {t.action for t in tools.zone_tools(state, 0, 0, "AL1")}
    assert {"gift force AL1", "gift accel", "gift protect", "rest AL1"} <= menu
    plain = g_game(player(circles={"VC": "Knight"}), player())
    assert not any(t.group == tools.GIFT_MENU for t in tools.zone_tools(plain.state, 0, 0, "VC"))


# -- bot and demo decks ----------------------------------------------------------------------------


def test_the_bots_put_a_force_marker_on_the_vanguard() -> None:
    g = p_game(player(circles={"VC": "Knight"}, hand=["Force Knight"]), player(), phase="ride")
    g.apply('ride "Force Knight"')
    assert bot.choose(g) == Action("force", ("VC",))
    assert bot.passive(g) == Action("force", ("VC",))


def test_the_premium_demo_decks_are_legal_and_carry_one_gift_each() -> None:
    assert len(PREMIUM) == 4
    gifts: Counter[str] = Counter()
    for text in PREMIUM:
        deck = load_deck(text)
        assert deck_problems(deck, "premium") == []
        kinds = {c.gift for c in deck.main if c.gift}
        assert len(kinds) == 1 and sum(1 for c in deck.main if c.gift) == 4
        gifts.update(kinds)
    assert gifts == Counter({"force": 2, "accel": 1, "protect": 1})


@pytest.mark.parametrize("seed", range(4))
def test_premium_bot_games_reach_a_winner(seed: int) -> None:
    rng = random.Random(seed)
    g = Game.new(format="premium", decks=rng.sample(PREMIUM, 2), seed=seed)
    acquired = 0
    for _ in range(3000):
        if g.winner is not None:
            break
        action = bot.choose(g)
        assert g.check(action).legal, (action, g.check(action).reason)
        acquired += sum("gift:" in t for t in said(g.apply(action)))
    assert g.winner in (0, 1)
    assert acquired > 0


def test_premium_demo_games_use_gifts() -> None:
    """The bundled premium decks play to a winner and acquire all three kinds of gift."""
    decks = [p.read_text(encoding="utf-8") for p in demo_decks("premium")]
    kinds: set[str] = set()
    for seed in range(8):
        rng = random.Random(seed)
        g = Game.new(format="premium", decks=rng.sample(decks, 2), seed=seed)
        while g.winner is None:
            g.apply(rng.choice(g.legal_actions()))
        kinds |= {flags_of(g.state, p).gift or "" for p in (0, 1)} - {""}
    assert kinds == {"force", "accel", "protect"}


def test_a_goldfish_game_with_gifts_ends() -> None:
    g = Game.new(format="premium", decks=PREMIUM[:2], seed=5)
    for _ in range(3000):
        if g.winner is not None:
            break
        g.apply(bot.choose(g) if g.to_play == 0 else bot.passive(g))
    assert g.winner in (0, 1)


def test_standard_games_are_unchanged_by_the_gift_rules() -> None:
    """A standard position with an Accel circle (possible before gifts existed) reads and writes
    as it did: no gifts entry, the circle only while a unit stands there."""
    g = game(player(circles={"VC": "Paladin", "AL1": "Lancer"}), player(circles={"VC": "King"}))
    doc = g.to_position()
    assert "gifts" not in doc["players"][0]
    assert g.power(0, "AL1") == POWER["Lancer"]
    with pytest.raises(IllegalAction):
        g.apply("gift accel", override=True)


def _premium_document() -> dict[str, Any]:
    doc = base(phase="ride", gift={"player": 0, "type": "force", "count": 2})
    doc["players"][0]["circles"]["AL1"] = "Lancer"
    doc["players"][1]["circles"]["GC"] = [{"marker": "protect", "rest": True}]
    doc["players"][1]["gifts"] = {"type": "protect", "force": {}, "accel": 0}
    return doc


BAD_VALUES: list[Any] = [None, [], {}, ["VC"], {"name": "X"}, "AL9", -1, 0, 3, True, 2.5, "force"]


def test_every_gift_key_with_every_bad_value_gives_a_position_error() -> None:
    """Damaged premium documents are refused with a PositionError, or load into a game that
    round-trips and whose legal actions all apply and undo."""
    original = _premium_document()
    paths = [p for p in key_paths(original)[1:] if "cards" not in p and "deck" not in p]
    for path in paths:
        for bad in BAD_VALUES:
            doc = copy.deepcopy(original)
            target = doc
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = bad
            try:
                g = Game.from_position(doc)
            except PositionError as exc:
                assert str(exc)
                continue
            out = g.to_position()
            assert Game.from_position(out).to_position() == out
            for action in g.legal_actions():
                g.apply(action)
                g.undo()


def test_a_unit_leaving_an_accel_circle_leaves_its_bonuses_behind() -> None:
    """An Accel circle is a rear-guard circle: a unit retired from it loses what was given to
    it (its modifiers go with it leaving the field), and undo gives them back."""
    me = player(circles={"VC": "Knight", "AL1": "Swordsman"})
    me["gifts"] = {"type": "accel", "accel": 1}
    g = p_game(me, player(circles={"VC": "King"}))
    g.apply("power AL1 +3000")
    card = g.state.zones[0]["AL1"][0]
    assert [m.card for m in g.state.modifiers] == [card]
    g.apply("retire AL1")
    assert names(g, 0, "drop") == ["Swordsman"] and g.state.modifiers == []
    g.undo()
    assert [m.card for m in g.state.modifiers] == [card]
    assert g.power(0, "AL1") == POWER["Swordsman"] + 3000 + 10000  # and its circle's bonus
