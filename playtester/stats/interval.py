"""Confidence intervals for rates measured over games."""

from __future__ import annotations

import math

Z95 = 1.959963984540054  # the standard normal quantile of a 95% two-sided interval


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate (95% by default): sound near 0 and 1 and for few
    trials, unlike the normal approximation. (0, 1) when there were no trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)
