"""The strategy lab: run a small bot tournament live, plot it, and say what it means.

The games are played by :mod:`fashion_core.tournament` (the same code the benchmarks use);
this module adds a progress bar, two matplotlib charts, plain-English sentences and a small
control panel for ``notebooks/lab.ipynb``.

>>> records = tournament("colour_bazaar", ["random", "heuristic"], 2, progress=False)
>>> len(records)
2
"""

from __future__ import annotations

import html
import io
from collections.abc import Callable, Sequence
from typing import Any

from matplotlib.figure import Figure

from fashion_core.bots import BOT_LABELS
from fashion_core.cluster import parallel_map
from fashion_core.games import GAME_MODULES, GAMES
from fashion_core.tournament import (
    Record,
    bot_kinds,
    play_game,
    schedule,
    scores_by_kind,
    summarize,
)

COLOURS = {"random": "#9e9e9e", "heuristic": "#e07b39", "ismcts": "#3f6fb5"}


def label(kind: str) -> str:
    return BOT_LABELS.get(kind, kind)


def tournament(
    game: str,
    bots: Sequence[str] | None = None,
    games_per_pairing: int = 8,
    ismcts_iterations: int | None = 40,
    players: int = 2,
    seed: int = 0,
    progress: bool | Callable[[int, int], None] = True,
    scheduler: str | None = None,
) -> list[Record]:
    """Play a round robin of ``bots`` (default: all the game offers) and return the records.

    ``ismcts_iterations`` keeps the search bot quick enough for a live demo (its real
    setting is usually far higher); ``None`` uses the game's own setting. ``progress`` is a
    progress bar (``True``), nothing, or a function called with (games done, games in all).
    ``scheduler`` (a Dask scheduler address) plays the games on that cluster.
    """
    kinds = list(bots) if bots else bot_kinds(game)
    options = {"ismcts": {"iterations": ismcts_iterations}} if ismcts_iterations else None
    jobs = schedule(game, kinds, games_per_pairing, players, seed, options)
    report = progress if callable(progress) else None
    bar = None
    if progress is True:
        from tqdm.auto import tqdm

        bar = tqdm(total=len(jobs), desc=f"{GAMES[game].title} games", unit="game")
    records = []
    with parallel_map(scheduler, workers=0) as run:
        for record in run(play_game, *zip(*jobs, strict=True)) if jobs else ():
            records.append(record)
            if report is not None:
                report(len(records), len(jobs))
            if bar is not None:
                bar.update(1)
    if bar is not None:
        bar.close()
    return records


def figure_png(fig: Figure) -> bytes:
    """A figure as PNG bytes: shown as a picture in any page (a bare ``Figure`` in a web
    page prints as ``<Figure size 1100x420 with 2 Axes>``)."""
    out = io.BytesIO()
    fig.savefig(out, format="png", dpi=96)
    return out.getvalue()


def plot_results(records: Sequence[Record], title: str = "") -> Figure:
    """The win-rate matrix (left) and each bot's final scores (right), side by side."""
    fig = Figure(figsize=(11, 4.2), layout="constrained")
    left, right = fig.subplots(1, 2, width_ratios=[1, 1.2])
    plot_win_matrix(records, left)
    plot_scores(records, right)
    if title:
        fig.suptitle(title)
    return fig


def plot_win_matrix(records: Sequence[Record], ax: Any) -> None:
    table = summarize(records)
    kinds = [k for k in COLOURS if k in table] + sorted(k for k in table if k not in COLOURS)
    grid = [[table[a][b]["rate"] if b in table[a] else float("nan") for b in kinds] for a in kinds]
    ax.imshow(grid, cmap="RdYlGn", vmin=0, vmax=1)
    for i, a in enumerate(kinds):
        for j, b in enumerate(kinds):
            cell = table[a].get(b)
            text = (
                "" if cell is None else f"{cell['rate']:.0%}\n{cell['low']:.0%}-{cell['high']:.0%}"
            )
            dark = cell is not None and abs(cell["rate"] - 0.5) > 0.35  # deep red or green
            ax.text(j, i, text, ha="center", va="center", color="white" if dark else "black")
    names = [label(k) for k in kinds]
    ax.set_xticks(range(len(kinds)), names)
    ax.set_yticks(range(len(kinds)), names)
    ax.set_xlabel("... against this bot")
    ax.set_ylabel("How often this bot wins ...")
    ax.set_title("Win rate (95% range underneath)")


def plot_scores(records: Sequence[Record], ax: Any) -> None:
    scores = scores_by_kind(records)
    kinds = [k for k in COLOURS if k in scores] + sorted(k for k in scores if k not in COLOURS)
    data = [scores[k] for k in kinds]
    try:
        parts = ax.boxplot(data, orientation="horizontal", patch_artist=True)
    except TypeError:  # matplotlib < 3.10 spells it vert=False
        parts = ax.boxplot(data, vert=False, patch_artist=True)
    for box, kind in zip(parts["boxes"], kinds, strict=True):
        box.set_facecolor(COLOURS.get(kind, "#cccccc"))
    ax.set_yticks(range(1, len(kinds) + 1), [label(k) for k in kinds])
    ax.set_xlabel("final score")
    ax.set_title("Final scores: the box holds the middle half of the games")


def explain(records: Sequence[Record]) -> str:
    """One plain-English sentence per pairing, strongest side first (Markdown)."""
    table = summarize(records)
    lines = []
    done: set[frozenset[str]] = set()
    for kind, row in table.items():
        for rival, cell in row.items():
            if frozenset((kind, rival)) in done or cell["rate"] < 0.5:
                continue
            done.add(frozenset((kind, rival)))
            n, wins = cell["games"], cell["points"]
            lines.append(
                f"- The **{label(kind)}** beat the **{label(rival)}** in {wins:g} of {n} games "
                f"({cell['rate']:.0%}), winning by {cell['margin']:.1f} points on average. "
                f"With {n} games, its true win rate is probably between "
                f"{cell['low']:.0%} and {cell['high']:.0%}."
            )
    return "\n".join(lines)


def explain_html(records: Sequence[Record]) -> str:
    """:func:`explain` as HTML, for a widget."""
    items = []
    for line in explain(records).splitlines():
        text = html.escape(line.removeprefix("- "))
        parts = text.split("**")
        text = "".join(f"<b>{p}</b>" if i % 2 else p for i, p in enumerate(parts))
        items.append(f"<li>{text}</li>")
    return f"<ul class='fg-lab-explain'>{''.join(items)}</ul>"


def controls(
    game: str = GAME_MODULES[0],
    bots: Sequence[str] | None = None,
    games_per_pairing: int = 8,
    ismcts_iterations: int = 40,
) -> Any:
    """The lab's panel: pick a game, the bots, the number of games and the search bot's
    effort, then press the button; a progress bar moves while the games are played, then the
    charts (as a picture) and one sentence per pairing appear.

    Nothing runs until the button is pressed: a page that opens must not keep a server busy
    (every visitor's page runs this notebook). After a run, the panel's ``records`` hold the
    games played; ``run()`` presses the button.
    """
    import ipywidgets as w

    wide = {"description_width": "initial"}
    picker = w.Dropdown(
        options=[(GAMES[n].title, n) for n in GAMES], value=game, description="Game", style=wide
    )
    chosen = set(bots or bot_kinds(game))
    boxes = {
        kind: w.Checkbox(value=kind in chosen, description=label(kind), indent=False)
        for kind in BOT_LABELS
    }
    for box in boxes.values():
        box.layout = w.Layout(width="auto", margin="0 12px 0 0")
    count = w.IntSlider(
        games_per_pairing, min=2, max=40, step=2, description="Games per pair of bots", style=wide
    )
    effort = w.IntSlider(
        ismcts_iterations,
        min=10,
        max=400,
        step=10,
        description="Search bot's effort (futures per move)",
        style=wide,
    )
    for slider in (count, effort):
        slider.layout = w.Layout(width="460px")
    button = w.Button(description="Play the tournament", button_style="primary")
    progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="300px"))
    status = w.HTML("Press the button to play.")
    chart = w.Image(format="png", layout=w.Layout(width="100%", max_width="1100px"))
    chart.layout.display = "none"
    words = w.HTML()
    panel = w.VBox(
        [
            w.HBox([picker, *boxes.values()], layout=w.Layout(align_items="center")),
            count,
            effort,
            w.HBox([button, progress, status], layout=w.Layout(align_items="center")),
            chart,
            words,
        ]
    )
    panel.add_class("fg-lab")
    panel.records = []  # type: ignore[attr-defined]

    def on_progress(done: int, total: int) -> None:
        progress.max = total
        progress.value = done
        status.value = f"{done} of {total} games played…"

    def run(_: Any = None) -> None:
        if button.disabled:  # one tournament at a time, whatever the page sends
            return
        kinds = [k for k in bot_kinds(picker.value) if boxes.get(k) and boxes[k].value]
        if len(kinds) < 2:
            status.value = "Choose at least two bots to play each other."
            return
        button.disabled = True
        try:
            records = tournament(
                picker.value, kinds, count.value, effort.value, progress=on_progress
            )
            panel.records = records  # type: ignore[attr-defined]
            chart.value = figure_png(plot_results(records, GAMES[picker.value].title))
            chart.layout.display = ""
            words.value = explain_html(records)
            status.value = f"Done: {len(records)} games."
        finally:
            button.disabled = False

    button.on_click(run)
    panel.run = run  # type: ignore[attr-defined]
    return panel
