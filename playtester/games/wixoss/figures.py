"""What the deck statistics measure of a WIXOSS deck (`engine.figures`): the exact odds of holding
a SIGNI of each level from 1 to 3 by the turn the Center LRIG reaches it, and, in every game
played, the grows on curve, the Center LRIG's level, the Life Cloth crushed on each turn and
the Life Bursts revealed.

The exact odds and the simulated games agree on one model of a player's first turns: the
sparring partner's mulligan (two level 1 SIGNI, one of level 2, one of level 3 and a Guard card
kept), then two cards drawn a turn (one on the first player's first turn). The Life Cloth is
dealt from the deck after the mulligan; as the deck is shuffled, the cards drawn after it are as
random as the top ones, so the odds are those of the next cards of the deck."""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.cards import CardInstance
from playtester.engine.events import Event, Note
from playtester.engine.figures import Measure, Opening, Tally
from playtester.engine.game import Game
from playtester.games.common.figures import Figures, OwnTurns, count_kinds, turn_goals
from playtester.games.wixoss.board import card_of
from playtester.games.wixoss.deck import read_deck
from playtester.games.wixoss.setup import HAND_SIZE
from playtester.games.wixoss.sparring import LAST_LEVEL, kept, kind_of, level
from playtester.games.wixoss.state import ATTACK_PHASE, END_PHASE, ENER_PHASE, MAIN_PHASE, wx

LEVEL_TURNS = 5  # own turns the Center LRIG's level is shown for
CRUSH_TURNS = 7  # own turns the Life Cloth crushed is shown for
BURSTS = ("yours", "theirs")

MEASURES = (
    Measure(
        "holding", "Holds a SIGNI of the next level", "turn", rate=True, turns=3, exact="holding"
    ),
    Measure("curve", "Grows on curve", "turn", rate=True, turns=LAST_LEVEL),
    Measure("level", "Center LRIG's level", "turn", turns=LEVEL_TURNS),
    Measure("crushed", "Life Cloth crushed", "turn", turns=CRUSH_TURNS),
    Measure("bursts", "Life Bursts revealed per game", "game", kinds=BURSTS),
)


def seen(turn: int, first: bool) -> int:
    """The cards a player has seen by the Ener phase of their own turn `turn`: the opening
    hand and two draws a turn, one fewer going first."""
    return HAND_SIZE + 2 * turn - (1 if first else 0)


def opening(deck: str, format: str) -> Opening:
    """The deck's opening for its exact odds: the main deck by the mulligan's kinds, the
    sparring partner's mulligan, and a SIGNI of level t to hold on each of turns 1-3."""
    kinds = count_kinds(read_deck(deck, validate=False).main, kind_of)
    mulligan = (
        "keep two level 1 SIGNI, one of level 2, one of level 3 and one Guard card, and send the "
        "rest back"
    )
    assumes = "the opening hand and two draws a turn (one on the first player's first turn)"
    goals = turn_goals("level", LAST_LEVEL, seen)
    return Opening(kinds, HAND_SIZE, kept, goals, mulligan, assumes)


class GrowWatcher(OwnTurns):
    """Follows one player's game: on each of their turns, whether they hold a SIGNI of the
    turn's level (before charging Ener), the Center LRIG's level once the grow phase is over,
    and the Life Cloth they crush; in the whole game, the Life Bursts revealed."""

    def __init__(self, game: Game, player: int) -> None:
        super().__init__(game, player)
        self.level: list[int] = []
        self.crushed: list[int] = []
        self.bursts = dict.fromkeys(BURSTS, 0)

    def after(self, game: Game, events: Sequence[Event]) -> None:
        state = game.state
        mine = self.mine(game)
        if self.begins(game):
            self.crushed.append(0)
        for note, card in self.noted(game, events, "crush"):
            self._crush(card, note, mine)
        if not mine:
            return
        phase = wx(state).phase
        if self.own <= LAST_LEVEL and phase == ENER_PHASE and len(self.holding) < self.own:
            wanted = f"level {self.own}"
            hand = state.zones[self.player].get("hand", ())
            self.holding.append(int(any(kind_of(card_of(state.cards[i])) == wanted for i in hand)))
        if phase in (MAIN_PHASE, ATTACK_PHASE, END_PHASE) and len(self.level) < self.own:
            now = level(state, self.player)
            self.level.append(now)
            if self.own <= LAST_LEVEL:
                self.curve.append(int(now >= self.own))

    def _crush(self, card: CardInstance, note: Note, mine: bool) -> None:
        """A Life Cloth crushed (`card`): the opponent's in my turn counts as mine to have
        crushed; one with a Life Burst is counted for its owner."""
        owner = card.owner
        if owner != self.player and mine and self.crushed:
            self.crushed[-1] += 1
        if note.args[-1] == 1:
            self.bursts["yours" if owner == self.player else "theirs"] += 1

    def tally(self, game: Game) -> Tally:
        by_turn = {"level": self.level, "crushed": self.crushed}
        return self.summed(game, by_turn, {"bursts": dict(self.bursts)})


FIGURES = Figures(MEASURES, opening, GrowWatcher)  # the statistics ask for these
