"""A simple WIXOSS player that makes sensible legal moves, for demo games, goldfish opponents
and benchmarks. It only chooses among `legal_actions()`; it never overrides."""

from __future__ import annotations

from playtester.engine.actions import Action
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.games.common.ability_verbs import bot_choice
from playtester.games.wixoss import flow
from playtester.games.wixoss.board import (
    HAND_LIMIT,
    MIRROR,
    C,
    card_of,
    center,
    count,
    find_in,
    power,
    top,
)
from playtester.games.wixoss.cards import WixossCard
from playtester.games.wixoss.state import Phase, Step, wx

NEXT = Action("next")
GUARD_AT = 3  # guard an LRIG attack once the Life Cloth is this low


def grouped(actions: list[Action]) -> dict[str, list[Action]]:
    """The legal actions by their verb."""
    out: dict[str, list[Action]] = {}
    for action in actions:
        out.setdefault(action.verb, []).append(action)
    return out


def situation(game: Game) -> tuple[State, int, dict[str, list[Action]]]:
    """The state, the player to play and the legal actions by verb (ValueError when there are
    none: the game is over)."""
    actions = game.legal_actions()
    if not actions:
        raise ValueError("no legal action: the game is over")
    return game.state, game.to_play, grouped(actions)


def deciding_ability(state: State) -> bool:
    """Whether the player to play decides about a card's ability (one waiting or being used),
    not their turn's next move (which may list an [Action] ability's `use` too)."""
    return flow.who_acts(state)[1] == flow.ABILITY


def _card(state: State, player: int, zone: str, name: str) -> WixossCard | None:
    found = find_in(state, player, zone, name)
    return card_of(found) if found is not None else None


def choose(game: Game) -> Action:
    """The bot's choice for the player to play."""
    state, me, by_verb = situation(game)
    phase, step = wx(state).phase, wx(state).step
    if "mulligan" in by_verb:
        return _mulligan(state, me)
    if deciding_ability(state):  # a card's ability waits, or is being used
        return bot_choice([a for actions in by_verb.values() for a in actions])
    if "burst" in by_verb:
        return by_verb["burst"][0]
    if "rule" in by_verb:  # several rule-based actions at once: the first listed first
        return by_verb["rule"][0]
    if phase != Phase.END and "remove" in by_verb and "next" not in by_verb:  # over the limit
        return min(by_verb["remove"], key=lambda a: sum(power(state, me, str(z)) for z in a.args))
    if phase == Phase.ENER and "ener" in by_verb:
        return _ener(state, me, by_verb["ener"])
    if "grow" in by_verb:  # the Center in the grow phase, Assists when they can
        return by_verb["grow"][0]
    if phase == Phase.MAIN:
        play = _play(state, me, by_verb.get("play", []))
        if play is not None:
            return play
    if step in (Step.SIGNI, Step.LRIG) and "attack" in by_verb:
        return max(by_verb["attack"], key=lambda a: _attack_rank(state, me, str(a.args[0])))
    if step == Step.GUARD and "guard" in by_verb and count(state, me, "life") <= GUARD_AT:
        return by_verb["guard"][0]
    if "discard" in by_verb:
        return max(by_verb["discard"], key=lambda a: _discard_rank(state, me, a))
    return NEXT


def _mulligan(state: State, me: int) -> Action:
    """Put back level 3 SIGNI and spells: the first turns want low SIGNI."""
    back = []
    for card_id in state.zones[me]["hand"]:
        card = card_of(state.cards[card_id])
        if card.kind != "signi" or card.level >= 3:
            back.append(card.name)
    return Action("mulligan", (tuple(back),)) if back else Action("mulligan")


def _ener(state: State, me: int, eners: list[Action]) -> Action:
    """Charge the hand card least useful soon: a spell, then the highest level SIGNI above the
    Center's reach; never a SIGNI from the field, and keep at least two cards in hand."""
    if count(state, me, "hand") <= 2:
        return NEXT
    lrig = center(state, me)
    reach = (lrig.level + 1) if lrig is not None else 1

    def rank(action: Action) -> tuple[int, int, int]:
        if isinstance(action.args[0], str):
            return (-1, 0, 0)  # a SIGNI on the field: never
        card = _card(state, me, "hand", action.args[0][0])
        if card is None:
            return (-1, 0, 0)
        return (card.kind != "signi", card.level > reach, -card.power if not card.guard else -99999)

    return max(eners, key=rank)


def _play(state: State, me: int, plays: list[Action]) -> Action | None:
    """The strongest SIGNI for an empty zone, preferring zones facing a SIGNI it beats; a Rise
    SIGNI onto a weaker one."""
    best: tuple[int, Action] | None = None
    for action in plays:
        name, zone = action.args[0][0], str(action.args[1])
        card = _card(state, me, "hand", name)
        if card is None or card.guard:
            continue  # keep Guard cards for LRIG attacks
        base = top(state, me, zone)
        gain = card.power - (power(state, me, zone) if base is not None else 0)
        if gain <= 0:
            continue
        facing = top(state, 1 - me, MIRROR[zone])
        beats = facing is None or card.power >= power(state, 1 - me, MIRROR[zone])
        score = gain + (5000 if beats else 0)
        if best is None or score > best[0]:
            best = (score, action)
    return best[1] if best else None


def _attack_rank(state: State, me: int, zone: str) -> tuple[int, int]:
    """Attack where it hurts: unopposed or with Assassin first, then battles that are won."""
    if zone == C:
        return (2, 0)
    card = top(state, me, zone)
    facing = top(state, 1 - me, MIRROR[zone])
    if card is None:
        return (0, 0)
    if facing is None or card_of(card).has("assassin"):
        return (3, 0)
    wins = power(state, me, zone) >= power(state, 1 - me, MIRROR[zone])
    return (1 if wins else 0, power(state, me, zone))


def _discard_rank(state: State, me: int, action: Action) -> tuple[bool, int]:
    card = _card(state, me, "hand", action.args[0][0])
    if card is None:
        return (False, 0)
    return (not card.guard, card.level)


def passive(game: Game) -> Action:
    """A goldfish: keeps its hand, charges Ener, grows its Center LRIG and plays SIGNI as a real
    opponent does (so that attacks meet SIGNI to battle), declines its Life Bursts and its
    cards' abilities, and never attacks or guards."""
    state, me, by_verb = situation(game)
    if "mulligan" in by_verb:
        return Action("mulligan")
    if deciding_ability(state) and "stop" in by_verb:  # (an ability it did not start)
        return Action("stop")
    if deciding_ability(state):
        return by_verb["skip"][0]
    if "rule" in by_verb:
        return by_verb["rule"][0]
    if "remove" in by_verb and "next" not in by_verb:
        return by_verb["remove"][0]
    phase = wx(state).phase
    if phase == Phase.ENER and "ener" in by_verb:
        hand = [a for a in by_verb["ener"] if isinstance(a.args[0], tuple)]
        if hand and count(state, me, "hand") > HAND_LIMIT // 2:
            return hand[-1]
    if phase == Phase.GROW and "grow" in by_verb:
        return by_verb["grow"][0]
    if phase == Phase.MAIN:
        play = _play(state, me, by_verb.get("play", []))
        if play is not None:
            return play
    if "discard" in by_verb:
        return by_verb["discard"][-1]
    return NEXT
