"""The sharp player: the sparring partner, looking one battle ahead when it guards.

Attacked, it tries each way of guarding (the guardians and intercepts it could call, each set
applied on the real game and taken back with the engine's undo) and weighs what each leaves:
the chance the attack still hits (drive checks, from the triggers its opponent has not shown
yet), the damage it would then have, and what its hand can still stop of the attacks to come
this turn. It never looks at a hidden card: the odds come from the sixteen triggers a deck
holds less those in sight."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from math import comb

from playtester.engine.actions import Action
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.games.vanguard import battle, board, traits
from playtester.games.vanguard.board import VC
from playtester.games.vanguard.deck import TRIGGERS
from playtester.games.vanguard.guarding import (
    STEP,
    TRIGGER_POWER,
    Pair,
    Shield,
    cheapest_pairs,
    shields,
    without,
)
from playtester.games.vanguard.sparring import (
    Sparring,
    column_power,
    reserved,
    standing_attackers,
)
from playtester.games.vanguard.state import Battle, vg

# What the guard weighs, in fives of shield (tuned against the sparring partner with
# benchmarks/bots.py: guarding less than it does, and giving damage up to 4 little weight, wins)
LOST = 30.0  # a lost game
DAMAGE_COST = (0.0, 0.0, 0.2, 0.6, 1.5, 4.0)  # ending the turn on 0-5 damage
CARD = 0.5  # a card in hand, beyond its shield
CRITICAL_SHARE = 0.3  # of an unseen trigger, the chance it is a critical (a deck's mix unknown)
MOST_GUARDIANS = 4  # guardians tried at once


def trigger_odds(state: State, player: int) -> float:
    """The chance the top card of `player`'s deck is a trigger, as their opponent can tell: the
    triggers of a deck not yet seen, over the cards they could be (deck and hand)."""
    seen = 0
    hidden = 0
    for zone, ids in state.zones[player].items():
        if zone in ("deck", "hand"):
            hidden += len(ids)
        else:
            seen += sum(1 for i in ids if traits.trigger(state.cards[i]))
    return max(0, TRIGGERS - seen) / hidden if hidden else 0.0


def _binomial(n: int, p: float) -> list[float]:
    return [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]


def _card_cost(chosen: Sequence[Shield]) -> float:
    return sum(s.cost / STEP + CARD for s in chosen)


def _damage_cost(damage: int) -> float:
    return LOST if damage >= len(DAMAGE_COST) else DAMAGE_COST[damage]


class Sharp(Sparring):
    """The sparring partner with a guard that looks one battle ahead (see the module's words)."""

    def attack(self, game: Game, me: int, attacks: list[Action]) -> Action | None:
        """As the sparring partner, but a column that cannot reach the vanguard's power
        retires the strongest rear-guard it can reach instead."""
        chosen = super().attack(game, me, attacks)
        if chosen is None or chosen.args[0] == VC:
            return chosen
        state = game.state
        foe = 1 - me
        attacker = str(chosen.args[0])
        power = column_power(state, me, attacker)
        if power >= board.power(state, foe, VC):
            return chosen
        reachable = [
            a
            for a in attacks
            if a.args[0] == attacker
            and a.args[2] != VC
            and ("boost" in a.args) == ("boost" in chosen.args)
            and board.power(state, foe, str(a.args[2])) <= power
        ]
        if not reachable:
            return chosen
        return max(reachable, key=lambda a: board.power(state, foe, str(a.args[2])))

    def guard(self, game: Game, me: int, actions: list[Action]) -> Action | None:
        state = game.state
        fight = vg(state).battle
        assert fight is not None  # the guard step's
        if fight.target != VC:
            return super().guard(game, me, actions)
        sources = shields(state, me, actions, reserved(state, me))
        best: tuple[float, int, tuple[Shield, ...]] | None = None
        for chosen in self.guard_sets(sources):
            defence = self.defence_after(game, me, chosen)
            cost = _card_cost(chosen) + self.battle_cost(state, me, fight, defence, sources, chosen)
            key = (cost, len(chosen))
            if best is None or key < best[:2]:
                best = (*key, chosen)
        if best is None or not best[2]:
            return None
        return best[2][0].action

    def guard_sets(self, sources: Sequence[Shield]) -> list[tuple[Shield, ...]]:
        """Every set of guardians and intercepts worth trying, alike sets once (nothing first)."""
        seen: set[tuple[tuple[int, int, str], ...]] = set()
        out: list[tuple[Shield, ...]] = []
        for size in range(min(len(sources), MOST_GUARDIANS) + 1):
            for chosen in combinations(sources, size):
                key = tuple(sorted((s.value, s.cost, s.action.verb) for s in chosen))
                if key not in seen:
                    seen.add(key)
                    out.append(chosen)
        return out

    def defence_after(self, game: Game, me: int, chosen: Sequence[Shield]) -> int:
        """The vanguard's power once these guardians stand: done on the game and taken back."""
        with game.trial():
            for shield in chosen:
                # past a guardian's own ability (a sentinel's) waiting meanwhile: only the
                # shields count here
                game.apply(shield.action, override=True)
            return board.power(game.state, me, VC)

    def battle_cost(
        self,
        state: State,
        me: int,
        fight: Battle,
        defence: int,
        sources: Sequence[Shield],
        chosen: Sequence[Shield],
    ) -> float:
        """What this battle and the attacks after it are expected to cost, guarding at
        `defence`: every number of triggers the drive checks may give, with its chance."""
        foe = 1 - me
        attacker = fight.attacker
        attack = board.power(state, foe, attacker)
        critical = board.critical(state, foe, attacker)
        damage = board.count(state, me, "damage")
        drives = battle.drive_count(state, foe)
        odds = trigger_odds(state, foe)
        rest = list(sources)
        for shield in chosen:  # copies alike are equal: one taken out per use
            rest.remove(shield)
        later = self.attacks_to_come(state, foe, attacker)
        base = board.power(state, me, VC) - board.shield(state, me)
        total = 0.0
        for triggers, chance in enumerate(_binomial(drives, odds)):
            if chance == 0:
                continue
            hit = attack + triggers * TRIGGER_POWER >= defence
            for crits, share in enumerate(_binomial(triggers, CRITICAL_SHARE)):
                if hit:
                    after = damage + critical + crits
                    coming = later
                else:  # the triggers go to the next attacker instead
                    after = damage
                    coming = _strengthened(later, triggers * TRIGGER_POWER, crits)
                total += chance * share * self.rest_of_turn(after, base, rest, coming)
        return total

    def attacks_to_come(self, state: State, foe: int, current: str) -> list[tuple[int, int]]:
        """The attacks the opponent can still make this turn, strongest first: (power, critical)."""
        out = []
        for circle in standing_attackers(state, foe):
            if circle != current:
                out.append((column_power(state, foe, circle), board.critical(state, foe, circle)))
        return sorted(out, reverse=True)

    def rest_of_turn(
        self, damage: int, base: int, sources: Sequence[Shield], coming: Sequence[tuple[int, int]]
    ) -> float:
        """The least the attacks to come can cost: which of them to stop, with which cards."""
        pool = tuple(sorted(s.pair for s in sources))
        return _rest_of_turn(damage, base, pool, tuple(coming))


@lru_cache(maxsize=65536)
def _rest_of_turn(
    damage: int, base: int, pool: tuple[Pair, ...], coming: tuple[tuple[int, int], ...]
) -> float:
    if damage >= len(DAMAGE_COST):
        return LOST
    hits = [(power, crit) for power, crit in coming if power >= base]
    best = _damage_cost(damage + sum(crit for _, crit in hits))
    for size in range(1, len(hits) + 1):
        for stopped in combinations(range(len(hits)), size):
            left = pool
            spent = 0.0
            for index in stopped:
                plan = cheapest_pairs(left, hits[index][0] - base + 1)
                if plan is None:
                    break
                spent += sum(cost / STEP + CARD for _, cost in plan)
                left = without(left, plan)
            else:
                taken = sum(crit for i, (_, crit) in enumerate(hits) if i not in stopped)
                best = min(best, spent + _damage_cost(damage + taken))
    return best


def _strengthened(
    coming: Sequence[tuple[int, int]], power: int, crits: int
) -> list[tuple[int, int]]:
    """The attacks to come, the first of them given a missed drive's trigger effects."""
    if not coming or (power == 0 and crits == 0):
        return list(coming)
    first, *others = coming
    return [(first[0] + power, first[1] + crits), *others]


SHARP = Sharp()


def choose(game: Game) -> Action:
    """The sharp player's choice for the player to play."""
    return SHARP.choose(game)
