"""What the deck statistics measure of a Vanguard deck (`engine.figures`): the exact odds of
riding up the grades from the opening hand, and, in every game played, the rides on curve, the
damage dealt on each turn and the triggers checked.

The exact odds and the simulated games agree on one model of a player's first turns: the
sparring partner's mulligan (one card of each grade 1 to 3 kept), one card drawn a turn, and a
drive check for every earlier turn on which the vanguard attacked (all but the first player's
first turn; a vanguard below grade 3 drives once). Draw triggers and G assist bring more cards:
the simulated figures count them, the exact ones do not."""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.cards import CardInstance
from playtester.engine.events import Event, Note
from playtester.engine.figures import Measure, Opening, Tally
from playtester.engine.game import Game
from playtester.games.common.figures import Figures, OwnTurns, count_kinds, turn_goals
from playtester.games.vanguard import traits
from playtester.games.vanguard.board import VC, unit
from playtester.games.vanguard.cards import TRIGGER_KINDS
from playtester.games.vanguard.formats import RIDE_DECK
from playtester.games.vanguard.setup import HAND_SIZE, load_deck
from playtester.games.vanguard.sparring import LAST_GRADE, kept, kind_of
from playtester.games.vanguard.state import BATTLE, END, MAIN, RIDE, vg

DAMAGE_TURNS = 7  # own turns the damage dealt is shown for

MEASURES = (
    Measure("holding", "Holds the grade to ride", "turn", rate=True, turns=3, exact="holding"),
    Measure("curve", "Rides on curve", "turn", rate=True, turns=3, exact="chain"),
    Measure("damage", "Damage dealt", "turn", turns=DAMAGE_TURNS),
    Measure("triggers", "Triggers checked per game", "game", kinds=TRIGGER_KINDS),
)


def seen(turn: int, first: bool) -> int:
    """The cards a player has seen by the ride phase of their own turn `turn` (1 to 3): the
    opening hand, a draw a turn, and a drive check for each earlier turn they attacked on."""
    attacks = max(0, turn - 2) if first else turn - 1
    return HAND_SIZE + turn + attacks


def opening(deck: str, format: str) -> Opening:
    """The deck's opening for its exact odds: the cards that may be drawn (all but the first
    vanguard) by grade, the sparring partner's mulligan, a grade to ride on each of turns 1-3."""
    loaded = load_deck(deck, format)
    cards = list(loaded.main)
    starter = loaded.starter()
    if starter is not None and starter in cards:  # a Ride Deck's grade 0 is not in the main deck
        cards.remove(starter)
    kinds = count_kinds(cards, kind_of)
    mulligan = "keep one card of each grade 1 to 3 and send the rest back"
    assumes = (
        "the opening hand, a draw a turn and a drive check for each earlier attack of the "
        "vanguard (no draw trigger, no G assist)"
    )
    # the D era: the Ride Deck holds the grades to ride from the start (a ride from it needs
    # only a card of the hand to discard, which a hand of five and a draw a turn always has)
    held = frozenset(kind_of(c) for c in loaded.ride_deck if c is not starter)
    if held:
        assumes += "; the Ride Deck holds grades 1 to 3, each ridden by discarding a card"
    goals = turn_goals("grade", LAST_GRADE, seen)
    return Opening(kinds, HAND_SIZE, kept, goals, mulligan, assumes, held)


class RideWatcher(OwnTurns):
    """Follows one player's game: the grade they hold and ride on each of their first turns,
    the damage they deal on each turn, and the triggers their checks reveal."""

    def __init__(self, game: Game, player: int) -> None:
        super().__init__(game, player)
        self.damage: list[int] = []
        self.triggers = dict.fromkeys(TRIGGER_KINDS, 0)  # the later eras' front and over too

    def after(self, game: Game, events: Sequence[Event]) -> None:
        state = game.state
        mine = self.mine(game)
        for note, card in self.noted(game, events, "check"):
            self._check(card, note, mine)
        if not mine:
            return
        if self.begins(game):
            self.damage.append(0)
        goal = min(self.own, LAST_GRADE)
        phase = vg(state).phase
        if self.own <= LAST_GRADE and phase == RIDE and len(self.holding) < self.own:
            zones = state.zones[self.player]  # the hand, and the D era's Ride Deck
            held = (*zones.get("hand", ()), *zones.get(RIDE_DECK, ()))
            holds = any(traits.grade(state.cards[i]) == goal for i in held)
            self.holding.append(int(holds))
        after_ride = phase in (MAIN, BATTLE, END)
        if self.own <= LAST_GRADE and after_ride and len(self.curve) < self.own:
            leader = unit(state, self.player, VC)
            self.curve.append(int(leader is not None and traits.grade(leader) >= goal))

    def _check(self, card: CardInstance, note: Note, mine: bool) -> None:
        """A drive or damage check of `card`: a trigger of mine is counted; a damage check of my
        opponent's in my turn is a damage I dealt."""
        if card.owner == self.player:
            kind = traits.trigger(card)
            if kind in self.triggers:
                self.triggers[kind] += 1
        elif mine and note.args[0] == "damage" and self.damage:
            self.damage[-1] += 1

    def tally(self, game: Game) -> Tally:
        return self.summed(game, {"damage": self.damage}, {"triggers": dict(self.triggers)})


FIGURES = Figures(MEASURES, opening, RideWatcher)  # the statistics ask for these
