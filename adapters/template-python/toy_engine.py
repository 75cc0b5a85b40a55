"""A toy Riftbound engine, the smallest that runs part of the suite honestly: a handful of vanilla
cards and test units without text, units played from the hand paying Energy, turns ended (ready, channel 2, draw 1). Everything
else it answers unsupported. Replace it with calls into your own engine.

    python3 toy_engine.py [--port 9000] [--host 127.0.0.1]
"""

import argparse

from riftcheck_adapter import PLAYER_ZONES, Refusal, SetupRejected, Unsupported, serve, setup_objects

CARDS = [
    {"code": "OGN-175/298", "name": "Shipyard Skulker", "type": "unit", "energy": 3, "might": 3},
    {"code": "OGN-219/298", "name": "Vanguard Sergeant", "type": "unit", "energy": 4, "might": 4},
    {"code": "OGN-049/298", "name": "Playful Phantom", "type": "unit", "energy": 5, "might": 5},
    {"code": "OGN-088/298", "name": "Mega-Mech", "type": "unit", "energy": 7, "might": 8},
    {"code": "riftcheck:basic-rune", "name": "Basic Rune", "type": "rune", "energy": 0, "might": None},
    {"code": "riftcheck:plain-battlefield", "name": "Plain Battlefield", "type": "battlefield", "energy": 0, "might": None},
]


def card(name, known=CARDS):
    for c in known:
        if name in (c["code"], c["name"]):
            return c
    raise Unsupported(f"card:{name}", f"the toy engine does not know the card {name}")


def vanilla_test_units(setup):
    """The setup's test units with no text: stats only, so no card-text compiler is needed to build them.
    (A test card naming a stock card in `stock` would be built from that behaviour: this toy knows none.)"""
    return [{"code": t["id"], "name": t["name"], "type": "unit", "energy": t.get("cost", {}).get("energy", 0), "might": t.get("might", 0)}
            for t in setup.get("testCards", [])
            if t["type"] == "unit" and not t["text"].strip() and not t.get("cost", {}).get("power")]


def thing(id_, card_name, owner, o, known=CARDS):
    c = card(card_name, known)
    if o.get("buffs") or o.get("stunned") or o.get("facedown"):
        raise Unsupported("object states (buffs, stunned, face down)")
    return {"ref": id_, "card": c["code"], "name": c["name"], "type": c["type"], "owner": owner, "controller": o.get("controller") or owner,
            "might": c["might"], "exhausted": bool(o.get("exhausted")), "damage": o.get("damage", 0), "energy": c["energy"]}


class ToyEngine:
    info = {"name": "riftcheck toy engine (Python template)", "version": "0.1.0", "editions": ["v1.4"], "features": ["mode:1v1"]}

    def create(self, setup, refs):
        if setup.get("phase", "main") != "main":
            raise Unsupported(f"phase:{setup['phase']}")
        if any(p.get("legend") or p.get("champion") or p.get("runePool", {}).get("power") or p.get("runePool", {}).get("universal") for p in setup["players"]):
            raise Unsupported("legends, champions and Power")
        if len(setup["players"]) != 2:
            raise Unsupported("mode:not 1v1")
        known = CARDS + vanilla_test_units(setup)
        counter = iter(range(1, 1 << 30))

        def new_id(ref):  # the suite's refs become ids of our own; the adapter maps them back
            id_ = f"o{next(counter)}"
            refs.bind(ref, id_)
            return id_

        game = {"turn": setup.get("turn", 1), "turnPlayer": setup["turnPlayer"], "battlefields": [],
                "players": [{"id": p["id"], "points": p.get("points", 0), "energy": p.get("runePool", {}).get("energy", 0),
                             **{z: [] for z in PLAYER_ZONES}} for p in setup["players"]]}
        for b in setup.get("battlefields", []):
            if b.get("gear") or b.get("facedown"):
                raise Unsupported("gear and hidden cards at battlefields")
            c = card(b["card"])
            game["battlefields"].append({"ref": new_id(b["ref"]), "card": c["code"], "name": c["name"], "controller": b.get("controller"), "units": []})
        for o, player, zone in setup_objects(setup):
            if not player:
                raise SetupRejected(f"{o['ref']} at a battlefield names no owner", "battlefields")
            made = thing(new_id(o["ref"]), o["card"], player, o, known)
            field = next((b for b in game["battlefields"] if b["ref"] == refs.id_of(zone)), None)
            if field:
                field["units"].append(made)
            else:
                next(p for p in game["players"] if p["id"] == player)[zone].append(made)
        return game

    def act(self, game, action, refs):
        me = next((p for p in game["players"] if p["id"] == action["player"]), None)
        if me is None:
            raise Refusal("illegal-action", f"no player {action['player']}")
        if action["kind"] not in ("play", "pass", "end-turn"):
            raise Unsupported(action["kind"])
        # No Chain, no showdown: the turn player always holds priority in a Neutral Open state.
        if me["id"] != game["turnPlayer"]:
            raise Refusal("no-priority", f"{game['turnPlayer']} has priority, not {me['id']}")
        if action["kind"] == "pass":
            raise Refusal("illegal-action", "in a Neutral Open state there is nothing to pass: the turn player ends the turn")
        if action["kind"] == "play":
            if any(b["controller"] == me["id"] for b in game["battlefields"]):
                raise Unsupported("choosing where a unit enters")
            return play(me, action["card"], action.get("hidden"))
        return end_turn(game, me)

    def view(self, game):
        strip = lambda objs: [{k: v for k, v in o.items() if k != "energy"} for o in objs]  # noqa: E731
        return {
            "turn": game["turn"],
            "turnPlayer": game["turnPlayer"],
            "players": [{"id": p["id"], "points": p["points"], "runePool": {"energy": p["energy"], "power": {}}, **{z: strip(p[z]) for z in PLAYER_ZONES}}
                        for p in game["players"]],
            "battlefields": [{**b, "units": strip(b["units"])} for b in game["battlefields"]],
        }


def play(me, id_, hidden):
    if hidden:
        raise Unsupported("playing from hiding")
    unit = next((o for o in me["hand"] if o["ref"] == id_), None)
    if unit is None:
        raise Refusal("illegal-action", f"{id_} is not in {me['id']}'s hand")
    if unit["type"] != "unit":
        raise Unsupported(f"playing a {unit['type']}")
    if me["energy"] < unit["energy"]:
        raise Refusal("cannot-afford", f"needs {unit['energy']} Energy, the pool has {me['energy']}")
    me["energy"] -= unit["energy"]
    me["hand"].remove(unit)
    me["base"].append({**unit, "exhausted": True})
    ev = lambda kind, **extra: {"kind": kind, "player": me["id"], "object": id_, **extra}  # noqa: E731
    return [ev("chain-item-added"), ev("paid", amount=unit["energy"]), ev("played"), ev("chain-item-finalized"), ev("resolved"),
            ev("moved", **{"from": "hand", "to": "base"}), {"kind": "priority", "player": me["id"]}]


def end_turn(game, me):
    if any(b["units"] or b["controller"] for b in game["battlefields"]):
        raise Unsupported("scoring battlefields at the start of a turn")
    players = game["players"]
    nxt = players[(players.index(me) + 1) % len(players)]
    if not nxt["mainDeck"]:
        raise Unsupported("burning out")
    events = [{"kind": "phase-began", "player": me["id"], "detail": "ending"}]
    for p in players:
        if p["energy"]:
            events.append({"kind": "pool-emptied", "player": p["id"]})
        p["energy"] = 0
        for o in p["base"]:
            o["damage"] = 0
    game["turn"] += 1
    game["turnPlayer"] = nxt["id"]
    events += [{"kind": "turn-began", "player": nxt["id"]}, {"kind": "phase-began", "player": nxt["id"], "detail": "awaken"}]
    for o in nxt["base"] + nxt["runes"]:
        if o["exhausted"]:
            events.append({"kind": "readied", "object": o["ref"]})
        o["exhausted"] = False
    events += [{"kind": "phase-began", "player": nxt["id"], "detail": d} for d in ("beginning", "channel")]
    for rune in nxt["runeDeck"][:2]:
        nxt["runes"].append(rune)
        events.append({"kind": "channeled", "object": rune["ref"], "from": "rune-deck", "to": "runes"})
    del nxt["runeDeck"][:2]
    events.append({"kind": "phase-began", "player": nxt["id"], "detail": "draw"})
    drawn = nxt["mainDeck"].pop(0)
    nxt["hand"].append(drawn)
    events += [{"kind": "drew", "object": drawn["ref"], "from": "main-deck", "to": "hand"},
               {"kind": "phase-began", "player": nxt["id"], "detail": "main"}, {"kind": "priority", "player": nxt["id"]}]
    return events


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=9000)
    parser.add_argument("--host", default="127.0.0.1")
    args = parser.parse_args()
    serve(ToyEngine(), args.host, args.port)
