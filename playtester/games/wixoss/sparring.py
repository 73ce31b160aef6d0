"""The WIXOSS sparring partner: plays a deck as a sound player does, through the same legal
actions as a person. It mulligans for low SIGNI, charges Ener with the cards it needs least
(a colour its next grows need first), grows its Center LRIG on curve, fills its SIGNI zones with
the strongest board its limit allows (facing what its SIGNI beat), attacks with every SIGNI whose
attack does something and then with its LRIG, grows Assist LRIGs with Ener to spare, and guards
an LRIG attack when the damage matters.

Card text (arts, spells, Life Burst effects) is left to manual play. The bots read only what
their player may see: their hand and LRIG deck, the field and the public zones."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations

from playtester.engine.actions import Action
from playtester.engine.cards import CardInstance
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.games.common.ability_verbs import bot_choice
from playtester.games.wixoss import battle, flow
from playtester.games.wixoss.board import (
    HAND_LIMIT,
    MIRROR,
    SIGNI_ZONES,
    C,
    card_of,
    center,
    count,
    power,
    signi,
    top,
)
from playtester.games.wixoss.bot import deciding_ability, situation
from playtester.games.wixoss.cards import WixossCard, cost_total
from playtester.games.wixoss.state import Phase, Step, flags_of, wx

NEXT = Action("next")
LAST_LEVEL = 3  # the top of the Center LRIG's grows
KEPT = {"level 1": 2, "level 2": 1, "level 3": 1, "guard": 1}  # the mulligan, by kinds
REMOVAL_WORTH = 3000  # the power a board must gain for each SIGNI it removes


# -- the mulligan: low SIGNI ------------------------------------------------------------------


def kind_of(card: WixossCard) -> str:
    """The mulligan's kind of a card: "guard", "level N" for a SIGNI of level 1 to 3, else
    "other" (spells, higher SIGNI)."""
    if card.guard:
        return "guard"
    if card.kind == "signi" and 1 <= card.level <= LAST_LEVEL:
        return f"level {card.level}"
    return "other"


def kept(counts: Mapping[str, int]) -> dict[str, int]:
    """The mulligan, by kinds: keep two level 1 SIGNI, one of level 2, one of level 3 and one
    Guard card, and send the rest back. The exact opening figures assume the same policy."""
    return {kind: min(counts.get(kind, 0), n) for kind, n in KEPT.items()}


# -- reading the board ------------------------------------------------------------------------


def hand(state: State, player: int) -> list[CardInstance]:
    return [state.cards[i] for i in state.zones[player].get("hand", ())]


def level(state: State, player: int) -> int:
    lrig = center(state, player)
    return lrig.level if lrig is not None else 0


def grows_to_come(state: State, player: int) -> list[WixossCard]:
    """The Center LRIG's grows still to make, from the LRIG deck, lowest level first."""
    lrig = center(state, player)
    if lrig is None:
        return []
    out = []
    for card_id in state.zones[player].get("lrig_deck", ()):
        card = card_of(state.cards[card_id])
        if card.kind == "lrig" and card.lrig_type == lrig.lrig_type and card.level > lrig.level:
            out.append(card)
    return sorted(out, key=lambda c: c.level)


def next_grow(state: State, player: int) -> WixossCard | None:
    """The LRIG the Center LRIG grows into next, or None."""
    grows = grows_to_come(state, player)
    return grows[0] if grows and grows[0].level == level(state, player) + 1 else None


def reserved(state: State, player: int) -> set[int]:
    """The hand cards kept for the turns to come: the strongest SIGNI of each level from the
    Center LRIG's up to 3, and every Guard card."""
    keep = {c.id for c in hand(state, player) if card_of(c).guard}
    for wanted in range(max(1, level(state, player)), LAST_LEVEL + 1):
        cards = [
            c
            for c in hand(state, player)
            if card_of(c).kind == "signi" and card_of(c).level == wanted and not card_of(c).guard
        ]
        if cards:
            keep.add(max(cards, key=lambda c: card_of(c).power).id)
    return keep


def worth(state: State, player: int, card: CardInstance) -> tuple[int, int]:
    """How much a hand card is worth keeping (the least worth goes to Ener or the trash first):
    a Guard card most, then the SIGNI kept for the turns to come, then other SIGNI by power;
    spells and other card text least, as the bots leave them to manual play."""
    printed = card_of(card)
    if printed.guard:
        return (3, 0)
    if card.id in reserved(state, player):
        return (2, printed.power)
    if printed.kind == "signi":
        return (1, printed.power)
    return (0, 0)


def facing_power(state: State, player: int, zone: str) -> int | None:
    """The power of the opponent's SIGNI facing this zone, or None when none faces it."""
    there = MIRROR[zone]
    return power(state, 1 - player, there) if top(state, 1 - player, there) is not None else None


def attack_does(state: State, player: int, zone: str) -> int:
    """What an attack from this SIGNI zone would do now: 2 crushes a Life Cloth (unopposed or
    with Assassin; Lancer after a won battle), 1 vanishes a SIGNI, 0 nothing (a lost battle)."""
    card = top(state, player, zone)
    if card is None:
        return 0
    printed = card_of(card)
    facing = facing_power(state, player, zone)
    if facing is None or printed.has("assassin"):
        return 2
    if power(state, player, zone) >= facing:
        return 2 if printed.has("lancer") else 1
    return 0


def place_score(state: State, player: int, zone: str, strength: int) -> int:
    """How good a zone is for a SIGNI of this power: facing a SIGNI it beats (it vanishes it
    and stops its attacks) best, then an empty zone (its attack crushes), then one it does
    not beat (it only takes that SIGNI's attack instead of the Life Cloth)."""
    facing = facing_power(state, player, zone)
    if facing is None:
        return 2
    return 3 if strength >= facing else 1


# -- the board it wants -----------------------------------------------------------------------


def target_board(state: State, player: int) -> tuple[tuple[str, ...], list[CardInstance]]:
    """The strongest board the Center LRIG's level and limit allow from the SIGNI on the field
    and in hand (Guard cards kept back): the field zones to empty, and the hand SIGNI to play,
    strongest first. A SIGNI is removed only when the board gains enough by it."""
    lrig = center(state, player)
    if lrig is None:
        return (), []
    field = list(signi(state, player))
    cards = [
        c
        for c in hand(state, player)
        if card_of(c).kind == "signi"
        and not card_of(c).guard
        and not card_of(c).has("rise")
        and card_of(c).level <= lrig.level
    ]
    field_power = {zone: power(state, player, zone) for zone, _ in field}
    best: tuple[int, tuple[str, ...], list[CardInstance]] | None = None
    for kept_count in range(len(field) + 1):
        for staying in combinations(field, kept_count):
            removed = tuple(z for z, _ in field if all(z != s for s, _ in staying))
            if removed and flags_of(state, player).removed:
                continue
            room = len(SIGNI_ZONES) - len(staying)
            total = sum(card_of(c).level for _, c in staying)
            plays = _best_plays(cards, room, lrig.limit - total)
            score = sum(field_power[z] for z, _ in staying) + sum(card_of(c).power for c in plays)
            score -= REMOVAL_WORTH * len(removed)
            if best is None or score > best[0]:
                best = (score, removed, plays)
    assert best is not None
    return best[1], best[2]


def _best_plays(cards: list[CardInstance], room: int, levels: int) -> list[CardInstance]:
    """The hand SIGNI of the most power that fit `room` zones and `levels` of the limit."""
    best: tuple[int, list[CardInstance]] = (0, [])
    for size in range(1, min(room, len(cards)) + 1):
        for chosen in combinations(cards, size):
            if sum(card_of(c).level for c in chosen) > levels:
                continue
            total = sum(card_of(c).power for c in chosen)
            if total > best[0]:
                best = (total, list(chosen))
    return sorted(best[1], key=lambda c: -card_of(c).power)


# -- the sparring partner ---------------------------------------------------------------------


class Sparring:
    """A sound player (see the module's words); each moment of a turn is a method, so a
    stronger player changes only the moments it plays better."""

    def choose(self, game: Game) -> Action:
        """The choice for the player to play."""
        state, me, verbs = situation(game)
        phase, step = wx(state).phase, wx(state).step
        if "mulligan" in verbs:
            return self.mulligan(game, me)
        if deciding_ability(state):  # a card's ability: used, each step's first way
            return bot_choice([a for actions in verbs.values() for a in actions])
        if flow.rule_choice(state) == me:  # vanishing or trashing first may save a removal
            if "rule" in verbs:
                return verbs["rule"][0]
            return min(verbs["remove"], key=lambda a: sum(power(state, me, str(z)) for z in a.args))
        if battle.burst_player(state) == me:
            return verbs["burst"][0] if "burst" in verbs else NEXT  # its effect: manual play
        chosen: Action | None = None
        if phase == Phase.ENER and "ener" in verbs:
            chosen = self.ener(game, me, verbs["ener"])
        elif phase == Phase.GROW and "grow" in verbs:
            chosen = self.grow(game, me, verbs["grow"])
        elif phase == Phase.MAIN:
            chosen = self.main(game, me, verbs)
        elif phase == Phase.ATTACK and step == Step.DEFENSE and "grow" in verbs:
            chosen = self.assist(game, me, verbs["grow"])
        elif phase == Phase.ATTACK and step in (Step.SIGNI, Step.LRIG) and "attack" in verbs:
            chosen = self.attack(game, me, verbs["attack"])
        elif phase == Phase.ATTACK and step == Step.GUARD and "guard" in verbs:
            chosen = self.guard(game, me, verbs["guard"])
        elif phase == Phase.END and "discard" in verbs:
            chosen = self.discard(game, me, verbs["discard"])
        return chosen or NEXT

    # -- the moments of a turn ----------------------------------------------------------------

    def mulligan(self, game: Game, me: int) -> Action:
        state = game.state
        cards = hand(state, me)
        counts: dict[str, int] = {}
        for card in cards:
            kind = kind_of(card_of(card))
            counts[kind] = counts.get(kind, 0) + 1
        keep = kept(counts)
        back = []
        for card in sorted(cards, key=lambda c: -card_of(c).power):
            kind = kind_of(card_of(card))
            if keep.get(kind, 0) > 0:
                keep[kind] -= 1
            else:
                back.append(card.name)
        return Action("mulligan", (tuple(back),)) if back else Action("mulligan")

    def ener_wanted(self, state: State, me: int) -> int:
        """How many Ener cards it wants: the costs of the Center LRIG's grows to come and one
        Assist grow beyond them."""
        grows = grows_to_come(state, me)
        return sum(cost_total(c.grow_cost) for c in grows[:2]) + 1

    def ener(self, game: Game, me: int, eners: list[Action]) -> Action | None:
        """Charge the hand card worth least while the Ener zone holds less than the grows to
        come need, or when the hand is full; a card of a colour the next grow lacks first."""
        state = game.state
        from_hand = [a for a in eners if isinstance(a.args[0], tuple)]
        if not from_hand:
            return None
        full = count(state, me, "hand") >= HAND_LIMIT
        if count(state, me, "ener") >= self.ener_wanted(state, me) and not full:
            return None
        lacking = self.lacking_colours(state, me)
        cards = {c.name: c for c in hand(state, me)}

        def rank(action: Action) -> tuple[bool, tuple[int, int]]:
            card = cards[action.args[0][0]]
            fits = bool(lacking & set(card_of(card).color))
            return (not fits, worth(state, me, card))

        chosen = min(from_hand, key=rank)
        card = cards[chosen.args[0][0]]
        if worth(state, me, card)[0] >= 2 and not full and not lacking & set(card_of(card).color):
            return None  # only cards it keeps: no charge
        return chosen

    def lacking_colours(self, state: State, me: int) -> set[str]:
        """The colours the next Center grow needs that the Ener zone does not hold enough of."""
        grow = next_grow(state, me)
        if grow is None:
            return set()
        ener = [card_of(state.cards[i]) for i in state.zones[me].get("ener", ())]
        out = set()
        for colour, need in grow.grow_cost:
            if colour != "colorless" and sum(1 for c in ener if colour in c.color) < need:
                out.add(colour)
        return out

    def grow(self, game: Game, me: int, grows: list[Action]) -> Action | None:
        """The Center LRIG grows whenever it can."""
        return grows[0]

    def main(self, game: Game, me: int, verbs: dict[str, list[Action]]) -> Action | None:
        """Make the board it wants: remove the SIGNI it gives up, then play the strongest SIGNI
        into the best zone for it; a Rise SIGNI onto the weaker SIGNI it beats most."""
        state = game.state
        removed, plays = target_board(state, me)
        if removed:
            for action in verbs.get("remove", []):
                if tuple(action.args) == removed:
                    return action
        options = verbs.get("play", [])
        for card in plays:
            here = [
                a
                for a in options
                if a.args[0][0] == card.name and top(state, me, str(a.args[1])) is None
            ]
            if here:
                strength = card_of(card).power
                return max(here, key=lambda a: self.place(state, me, str(a.args[1]), strength))
        return self.rise(state, me, options)

    def place(self, state: State, me: int, zone: str, strength: int) -> tuple[int, int]:
        """The rank of a zone for a SIGNI: the zone's score, then the stronger SIGNI faced."""
        facing = facing_power(state, me, zone)
        return place_score(state, me, zone, strength), facing or 0

    def rise(self, state: State, me: int, options: list[Action]) -> Action | None:
        best: tuple[int, Action] | None = None
        for action in options:
            card = card_of(next(c for c in hand(state, me) if c.name == action.args[0][0]))
            zone = str(action.args[1])
            if not card.has("rise") or top(state, me, zone) is None:
                continue
            gain = card.power - power(state, me, zone)
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, action)
        return best[1] if best else None

    def assist(self, game: Game, me: int, grows: list[Action]) -> Action | None:
        """Grow an Assist LRIG in the defense step with Ener the Center's next grows can spare."""
        state = game.state
        spare = count(state, me, "ener") - (self.ener_wanted(state, me) - 1)
        for action in grows:
            card = next(
                card_of(state.cards[i])
                for i in state.zones[me]["lrig_deck"]
                if state.cards[i].name == action.args[0][0]
            )
            if cost_total(card.grow_cost) <= spare:
                return action
        return None

    def attack(self, game: Game, me: int, attacks: list[Action]) -> Action | None:
        """Every SIGNI whose attack crushes or vanishes, crushes first; then the LRIG."""
        state = game.state
        useful = [a for a in attacks if a.args[0] == C or attack_does(state, me, str(a.args[0]))]
        if not useful:
            return None
        return max(
            useful, key=lambda a: 3 if a.args[0] == C else attack_does(state, me, str(a.args[0]))
        )

    def guard(self, game: Game, me: int, guards: list[Action]) -> Action | None:
        """Guard when the hit would lose the game, or would leave little Life Cloth while it
        holds Guard cards to spare."""
        state = game.state
        life = count(state, me, "life")
        lrig = center(state, 1 - me)
        crushes = 2 if lrig is not None and lrig.has("double_crush") else 1
        held = sum(1 for c in hand(state, me) if card_of(c).guard)
        if life == 0 or life <= crushes or (life <= 2 * crushes and held >= 2):
            return guards[0]
        return None

    def discard(self, game: Game, me: int, discards: list[Action]) -> Action:
        state = game.state
        cards = {c.name: c for c in hand(state, me)}
        return min(discards, key=lambda a: worth(state, me, cards[a.args[0][0]]))


SPARRING = Sparring()


def choose(game: Game) -> Action:
    """The sparring partner's choice for the player to play."""
    return SPARRING.choose(game)
