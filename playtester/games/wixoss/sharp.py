"""The WIXOSS sharp player: the sparring partner, looking one battle ahead in its own turn.

In its Ener and main phases it tries each legal choice on the real game (applied and taken back
with the engine's undo), plays the rest of its turn up to its LRIG's attack as the sparring
partner would (the opponent declining what it may do meanwhile), and weighs the board each
choice leaves: the Life Cloth its SIGNI crushed, the SIGNI they vanished, what the opponent's
SIGNI could do to it next turn, and the cards it keeps. It never looks at a hidden card: its
opponent's choices are not played out, and nothing it weighs is hidden from it."""

from __future__ import annotations

from playtester.engine.actions import Action
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.games.wixoss.board import MIRROR, SIGNI_ZONES, card_of, count, power, top
from playtester.games.wixoss.sparring import NEXT, SPARRING, Sparring, hand
from playtester.games.wixoss.state import ATTACK_PHASE, END_PHASE, LRIG_STEP, wx

LOOKAHEAD = 60  # actions a trial plays at most before it weighs the board

# What the board is weighed by, in Life Cloth (tuned with benchmarks/bots.py against the
# sparring partner)
LIFE = 1.0  # a Life Cloth of the opponent's crushed
THREAT = 0.8  # an opponent SIGNI facing an empty zone of mine: a crush next turn
LOSS = 0.45  # a SIGNI of mine the opponent's facing SIGNI beats
THEIR_SIGNI = 0.45  # a SIGNI the opponent has on the field
CARD = 0.25  # a card in my hand
GUARD = 0.5  # a Guard card in my hand, beyond its worth as a card


def weigh(state: State, me: int) -> float:
    """The board for `me` in its own turn, after its SIGNI's attacks: higher is better."""
    foe = 1 - me
    score = -LIFE * count(state, foe, "life")
    for zone in SIGNI_ZONES:
        theirs = top(state, foe, MIRROR[zone])
        mine = top(state, me, zone)
        if theirs is None:
            continue
        score -= THEIR_SIGNI
        if mine is None:
            score -= THREAT
        elif power(state, foe, MIRROR[zone]) >= power(state, me, zone):
            score -= LOSS
    cards = hand(state, me)
    score += CARD * len(cards) + GUARD * sum(1 for c in cards if card_of(c).guard)
    return score


class Sharp(Sparring):
    """The sparring partner weighing its Ener and main phase choices one battle ahead."""

    def ener(self, game: Game, me: int, eners: list[Action]) -> Action | None:
        return self.best(game, me, [NEXT, *eners])

    def main(self, game: Game, me: int, verbs: dict[str, list[Action]]) -> Action | None:
        options = [NEXT, *verbs.get("play", []), *verbs.get("remove", [])]
        return self.best(game, me, options)

    def best(self, game: Game, me: int, options: list[Action]) -> Action:
        """The choice whose trial leaves the best board; the sparring partner's own choice
        first among equals."""
        own = self.planned(game, me)
        scored = []
        for action in options:
            with game.trial():
                game.apply(action)
                self.play_out(game, me)
                scored.append((weigh(game.state, me) + (1e-6 if action == own else 0), action))
        return max(scored, key=lambda pair: pair[0])[1]

    def planned(self, game: Game, me: int) -> Action:
        """What the sparring partner would choose here."""
        return SPARRING.choose(game)

    def play_out(self, game: Game, me: int) -> None:
        """Play on as the sparring partner up to the LRIG attack step of this turn (or its end),
        the opponent declining whatever it may do meanwhile."""
        for _ in range(LOOKAHEAD):
            v = wx(game.state)
            if game.winner is not None or v.active != me:
                return
            if v.phase == END_PHASE or (v.phase == ATTACK_PHASE and v.step == LRIG_STEP):
                return
            if game.to_play != me:
                legal = game.legal_actions()
                game.apply(NEXT if NEXT in legal else legal[0])
                continue
            game.apply(SPARRING.choose(game))


SHARP = Sharp()


def choose(game: Game) -> Action:
    """The sharp player's choice for the player to play."""
    return SHARP.choose(game)
