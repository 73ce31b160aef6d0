"""Board pictures (Pillow): what each viewer may see, rested units sideways, the battle arrow
and a teacher's drawings in their colours."""

from __future__ import annotations

import math

import pytest
from PIL import Image

from playtester.engine import Game
from playtester.games.vanguard import bot
from playtester.games.vanguard.board import CIRCLES
from playtester.games.vanguard.state import vg
from playtester.record.annotations import Annotations, Arrow, Circle, Highlight, Target
from playtester.render.board import COLOURS, board_image, card_slots
from playtester.render.layout import CARD_H, CARD_W, table_for
from playtester.resources import demo_decks

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
SCALE = 0.4
TABLE = table_for("vanguard", "standard")


def _battle_game() -> Game:
    """A game stopped in the guard step of a battle, with rear-guards on the field."""
    game = Game.new(decks=DECKS, seed=3, names=("Ann", "Ben"))
    while not (vg(game.state).step == "guard" and len(game.history) > 55):
        game.apply(bot.choose(game))
    return game


@pytest.fixture(scope="module")
def game() -> Game:
    return _battle_game()


def _mean(image: Image.Image, x: float, y: float, r: float = 6) -> tuple[float, float, float]:
    box = ((x - r) * SCALE, (y - r) * SCALE, (x + r) * SCALE, (y + r) * SCALE)
    pixel = image.crop(box).convert("RGB").resize((1, 1), Image.Resampling.BOX).getpixel((0, 0))
    assert isinstance(pixel, tuple)
    return (float(pixel[0]), float(pixel[1]), float(pixel[2]))


def test_the_picture_has_the_tables_size(game: Game) -> None:
    image = board_image(game, 0, scale=SCALE)
    assert image.mode == "RGB"
    assert image.size == (round(TABLE.width * SCALE), round(TABLE.height * SCALE))


def test_hidden_cards_are_backs_for_a_viewer_and_faces_for_everyone(game: Game) -> None:
    theirs = game.state.zones[1]["hand"]
    spot = card_slots(game, 0)[theirs[len(theirs) // 2]]
    hidden = _mean(board_image(game, 0, scale=SCALE), spot.x, spot.y + 40, 20)
    shown = _mean(board_image(game, None, scale=SCALE), spot.x, spot.y + 40, 20)
    own = _mean(board_image(game, 1, scale=SCALE, bottom=0), spot.x, spot.y + 40, 20)
    assert hidden != shown and shown == own  # Ben sees his hand; Ann sees the card backs
    assert hidden[2] > hidden[0]  # the back is indigo; Ben's Cinderwing faces are red


def test_rested_units_lie_sideways(game: Game) -> None:
    slots = card_slots(game, 0)
    for player in (0, 1):
        for circle in CIRCLES:
            ids = game.state.zones[player].get(circle) or []
            for card_id in ids:
                rested = game.state.cards[card_id].rested
                assert slots[card_id].angle % 180 == (90 if rested else 0)
    assert any(game.state.cards[i].rested for i in slots)  # the attacker is rested


def test_the_battle_arrow_and_the_teachers_drawings(game: Game) -> None:
    battle = vg(game.state).battle
    attacker = TABLE.centre(battle.attacker, vg(game.state).active == 0)
    target = TABLE.centre(battle.target, vg(game.state).active != 0)
    plain = board_image(game, 0, scale=SCALE)
    mid = ((attacker[0] + target[0]) / 2, (attacker[1] + target[1]) / 2)
    r, g, b = _mean(plain, *mid, 3)
    assert r > 180 and r > g + 60 and r > b + 60  # the attack arrow's red-orange
    ann_fl, ben_vc = TABLE.centre("BL", True), TABLE.centre("BR", True)
    card = game.state.zones[0]["hand"][0]
    notes = Annotations(
        arrows=(Arrow(Target(0, "BL"), Target(0, "BR"), "blue"),),
        circles=(Circle(Target(1, "VC"), "green"),),
        highlights=(Highlight(card, "yellow"),),
    )
    drawn = board_image(game, 0, annotations=notes, scale=SCALE)
    between = ((ann_fl[0] + ben_vc[0]) / 2, ann_fl[1])
    assert _close(_mean(drawn, *between, 3), COLOURS["blue"])
    vc = TABLE.centre("VC", False)
    ring = (vc[0] - (CARD_H / 2 + 6), vc[1])
    assert _close(_mean(drawn, *ring, 2), COLOURS["green"])
    spot = card_slots(game, 0)[card]
    a, d = math.radians(spot.angle), CARD_H * spot.scale / 2 + 2  # on the top outline
    edge = (spot.x + d * math.sin(a), spot.y - d * math.cos(a))
    before, after = _mean(plain, *edge, 2), _mean(drawn, *edge, 2)
    assert after != before and after[0] > 150 and after[1] > 120 and after[2] < after[0]


def _close(got: tuple[float, float, float], want: tuple[int, int, int]) -> bool:
    return all(abs(a - b) < 70 for a, b in zip(got, want, strict=True))


def test_cards_the_last_step_moved_are_outlined(game: Game) -> None:
    vc = game.state.zones[0]["VC"][0]
    spot = card_slots(game, 0)[vc]
    a = math.radians(spot.angle)  # the middle of the card's left edge, turned like the card
    half = CARD_W / 2 + 5
    edge = (spot.x - half * math.cos(a), spot.y - half * math.sin(a))
    plain = _mean(board_image(game, 0, scale=SCALE), *edge, 2)
    moved = _mean(board_image(game, 0, moved=[vc], scale=SCALE), *edge, 2)
    assert sum(moved) > sum(plain) + 60  # a light outline


def test_a_board_is_drawn_when_the_cache_cannot_be_written(
    game: Game, tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk: nothing drawn can be kept, and the board is drawn all the same, as with a
    cache that can be written."""
    import errno
    import io

    from PIL import ImageChops

    from playtester.render import board

    def forget() -> None:  # the pictures board.py keeps in memory
        for kept in (board._playmat, board._card_image, board._turned):
            kept.cache_clear()

    expected = board_image(game, None, scale=0.25)
    forget()
    monkeypatch.setenv("PLAYTESTER_CACHE", str(tmp_path))  # an empty cache: everything drawn
    real_save = Image.Image.save
    refused: list[object] = []

    def full_disk(image: Image.Image, fp: object, *args: object, **kw: object) -> None:
        if isinstance(fp, io.BytesIO):
            return real_save(image, fp, *args, **kw)  # type: ignore[arg-type]
        refused.append(fp)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Image.Image, "save", full_disk)
    drawn = board_image(game, None, scale=0.25)
    assert len(refused) > 5 and drawn.size == expected.size  # the playmat, faces and backs
    small = (expected.width // 8, expected.height // 8)  # the cloth's grain is random: averaged
    apart = ImageChops.difference(
        drawn.convert("RGB").resize(small, Image.Resampling.BOX),
        expected.convert("RGB").resize(small, Image.Resampling.BOX),
    )
    assert max(high for _, high in apart.getextrema()) <= 6  # the same cards in the same places
    forget()  # nothing drawn without a cache stays for later tests
