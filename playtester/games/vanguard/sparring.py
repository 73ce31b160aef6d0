"""The sparring partner: plays a deck as a sound player does, through the same legal actions as
a person. It mulligans for a ride chain, rides on curve, calls to make columns the opponent
must guard, attacks with the vanguard first (so a drive check's trigger can still go to a
rear-guard), guards by the damage it can afford and what it holds, gives trigger power where
it turns a hit, heals, strides, takes G assist, and places Force where it attacks every turn.

A sentinel's perfect guard is card text: the bots leave it to manual play, so they see a
sentinel as the unit it is. They read only what their player may see (their hand, the field,
the public zones), never the order of a deck."""

from __future__ import annotations

from collections.abc import Mapping

from playtester.engine.actions import Action
from playtester.engine.cards import CardInstance
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.games.vanguard import battle, board, checks, dera, gifts, traits
from playtester.games.vanguard.board import BEHIND, VC, front_circles, unit, vanguard
from playtester.games.vanguard.bot import Fighter
from playtester.games.vanguard.guarding import STEP, TRIGGER_POWER, cheapest, shields
from playtester.games.vanguard.state import Battle, vg

LAST_GRADE = 3  # the top of the ride chain
CARD_WORTH = 2500  # a card called gives up its shield in hand and this much more

# -- the mulligan: a ride chain ---------------------------------------------------------------


def kind_of(card: traits.Held) -> str:
    """The mulligan's kind of a card: its grade up to 3, else "other" (no grade, G units)."""
    if not traits.has_grade(card) or traits.grade(card) > LAST_GRADE:
        return "other"
    return f"grade {traits.grade(card)}"


def kept(counts: Mapping[str, int]) -> dict[str, int]:
    """The mulligan for a ride chain, by kinds: keep one card of each grade from 1 to 3 and send
    the rest back (grade 0s, which are mostly triggers, and second copies of a grade). The same
    policy is the one the exact opening figures assume."""
    return {kind: min(counts.get(kind, 0), 1) for kind in ("grade 1", "grade 2", "grade 3")}


# -- reading the board --------------------------------------------------------------------------


def hand(state: State, player: int) -> list[CardInstance]:
    return [state.cards[i] for i in state.zones[player].get("hand", ())]


def vanguard_grade(state: State, player: int) -> int:
    leader = vanguard(state, player)
    return traits.grade(leader) if leader is not None else 0


def reserved(state: State, player: int) -> set[int]:
    """The cards kept for the rides to come: one of each grade above the vanguard's, up to 3
    (the strongest of them, as it will be the vanguard)."""
    level = vanguard_grade(state, player)
    keep: set[int] = set()
    for grade in range(level + 1, LAST_GRADE + 1):
        cards = [c for c in hand(state, player) if traits.grade(c) == grade]
        if cards:
            keep.add(max(cards, key=ride_score).id)
    return keep


def ride_score(card: CardInstance) -> tuple[bool, bool, int, int]:
    """Which card of a grade rides: a gift icon first, then a sentinel (the bots do not guard
    with one), then the least shield given up, then the most power."""
    return (
        traits.gift(card) is not None,
        traits.sentinel(card),
        -traits.shield(card),
        traits.power(card),
    )


def column_power(state: State, player: int, circle: str) -> int:
    """The power of the unit on a front-row circle with a boost from the standing unit behind
    it, as it would attack now."""
    total = board.power(state, player, circle)
    back = BEHIND.get(circle)
    booster = unit(state, player, back) if back else None
    if back and booster is not None and not booster.rested and traits.boosts(booster):
        total += board.base_power(state, booster) + board.circle_bonus(state, player, back)
    return total


def threat(power: int, defence: int) -> int:
    """How many fives of shield an attack of `power` makes a defender of `defence` give to stop
    it (0: it cannot hit without triggers): a column's threat."""
    return 0 if power < defence else (power - defence) // STEP + 1


def standing_attackers(state: State, player: int) -> list[str]:
    """The player's front-row circles whose unit stands (could attack this turn)."""
    out = []
    for circle in front_circles(state, player):
        card = unit(state, player, circle)
        if card is not None and not card.rested:
            out.append(circle)
    return out


# -- the sparring partner ---------------------------------------------------------------------


class Sparring(Fighter):
    """A sound player (see the module's words)."""

    floor = 1  # cards it keeps in hand at least after calling

    def mulligan(self, game: Game, me: int) -> Action:
        cards = hand(game.state, me)
        counts: dict[str, int] = {}
        for card in cards:
            counts[kind_of(card)] = counts.get(kind_of(card), 0) + 1
        keep = kept(counts)
        back = []
        for card in sorted(cards, key=ride_score, reverse=True):
            kind = kind_of(card)
            if keep.get(kind, 0) > 0:
                keep[kind] -= 1
            else:
                back.append(traits.name(card))
        return Action("mulligan", (tuple(back),)) if back else Action("mulligan")

    def ride(self, game: Game, me: int, rides: list[Action]) -> Action | None:
        """The next grade (a gift icon first); on grade 3 again only for another gift, or for
        a Persona Ride (the D era: the same name on a vanguard with the icon)."""
        state = game.state
        level = vanguard_grade(state, me)
        leader = vanguard(state, me)
        if leader is not None and level == LAST_GRADE and dera.has_persona(leader):
            for action in rides:
                if action.reader().name() == leader.card.name:
                    return action
        best: tuple[tuple[bool, bool, int, int], Action] | None = None
        for action in rides:
            card = board.find_in(state, me, "hand", action.reader().name())
            if card is None:
                continue
            up = traits.grade(card) == level + 1
            again = (
                traits.grade(card) == level == LAST_GRADE
                and traits.gift(card) is not None
                and gifts.acquired(state)
                and len(hand(state, me)) >= 4
            )
            if (up or again) and (best is None or ride_score(card) > best[0]):
                best = (ride_score(card), action)
        return best[1] if best else None

    def main(self, game: Game, me: int, by_verb: dict[str, list[Action]]) -> Action | None:
        if "call" not in by_verb:
            return None
        state = game.state
        if vg(state).turn == 1:
            return None  # no attack this turn: keep the hand
        legal = set(by_verb["call"])
        for name, circle in self.calls(state, me):
            action = Action("call", ((name,), circle))
            if action in legal:
                return action
        return None

    def calls(self, state: State, me: int) -> list[tuple[str, str]]:
        """The calls that add the most threat for the shield they take from the hand: a front
        unit, a booster, or both for a column, while the hand keeps `floor` cards."""
        foe = 1 - me
        level = vanguard_grade(state, me)
        keep = reserved(state, me)
        pool = [
            c
            for c in hand(state, me)
            if c.id not in keep
            and not traits.trigger(c)
            and traits.kind(c) == "unit"
            and traits.grade(c) <= level
        ]
        spare = len(hand(state, me)) - self.floor
        if spare <= 0 or not pool:
            return []
        defence = board.power(state, foe, VC)
        attackers = sorted(
            (c for c in pool if not traits.boosts(c)), key=traits.power, reverse=True
        )
        boosters = sorted((c for c in pool if traits.boosts(c)), key=traits.power, reverse=True)
        best: tuple[float, list[tuple[str, str]]] | None = None
        for front in front_circles(state, me):
            back = BEHIND.get(front)
            here, behind = unit(state, me, front), unit(state, me, back) if back else None
            now = threat(column_power(state, me, front), defence) if here else 0
            options: list[tuple[CardInstance | None, CardInstance | None]] = []
            if here is None and attackers:
                options.append((attackers[0], None))
            if here is not None and back and behind is None and boosters:
                options.append((None, boosters[0]))  # behind a unit that attacks
            if here is None and back and behind is None and attackers and boosters:
                options.append((attackers[0], boosters[0]))
            for new_front, new_back in options:
                called = [c for c in (new_front, new_back) if c is not None]
                if len(called) > spare:
                    continue
                power = _power_if(state, me, front, new_front, here)
                helper = new_back or behind
                if back and helper is not None and traits.boosts(helper):
                    power += traits.power(helper) + board.circle_bonus(state, me, back)
                gain = threat(power, defence) - now
                if gain <= 0:
                    continue
                cost = sum(traits.shield(c) + CARD_WORTH for c in called)
                score = gain / cost
                plan = [(traits.name(c), front if c is new_front else str(back)) for c in called]
                if best is None or score > best[0]:
                    best = (score, plan)
        return best[1] if best else []

    def attack(self, game: Game, me: int, attacks: list[Action]) -> Action | None:
        """The vanguard first, then the strongest columns; always at the vanguard, boosted."""
        state = game.state
        at_vanguard = [a for a in attacks if a.args[2] == VC]
        if not at_vanguard:
            return None

        def rank(action: Action) -> tuple[bool, bool, int]:
            attacker = str(action.args[0])
            return (attacker == VC, "boost" in action.args, column_power(state, me, attacker))

        return max(at_vanguard, key=rank)

    # -- guarding -----------------------------------------------------------------------------

    def guard(self, game: Game, me: int, actions: list[Action]) -> Action | None:
        state = game.state
        fight = vg(state).battle
        assert fight is not None  # the guard step's
        foe = 1 - me
        attack = board.power(state, foe, fight.attacker)
        defence = board.power(state, me, fight.target)
        drives = battle.drive_count(state, foe)
        margin = self.margin(state, me, fight, drives)
        if margin is None:
            return None
        sources = shields(state, me, actions, reserved(state, me))
        for m in range(margin, -1, -1):  # fewer triggers feared when the hand cannot do more
            need = attack + m * TRIGGER_POWER - defence + 1
            if need <= 0:
                return None
            plan = cheapest(sources, need)
            if plan is not None:
                return plan[0].action
        return None

    def margin(self, state: State, me: int, fight: Battle, drives: int) -> int | None:
        """How many triggers the guard should stand against (None: take the hit)."""
        if fight.target != VC:
            return None
        damage = board.count(state, me, "damage")
        after = damage + board.critical(state, 1 - me, fight.attacker)
        if after >= 6:  # the hit would lose the game: stand against every drive check
            return drives
        if after == 5:  # one critical trigger would: stand against one
            return min(drives, 1)
        if after == 4 and len(hand(state, me)) >= 5:  # a full hand stops the plain hit
            return 0
        return None

    # -- triggers -----------------------------------------------------------------------------

    def trigger(self, game: Game, me: int, actions: list[Action]) -> Action:
        state = game.state
        parts = checks.pending_parts(state)
        if "heal" in parts:
            return Action("heal")
        fight = vg(state).battle
        attacking = fight is not None and me == vg(state).active
        by_verb = {a.verb: a for a in actions if a.args == (VC,)}
        if not attacking:  # my damage check: the vanguard defends on
            for verb in ("trigger", "critical"):
                if verb in by_verb:
                    return by_verb[verb]
            return next(a for a in actions if a.verb == "stand")
        assert fight is not None
        part = parts[0]
        circle = self.trigger_target(state, me, fight, part)
        verb = {"power": "trigger", "critical": "critical", "stand": "stand"}[part]
        for action in actions:
            if action.verb == verb and action.args[0] == circle:
                return action
        return next(a for a in actions if a.verb == verb)

    def trigger_target(self, state: State, me: int, fight: Battle, part: str) -> str:
        """Where a drive check's effect does most: the attacker when it turns (or keeps) a hit,
        else a rear-guard still to attack."""
        foe = 1 - me
        attacker, target = fight.attacker, fight.target
        attack, defence = board.power(state, me, attacker), board.power(state, foe, target)
        card = checks.checked_card(state)
        power = traits.trigger_power(card)
        later = fight.drives or 0  # drive checks still to come
        waiting = [c for c in standing_attackers(state, me) if c != attacker]
        rested = [
            c for c in checks.rested_rear_guards(state, me) if board.is_front(c) and c != attacker
        ]
        if part == "stand":
            pool = rested or checks.rested_rear_guards(state, me)
            return max(pool, key=lambda c: board.power(state, me, c))
        if part == "power":
            if attack < defence <= attack + power * (1 + later):
                return attacker
            plan = rested if "stand" in checks.pending_parts(state) and rested else waiting
            if plan:
                foe_vc = board.power(state, foe, VC)
                return max(plan, key=lambda c: _gain(state, me, c, power, foe_vc))
            return attacker
        if attack >= defence or not waiting:  # critical
            return attacker
        return max(waiting, key=lambda c: column_power(state, me, c))


def _power_if(
    state: State, me: int, circle: str, new: CardInstance | None, here: CardInstance | None
) -> int:
    if new is None:
        return board.power(state, me, circle) if here is not None else 0
    return traits.power(new) + board.circle_bonus(state, me, circle)


def _gain(state: State, me: int, circle: str, power: int, defence: int) -> tuple[int, int]:
    now = column_power(state, me, circle)
    return threat(now + power, defence) - threat(now, defence), now


SPARRING = Sparring()


def choose(game: Game) -> Action:
    """The sparring partner's choice for the player to play."""
    return SPARRING.choose(game)
