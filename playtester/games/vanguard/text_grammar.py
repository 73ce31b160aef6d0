"""The grammar of printed Vanguard ability text, clause by clause (a `lark` LALR grammar: linear
in the text's length). It reads the body of one ability after its header (`text_reader.py`
reads the header and cleans the text first): the trigger, the conditions, the cost as V and D
print it (`[COST][...]`) or classic and G's "you may pay the cost. If you do,", and the
effects. Words are lower case here, names (`<Clan>`, `"Name"`) as printed. A text the grammar
does not cover fails as a whole: the reader keeps it as text, "by hand"."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from lark import Lark, Token
from lark.lexer import Lexer

GRAMMAR = r"""
start: trigger? conds pay? effects
     | lead "when" event "," conds pay? effects -> led
// conditions said before the trigger ("during your turn, when ..."): conditions as any other
lead: (cond ",")+

// --- when: the trigger -------------------------------------------------------------------
trigger: "when" event ","
       | _battle_ends subject "attacked" target_kind? ","  -> battle_end
       | _battle_ends subject "boosted" ","               -> boost_end
       | "at" "the" "beginning" "of" "your" phase_name "phase" ","           -> phase_start
_battle_ends: "at" "the" "end" "of" "the" "battle" "that"?
subject: "this" "unit" | "it"
event: subject "attacks" target_kind?                          -> attacks
     | hitter "hits" target_kind?                              -> hits
     | subject "boosts" boost_kind?                            -> boosts
     | "this" ("unit" | "card") "is" placed "on" ZONE ("or" ZONE)? out_of_hand? -> placed_on
     | "placed"                                                -> placed
     | "this" "unit" "is" "rode" "upon"                        -> rode_upon
     | "this" "unit" "is" "boosted" ("by" ("a" | "an") CLAN)?  -> boosted
     | "rode" "upon"                                           -> rode_upon
     | "this" "unit" "is" "rode" "upon" "by" rider             -> rode_upon_by
     | "rode" "upon" "by" rider                                -> rode_upon_by
     | "this" "card" "is" "discarded" out_of_hand during_mine?  -> discarded
     | "this" "card" "is" placed "on" ZONE out_of_hand "or" ride_discard -> placed_or_ride
     | "this" "card" "is" "discarded" out_of_hand riding       -> ride_discarded
     | "this" ("unit" | "card") "is" "returned" to_hand_from ZONE during_mine? -> returned
     | "an" "attack" "hits" target_kind? during_boost boosted_one? -> boost_hits
     | "your" "opponent's" "rear-guard" "is" "retired" during_mine? -> foe_retired
     | ("a" | "an" | "another") CLAN "rides" "this" "unit"    -> clan_rides
     // vocab7: a card by its name rides this unit
     | ("a" | "an" | "a" "card" "named") NAME "rides" "this" "unit" -> name_rides
     // vocab7: this card moved from the soul, the guardian circle or the drop zone
     | "this" "card" "is" "put" "into" "the" "drop" "zone" "from" "your" "soul" -> soul_dropped
     | "this" "unit" "is" "retired" "from" ZONE                -> retired_from
     | "this" "unit" "is" "put" "into" "the" "drop" "zone" "from" ZONE -> retired_from
     | "this" ("unit" | "card") "is" placed "on" ZONE from_drop -> placed_from_drop
     | "this" ("unit" | "card") "is" placed "on" ZONE "from" "your"? "deck" -> placed_from_deck
     | subject "intercepts"                                    -> intercepts
     | "your" "vanguard" "attacks"                             -> vanguard_attacks
     | "your" "g" "unit" "[stride]" during_mine?               -> g_strides
     | "your" "drive" "check" "reveals" ("a" | "an") revealed  -> drive_check
revealed: "trigger" "unit"   -> trigger_unit
        | "[front]" "trigger" -> front_trigger
placed: "placed" | "put"
during_boost: "during" "the" "battle" "that"? "this" "unit" "boosted"
riding: "while" "riding" "from" "the" "ride" "deck"
ride_discard: "discarded" out_of_hand riding
from_drop: "from" "your"? "drop" "zone"?  // vocab7
to_hand_from: "to" "your" "hand" "from"
during_mine: "during" "your" "turn"                        -> my_turn
           | "during" "your" phase_name "phase"              -> my_phase
!phase_name: "ride" | "main" | "battle"
rider: NAME                                      -> rider_name
     | ("a" | "an") "grade" INT "card"? named_in?  -> rider_grade
boosted_one: ("a" | "an") CLAN                   -> boosted_clan
           | "a" "unit" named_in                 -> boosted_unit_named
           | "a" "unit" "named" NAME             -> boosted_unit_name
           | "a" "vanguard" named_in             -> boosted_vanguard_named
out_of_hand: "from" "your"? "hand"
hitter: "this" "unit's" "attack" | "its" "attack" | "it's" "attack"
      | "the" "attack" "of" "this" "unit"
target_kind: "a" "vanguard"   -> vanguard
           | "a" "rear-guard" -> rear
boost_kind: "a" "vanguard"    -> vanguard
          | ("a" | "an") vfilter+ "vanguard" named_in? -> vanguard_of
          | "a" "vanguard" named_in     -> vanguard_of

// --- if: the conditions --------------------------------------------------------------------
conds: (cond ",")*
cond: "during" "your" "turn"                                      -> my_turn
    | "during" "your" "opponent's" "turn"                         -> their_turn
    | "during" "the" "battle" "that"? "this" "unit" "boosted"      -> boosting
    | "if" "you" "went" "second"                                  -> went_second
    | "if" "this" "unit" "is" "boosted" ("by" ("a" | "an") CLAN)?  -> is_boosted
    | "if" "you" "persona" "rode" "this" "turn"                   -> persona_rode
    | "while" "you" "are" "paying" "the" "cost" "for" "[stride]"   -> paying_stride
    | "if" "you" "have" ("a" | "an") vfilter* "vanguard" named?   -> have_vanguard
    | "if" "you" "have" ("a" | "an") vfilter* "rear-guard" named? -> have_rear
    | "if" "your" "opponent's" "g" "zone" "has" count "or" more_less "cards" -> their_g_zone
    | "if" "your" "opponent's" "g" "zone" "has" ("a" | "an") "card" -> their_g_zone_card
    | "if" "there" "is" ("a" | "an") "card" "named" NAME "in" "your" "drop" "zone"? -> named_in_drop
    | "if" "your" "vanguard" "is" vfilter+ named?                 -> vanguard_is
    | "if" "your" "opponent's" "vanguard" "is" vfilter+ named?    -> their_vanguard_is
    | "if" "you" "have" count "or" more_less other? unit_filter* place -> have_units
    | number_of other? unit_filter* place "you" "have" "is" count "or" more_less -> number_of_units
    | "if" "your" "opponent" "has" count "or" more_less "rear-guards" -> they_have_rears
    | "if" "your" "opponent" "has" count vfilter+ "vanguard"     -> they_have_vanguard
    | number_of "cards" "in" "your" opponents_damage "is" count "or" more_less -> their_damage
    | "if" "you" "have" more_less "rear-guards" "than" "your" "opponent" -> have_more_rears
    | number_of place "you" "have" "is" than_theirs              -> more_rears
    | number_of "your" "rear-guards" "is" than_theirs            -> more_rears
    | number_of "cards" "in" "your" "hand" "is" than_theirs      -> more_hand
    | "if" "you" "have" count "or" more_less "cards" "in" "your" "soul" -> have_soul
    | "if" "your" "soul" "has" count "or" more_less "cards"      -> have_soul
    | "if" "you" "have" count "or" more_less "cards" "in" "your" "hand" -> have_hand
    | "if" "your" "hand" "has" count "or" more_less "cards"      -> have_hand
    | "if" "you" "have" count "or" more_less "cards" "in" "your" "damage" "zone" -> have_damage
    | number_of "cards" "in" "your" "damage" "zone" "is" count "or" more_less -> have_damage
    | "if" "your" "damage" "zone" "has" count "or" more_less "cards" -> have_damage
    | number_of "cards" "in" "your" "soul" "is" count "or" more_less -> have_soul
    | number_of "cards" "in" "your" "hand" "is" count "or" more_less -> have_hand
    | "if" "you" "have" ("a" | "an") CLAN "in" "your" "soul"    -> clan_in_soul
    | "if" "your" "soul" "has" ("a" | "an") CLAN                -> clan_in_soul
    // vocab7: a card by its name in the soul or the drop zone
    | "if" "you" "have" ("a" | "an" | "a" "card" "named") NAME "in" "your" pile -> name_in_pile
    // vocab10 (orders): an order played this turn (orders.py keeps the count)
    | "if" "you" "played" "an" "order" "this" "turn"             -> played_order
    | "if" "you" "did" "not" "play" "an" "order" "this" "turn"   -> played_no_order
number_of: "if" "the" "number" "of"
opponents_damage: "opponent's" "damage" "zone"
than_theirs: more_less "than" "your" "opponent's"
           | "the" "same" "as" "or" more_less "than" "your" "opponent's" -> or_same
more_less: "more" -> more
         | "greater" -> more
         | "less" -> less
         | "fewer" -> less
vfilter: CLAN                             -> clan
       | "grade" INT "or" more_less       -> grade_range
       | "grade" INT                      -> grade_is
named: "with" NAME "in" "its" "card" "name"
named_in: "with" NAME "in" ("its" | "their") "card" ("name" | "names")

// --- vocab8 (issue 26): the conditions and filters of the battle under way (the unit attacked
// so filtered, the battle's number in the turn), a phase said before the trigger or after a
// placing, an opponent's rear-guard put into the drop zone, rear-guards with a name counted
%extend event: subject "attacks" ("a" | "an") vfilter+ attacked_place -> attacks_filtered
    | "this" ("unit" | "card") "is" placed "on" ZONE out_of_hand? during_mine -> placed_during
    | "this" ("unit" | "card") "is" "returned" "to" "hand" "from" ZONE during_mine? -> returned
    | "an" "opponent's" "rear-guard" "is" "put" "into" "the" "drop" "zone" -> foe_retired
attacked_place: "unit" -> unit
              | "vanguard" -> vanguard
%extend cond: "during" "your" phase_name "phase"                                -> my_phase
    | "if" "it" "is" "the" ordinal "battle" "of" ("that" | "this") "turn" or_later? -> battle_number
    | number_of other? unit_filter* place "you" "have" named_in _is_count    -> number_of_units
    | number_of unit_filter* place "your" "opponent" "has" _is_count         -> number_of_theirs
    | "if" "your" "drop" "zone"? "has" count "or" more_less "cards"          -> have_drop
    | "if" "your" "opponent's" "drop" "zone"? "has" count "or" more_less "cards" -> their_drop
    | "if" "you" "do" "not" "have" "any" none_of                             -> have_none
    | "if" "your" "opponent's" "attacking" "unit" "has" "attacked" _times -> foe_attacks
    | "if" "this" "unit" "has"? "attacked" _times                       -> self_attacks
_is_count: "is" count "or" more_less
_times: count "or" more_less "times" "this" "turn"
// "if A, and B,": a second condition said without its "if" (both hold)
%extend conds: (cond ",")* cond "," "and" also ","
also: "your" "damage" "zone" "has" count "or" more_less "cards"          -> have_damage
    | "your" "soul" "has" count "or" more_less "cards"                   -> have_soul
    | "you" "have" ("a" | "an") vfilter* "vanguard" named?               -> have_vanguard
    | "your" "opponent's" "vanguard" "is" vfilter+ named?                -> their_vanguard_is
    | "you" "do" "not" "have" "any" none_of                              -> have_none
    | "this" "unit" "has"? "attacked" _times                             -> self_attacks
none_of: "cards" "in" "your" each_pile
       | "rear-guards"                                                   -> no_rears
!ordinal: "first" | "second" | "third" | "fourth" | "fifth"
or_later: "or" "more" | "or" "later"

// --- the cost ------------------------------------------------------------------------------
pay: "you" "may" "pay" "the" "cost" "." "if" "you" "do" ","   -> pay_classic
   | "[cost]" "[" costs "]" "," "and"?                     -> pay_cost
costs: cost (("&" | "and") cost)* "."?
cost: blast
    | blast ("or" blast)+                     -> either
    | "counter" "charge" amount               -> countercharge
    | "soul" "charge" amount                  -> soulcharge
    | "energy" "charge" amount                -> energycharge
    | "put" "this" "unit" "into" "your"? "soul"  -> self_soul
    | "put" "this" "unit" "on" "the" "top" "of" "your" "deck"  -> self_top
    | "put" "this" "unit" "on" "the" "bottom" "of" ("your" | "the") "deck"  -> self_bottom
    | "retire" "this" "unit"                  -> self_retire
    | "return" "this" "unit" "to" "your"? "hand"  -> self_hand
    | rest "this" ("unit" | "card")           -> self_rest
    | "discard" "this" "card"                 -> self_discard
    | "choose" count hand_card from_hand "," "and" "discard" them -> discard_chosen
    | "discard" count hand_card from_hand                    -> discard_chosen
    | "choose" count hand_card from_hand "," "and" "reveal" them -> reveal_chosen
    | "reveal" count hand_card from_hand                     -> reveal_chosen
    | "choose" count hand_card from_hand "," "and" "put" them into_soul -> soul_chosen
    | "choose" count "of" "your" own_rears "," "and" "put" them on_bottom -> bottom_own
    | "put" count ("of" "your")? own_rears on_bottom       -> bottom_own
    | "put" count hand_card from_hand into_soul              -> soul_chosen
    | "choose" count "of" "your" own_rears "," "and" "retire" them -> retire_own
    | "retire" count ("of" "your")? own_rears               -> retire_own
    | "retire" "another" unit_filter* place named_in?     -> retire_another
    | rest count ("of" "your")? own_rears                   -> rest_own
    | "choose" count "of" "your" own_rears "," "and" "put" them into_soul -> soul_own
    | "put" count "of" "your" own_rears into_soul           -> soul_own
    | "bind" "this" ("card" | "unit") ("face" "up")?       -> self_bind
    | "choose" ("a" | "an") face_down hand_card from_g "," "and" "turn" "it" face_up -> g_face_up
    | "turn" ("a" | "an") "card" "from" "your"? "g" "zone" face_up -> g_face_up_any
blast: "counter" "blast" amount              -> counterblast
     | "soul" "blast" amount                 -> soulblast
     | "energy" "blast" amount               -> energyblast
own_rears: other? unit_filter* place named_in?
amount: INT
from_g: "from" "your" "g" "zone"
from_damage: "from" "your" "damage" "zone"
on_bottom: "on" "the" "bottom" "of" ("your" | "the") "deck"
face_up: "face" "up"
face_down: "face" "down"
from_hand: "from" "your"? "hand"
into_soul: "into" "your" "soul"
hand_card: card_kind card_with?
card_kind: ("card" | "cards") -> any_card
         | "card" "named" NAME -> exact_card
         | NAME   -> exact_card
         | CLAN   -> clan_card
         | "grade" INT ("card" | "cards") -> grade_card
         | "grade" INT "or" more_less ("card" | "cards") -> grade_range_card
         | "grade" INT CLAN -> grade_clan
         | "grade" INT "or" more_less CLAN -> grade_range_clan
card_with: "with" NAME "in" ("its" | "their") "card" ("name" | "names") -> named_part
         | "with" "the" "same" "card" "name" "as" "this" ("unit" | "card") -> same_name_card
pile: "drop" "zone"?  -> drop
    | "drop" "zone" "or" "soul" -> drop_or_soul
    | "soul"          -> soul
rest: "rest" | "[rest]"

// --- the effects ---------------------------------------------------------------------------
effects: effect (sep effect)* gate? "."?
sep: "," | "," "and" | "." | "and" | "." "then" ","
// a condition in the effects ("..., and if ..., ...", ". If ..., ..."): it holds for every effect
// after it to the end, so none of them may be in another sentence
gate: gate_sep cond "," effect (gate_in effect)*
gate_sep: "," "and" | "." | "." "then" ","
gate_in: "," | "," "and" | "and"
effect: "you" "may" action  -> optional
      | action
action: "draw" count ("card" | "cards")                    -> draw
      | "you" "draw" count ("card" | "cards")              -> draw
      | "discard" count ("card" | "cards") from_hand       -> discard_from_hand
      | "soul" "charge" amount                             -> charge_soul
      | "counter" "charge" amount                          -> charge_counter
      | "[" "soul" "charge" amount "]"                     -> charge_soul
      | "[" "counter" "charge" amount "]"                  -> charge_counter
      | "[" "energy" "charge" amount "]"                   -> charge_energy
      | gets
      | "choose" choice                                    -> choose
      | "choose" chosen_count hand_card from_damage "," "and" "turn" them face_up -> damage_face_up
      | "retire" them                                      -> retire_it
      | stand them                                         -> stand_it
      | rest them                                          -> rest_it
      | "discard" them                                     -> discard_it
      | stand "this" "unit"                                -> stand_self
      | rest "this" "unit"                                 -> rest_self
      | "retire" "this" "unit"                             -> retire_self
      | "put" "this" ("unit" | "card") "into" "your" "soul" -> self_into_soul
      | "return" "this" "unit" "to" "your"? "hand"         -> self_to_hand
      | "return" them "to" "your"? "hand"                  -> it_to_hand
      | "put" them on_bottom                               -> it_to_bottom
      | "your" "opponent" "puts" them their_deck_bottom      -> their_bottom
      | "have" holder "get" bonuses duration               -> gets
      | "put" them "into" "your"? "hand"                   -> it_to_hand
      | "search" "your" "deck" "for" chosen_count hand_card -> search_for
      | "reveal" them ("to" "your" "opponent")?            -> reveal_it
      | "shuffle" ("your" | "the") "deck"                  -> shuffle_deck
      | "put" them "into" "your" "soul"                    -> it_into_soul
      | "put" them "into" "your" "drop" "zone"             -> it_into_drop
      | "call" them "to" ZONE                              -> call_it
      | "call" "this" ("card" | "unit") "to" ZONE          -> call_self
      | "call" chosen_count hand_card "from" "your" "hand" "to" ZONE -> call_from_hand
      | holder "cannot" "be" "hit" duration                -> no_hit
      | "look" "at" top_cards                              -> look_top
      | "search" "for" chosen_count among                  -> search_among
      | "put" "the" "rest" rest_place any_order?           -> the_rest
      | "discard" "the" "rest"                             -> rest_discarded
      | "put" them "on" "the" "top" "or" "bottom" "of" ("your" | "the") "deck" -> top_or_bottom
      | "call" them "to" "an" "open" ZONE                  -> call_it_open
      | "call" "this" ("card" | "unit") "to" "an" "open" ZONE -> call_self_open
      | "this" "card" "gets" "grade" SIGNED                 -> stride_grade
      // vocab7: the top of the deck, the soul, the drop and the damage zone ("up to" so many
      // of the top cards is none of these: the choice of the cards looked at says "up to")
      | "draw" "up" "to" count ("card" | "cards")          -> draw_up_to
      | "put" top_some "into" "your" "drop" "zone"         -> mill
      | "return" chosen_count hand_card "from" "your" pile "to" "your" "hand" -> pile_to_hand
      | "put" them "into" "soul"                           -> it_into_soul
      | "put" them "on" "the" "bottom" "of" "their" "deck"  -> their_bottom
      | "reveal" "up" "to" count among                     -> reveal_among
      | "put" top_some "into" "your" "damage" "zone" face_up? -> top_to_damage
      | "put" them "into" "your" "damage" "zone" face_up    -> it_into_damage
      | "reveal" top_some                                  -> reveal_top
      | "put" "up" "to" count among "into" "your"? "hand"   -> among_to_hand
top_some: "the" "top" "card" "of" "your" "deck"           -> top_one  // vocab7
        | "the" "top" count "cards" "of" "your" "deck"    -> top_count
        | count ("card" | "cards") "from" "the" "top" "of" "your" "deck" -> top_count
their_deck_bottom: ("on" | "to") "the" "bottom" "of" "his" "or" "her" "deck"
top_cards: "the" "top" "card" "of" "your" "deck"          -> top_one
         | "the" "top" count "cards" "of" "your" "deck"   -> top_count
         | count ("card" | "cards") "from" "the" "top" "of" "your" "deck" -> top_count
         | "up" "to" count "cards" "from" "the" "top" "of" "your" "deck" -> top_up_to
among: hand_card from_among                               -> among_hand
     | unit_card card_with? from_among                  -> among_unit
     | "grade" INT "or" more_less unit_card card_with? from_among -> among_grade_range
     | "grade" INT unit_card card_with? from_among  -> among_grade
unit_card: "unit" ("card" | "cards")
from_among: "from" "among" ("them" | "it")
rest_place: on_bottom                                     -> rest_bottom
          | "into" "your" "soul"                          -> rest_soul
          | "into" "your" "drop" "zone"                   -> rest_drop
          // vocab7: the rest into the soul (D's "into soul")
          | "into" "soul"                                 -> rest_soul
any_order: "in" "any" "order"
gets: holder ("gets" | "get") bonuses duration?
    | "your" "vanguard" "gets" bonuses duration?           -> vanguard_gets
    | duration "," holder ("gets" | "get") bonuses         -> gets_after_duration
    | holder ("gets" | "get") bonuses per_each duration     -> gets_per
    | holder ("gets" | "get") bonuses duration per_each     -> gets_per_after
per_each: "for" "each" "of" "your" owner_theirs? other? unit_filter* place named_in? -> each_unit
        | "for" "each" "card" "in" "your" each_pile           -> each_card
each_pile: "soul"                                             -> soul
         | "damage" "zone"                                    -> damage_pile
         | "drop" "zone"                                      -> drop
holder: "this" "unit"             -> self_unit
      | "it"                      -> it
      | "those" "units"           -> it
      | "that" "unit"             -> it
      | "they"                    -> it
      | "the" "boosted" "unit"    -> boosted_unit
      | "one" "of" "your" "units" -> one_unit
them: "it" | "them" | "that" "unit"
stand: "stand" | "[stand]"
bonuses: bonus (("/" | "and") bonus)*
bonus: "[power]" SIGNED    -> power
     | "[critical]" SIGNED -> critical
     | "drive" SIGNED      -> drive
     | "[shield]" SIGNED   -> shield
duration: "until" "end" "of" ("that" | "the")? "battle" -> battle
        | "until" "end" "of" ("that" | "the")? "turn"   -> turn
choice: chosen_count "of" "your" owner_theirs? other? unit_filter* place named_in? row? attacked?
      | chosen_count "of" "your" other? CLAN attacked?  -> clan_units
      | "another" "of" "your" CLAN                      -> another_clan
      | "your" "vanguard"                               -> your_vanguard
      | chosen_count hand_card from_hand              -> in_hand
      | chosen_count hand_card "from" "your" pile     -> in_pile
      | chosen_count among                              -> among_looked
      // vocab7 ("a card from your damage zone" alone is the Counter Charge's, `damage_face_up`)
      | chosen_count face_up hand_card from_damage    -> in_damage
owner_theirs: "opponent's"
other: "other"
chosen_count: "up" "to" count            -> up_to
            | count                       -> exactly
attacked: "that" "is" "being" "attacked"
unit_filter: CLAN                          -> clan
           | "grade" INT "or" more_less    -> grade_range
           | "grade" INT                   -> grade_is
           | "front" "row"                 -> front
           | "back" "row"                  -> back
row: "in" "the" "front" "row" -> front
   | "in" "the" "back" "row"  -> back
place: "rear-guard"                      -> rear
     | "rear-guards"                     -> rear
     | "unit"                            -> unit
     | "units"                           -> unit
     | "vanguard"                        -> vanguard
     | "vanguards"                       -> vanguard
!count: INT | "a" | "an" | "one" | "two" | "three" | "four" | "five" | "six" | "seven" | "eight"
      | "nine" | "ten"

// --- vocab6: a unit "with [Limit-Break N]" (one of its abilities has that Limit Break): the
// unit boosted, the unit you have
%extend event: subject "boosts" ("a" | "an") CLAN "with" limit_break -> boosts_breaker
           | subject "boosts" ("a" | "an") CLAN                      -> boosts_clan
           | subject "boosts" "a" ("unit" | "card") "named" NAME     -> boosts_named
%extend boosted_one: ("a" | "an") CLAN "with" limit_break        -> boosted_breaker
%extend cond: "if" "you" "have" ("a" | "an") vfilter* unit_with_break -> have_breaker
unit_with_break: "vanguard" "or" "rear-guard" "with" limit_break
limit_break: "[" "limit-break" INT "]"
// --- vocab6: a skill given to a unit ("this unit gets "Intercept", and [Power] +5000")
%extend action: holder "gets" NAME skill_more? -> gets_skill
skill_more: ","? "and" back_row                   -> more_back
          | "," back_row "," "and" "gets" bonus   -> more_back_bonus
          | ","? "and" bonus                      -> more_bonus
back_row: "can" "intercept" "from" "the" "back" "row"
// --- vocab6: "your vanguard's "[Limit-Break 4]" is active even when you have three or less damage"
%extend action: "your" "vanguard's" NAME break_active -> break_freed
break_active: "is" "active" "even" "when" "you" "have" count "or" "less" "damage"
// --- vocab9's families: classic cost brackets listed with commas ("[Put this unit into your
// soul, choose a card from your hand, and discard it]"), and costs of chosen cards: a rear-guard
// of yours rested or returned to the hand, a card of the drop or soul put on the bottom of the
// deck, this card revealed and put on the bottom of the deck, a blast of cards so filtered
%extend costs: cost ("," "and"? cost)+ "."?
%extend cost: "choose" count "of" "your" own_rears "," "and" rest them -> rest_chosen
    | "choose" count "of" "your" own_rears "," "and" "return" them "to" "your"? "hand" -> hand_own
    | "choose" count hand_card "from" "your" pile "," "and" "put" them on_bottom -> pile_bottom
    | "reveal" "this" "card" _to_opponent? "," "and" "put" "it" on_bottom -> reveal_self_bottom
    | blast ("card" | "cards") card_with -> blast_of
// (vocab9) a restriction past the turn: the opponent's units chosen do not stand in their next
// stand phase
%extend action: holder "cannot" stand _their_next_stand -> no_stand
_their_next_stand: "during" "your" "opponent's" "next" "stand" "phase"
_to_opponent: "to" "your" "opponent"

// --- vocab11: the D era's ride by a card named ("when this unit is placed by riding from
// "Name"": the vanguard ridden from, now in the soul, has that whole name)
%extend event: "this" "unit" "is" "placed" "by" "riding" "from" NAME -> ridden_from
// --- vocab12: another unit of yours in this unit's column ("if you (do not) have another
// <Clan> in the same column as this unit"); "another" alone: a text that may count this unit
// itself stays by hand
%extend cond: "if" "you" "have" "another" unit_filter* place? _this_column         -> column_have
    | "if" "you" "do" "not" "have" "another" unit_filter* place? _this_column     -> column_none
_this_column: "in" "the" "same" "column" "as" "this" "unit"
// --- vocab13: this card called rested ("you may call this card to (RC) as [Rest]": called
// if its player will, then at rest)
%extend effect: "you" "may" "call" "this" ("card" | "unit") "to" ZONE "as" rest -> may_call_rested
// --- vocab14: a ticket of a name put into the hand ("put a "Name" ticket into your hand": one of
// that name among the cards kept aside with the deck; text_tickets.py quotes a name printed
// without its quotes)
%extend action: "put" ("a" | "an") NAME "ticket" "into" "your" "hand" -> vocab14_ticket

// --- vocab21: what your soul holds by name or grade ("if your soul has a "Name"", "a grade 3",
// "a "A" and a "B"": both), and a unit of that whole name on your (RC) or (VC)
%extend cond: "if" "your" "soul" "has" ("a" | "an") NAME                     -> soul_has_name
    | "if" "your" "soul" "has" ("a" | "an") "grade" INT                     -> soul_has_grade
    | "if" "you" "have" ("a" | "an") NAME "on" "your" ZONE                  -> name_on_circle
%extend conds: (cond ",")* soul_pair ","
soul_pair: "if" "your" "soul" "has" ("a" | "an") NAME "and" ("a" | "an") NAME

// --- vocab23: every unit so filtered, no choice ("all of your (opponent's) (other) front row
// <Clan> units get ..."): a blank of them all
%extend holder: _all_of owner_theirs? other? unit_filter* place named_in? row? -> all_units
_all_of: "all" "of" "your"

// --- vocab24: units that cannot intercept ("that unit cannot intercept until end of turn",
// "all of your opponent's units cannot intercept until end of that battle", "your opponent
// cannot intercept", a [CONT]'s "your opponent's units cannot intercept"): no duration is a
// [CONT]'s only (text_reader.py refuses it elsewhere)
%extend action: holder "cannot" "intercept" duration?                     -> no_intercept
    | duration "," holder "cannot" "intercept"                            -> no_intercept_after
    | _their_units "cannot" "intercept" duration?                         -> no_intercept_all
    | duration "," _their_units "cannot" "intercept"                      -> no_intercept_all_after
_their_units: "your" "opponent's" "units" | "your" "opponent"

// --- vocab17: a bonus so much "for each" card a selector counts, in a [CONT] ability too (no
// duration: worked out from the count at every moment, continuous.py), and more things counted:
// the opponent's open (RC), face up cards of a damage zone or the G zone, the opponent's damage
// zone, "each rear-guard you have with "X" in its card name" (a divisor, "for every two", and a
// count kept nowhere, "for each unit retired for this cost", stay by hand)
%extend gets: holder ("gets" | "get") bonuses per_each                   -> vocab17_gets_per
%extend per_each: "for" "each" "of" "your" owner_theirs "open" ZONE       -> vocab17_open
    | "for" "each" "card" "in" "your" owner_theirs "damage" "zone"           -> vocab17_damage
    | "for" "each" face_up "card" "in" "your" owner_theirs? vocab17_pile     -> vocab17_face_up
    | "for" "each" unit_filter* place "you" "have" named_in                  -> vocab17_named
vocab17_pile: "damage" "zone"                                             -> damage_pile
    | "g" "zone"                                                          -> vocab17_g_zone
// --- vocab18: "this unit cannot be chosen by your opponent's card effects", and "Resist" with
// its reminder or alone: this unit's `resist` skill (no effect of the opponent's chooses it)
// (said of `holder`, as "this unit cannot be hit" is: the records take this unit alone)
%extend action: holder "cannot" "be" "chosen" "by" "your" "opponent's" "card" "effects" -> unchosen
    | "resist" vocab18_resist_reminder?                                  -> resist
vocab18_resist_reminder: "(" "this" "unit" "cannot" "be" "chosen" "by" _vocab18_theirs ")"
_vocab18_theirs: "the" "effects" "of" "your" "opponent's" "cards"
// --- vocab19: a card of the damage zone into the hand ("choose a card from your damage zone, and
// put it into your hand": any card there, face up or down; "turn it face up" is damage_face_up)
%extend effect: "choose" chosen_count hand_card from_damage _vocab19_put -> vocab19_damage_to_hand
_vocab19_put: "," "and" "put" them "into" "your" "hand"
// a cost of cards of the hand put into the damage zone ("[Choose an <Clan> from your hand, and put
// it into your damage zone]": so many chosen, put there face up as `put` lays them)
%extend cost: "choose" count hand_card from_hand _vocab19_to_damage -> vocab19_hand_to_damage
_vocab19_to_damage: "," "and" "put" them "into" "your" "damage" "zone"
// classic's count of your units not of a clan, or of none other of it ("if you have a non-<Clan>
// vanguard or rear-guard", "if you do not have another <Clan> vanguard or rear-guard")
%extend cond: "if" "you" "have" "a" "non-" CLAN _vocab19_units -> vocab19_non_clan
    | "if" "you" "do" "not" "have" "another" unit_filter* _vocab19_units -> vocab19_no_other
_vocab19_units: "vanguard" "or" "rear-guard"

// --- vocab16: the G era's Harmony. The keyword ("[AUTO](VC/RC):Harmony"), its reminder text
// understood as the keyword's (another unit of yours placed in this unit's column: both
// become in harmony until end of turn); "when this unit becomes in harmony"; "if this unit is
// in harmony"
%extend start: "harmony" vocab16_reminder? "."?                          -> vocab16_harmony
vocab16_reminder: "(" "when" "your" "other" "unit" "is" "placed" _this_column "," _v16_both ")"
_v16_both: "both" "units" "become" "in" "harmony" "until" "end" "of" "turn"
%extend event: "this" "unit" "becomes" "in" "harmony"                     -> vocab16_harmonized
    | "this" "unit" "is" "in" "harmony" "and" "attacks" target_kind?     -> vocab16_attacks
%extend cond: "if" "this" "unit" "is" "in" "harmony"                     -> vocab16_in_harmony
%extend also: "this" "unit" "is" "in" "harmony"                          -> vocab16_in_harmony
// "choose up to one of your other units in harmony": a filter of units, said where a row is
%extend row: "in" "harmony"                                               -> vocab16_filter

// --- vocab16: Revelation ("[AUTO]:Revelation-(RC)", the circle may be (VC), (GC) or (VC/RC)),
// its reminder understood as the keyword's: placed there, look at the top card of your deck,
// you may put it into your soul; if you do, [Rest] one of your [Stand] rear-guards
%extend start: "revelation-" vocab16_circles vocab16_revealing? "."?     -> vocab16_revelation
vocab16_circles: ZONE
    | "(" "vc" "/" "rc" ")"                                               -> vocab16_vc_rc
vocab16_revealing: "(" "when" "this" "unit" "is" "placed" _v16_there "," _v16_look _v16_if ")"
_v16_there: "on" "the" "specified" "circle"
_v16_look: "look" "at" "the" "top" "card" "of" "your" "deck" "," "and" "you" "may" "put" _v16_it
_v16_it: "that" "card" "into" "your" "soul" "."
_v16_if: "if" "you" "do" "," "[rest]" "one" "of" "your" "[stand]" "rear-guards"

// --- vocab22: triggers and conditions of a battle ("when this unit is attacked", "when your
// vanguard with "Name" in its card name attacks", "when your grade 3 <Clan> is placed on (VC)",
// "at the end of the battle that this unit attacked a vanguard" (the `battle_end` rule's
// target), "if the attack did not hit": said only after a battle's end, which the records fold
// into its trigger)
%extend event: "this" "unit" "is" "attacked"                       -> vocab22_attacked
    | "attacked"                                                   -> vocab22_attacked
    | "your" vfilter+ "vanguard" named_in? "attacks"               -> vocab22_vanguard_attacks
    | "your" "vanguard" named_in "attacks"                         -> vocab22_vanguard_attacks
    | "your" vfilter+ "is" "placed" "on" ZONE                      -> vocab22_vanguard_placed
    | "your" vfilter+ "unit" named_in "is" "placed" "on" ZONE      -> vocab22_vanguard_placed
%extend cond: "if" "the" "attack" "did" "not" "hit" ("during" "that" "battle")? -> vocab22_no_hit
    | "if" "that" "attack" "did" "not" "hit"                       -> vocab22_no_hit
// --- vocab15: the G era's keyword states (Blaze, Engorge put them on a unit for the turn): a
// vanguard so ("if your vanguard is blazing", "a blazing vanguard with "Name" in its card
// name"), this unit so ("if this unit is engorged"), and the state newly put on ("when this
// unit becomes engorged", "when your vanguard becomes blazing")
%extend vfilter: "blazing" -> vocab15_blazing
    | "engorged"             -> vocab15_engorged
vocab15_state: "blazing" -> vocab15_blazing
    | "engorged"         -> vocab15_engorged
%extend cond: "if" "this" "unit" "is" vocab15_state -> vocab15_self_is
// a card with the keyword ability ("choose one of your units with the blaze ability")
%extend named_in: "with" "the" vocab15_keyword "ability" -> vocab15_with_keyword
vocab15_keyword: "blaze" -> vocab15_blaze
    | "engorge"          -> vocab15_engorge
%extend event: "this" "unit" "becomes" vocab15_state -> vocab15_becomes
    | "your" "vanguard" "becomes" vocab15_state      -> vocab15_vanguard_becomes

// --- vocab20: a Blitz Order's unit being attacked ("choose one of your units being attacked",
// "choose a unit being attacked": in the guard step of the opponent's turn, yours)
%extend attacked: "being" "attacked"
%extend choice: "a" "unit" "being" "attacked"                  -> vocab20_unit_attacked

%declare ZONE CLAN NAME INT SIGNED
"""


# one word of the cleaned text: a name, an icon ("[power]"), a circle, a number, a word, or a
# mark of punctuation; anything else is a word of its own that no rule takes
_WORD = re.compile(
    r'<[^<>]{1,80}>|"[^"]{1,80}"|\[[a-z]+\]|\((?:vc|rc|gc)\)|[+-][0-9]{1,7}|[0-9]{1,6}'
    r"|[a-z][a-z'-]*|[,.&/\[\]]|\S"
)
_KINDS = {"<": "CLAN", '"': "NAME", "(": "ZONE", "+": "SIGNED", "-": "SIGNED"}


def words(text: str) -> Iterator[tuple[str, str]]:
    """The words of a cleaned text, one at a time (a parse that fails early reads no more),
    each with its kind (`CLAN`, `NAME`, `ZONE`, `SIGNED`, `INT`, else "" for a word the grammar
    spells out)."""
    for found in _WORD.finditer(text):
        word = found[0]
        if len(word) > 1 and word[0] in _KINDS:
            yield word, _KINDS[word[0]]
        else:
            yield word, "INT" if word.isascii() and word.isdigit() else ""


class _Words(Lexer):
    """Lark's lexer over `words()`: each word is one token, so a rule's word never matches part
    of a longer word; a word no rule spells is a token no rule takes."""

    def __init__(self, lexer_conf: Any) -> None:
        self.spelled = {
            t.pattern.value: t.name for t in lexer_conf.terminals if t.pattern.type == "str"
        }

    def lex(self, data: Any, *_: Any) -> Iterator[Token]:
        for word, kind in data:
            yield Token(kind or self.spelled.get(word, "UNKNOWN_WORD"), word)


@cache
def parser() -> Lark:
    """The grammar's parser (made once: building the LALR tables takes a moment). Parse a
    list of `words()` with `start` "start" (an ability's body), "costs", "trigger" or "conds"."""
    return Lark(GRAMMAR, parser="lalr", lexer=_Words, start=["start", "costs", "trigger", "conds"])


__all__ = ["GRAMMAR", "parser", "words"]
