// What must hold after every action of any game, whatever the players do, checked on what the
// protocol shows (the view and the events), so the same checks apply to any engine:
// - the view is valid against openapi.yaml's View schema;
// - every card of the setup is in exactly one place (a zone, or on the Chain as a played card), no
//   object is in two places;
// - no negative damage, buffs, Energy or Power;
// - priority and focus belong to players; the Chain is closed exactly while it holds items; a
//   showdown is in progress exactly while the turn is in a showdown state;
// - scores only grow; a player wins only with the victory score and more points than the others,
//   and does win so once the cleanups are done (194.2, 472);
// - events are numbered one after another;
// - once everything has settled (no Chain, no showdown, no question pending), no unit is lethally
//   damaged and no battlefield holds two players' units (cleanups, rule 323, saw to both).
import { viewSchema } from '../../api/response-schemas.ts';
import type { GameEvent, ObjectView, View } from '../../reference-engine/interface.ts';

export interface Tracked {
  /** The refs of every card the setup placed. */
  cards: ReadonlySet<string>;
  victoryScore: number;
}

function placesOf(view: View): Map<string, string[]> {
  const places = new Map<string, string[]>();
  const put = (ref: string, where: string) => places.set(ref, [...(places.get(ref) ?? []), where]);
  for (const p of view.players) {
    for (const zone of ['hand', 'mainDeck', 'runeDeck', 'base', 'runes', 'trash', 'banishment'] as const)
      for (const o of p[zone]) put(o.ref, `${p.id}'s ${zone}`);
    if (p.legend) put(p.legend.ref, `${p.id}'s legend zone`);
    if (p.champion) put(p.champion.ref, `${p.id}'s champion zone`);
  }
  for (const b of view.battlefields) for (const zone of ['units', 'gear', 'facedown'] as const) for (const o of b[zone]) put(o.ref, `${b.ref} (${zone})`);
  return places;
}

function settled(view: View): boolean {
  return view.chain.length === 0 && view.showdown === null && view.pendingDecision === null && view.state.mode === 'neutral';
}

/** The broken invariants after one action, each in a line; empty when all hold. */
export function checkInvariants(tracked: Tracked, before: View | null, view: View, events: readonly GameEvent[], lastSeq: number): string[] {
  const broken: string[] = [];
  const parsed = viewSchema.safeParse(view);
  if (!parsed.success) broken.push(`view invalid against openapi.yaml: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);

  const places = placesOf(view);
  const onChain = new Set(view.chain.map((c) => c.source));
  for (const [ref, where] of places) if (where.length > 1) broken.push(`${ref} is in ${where.length} places: ${where.join(', ')}`);
  for (const ref of tracked.cards) if (!places.has(ref) && !onChain.has(ref)) broken.push(`card ${ref} is nowhere (lost)`);

  const ids = view.players.map((p) => p.id);
  const objects: ObjectView[] = [
    ...view.players.flatMap((p) => [...p.hand, ...p.mainDeck, ...p.runeDeck, ...p.base, ...p.runes, ...p.trash, ...p.banishment]),
    ...view.battlefields.flatMap((b) => [...b.units, ...b.gear, ...b.facedown]),
  ];
  for (const o of objects) {
    if (o.damage < 0) broken.push(`${o.ref} has ${o.damage} damage`);
    if (o.buffs < 0) broken.push(`${o.ref} has ${o.buffs} buffs`);
    if (!ids.includes(o.owner) || !ids.includes(o.controller)) broken.push(`${o.ref} belongs to no player (owner ${o.owner}, controller ${o.controller})`);
  }
  for (const p of view.players) {
    if (p.runePool.energy < 0) broken.push(`${p.id} has ${p.runePool.energy} Energy`);
    for (const [d, n] of Object.entries(p.runePool.power)) if ((n ?? 0) < 0) broken.push(`${p.id} has ${n} ${d} Power`);
    const earlier = before?.players.find((q) => q.id === p.id);
    if (earlier && p.points < earlier.points) broken.push(`${p.id}'s score fell from ${earlier.points} to ${p.points}`);
  }
  // 194.2, 472: in a cleanup, a player at or above the victory score with more points than any other wins.
  const leader = [...view.players].sort((a, b) => b.points - a.points);
  if (settled(view) && view.winner === null && leader[0].points >= tracked.victoryScore && leader[0].points > leader[1].points) {
    broken.push(
      `${leader[0].id} has ${leader[0].points} points (victory score ${tracked.victoryScore}, ${leader[1].id} ${leader[1].points}) after the cleanups and has not won`,
    );
  }
  if (view.winner !== null) {
    if (!ids.includes(view.winner)) broken.push(`the winner ${view.winner} is not a player`);
    else if (before?.winner !== view.winner) {
      const won = view.players.find((p) => p.id === view.winner)!;
      if (won.points < tracked.victoryScore) broken.push(`${view.winner} won with ${won.points} points, below the victory score`);
      if (view.players.some((p) => p !== won && p.points >= won.points)) broken.push(`${view.winner} won without more points than every other player`);
    }
  }
  if (before?.winner && view.winner !== before.winner) broken.push(`the winner changed from ${before.winner} to ${view.winner}`);
  for (const [name, who] of [
    ['priority', view.priority],
    ['focus', view.focus],
  ] as const) {
    if (who !== null && !ids.includes(who)) broken.push(`${name} is held by ${who}, not a player`);
  }
  if (!ids.includes(view.turnPlayer)) broken.push(`the turn player ${view.turnPlayer} is not a player`);
  if (view.chain.length > 0 !== (view.state.chain === 'closed'))
    broken.push(`the Chain holds ${view.chain.length} items while the turn is ${view.state.chain}`);
  if ((view.showdown !== null) !== (view.state.mode === 'showdown'))
    broken.push(`showdown ${view.showdown ? 'in progress' : 'absent'} while the turn is ${view.state.mode}`);
  for (const item of view.chain) if (!ids.includes(item.controller)) broken.push(`chain item ${item.id} is controlled by ${item.controller}, not a player`);
  const d = view.pendingDecision;
  if (d) {
    if (!ids.includes(d.player)) broken.push(`decision ${d.id} is asked of ${d.player}, not a player`);
    if (d.min > d.max) broken.push(`decision ${d.id} asks for at least ${d.min} and at most ${d.max}`);
  }

  let seq = lastSeq;
  for (const e of events) {
    if (e.seq !== seq + 1) broken.push(`event ${e.kind} has seq ${e.seq} after ${seq}`);
    seq = e.seq;
  }

  if (settled(view) && view.winner === null) {
    for (const b of view.battlefields) {
      for (const u of b.units)
        if (u.might !== null && u.damage > 0 && u.damage >= u.might)
          broken.push(`${u.ref} at ${b.ref} has ${u.damage} damage and Might ${u.might} after the cleanups`);
      const holders = new Set(b.units.map((u) => u.controller));
      if (holders.size > 1) broken.push(`${b.ref} holds units of ${[...holders].join(' and ')} after the cleanups`);
    }
    for (const p of view.players)
      for (const u of p.base)
        if (u.type === 'unit' && u.might !== null && u.damage > 0 && u.damage >= u.might)
          broken.push(`${u.ref} in base has ${u.damage} damage and Might ${u.might} after the cleanups`);
  }
  return broken;
}
