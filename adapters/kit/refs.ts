// The suite names every object by a ref it chose ("Alice's Recruit 2"); an engine has ids of its own.
// A RefMap holds both directions for one game; the kit turns refs into ids in every action and ids
// back into refs in every view and event, so the engine never sees a ref it did not bind.
import type { Action, DecisionAnswer, ObjectSetup, Setup, View } from '../../protocol/index.ts';
import type { EventInput } from './index.ts';

export class RefMap {
  readonly #ids = new Map<string, string>();
  readonly #refs = new Map<string, string>();

  /** The object the suite calls `ref` is `id` in the engine. */
  bind(ref: string, id: string): void {
    this.#ids.set(ref, id);
    this.#refs.set(id, ref);
  }

  /** The engine's id for a ref (the ref itself when unbound). */
  idOf(ref: string): string {
    return this.#ids.get(ref) ?? ref;
  }

  /** The suite's ref for an engine id (the id itself when unbound: a token the engine made). */
  refOf(id: string): string {
    return this.#refs.get(id) ?? id;
  }
}

/** Where a setup puts one object. */
export interface SetupObject {
  object: ObjectSetup;
  /** The player whose zone holds it, or for a battlefield's objects their owner (if named). */
  player: string | null;
  /** hand, mainDeck, runeDeck, base, runes, trash, banishment, legend, champion, or a battlefield's ref. */
  zone: string;
  /** units, gear or facedown for objects at a battlefield. */
  slot?: 'units' | 'gear' | 'facedown';
}

const PLAYER_ZONES = ['hand', 'mainDeck', 'runeDeck', 'base', 'runes', 'trash', 'banishment'] as const;

/** Every object of a setup with where it is, in setup order: what `create` usually walks. */
export function setupObjects(setup: Setup): SetupObject[] {
  const out: SetupObject[] = [];
  for (const p of setup.players) {
    for (const zone of PLAYER_ZONES) for (const object of p[zone] ?? []) out.push({ object, player: p.id, zone });
    if (p.legend) out.push({ object: p.legend, player: p.id, zone: 'legend' });
    if (p.champion) out.push({ object: p.champion, player: p.id, zone: 'champion' });
  }
  for (const b of setup.battlefields ?? []) {
    for (const slot of ['units', 'gear', 'facedown'] as const) {
      for (const object of b[slot] ?? []) out.push({ object, player: object.owner ?? null, zone: b.ref, slot });
    }
  }
  return out;
}

const mapAll = (list: readonly string[] | undefined, f: (s: string) => string) => list?.map(f);

export function actionToIds(action: Action, refs: RefMap): Action {
  const id = (r: string) => refs.idOf(r);
  const answerToIds = (a: DecisionAnswer): DecisionAnswer => ({
    ...a,
    ...(a.chosen ? { chosen: mapAll(a.chosen, id) } : {}),
    ...(a.order ? { order: mapAll(a.order, id) } : {}),
    ...(a.amounts ? { amounts: Object.fromEntries(Object.entries(a.amounts).map(([k, v]) => [id(k), v])) } : {}),
  });
  const choices = (list: DecisionAnswer[] | undefined) => (list ? { choices: list.map(answerToIds) } : {});
  switch (action.kind) {
    case 'play':
      return { ...action, card: id(action.card), ...choices(action.choices) };
    case 'hide':
      return { ...action, card: id(action.card), battlefield: id(action.battlefield) };
    case 'activate':
      return { ...action, source: id(action.source), ...choices(action.choices) };
    case 'move':
      return { ...action, units: action.units.map(id), to: action.to === 'base' ? 'base' : id(action.to) };
    case 'decide':
      return { ...action, answer: answerToIds(action.answer) };
    default:
      return action;
  }
}

export function eventToRefs(event: EventInput, refs: RefMap): EventInput {
  const ref = (s: string) => refs.refOf(s);
  return {
    ...event,
    ...(event.object !== undefined ? { object: ref(event.object) } : {}),
    ...(event.objects ? { objects: event.objects.map(ref) } : {}),
    ...(event.options ? { options: event.options.map(ref) } : {}),
    ...(event.from !== undefined ? { from: ref(event.from) } : {}),
    ...(event.to !== undefined ? { to: ref(event.to) } : {}),
  };
}

export function viewToRefs(view: View, refs: RefMap): View {
  const ref = (s: string) => refs.refOf(s);
  const obj = <O extends { ref: string }>(o: O): O => ({ ...o, ref: ref(o.ref) });
  const objOrNull = <O extends { ref: string }>(o: O | null): O | null => (o ? obj(o) : null);
  return {
    ...view,
    showdown: view.showdown ? { ...view.showdown, battlefield: ref(view.showdown.battlefield) } : null,
    players: view.players.map((p) => ({
      ...p,
      hand: p.hand.map(obj),
      mainDeck: p.mainDeck.map(obj),
      runeDeck: p.runeDeck.map(obj),
      base: p.base.map(obj),
      runes: p.runes.map(obj),
      trash: p.trash.map(obj),
      banishment: p.banishment.map(obj),
      legend: objOrNull(p.legend),
      champion: objOrNull(p.champion),
    })),
    battlefields: view.battlefields.map((b) => ({ ...obj(b), units: b.units.map(obj), gear: b.gear.map(obj), facedown: b.facedown.map(obj) })),
    chain: view.chain.map((c) => ({ ...c, source: ref(c.source), targets: c.targets.map((t) => t.map(ref)) })),
    pendingDecision: view.pendingDecision
      ? {
          ...view.pendingDecision,
          ...(view.pendingDecision.source !== undefined ? { source: ref(view.pendingDecision.source) } : {}),
          options: view.pendingDecision.options.map((o) => ({ ...o, id: ref(o.id) })),
        }
      : null,
  };
}
