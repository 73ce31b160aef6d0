"""The D era (today's Standard, the `d` format's rule piece `formats.D_ERA`): Energy and the
Energy Generator crest, Persona Ride, and the ride from the Ride Deck.

Sources (see docs/d-era.md; no rule text is copied here): the publisher's "how to play D
series" page (en.cf-vanguard.com/howto/d-series: the Ride Deck, Persona Ride, the over
trigger) and the Comprehensive Rules ver. 4.x as players know them. Energy is a number each
player keeps, from 0 to the crest's upper limit; Energy-Charge raises it (never past the limit),
Energy-Blast is a cost that lowers it and cannot be paid with too little. The Energy Generator
crest every player of the format has: at the start of its owner's ride phase Energy-Charge 3,
3 more on the second player's first turn; once a turn in its owner's main phase, Energy-Blast 7
to draw a card; the upper limit 10.
"""

from __future__ import annotations

from playtester.engine.actions import ArgReader
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State, replace
from playtester.games.common.players import player_name
from playtester.games.vanguard import refusals
from playtester.games.vanguard.board import draw, send
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.formats import D_ERA, format_of
from playtester.games.vanguard.state import MAIN, flags_of, vg

ENERGY_MAX = 10  # the Energy Generator's upper limit
RIDE_PHASE_CHARGE = 3  # the crest's charge at the start of its owner's ride phase
SECOND_PLAYER_CHARGE = 3  # and more on the second player's first turn
GENERATOR_COST = 7  # the crest's [ACT]: Energy-Blast 7, draw a card (once a turn)
PERSONA = "persona_ride"  # the Persona Ride icon, among a card's skills


# -- Energy ---------------------------------------------------------------------------------------


def energy(state: State, player: int) -> int:
    """The player's Energy now."""
    return flags_of(state, player).energy


def charge(ch: Changes, player: int, amount: int) -> None:
    """Energy-Charge `amount`: the player's Energy rises, never past the upper limit."""
    flags = flags_of(ch.state, player)
    total = min(ENERGY_MAX, flags.energy + amount)
    if total != flags.energy:
        ch.update_flags(player, replace(flags, energy=total))
    ch.note("energy charge", player_name(ch.state, player), amount, total)


def blast_reason(state: State, player: int, amount: int) -> Reason | None:
    """Why the player cannot pay Energy-Blast `amount` (None: they can): too little Energy."""
    have = energy(state, player)
    if amount > have:
        return Reason.of("energy.short", count=amount, energy=have)
    return None


def blast_check(state: State, player: int, amount: int) -> None:
    """Impossible with too little Energy to blast `amount` (the tool's reason)."""
    why = blast_reason(state, player, amount)
    if why is not None:
        raise refusals.impossible(why)


def blast(ch: Changes, player: int, amount: int) -> None:
    """Energy-Blast `amount` as a cost: Impossible with too little Energy."""
    blast_check(ch.state, player, amount)
    flags = flags_of(ch.state, player)
    ch.update_flags(player, replace(flags, energy=flags.energy - amount))
    ch.note("energy blast", player_name(ch.state, player), amount, flags.energy - amount)


def read_amount(r: ArgReader) -> tuple[int]:
    """`energyblast N`, `energycharge N`."""
    amount = r.number("how much Energy")
    r.done()
    return (amount,)


def tool_blast(ch: Changes, player: int, amount: int) -> None:
    """The `energyblast N` tool (a cost paid by hand for card text)."""
    blast(ch, player, amount)


def tool_charge(ch: Changes, player: int, amount: int) -> None:
    """The `energycharge N` tool (card text done by hand)."""
    charge(ch, player, amount)


def start_ride_phase(ch: Changes) -> None:
    """The Energy Generator's charge as its owner's ride phase begins: 3, and 3 more on the
    second player's first turn (the game's second turn). Only a format with the D era has it."""
    if not format_of(ch.state).has(D_ERA):
        return
    v = vg(ch.state)
    player = v.active
    amount = RIDE_PHASE_CHARGE
    if player != v.first and v.turn == 2:
        amount += SECOND_PLAYER_CHARGE
    charge(ch, player, amount)


def end_turn(ch: Changes) -> None:
    """The turn's Persona Ride, the crest's once-a-turn draw and the count of orders played
    end with the turn."""
    for player in (0, 1):
        flags = flags_of(ch.state, player)
        if flags.persona or flags.generated or flags.orders:
            ended = replace(flags, persona=False, generated=False, orders=0, blitzes=0)
            ch.update_flags(player, ended)


# -- the Energy Generator's draw ------------------------------------------------------------------


def read_generator(r: ArgReader) -> tuple[()]:
    r.done()
    return ()


def generator_reason(state: State, player: int) -> Reason | None:
    """Why the player's Energy Generator may not draw now (None: it may), of
    `generator_refusal`'s id. Too little Energy is Impossible (`blast_reason`'s, with the
    counts), in any phase: no override can pay Energy-Blast 7 with less."""
    blast_check(state, player, GENERATOR_COST)
    refusal = generator_refusal(state, player)  # (one body: the legal list's)
    if refusal is None:
        return None
    if refusal == "generator.timing":
        return Reason.of("generator.timing")
    if refusal == "generator.used":
        return Reason.of("generator.used")
    return blast_reason(state, player, GENERATOR_COST)


def generator_refusal(state: State, player: int) -> str | None:
    """The id of why the Energy Generator may not draw now (None: it may): in its owner's main
    phase with nothing waiting, once a turn, with 7 Energy to blast (the legal list of every
    D-era main phase asks it: no reason made only to be thrown away)."""
    v = vg(state)
    if v.phase != MAIN or v.active != player or v.pending:
        return "generator.timing"
    if flags_of(state, player).generated:
        return "generator.used"
    if energy(state, player) < GENERATOR_COST:
        return "energy.short"
    return None


def do_generator(ch: Changes, player: int) -> None:
    """Energy-Blast 7, then draw a card; the crest is used for the turn."""
    blast(ch, player, GENERATOR_COST)
    ch.update_flags(player, replace(flags_of(ch.state, player), generated=True))
    draw(ch, player)
    ch.note("generator", player_name(ch.state, player))


# -- Persona Ride ---------------------------------------------------------------------------------


def has_persona(card: CardInstance) -> bool:
    """Whether the card prints the Persona Ride icon."""
    return vanguard_card(card).has(PERSONA)


def on_ride(ch: Changes, player: int, old: CardInstance | None, new: CardInstance) -> None:
    """Persona Ride, as part of the ride (before any ability the ride triggers): riding a unit
    of the same name onto a vanguard with the icon draws a card and gives the front row +10000
    for the rest of the turn (`board.persona_bonus`)."""
    if old is None or not format_of(ch.state).has(D_ERA):
        return
    if old.card.name != new.card.name or not has_persona(old):
        return
    ch.update_flags(player, replace(flags_of(ch.state, player), persona=True))
    draw(ch, player)
    ch.note("persona ride", player_name(ch.state, player), ch.card(new.id))


# -- the ride from the Ride Deck -----------------------------------------------------------------


def read_ridedeck(r: ArgReader) -> tuple[str, str]:
    """`ridedeck "Unit" discard "Card"`: ride the unit from the Ride Deck, discarding a card."""
    name = r.name()
    r.word("discard, then the card discarded from your hand", ("discard",))
    discarded = r.name()
    r.done()
    return name, discarded


def ride_deck_card(state: State, player: int, name: str) -> CardInstance:
    """The named card in the player's Ride Deck (Impossible when it is not there)."""
    for card_id in state.zones[player].get("ride_deck", ()):
        card = state.cards[card_id]
        if card.card.name == name:
            return card
    missing = Reason.of("card.missing", verb="ridedeck", card=name, where="your Ride Deck")
    raise refusals.impossible(missing)


def discard_card(ch: Changes, player: int, card_id: int) -> None:
    """The ride's cost: the card goes from the hand to the drop."""
    send(ch, card_id, "drop")
    ch.note("ride discard", ch.card(card_id))
