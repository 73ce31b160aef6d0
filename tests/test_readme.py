"""The README's example code runs as written."""

from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_example_runs(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[3].startswith("scripts/run") and lines[4].startswith("scripts/test")
    code = re.search(r"```python\n(.*?)```", text, re.S)
    assert code is not None
    monkeypatch.chdir(ROOT)
    namespace: dict[str, object] = {}
    exec(compile(code.group(1), "README.md", "exec"), namespace)
    assert namespace["g"].winner is None  # type: ignore[attr-defined]
    assert os.path.exists(ROOT / "scripts" / "run")


def test_the_three_commands_put_a_deck_by_set_numbers_on_the_table(
    monkeypatch, capsys, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """The README's "three commands" work as written on a made-up set shaped like the CGS
    files: its cards imported (as `cards fetch` does after downloading, which its own tests
    check against a local server), the deck list by set numbers legal with its unknown listed,
    and the table line accepted."""
    from playtester.cli import check_table, main

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(
        r"### Your real deck on the table in three commands\n\n```sh\n(.*?)```", text, re.S
    )
    assert block is not None
    fetch, check, table = (line.split("#")[0].split() for line in block.group(1).splitlines())
    assert fetch == ["playtester", "cards", "fetch"]
    sets = ROOT / "tests" / "fixtures" / "cgs-trial-deck"
    assert main(["cards", "import", str(sets)]) == 0
    (tmp_path / "my-deck.txt").write_text((sets / "my-deck.txt").read_text(encoding="utf-8"))
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert check[0] == "playtester" and main(check[1:]) == 0
    out = capsys.readouterr().out
    assert "my-deck.txt: legal in the premium format (50 cards, 16 triggers)" in out
    assert "Mirrorlight Moth (V-TD99/012EN): trigger unknown" in out
    assert table[:2] == ["playtester", "table"] and check_table(table[2:]) is None
