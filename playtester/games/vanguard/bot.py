"""A simple fighter that plays sensible legal moves: for demo games, goldfish opponents and
benchmarks. It only chooses among `legal_actions()`; it never overrides."""

from __future__ import annotations

from playtester.engine.actions import Action
from playtester.engine.game import Game
from playtester.games.vanguard import board, checks
from playtester.games.vanguard.board import VC, grade, unit, vanguard
from playtester.games.vanguard.cards import vanguard_card

MIN_HAND_AFTER_CALLS = 3


def choose(game: Game) -> Action:
    """The bot's choice for the player to play."""
    actions = game.legal_actions()
    if not actions:
        raise ValueError("no legal action: the game is over")
    state = game.state
    me = game.to_play
    by_verb: dict[str, list[Action]] = {}
    for action in actions:
        by_verb.setdefault(action.verb, []).append(action)
    phase, step = state.vars.get("phase"), state.vars.get("step")
    if "mulligan" in by_verb:
        return _mulligan(game, me)
    if state.vars.get("check") is not None:
        return _trigger(game, me, actions)
    if "force" in by_verb:  # a Force marker: on the vanguard, which attacks every turn
        return Action("force", (VC,))
    if phase == "ride" and "ride" in by_verb:  # the highest grade, a gift icon first
        return max(by_verb["ride"], key=lambda a: _ride_rank(game, me, a.reader().name()))
    if "stride" in by_verb:  # the strongest G unit, striding whenever it can
        return max(by_verb["stride"], key=lambda a: _power_of(game, a.reader().name()))
    if "gassist" in by_verb:  # take the card to ride when there is one, else decline
        takes = [a for a in by_verb["gassist"] if a.args]
        return takes[0] if takes else Action("next")
    if phase == "main" and "call" in by_verb:
        call = _call(game, me, by_verb["call"])
        if call is not None:
            return call
    if phase == "battle" and step == "attack" and "attack" in by_verb:
        return _attack(game, me, by_verb["attack"])
    if phase == "battle" and step == "guard":
        guard = _guard(game, me, by_verb.get("guard", []))
        if guard is not None:
            return guard
    return Action("next")


def _ride_rank(game: Game, me: int, name: str) -> tuple[int, bool]:
    card = board.find_in(game.state, me, "hand", name)
    gift = card is not None and vanguard_card(card).gift is not None
    return _grade_of(game, name), gift


def _grade_of(game: Game, name: str) -> int:
    for card in game.state.cards.values():
        if card.card.name == name:
            return vanguard_card(card).grade or 0
    return 0


def _power_of(game: Game, name: str) -> int:
    for card in game.state.cards.values():
        if card.card.name == name:
            return vanguard_card(card).power
    return 0


def _mulligan(game: Game, me: int) -> Action:
    """Send back grade 3s and triggers, keeping the grades needed to ride up."""
    state = game.state
    hand = [state.cards[i] for i in state.zones[me]["hand"]]
    back = [c.card.name for c in hand if grade(c) == 3 or vanguard_card(c).trigger]
    return Action("mulligan", (tuple(back),)) if back else Action("mulligan")


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
        if vanguard_card(card).trigger or vanguard_card(card).sentinel:
            continue  # keep shields in hand
        back = circle in board.BACK
        fits = vanguard_card(card).has("boost") if back else not vanguard_card(card).has("boost")
        score = vanguard_card(card).power + (10000 if fits else 0)
        if best is None or score > best[0]:
            best = (score, action)
    return best[1] if best else None


def _attack(game: Game, me: int, attacks: list[Action]) -> Action:
    """Attack the vanguard, rear-guards before the vanguard, boosting whenever possible."""

    def rank(action: Action) -> tuple[int, int, int]:
        attacker, target = action.args[0], action.args[2]
        boosted = "boost" in action.args
        return (target == VC, attacker != VC, boosted)

    return max(attacks, key=rank)


def _guard(game: Game, me: int, guards: list[Action]) -> Action | None:
    """Guard the vanguard once damage hurts, with the smallest shields that stop the hit."""
    state = game.state
    battle = state.vars["battle"]
    foe = 1 - me
    if battle["target"] != VC or board.count(state, me, "damage") < 3:
        return None
    attack = board.power(state, foe, battle["attacker"])
    defence = board.power(state, me, VC)
    if defence > attack or not guards:
        return None
    shields = []
    for action in guards:
        card = board.find_in(state, me, "hand", action.reader().name())
        if card is not None and vanguard_card(card).shield > 0:
            shields.append((vanguard_card(card).shield, action))
    if not shields:
        return None
    shields.sort(key=lambda pair: pair[0])
    for shield, action in shields:
        if defence + shield > attack:
            return action
    return shields[-1][1]


def _trigger(game: Game, me: int, actions: list[Action]) -> Action:
    state = game.state
    parts = checks.pending_parts(state)
    if "heal" in parts:
        return Action("heal")
    if "stand" in parts:
        stands = [a for a in actions if a.verb == "stand"]
        return max(stands, key=lambda a: board.power(state, me, str(a.args[0])))
    verb = "trigger" if "power" in parts else "critical"
    target = VC if vanguard(state, me) is not None else None
    battle = state.vars.get("battle")
    if battle and me == state.vars["active"] and unit(state, me, battle["attacker"]):
        target = battle["attacker"]
    for action in actions:
        if action.verb == verb and action.args[0] == target:
            return action
    return next(a for a in actions if a.verb == verb)


def passive(game: Game) -> Action:
    """A goldfish: keeps its hand, rides up a grade when it can (so its vanguard grows as a real
    opponent's does, which the G era's stride needs), but never calls, attacks, guards or
    strides, and gives any trigger's effects to its vanguard."""
    actions = game.legal_actions()
    if not actions:
        raise ValueError("no legal action: the game is over")
    if game.state.vars.get("check") is not None:
        for verb in ("heal", "trigger", "critical", "stand"):
            for action in actions:
                if action.verb == verb and (verb in ("heal", "stand") or action.args == (VC,)):
                    return action
        return actions[0]
    if actions[0].verb == "mulligan":
        return Action("mulligan")
    if actions[0].verb == "force":
        return Action("force", (VC,))
    rides = [a for a in actions if a.verb == "ride"]
    if rides:
        return max(rides, key=lambda a: _grade_of(game, a.reader().name()))
    return Action("next")
