"""Processes for the store tests: kernels that race each other to write every move."""

from __future__ import annotations

import random
import time

from fashion_core.rooms import Entry, Position, open_store


def next_entry(store, room: str, position: Position, rng: random.Random) -> Entry | None:
    """Bring ``position`` up to date with the store's log of ``room``, then a random legal
    move there as the log's next entry (``None`` once the game is over)."""
    position.replay(store.entries(room, after=position.number))
    state = position.match.state
    if state.is_over:
        return None
    action = rng.choice(state.legal_actions())
    return Entry(position.number + 1, state.current_player, "move", action.to_json())


def race(database: str, rooms: list[str], seed: int, start=None) -> dict:
    """Play every room to the end, racing the other processes for each move number.

    Acts for whichever seat is to move (as the store's own tests may); ``start`` is a barrier
    all racers pass together once loaded (a fixed start time failed on a busy machine, where
    starting a process can take longer than the head start). Returns the numbers this
    process wrote and the final state it replayed, per room.
    """
    store = open_store(database)
    rng = random.Random(seed)
    positions = {room: Position(store.load_room(room)) for room in rooms}
    won: dict[str, list[int]] = {room: [] for room in rooms}
    if start is not None:
        start.wait()
    live = list(rooms)
    while live:
        room = rng.choice(live)
        position = positions[room]
        entry = next_entry(store, room, position, rng)
        if entry is None:
            live.remove(room)
            continue
        position.check(entry)  # a kernel checks before it writes
        if store.append(room, entry):
            position.apply(entry)
            won[room].append(entry.number)
    result = {
        room: {"won": won[room], "state": positions[room].match.state.to_json()} for room in rooms
    }
    store.close()
    return result


def play_forever(database: str, rooms: list[str], seed: int, loaded, go, wrote) -> None:
    """Write moves until killed, a few milliseconds apart (so the kill lands mid-game).

    Sets ``loaded`` once connected, starts on ``go``, sets ``wrote`` after its first write.
    """
    store = open_store(database)
    rng = random.Random(seed)
    positions = {room: Position(store.load_room(room)) for room in rooms}
    loaded.set()
    go.wait()
    while True:
        room = rng.choice(rooms)
        position = positions[room]
        entry = next_entry(store, room, position, rng)
        if entry is None:
            time.sleep(0.01)
            continue
        if store.append(room, entry):
            position.apply(entry)
            wrote.set()
        time.sleep(0.005)
