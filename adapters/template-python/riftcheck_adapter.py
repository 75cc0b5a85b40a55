"""The riftcheck adapter protocol (openapi.yaml) over a small engine interface, in Python's standard
library only. Copy this file beside your engine; implement an object with:

    info: dict                        {"name", "version", "editions": [...], "features": [...]}
    create(setup, refs) -> game       bind the suite's refs to your ids with refs.bind(ref, id)
    act(game, action, refs) -> events the action with refs turned into your ids; mutate game freely
                                      (it is a copy); return the events it caused, without "seq"
    view(game) -> dict                what you track; every other field of the View gets its default

and raise Unsupported(feature) for what your engine lacks (the scenario is reported unsupported),
Refusal(code, reason, rule=None) for an illegal action, SetupRejected(message, field) for a setup
you should build but cannot. serve(engine, host, port) does the rest: routing, problem+json, the
game store, the event log with seq, ref mapping and view defaults.
"""

import copy
import json
import re
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PROTOCOL_VERSION = "1.4.0"
PROBLEMS = "https://riftcheck.dev/problems/"
MAX_BODY = 256 * 1024
MAX_GAMES = 2000


def wants_representation(prefer):
    """Whether a Prefer header (RFC 7240) asks for the representation in the answer."""
    return prefer is not None and re.search(r'(^|[,;\s])return\s*=\s*"?representation"?\s*(;|,|$)', prefer, re.I) is not None


class Unsupported(Exception):
    def __init__(self, feature, message=None):
        super().__init__(message or f"unsupported: {feature}")
        self.feature = feature


class Refusal(Exception):
    def __init__(self, code, reason, rule=None):
        super().__init__(reason)
        self.code, self.reason, self.rule = code, reason, rule


class SetupRejected(Exception):
    def __init__(self, message, field=None):
        super().__init__(message)
        self.field = field


class RefMap:
    """The suite's refs and the engine's ids, both ways (an unbound name stands for itself)."""

    def __init__(self):
        self._ids, self._refs = {}, {}

    def bind(self, ref, id_):
        self._ids[ref], self._refs[id_] = id_, ref

    def id_of(self, ref):
        return self._ids.get(ref, ref)

    def ref_of(self, id_):
        return self._refs.get(id_, id_)


PLAYER_ZONES = ["hand", "mainDeck", "runeDeck", "base", "runes", "trash", "banishment"]


def setup_objects(setup):
    """Every object of a setup as (object, player, zone), in setup order; zone is a battlefield's ref for objects there."""
    out = []
    for p in setup["players"]:
        for zone in PLAYER_ZONES:
            out += [(o, p["id"], zone) for o in p.get(zone, [])]
        for zone in ("legend", "champion"):
            if p.get(zone):
                out.append((p[zone], p["id"], zone))
    for b in setup.get("battlefields", []):
        for slot in ("units", "gear", "facedown"):
            out += [(o, o.get("owner"), b["ref"]) for o in b.get(slot, [])]
    return out


def _action_to_ids(action, refs):
    a = dict(action)
    for key in ("card", "source", "battlefield"):
        if key in a:
            a[key] = refs.id_of(a[key])
    if "units" in a:
        a["units"] = [refs.id_of(u) for u in a["units"]]
    if a.get("to") not in (None, "base"):
        a["to"] = refs.id_of(a["to"])
    if "answer" in a:
        a["answer"] = _answer_to_ids(a["answer"], refs)
    if "choices" in a:  # choices carried by play or activate (capability choices-with-action)
        a["choices"] = [_answer_to_ids(c, refs) for c in a["choices"]]
    return a


def _answer_to_ids(answer, refs):
    ans = dict(answer)
    for key in ("chosen", "order"):
        if key in ans:
            ans[key] = [refs.id_of(x) for x in ans[key]]
    if "amounts" in ans:
        ans["amounts"] = {refs.id_of(k): v for k, v in ans["amounts"].items()}
    return ans


def _object(o, player, refs):
    owner = o.get("owner") or player or o.get("controller") or ""
    full = {"name": o["card"], "controller": o.get("controller") or owner, "exhausted": False, "damage": 0, "might": None,
            "buffs": 0, "stunned": False, "facedown": False, "designation": None}
    full.update(o)
    full["owner"], full["ref"] = owner, refs.ref_of(o["ref"])
    return full


def complete_view(v, edition, game_id, refs):
    """The engine's partial view, completed with defaults and turned back into the suite's refs."""
    view = {"gameId": game_id, "edition": edition, "turn": 1, "phase": "main", "state": {"mode": "neutral", "chain": "open"},
            "priority": v["turnPlayer"], "focus": None, "showdown": None, "chain": [], "pendingDecision": None, "winner": None}
    view.update({k: val for k, val in v.items() if k not in ("players", "battlefields")})
    view["gameId"] = game_id
    players = []
    for p in v["players"]:
        pool = p.get("runePool", {})
        full = {"id": p["id"], "points": p.get("points", 0), "runePool": {"energy": pool.get("energy", 0), "power": pool.get("power", {}), **({"universal": pool["universal"]} if pool.get("universal") else {})}}
        for zone in PLAYER_ZONES:
            full[zone] = [_object(o, p["id"], refs) for o in p.get(zone, [])]
        for zone in ("legend", "champion"):
            full[zone] = _object(p[zone], p["id"], refs) if p.get(zone) else None
        players.append(full)
    view["players"] = players
    view["battlefields"] = [
        {"name": b["card"], "controller": None, "contested": False, **b, "ref": refs.ref_of(b["ref"]),
         **{slot: [_object(o, None, refs) for o in b.get(slot, [])] for slot in ("units", "gear", "facedown")}}
        for b in v.get("battlefields", [])
    ]
    view["chain"] = [{**c, "source": refs.ref_of(c["source"]), "targets": [[refs.ref_of(t) for t in ts] for ts in c["targets"]]} for c in view["chain"]]
    if view["showdown"]:
        view["showdown"] = {**view["showdown"], "battlefield": refs.ref_of(view["showdown"]["battlefield"])}
    d = view["pendingDecision"]
    if d:
        view["pendingDecision"] = {**d, "options": [{**o, "id": refs.ref_of(o["id"])} for o in d["options"]],
                                   **({"source": refs.ref_of(d["source"])} if "source" in d else {})}
    return view


def _event(e, refs, seq):
    out = dict(e)
    for key in ("object", "from", "to"):
        if key in out:
            out[key] = refs.ref_of(out[key])
    for key in ("objects", "options"):
        if key in out:
            out[key] = [refs.ref_of(x) for x in out[key]]
    out["seq"] = seq
    return out


class _Game:
    def __init__(self, state, refs, edition):
        self.state, self.refs, self.edition, self.events = state, refs, edition, []


def make_handler(engine):
    info = engine.info
    caps = {"protocol": PROTOCOL_VERSION, "engine": {"name": info["name"], "version": info["version"]},
            "editions": info.get("editions", ["v1.4"]), "features": info.get("features", [])}
    games, lock = {}, threading.Lock()

    def missing_feature(setup):
        if setup.get("testCards") and "cards-from-text" not in caps["features"]:
            return "cards-from-text"
        if setup.get("mode") and f"mode:{setup['mode']}" not in caps["features"]:
            return f"mode:{setup['mode']}"
        if setup.get("edition") and setup["edition"] not in caps["editions"]:
            return f"edition {setup['edition']}"
        return None

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def _send(self, status, body=None, content_type="application/json", headers=None):
            data = b"" if body is None else json.dumps(body).encode()
            self.send_response(status)
            if body is not None:
                self.send_header("content-type", content_type)
            self.send_header("content-length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)

        def _problem(self, status, kind, detail, **extra):
            body = {"type": PROBLEMS + kind, "title": kind.replace("-", " ").capitalize(), "status": status, "detail": detail,
                    "instance": self.path, **extra}
            self._send(status, body, "application/problem+json")

        def _body(self):
            length = int(self.headers.get("content-length") or 0)
            if length > MAX_BODY:
                self._problem(413, "body-too-large", f"request body is over {MAX_BODY} bytes")
                return None
            try:
                body = json.loads(self.rfile.read(length) or b"null")
            except ValueError as e:
                self._problem(400, "invalid-request", f"body: not JSON ({e})", errors=[{"path": "body", "message": "not JSON"}])
                return None
            if not isinstance(body, dict):
                self._problem(400, "invalid-request", "body: expected an object", errors=[{"path": "body", "message": "expected an object"}])
                return None
            return body

        def _route(self):
            parts = [p for p in self.path.split("?")[0].split("/") if p]
            query = dict(q.split("=", 1) for q in self.path.split("?", 1)[1].split("&") if "=" in q) if "?" in self.path else {}
            return parts, query

        def _game(self, game_id):
            with lock:
                game = games.get(game_id)
            if game is None:
                self._problem(404, "not-found", f"no live game {game_id}")
            return game

        def do_GET(self):
            parts, query = self._route()
            try:
                if parts == ["capabilities"]:
                    return self._send(200, caps)
                if len(parts) == 2 and parts[0] == "games":
                    game = self._game(parts[1])
                    return game and self._send(200, complete_view(engine.view(game.state), game.edition, parts[1], game.refs))
                if len(parts) == 3 and parts[0] == "games" and parts[2] == "events":
                    after = query.get("after")
                    if after is not None and not after.isdigit():
                        return self._problem(400, "invalid-request", "query.after: expected a whole number", errors=[{"path": "query.after", "message": "expected a whole number"}])
                    game = self._game(parts[1])
                    events = [e for e in game.events if after is None or e["seq"] > int(after)] if game else None
                    return game and self._send(200, {"gameId": parts[1], "events": events})
            except Exception as e:  # an engine fault: the suite reports the scenario errored
                return self._problem(500, "internal-error", f"{type(e).__name__}: {e}")
            self._problem(404, "not-found", f"no route GET {self.path}")

        def do_DELETE(self):
            parts, _ = self._route()
            if len(parts) == 2 and parts[0] == "games":
                with lock:
                    gone = games.pop(parts[1], None)
                if not gone:
                    return self._problem(404, "not-found", f"no live game {parts[1]}")
                # Asked for (Prefer: return=representation, protocol 1.4), the last view comes with the deletion.
                if wants_representation(self.headers.get("prefer")):
                    try:
                        last = complete_view(engine.view(gone.state), gone.edition, parts[1], gone.refs)
                    except Exception as e:  # an engine fault: the suite reports the scenario errored
                        return self._problem(500, "internal-error", f"{type(e).__name__}: {e}")
                    return self._send(200, last, headers={"preference-applied": "return=representation"})
                return self._send(204)
            self._problem(404, "not-found", f"no route DELETE {self.path}")

        def do_POST(self):
            parts, _ = self._route()
            body = self._body()
            if body is None:
                return
            try:
                if parts == ["games"]:
                    return self._create(body)
                if len(parts) == 3 and parts[0] == "games" and parts[2] == "actions":
                    return self._act(parts[1], body)
            except Exception as e:
                return self._problem(500, "internal-error", f"{type(e).__name__}: {e}")
            self._problem(404, "not-found", f"no route POST {self.path}")

        def _create(self, setup):
            if not isinstance(setup.get("players"), list) or not isinstance(setup.get("turnPlayer"), str):
                return self._problem(400, "invalid-request", "body: players and turnPlayer are required",
                                     errors=[{"path": "body.players", "message": "required"}])
            missing = missing_feature(setup)
            if missing:
                return self._problem(422, "unsupported", f"this engine does not support {missing}", feature=missing)
            refs = RefMap()
            try:
                state = engine.create(setup, refs)
            except Unsupported as e:
                return self._problem(422, "unsupported", str(e), feature=e.feature)
            except SetupRejected as e:
                return self._problem(422, "setup-rejected", str(e), **({"field": e.field} if e.field else {}))
            game_id = str(uuid.uuid4())
            game = _Game(state, refs, setup.get("edition") or caps["editions"][0])
            with lock:
                if len(games) >= MAX_GAMES:
                    return self._problem(429, "too-many-games", f"the engine holds its maximum of {MAX_GAMES} live games")
                games[game_id] = game
            view = complete_view(engine.view(state), game.edition, game_id, refs)
            self._send(201, {"gameId": game_id, "view": view}, headers={"location": f"/games/{game_id}"})

        def _act(self, game_id, action):
            if not isinstance(action.get("kind"), str) or not isinstance(action.get("player"), str):
                return self._problem(400, "invalid-request", "body: kind and player are required", errors=[{"path": "body.kind", "message": "required"}])
            game = self._game(game_id)
            if not game:
                return
            with lock:  # one action at a time per engine: actions on a game never interleave
                state = copy.deepcopy(game.state)
                try:
                    produced = engine.act(state, _action_to_ids(action, game.refs), game.refs) or []
                except Refusal as e:
                    refusal = {"code": e.code, "reason": e.reason, **({"rule": e.rule} if e.rule else {})}
                    return self._send(422, {"ok": False, "refusal": refusal})
                except Unsupported as e:
                    return self._send(422, {"ok": False, "refusal": {"code": "unsupported", "reason": e.feature}})
                seq = game.events[-1]["seq"] if game.events else 0
                events = [_event(e, game.refs, seq + i + 1) for i, e in enumerate(produced)]
                game.state = state
                game.events += events
            view = complete_view(engine.view(state), game.edition, game_id, game.refs)
            self._send(200, {"ok": True, "events": events, "view": view})

    return Handler


def serve(engine, host="127.0.0.1", port=9000):
    server = ThreadingHTTPServer((host, port), make_handler(engine))
    server.daemon_threads = True
    print(f"{engine.info['name']} on http://{host}:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
