"""A simple fighter that plays sensible legal moves (demo games, benchmarks), and the goldfish.

`Fighter` walks a turn's moments and asks one method for each (the mulligan, a trigger, the
ride, the call, the attack, the guard...); the sparring partner and the sharp player are
subclasses that play some moments better. Bots only choose among `legal_actions()`; they never
override."""

from __future__ import annotations

from playtester.engine.actions import Action
from playtester.engine.game import Game
from playtester.games.common.ability_verbs import bot_choice
from playtester.games.vanguard import board, checks, traits
from playtester.games.vanguard.board import VC, unit, vanguard
from playtester.games.vanguard.state import ATTACK, BATTLE, GUARD, MAIN, RIDE, vg

MIN_HAND_AFTER_CALLS = 3
NEXT = Action("next")


class Fighter:
    """The simple fighter: rides the highest grade, strides, calls while the hand is big,
    attacks the vanguard with boosts, and guards once damage hurts."""

    def choose(self, game: Game) -> Action:
        """The choice for the player to play."""
        actions = game.legal_actions()
        if not actions:
            raise ValueError("no legal action: the game is over")
        state = game.state
        me = game.to_play
        by_verb: dict[str, list[Action]] = {}
        for action in actions:
            by_verb.setdefault(action.verb, []).append(action)
        v = vg(state)
        phase, step = v.phase, v.step
        if "mulligan" in by_verb:
            return self.mulligan(game, me)
        if v.check is not None:
            if "kind" in checks.pending_parts(state):  # a trigger its data does not name
                return actions[0]  # the first kind its shield allows
            return self.trigger(game, me, actions)
        if "force" in by_verb:
            return self.force(game, me, by_verb["force"])
        if v.resolving is not None or v.pending:
            return self.ability(actions, by_verb)
        chosen: Action | None = None
        if phase == RIDE and "ridedeck" in by_verb:  # the D era: ride up from the Ride Deck
            chosen = self.ridedeck(game, me, by_verb["ridedeck"])
        elif phase == RIDE and "ride" in by_verb:
            chosen = self.ride(game, me, by_verb["ride"])
        elif phase == MAIN and "generator" in by_verb:  # the D era's crest draws when it can
            chosen = by_verb["generator"][0]
        elif "stride" in by_verb:
            chosen = self.stride(game, me, by_verb["stride"])
        elif "gassist" in by_verb:
            chosen = self.gassist(game, me, by_verb["gassist"])
        elif phase == MAIN:
            chosen = self.main(game, me, by_verb)
        elif phase == BATTLE and step == ATTACK and "attack" in by_verb:
            chosen = self.attack(game, me, by_verb["attack"])
        elif phase == BATTLE and step == GUARD:
            chosen = self.guard(game, me, actions)
        return chosen or NEXT

    # -- the moments of a game --------------------------------------------------------------

    def ability(self, actions: list[Action], by_verb: dict[str, list[Action]]) -> Action:
        """A card's ability: use one waiting (only those whose cost can be paid are offered),
        then do each of its steps with the first choice offered."""
        return bot_choice(actions)

    def mulligan(self, game: Game, me: int) -> Action:
        """Send back grade 3s and triggers, keeping the grades needed to ride up."""
        state = game.state
        hand = [state.cards[i] for i in state.zones[me]["hand"]]
        back = [traits.name(c) for c in hand if traits.grade(c) == 3 or traits.trigger(c)]
        return Action("mulligan", (tuple(back),)) if back else Action("mulligan")

    def force(self, game: Game, me: int, places: list[Action]) -> Action:
        """A Force marker goes on the vanguard, which attacks every turn."""
        return Action("force", (VC,))

    def ride(self, game: Game, me: int, rides: list[Action]) -> Action | None:
        """The highest grade, a gift icon first."""
        return max(rides, key=lambda a: _ride_rank(game, me, a.reader().name()))

    def ridedeck(self, game: Game, me: int, rides: list[Action]) -> Action | None:
        """Ride the next grade from the Ride Deck, discarding the card the hand needs least: a
        grade at or below the vanguard's that is no trigger, else the lowest grade; never the
        over trigger while another card will do (its shield, 50000, is the hand's best)."""
        state = game.state
        leader = vanguard(state, me)
        vanguard_grade = traits.grade(leader) if leader is not None else 0

        def spare(action: Action) -> tuple[bool, bool, bool, int]:
            cost = board.find_in(state, me, "hand", action.args[2][0])
            assert cost is not None  # the legal list named a card of the hand
            grade, trigger = traits.grade(cost), traits.trigger(cost)
            return (trigger != "over", grade <= vanguard_grade, not trigger, -grade)

        return max(rides, key=spare)

    def stride(self, game: Game, me: int, strides: list[Action]) -> Action | None:
        """The strongest G unit, striding whenever it can."""
        return max(strides, key=lambda a: _power_of(game, a.reader().name()))

    def gassist(self, game: Game, me: int, offers: list[Action]) -> Action | None:
        """Take the card to ride when there is one, else decline."""
        takes = [a for a in offers if a.args]
        return takes[0] if takes else None

    def main(self, game: Game, me: int, by_verb: dict[str, list[Action]]) -> Action | None:
        """Call the strongest fitting unit while the hand stays big enough."""
        return _call(game, me, by_verb["call"]) if "call" in by_verb else None

    def attack(self, game: Game, me: int, attacks: list[Action]) -> Action | None:
        """Attack the vanguard, rear-guards before the vanguard, boosting whenever possible."""

        def rank(action: Action) -> tuple[int, int, int]:
            attacker, target = action.args[0], action.args[2]
            boosted = "boost" in action.args
            return (target == VC, attacker != VC, boosted)

        return max(attacks, key=rank)

    def guard(self, game: Game, me: int, actions: list[Action]) -> Action | None:
        """Guard the vanguard once damage hurts: first with a Blitz Order offered (the D era,
        its cost payable), then with the smallest shields that stop the hit."""
        state = game.state
        fight = vg(state).battle
        assert fight is not None  # the guard step's
        guards = [a for a in actions if a.verb == "guard"]
        if fight.target != VC or board.count(state, me, "damage") < 3:
            return None
        attack = board.power(state, 1 - me, fight.attacker)
        defence = board.power(state, me, VC)
        blitz = [a for a in actions if a.verb == "order"]  # (one a turn: offered once)
        if defence <= attack and blitz:
            return blitz[0]
        if defence > attack or not guards:
            return None
        shields = []
        for action in guards:
            card = board.find_in(state, me, "hand", action.reader().name())
            if card is not None and traits.shield(card) > 0:
                shields.append((traits.shield(card), action))
        if not shields:
            return None
        shields.sort(key=lambda pair: pair[0])
        for shield, action in shields:
            if defence + shield > attack:
                return action
        return shields[-1][1]

    def trigger(self, game: Game, me: int, actions: list[Action]) -> Action:
        """Heal when allowed; stand the strongest; power and critical to the attacker."""
        state = game.state
        parts = checks.pending_parts(state)
        if "heal" in parts:
            return Action("heal")
        if "stand" in parts:
            stands = [a for a in actions if a.verb == "stand"]
            return max(stands, key=lambda a: board.power(state, me, str(a.args[0])))
        verb = "trigger" if "power" in parts else "critical"
        target = VC if vanguard(state, me) is not None else None
        v = vg(state)
        if v.battle and me == v.active and unit(state, me, v.battle.attacker):
            target = v.battle.attacker
        for action in actions:
            if action.verb == verb and action.args[0] == target:
                return action
        return next(a for a in actions if a.verb == verb)


def _ride_rank(game: Game, me: int, name: str) -> tuple[int, bool]:
    card = board.find_in(game.state, me, "hand", name)
    gift = card is not None and traits.gift(card) is not None
    return _grade_of(game, name), gift


def _grade_of(game: Game, name: str) -> int:
    for card in game.state.cards.values():
        if traits.name(card) == name:
            return traits.grade(card)
    return 0


def _power_of(game: Game, name: str) -> int:
    for card in game.state.cards.values():
        if traits.name(card) == name:
            return traits.power(card)
    return 0


def _call(game: Game, me: int, calls: list[Action]) -> Action | None:
    state = game.state
    if len(state.zones[me].get("hand", ())) <= MIN_HAND_AFTER_CALLS:
        return None
    best: tuple[int, Action] | None = None
    for action in calls:
        r = action.reader()
        name, circle = r.name(), r.word("circle")
        if unit(state, me, circle) is not None:
            continue
        card = board.find_in(state, me, "hand", name)
        assert card is not None
        if traits.trigger(card) or traits.sentinel(card):
            continue  # keep shields in hand
        back = circle in board.BACK
        fits = traits.boosts(card) if back else not traits.boosts(card)
        score = traits.power(card) + (10000 if fits else 0)
        if best is None or score > best[0]:
            best = (score, action)
    return best[1] if best else None


SIMPLE = Fighter()


def choose(game: Game) -> Action:
    """The simple fighter's choice for the player to play (demo games, tests)."""
    return SIMPLE.choose(game)


def passive(game: Game) -> Action:
    """A goldfish: keeps its hand, rides up a grade when it can (so its vanguard grows as a real
    opponent's does, which the G era's stride needs; in the D era from its Ride Deck, paying
    the discard), but never calls, attacks, guards,
    strides or uses a card's ability, and gives any trigger's effects to its vanguard."""
    actions = game.legal_actions()
    if not actions:
        raise ValueError("no legal action: the game is over")
    v = vg(game.state)
    if v.check is None and v.resolving is not None:
        return Action("stop")
    if v.check is None and v.pending:
        return next(a for a in actions if a.verb == "skip")
    if vg(game.state).check is not None:
        for verb in ("heal", "trigger", "critical", "stand"):
            for action in actions:
                if action.verb == verb and (verb in ("heal", "stand") or action.args == (VC,)):
                    return action
        return actions[0]
    if actions[0].verb == "mulligan":
        return Action("mulligan")
    if actions[0].verb == "force":
        return Action("force", (VC,))
    from_ride_deck = [a for a in actions if a.verb == "ridedeck"]
    if from_ride_deck:  # the D era: up a grade from its Ride Deck, as a real opponent rides
        return SIMPLE.ridedeck(game, game.to_play, from_ride_deck) or from_ride_deck[0]
    rides = [a for a in actions if a.verb == "ride"]
    if rides:
        return max(rides, key=lambda a: _grade_of(game, a.reader().name()))
    return Action("next")
