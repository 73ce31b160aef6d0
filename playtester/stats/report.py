"""The deck statistics as a report: one plain-data document (what `deck stats --json` prints and
the statistics window draws) and its text for the terminal. Both come from a plan, the exact
odds and the running summary, so the window and the command show the same numbers."""

from __future__ import annotations

from typing import Any

from playtester.engine.figures import Measure, Opening
from playtester.engine.registry import players_for
from playtester.stats.exact import GoalOdds
from playtester.stats.simulate import Plan
from playtester.stats.summary import FIRST, SECOND, Summary

ORDERS = (("first", FIRST), ("second", SECOND))


def document(
    plan: Plan, names: tuple[str, str], opening: Opening, odds: list[GoalOdds], summary: Summary
) -> dict[str, Any]:
    """The report as plain data (JSON): what was played, the exact odds, the simulated
    figures and the win rate with its 95% confidence interval."""
    levels = players_for(plan.game).opponents
    rate, low, high = summary.win_rate()
    return {
        "your_deck": names[0],
        "against": names[1],
        "game": plan.game,
        "format": plan.format,
        "games": summary.games,
        "planned": plan.games,
        "seed": plan.seed,
        "pilot": {"level": plan.pilot, "title": levels[plan.pilot].title},
        "opponent": {"level": plan.opponent, "title": levels[plan.opponent].title},
        "exact": {
            "mulligan": opening.mulligan,
            "assumes": opening.assumes,
            "goals": [
                {
                    "label": o.goal.label,
                    "kind": o.goal.kind,
                    "holding": {name: float(o.holding[i]) for name, i in ORDERS},
                    "chain": {name: float(o.chain[i]) for name, i in ORDERS},
                }
                for o in odds
            ],
        },
        "measures": [_measure(m, summary) for m in summary.measures],
        "turns_to_win": {str(t): n for t, n in sorted(summary.turns_to_win.items())},
        "win_rate": {
            "rate": rate,
            "low": low,
            "high": high,
            "wins": summary.wins,
            "games": summary.games,
        },
    }


def _measure(measure: Measure, summary: Summary) -> dict[str, Any]:
    out: dict[str, Any] = {
        "key": measure.key,
        "title": measure.title,
        "per": measure.per,
        "rate": measure.rate,
        "exact": measure.exact,
    }
    if measure.per == "game":
        out["kinds"] = {kind: summary.per_game(measure.key, kind) for kind in measure.kinds}
        return out
    for name, order in ORDERS:
        cells = []
        for turn in range(1, measure.turns + 1):
            value, count = summary.mean(measure.key, order, turn)
            cell: dict[str, Any] = {"turn": turn, "value": value, "games": count}
            if measure.rate and count:
                cell["low"], cell["high"] = summary.interval(measure.key, order, turn)
            cells.append(cell)
        out[name] = cells
    return out


# -- text ---------------------------------------------------------------------------------------

LABEL = 30  # the width of a row's label
COLUMN = 8


def text(doc: dict[str, Any]) -> str:
    """The report for a terminal (80 columns or a little more)."""
    lines = [
        f"{doc['your_deck']} against {doc['against']}: {doc['format']} format, "
        f"{doc['games']:,} games (seed {doc['seed']})",
        f"Your deck is played by the {_lower(doc['pilot']['title'])}, "
        f"the other by the {_lower(doc['opponent']['title'])}.",
    ]
    exact = {g["label"]: g for g in doc["exact"]["goals"]}
    for measure in doc["measures"]:
        lines.append("")
        if measure["per"] == "game":
            kinds = ", ".join(f"{k} {v:.2f}" for k, v in measure["kinds"].items())
            lines.append(f"{measure['title']}: {kinds}")
            continue
        turns = len(measure["first"])
        head = f"{measure['title']}{'' if measure['rate'] else ' (mean)'}"
        lines.append(
            head.ljust(LABEL) + "".join(f"turn {t}".rjust(COLUMN) for t in range(1, turns + 1))
        )
        for name, _ in ORDERS:
            if measure["exact"]:
                row = [
                    exact[f"turn {t}"][measure["exact"]][name] if f"turn {t}" in exact else None
                    for t in range(1, turns + 1)
                ]
                lines.append(f"  exact, going {name}".ljust(LABEL) + _cells(row, True))
            values = [cell["value"] for cell in measure[name]]
            label = f"  {'simulated, ' if measure['exact'] else ''}going {name}"
            lines.append(label.ljust(LABEL) + _cells(values, measure["rate"]))
    exact_words = doc["exact"]
    if exact_words["mulligan"] or exact_words["assumes"]:
        lines.append("")
        if exact_words["mulligan"]:
            lines.append(f"Exact odds: the mulligan is to {exact_words['mulligan']};")
        if exact_words["assumes"]:
            lines.append(f"the cards seen by each turn are {exact_words['assumes']}.")
    lines.append("")
    lines.append(_turns_to_win(doc))
    win = doc["win_rate"]
    lines += [
        "",
        f"Win rate: {win['rate']:.1%} (95% confidence interval {win['low']:.1%} to "
        f"{win['high']:.1%}), {win['wins']:,} of {win['games']:,} games",
    ]
    return "\n".join(lines)


def _lower(title: str) -> str:
    return title[:1].lower() + title[1:]


def _cells(values: list[float | None], rate: bool) -> str:
    out = []
    for value in values:
        if value is None:
            out.append("-".rjust(COLUMN))
        else:
            out.append((f"{value:.1%}" if rate else f"{value:.2f}").rjust(COLUMN))
    return "".join(out)


def _turns_to_win(doc: dict[str, Any]) -> str:
    wins = doc["turns_to_win"]
    if not wins:
        return "Turns to win: no game won"
    total = sum(wins.values())
    parts = [f"{turn}: {n / total:.0%}" for turn, n in wins.items()]
    return "Turns to win (your own turns, of the games won): " + ", ".join(parts)
