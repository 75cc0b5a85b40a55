// Deliberate rule mistakes for the suite-strength check. Each replaces exact pieces of engine text
// in a scratch copy; the real engine is never changed. Every mistake is one an engine author could
// plausibly make while reading the v1.4 rules: a wrong condition, a forgotten step, an off-by-one,
// the wrong player — not a crash, and not something that breaks every scenario.
export interface Edit {
  file: string; // relative to the project root
  find: string; // must occur exactly once in the file
  replace: string;
}

export interface Mutation extends Edit {
  id: string;
  /** The v1.4 rule the mistake breaks (its primary id). */
  rule: string;
  /** Further v1.4 rules the same mistake truly breaks, where there are any (see ruleIdsOf). */
  alsoBreaks?: string[];
  description: string;
  /** Further edits of the same mistake, where the engine guards the rule in more than one place. */
  also?: Edit[];
}

/** Every v1.4 rule id the mistake breaks, the primary one first: a kill by an Example tagged with one witnesses it. */
export function ruleIdsOf(m: Pick<Mutation, 'rule' | 'alsoBreaks'>): string[] {
  return [...new Set([m.rule, ...(m.alsoBreaks ?? [])])];
}

const ENGINE = 'reference-engine';
const at = (path: string): string => `${ENGINE}/${path}`;

export const MUTATIONS: Mutation[] = [
  // ── The turn and its phases (301–317) ────────────────────────────────────────────────────────
  {
    id: 'opponents-triggers-first',
    rule: '303.2.a',
    description: 'simultaneous triggers go on the Chain starting with the turn player\'s opponent instead of the turn player',
    file: at('phase-triggers.ts'),
    find: '  let player = s.turnPlayer;\n',
    replace: '  let player = nextPlayer(s, s.turnPlayer);\n',
  },
  {
    id: 'awaken-readies-opponents-too',
    rule: '315.1.b',
    description: 'the awaken phase readies every exhausted permanent on the board, not only the turn player\'s',
    file: at('turn.ts'),
    find: 'if (o.controller === me && isOnBoard(o.zone) && o.exhausted)',
    replace: 'if (isOnBoard(o.zone) && o.exhausted)',
  },
  {
    id: 'scoring-step-holds-every-controlled-battlefield',
    rule: '315.2.b',
    description: 'the scoring step scores every controlled battlefield for the turn player, the opponent\'s too',
    file: at('turn.ts'),
    find: 'if (b.controller === s.turnPlayer) scoreBattlefield(s, s.turnPlayer, b.id, \'hold\');',
    replace: 'if (b.controller !== null) scoreBattlefield(s, s.turnPlayer, b.id, \'hold\');',
  },
  {
    id: 'scoring-before-beginning-triggers-resolve',
    rule: '315.2.a.1',
    description: 'the scoring step happens at once, before what triggered at the start of the beginning phase has resolved',
    file: at('turn.ts'),
    find: "      s.tasks.push({ kind: 'scoring-step' });\n",
    replace: '      scoringStep(s);\n',
  },
  {
    id: 'channel-draws-one-rune',
    rule: '315.3.b',
    description: 'the channel phase channels 1 rune instead of 2',
    file: at('turn.ts'),
    find: "channel(s, me, 2, { rule: '315.3.b' });",
    replace: "channel(s, me, 1, { rule: '315.3.b' });",
  },
  {
    id: 'channel-nothing-when-deck-short',
    rule: '315.3.b.1',
    description: 'with fewer runes left than asked, nothing is channeled instead of as many as there are',
    file: at('game-actions/channel.ts'),
    find: '  let done = 0;\n',
    replace: '  let done = 0;\n  if (playerState(s, player).runeDeck.length < count) return 0;\n',
  },
  {
    id: 'burn-out-skipped-on-empty-deck',
    rule: '315.4.b.1',
    alsoBreaks: ['431.1'],
    description: 'drawing from an empty main deck just draws nothing: no burn out (431)',
    file: at('game-actions/draw.ts'),
    find: '      burnOut(s, player);\n      if (s.winner) return;\n',
    replace: '      return; // nothing to draw\n',
  },
  {
    id: 'burn-out-replaces-the-draw',
    rule: '315.4.b.2',
    description: 'after burning out, the draw that caused it is not carried out',
    file: at('game-actions/draw.ts'),
    find: '      burnOut(s, player);\n',
    replace: '      burnOut(s, player);\n      continue;\n',
  },
  {
    id: 'only-turn-players-pool-empties-at-main',
    rule: '316.3',
    description: 'as the main phase begins only the turn player\'s rune pool is emptied',
    file: at('turn.ts'),
    find: "for (const p of s.players) emptyRunePool(s, p.id, '316.3');",
    replace: "emptyRunePool(s, me, '316.3');",
  },
  {
    id: 'turn-ends-while-chain-exists',
    rule: '316.9',
    description: 'the turn player may end the turn in any Neutral state, even with a Chain waiting',
    file: at('game.ts'),
    find: "if (mode !== 'neutral' || chain !== 'open') return refuse(",
    replace: "if (mode !== 'neutral') return refuse(",
  },
  {
    id: 'this-turn-effects-never-expire',
    rule: '317.2.c',
    description: 'the expiration step heals and un-stuns but leaves "this turn" Might changes in place',
    file: at('cleanup.ts'),
    find: "    o.modifiers = o.modifiers.filter((m) => m.until !== 'end-of-turn');\n",
    replace: '',
  },

  // ── States, priority and focus (307–313) ─────────────────────────────────────────────────────
  {
    id: 'closed-only-while-an-item-is-pending',
    rule: '309.1',
    description: 'the turn counts as Closed only while a chain item is still pending, not while any item exists',
    file: at('state.ts'),
    find: "chain: s.chain.length > 0 ? 'closed' : 'open'",
    replace: "chain: s.chain.some((c) => c.status === 'pending') ? 'closed' : 'open'",
  },
  {
    id: 'plain-spells-in-a-showdown',
    rule: '308.1.a',
    description: 'a card without [Action] or [Reaction] may be played in a Showdown Open state',
    file: at('timing.ts'),
    find: "  if (mode === 'showdown' && !action) {",
    replace: "  if (mode === 'showdown' && false) {",
  },
  {
    id: 'action-spells-join-a-chain',
    rule: '309.1.a',
    description: 'an [Action] card may be added to an existing Chain, as if it were a [Reaction]',
    file: at('timing.ts'),
    find: "if (chain === 'closed' && !reaction) {",
    replace: "if (chain === 'closed' && !action) {",
  },
  {
    id: 'priority-returns-to-turn-player-on-pass',
    rule: '339.2',
    description: 'passing on a Chain gives priority back to the turn player instead of the next player in turn order',
    file: at('game.ts'),
    find: "setPriority(s, nextPlayer(s, player), '339.2');",
    replace: "setPriority(s, s.turnPlayer, '339.2');",
  },
  {
    id: 'focus-without-priority',
    rule: '313.2',
    description: 'gaining focus does not also give priority: in a Showdown Open state priority stays with the turn player',
    file: at('priority.ts'),
    find: "  if (player !== null) setPriority(s, player, '313.2');\n",
    replace: '',
    // The task loop hands priority to the focus holder too (335.1); an author who thinks focus does
    // not bring priority gives it to the turn player there, as in the main phase.
    also: [{ file: at('game.ts'), find: "setPriority(s, s.focus, '335.1');", replace: "setPriority(s, s.turnPlayer, '335.1');" }],
  },

  {
    id: 'focus-kept-after-showdown',
    rule: '313.5',
    description: 'the focus holder keeps focus after the showdown ends, in the Neutral state',
    file: at('showdown.ts'),
    find: '  s.focus = null; // rule 313.5\n',
    replace: '',
  },

  // ── Cleanups (318–324) ───────────────────────────────────────────────────────────────────────
  {
    id: 'lethal-damage-must-exceed-might',
    rule: '323.5',
    alsoBreaks: ['142.4.b'],
    description: 'a unit dies only when its damage exceeds its Might, not when it equals it (142.4.b)',
    file: at('state.ts'),
    find: 'return o.damage > 0 && o.damage >= (mightOf(o) ?? 0);',
    replace: 'return o.damage > 0 && o.damage > (mightOf(o) ?? 0);',
  },
  {
    id: 'cleanup-kills-only-at-battlefields',
    rule: '323.5',
    description: 'the cleanup kills units with lethal damage at battlefields but forgets those in a base',
    file: at('cleanup.ts'),
    find: "(o) => (o.zone === 'battlefield' || o.zone === 'base') && isUnit(o) && hasLethalDamage(o)",
    replace: "(o) => o.zone === 'battlefield' && isUnit(o) && hasLethalDamage(o)",
  },
  {
    id: 'victory-score-wins-even-when-tied',
    rule: '323.1',
    description: 'reaching the victory score wins even while the opponent has as many points',
    file: at('cleanup.ts'),
    find: 'if (p.points >= s.victoryScore && s.players.every((q) => q.id === p.id || q.points < p.points)) {',
    replace: 'if (p.points >= s.victoryScore) {',
  },
  {
    id: 'cleanup-runs-once',
    rule: '322',
    description: 'a cleanup that changed something is not followed by another cleanup',
    file: at('cleanup.ts'),
    find: "  if (s.pendingDecision || fingerprint(s) !== before) s.tasks.unshift({ kind: 'cleanup' });\n",
    replace: '  void before;\n',
  },
  {
    id: 'empty-battlefield-stays-controlled',
    rule: '323.6',
    description: 'the cleanup forgets the task that takes control away from a battlefield left without its controller\'s units',
    file: at('cleanup.ts'),
    find: '  loseEmptyBattlefields(s);\n  recallStrays(s);\n',
    replace: '  recallStrays(s);\n',
  },

  {
    id: 'hidden-cards-trashed-only-at-uncontrolled-battlefields',
    rule: '323.7',
    description: 'a hidden card is trashed only at a battlefield nobody controls, not at one its player does not control',
    file: at('cleanup.ts'),
    find: 'if (o.controller !== b.controller) kill(s, id, { rule: \'323.7\' });',
    replace: 'if (b.controller === null) kill(s, id, { rule: \'323.7\' });',
  },
  {
    id: 'staged-showdown-starts-while-chain-closed',
    rule: '323.12',
    description: 'a staged showdown or combat begins at once, even in a Closed state with a Chain waiting',
    file: at('cleanup.ts'),
    find: "  const { mode, chain } = turnState(s);\n  if (chain !== 'open') return;\n",
    replace: '  const { mode } = turnState(s);\n',
  },

  // ── The Chain (325–340) ──────────────────────────────────────────────────────────────────────
  {
    id: 'units-wait-on-chain-for-passes',
    rule: '337.2',
    description: 'a unit stays on the Chain after it is finalized, waiting for passes like a spell',
    file: at('playing-cards/finishing.ts'),
    find: "item.resolvesImmediately = card.type === 'unit' || card.type === 'gear' || card.type === 'token';",
    replace: "item.resolvesImmediately = card.type === 'gear' || card.type === 'token';",
  },
  {
    id: 'newest-pending-item-finalized-first',
    rule: '337.1',
    description: 'with several pending items (simultaneous triggers), the newest is finalized first instead of the oldest',
    file: at('game.ts'),
    find: "    const pending = s.chain.find((c) => c.status === 'pending');",
    replace: "    const pending = [...s.chain].reverse().find((c) => c.status === 'pending');",
  },
  {
    id: 'finalize-gives-priority-to-turn-player',
    rule: '337.4',
    description: 'after an item is finalized the turn player receives priority, not the controller of the newest item',
    file: at('chain.ts'),
    find: "    setPriority(s, s.chain[s.chain.length - 1].controller, '337.4');\n    s.chainPasses = 0;",
    replace: "    setPriority(s, s.turnPlayer, '337.4');\n    s.chainPasses = 0;",
  },
  {
    id: 'oldest-chain-item-resolves-first',
    rule: '340.1',
    description: 'when everyone has passed, the oldest finalized item resolves instead of the newest',
    file: at('chain.ts'),
    find: "const newest = item ?? [...s.chain].reverse().find((c) => c.status === 'finalized');",
    replace: "const newest = item ?? s.chain.find((c) => c.status === 'finalized');",
  },
  {
    id: 'priority-to-turn-player-after-resolve',
    rule: '340.4',
    description: 'after an item resolves and others remain, the turn player gets priority instead of the controller of the newest item',
    file: at('chain.ts'),
    find: "setPriority(s, s.chain[s.chain.length - 1].controller, '340.4');",
    replace: "setPriority(s, s.turnPlayer, '340.4');",
  },

  // ── Showdowns (341–348) ──────────────────────────────────────────────────────────────────────
  {
    id: 'showdown-focus-to-turn-player',
    rule: '345',
    description: 'a non-combat showdown starts with focus for the turn player, not for the player who contested',
    file: at('showdown.ts'),
    find: "setFocus(s, b.contestedBy ?? s.turnPlayer, '345');",
    replace: "setFocus(s, s.turnPlayer, '345');",
  },
  {
    id: 'focus-not-passed-after-chain-resolves',
    rule: '346',
    description: 'when the Chain a player started in a showdown resolves, focus stays with that player',
    file: at('chain.ts'),
    find: "setFocus(s, nextPlayer(s, s.focus), '346');",
    replace: "setFocus(s, s.focus, '346');",
  },
  {
    id: 'resource-chain-moves-focus',
    rule: '346.1',
    description: 'a Chain opened by an ability that adds resources also moves focus on once it resolves',
    file: at('chain.ts'),
    find: "if (s.showdown && s.focus && openedBy === 'play') {",
    replace: 'if (s.showdown && s.focus && openedBy !== null) {',
  },
  {
    id: 'play-does-not-reset-focus-passes',
    rule: '347.2.a',
    description: 'a card played in a showdown does not break the run of focus passes',
    file: at('chain.ts'),
    find: '  if (s.showdown) s.showdown.passesInRow = 0;\n',
    replace: '',
  },
  {
    id: 'showdown-ends-after-one-pass',
    rule: '348',
    description: 'the showdown closes as soon as one player passes focus, not when all have passed in a row',
    file: at('showdown.ts'),
    find: 'if (sd.passesInRow >= s.players.length) {',
    replace: 'if (sd.passesInRow >= 1) {',
  },
  {
    id: 'conquer-scores-twice-a-turn',
    rule: '348.2.a.1',
    alsoBreaks: ['470'],
    description: 'taking control of a battlefield scores even if that player already scored it this turn (470)',
    file: at('game-actions/score.ts'),
    find: '  if (b.scoredThisTurn.includes(player)) return false;\n',
    replace: '',
  },

  // ── Playing cards: choices and targets (349–355) ─────────────────────────────────────────────
  {
    id: 'unit-played-to-any-controlled-battlefield',
    rule: '355.2.a',
    description: 'a unit may be played to a battlefield the opponent controls, not only to its controller\'s',
    file: at('playing-cards/choices.ts'),
    find: '.filter((b) => b.controller === item.controller || (open && b.controller === null))',
    replace: '.filter((b) => b.controller !== null || open)',
  },
  {
    id: 'card-in-hand-is-a-target',
    rule: '355.9.a.1',
    description: '"a unit" also finds unit cards in a hand, not only units on the board',
    file: at('playing-cards/selection.ts'),
    find: "  if (ref.nouns.includes('legend')) return o.zone === 'legend';\n  return isOnBoard(o);\n",
    replace: "  if (ref.nouns.includes('legend')) return o.zone === 'legend';\n  return isOnBoard(o) || o.zone === 'hand';\n",
  },
  {
    id: 'spell-may-target-itself',
    rule: '355.9.c',
    description: 'a spell on the Chain may be chosen as its own target',
    file: at('playing-cards/selection.ts'),
    find: '      o.id !== ctx.itemSource &&\n',
    replace: '',
  },
  {
    id: 'group-restriction-checked-per-object',
    rule: '355.11.a',
    description: 'a group target\'s total-Might restriction is not checked for the chosen group as a whole',
    file: at('playing-cards/choices.ts'),
    find: '(groupQualifies((a.chosen ?? []).map((id) => objectOf(s, id)), slot.ref)',
    replace: '(true',
  },
  {
    id: 'group-subset-may-add-new-objects',
    rule: '355.11.b',
    description: 'when a group target no longer fits, the subset is picked from every current candidate, not only the original targets',
    file: at('effects/interpret.ts'),
    find: '    options: legal.map((o) => ({ id: o.id, label: o.card.name })),\n    min: 0,\n    max: legal.length,',
    replace:
      '    options: candidates(run.s, ref, selectionContext(run)).map((o) => ({ id: o.id, label: o.card.name })),\n    min: 0,\n    max: candidates(run.s, ref, selectionContext(run)).length,',
  },
  {
    id: 'any-number-needs-at-least-one',
    rule: '355.13',
    description: '"any number of" targets needs at least one chosen',
    file: at('playing-cards/selection.ts'),
    find: "    case 'any-number': return [0, available];",
    replace: "    case 'any-number': return [1, available];",
  },
  {
    id: 'split-damage-allows-zero',
    rule: '355.14.g',
    description: 'a target of split damage may be assigned 0 of it',
    file: at('effects/interpret.ts'),
    find: 'if (keys.some((k) => !Number.isInteger(amounts[k]) || amounts[k] < 1))',
    replace: 'if (keys.some((k) => !Number.isInteger(amounts[k]) || amounts[k] < 0))',
  },

  // ── Total cost and paying (356–357) ──────────────────────────────────────────────────────────
  {
    id: 'ignoring-cost-ignores-additional-costs',
    rule: '356.1.b.3',
    description: 'a card played "ignoring its cost" also skips the additional costs the player chose, such as [Accelerate]',
    file: at('effects/interpret.ts'),
    find: "          : ignoring ? [{ kind: 'ignore-all' }]",
    replace: "          : ignoring ? [{ kind: 'ignore-everything' }]",
  },
  {
    id: 'accelerate-costs-nothing-extra',
    rule: '356.2.b.1',
    description: 'paying [Accelerate] readies the unit but its additional Energy and Power are not added to the cost',
    file: at('playing-cards/play-data.ts'),
    find: "additional.push({ id: 'accelerate', label: 'Accelerate', energy: 1, power: card.domains?.length ? [card.domains[0]] : [], actions: [] });",
    replace: "additional.push({ id: 'accelerate', label: 'Accelerate', energy: 0, power: [], actions: [] });",
  },
  {
    id: 'increases-applied-after-discounts',
    rule: '356.3',
    description: 'cost increases are added after the discounts instead of before them',
    file: at('playing-cards/total-cost.ts'),
    find:
      '  for (const inc of plan.increases) {\n    energy += inc.energy;\n    power.push(...inc.power);\n  }\n  for (const d of plan.discounts) {\n    energy = applyDiscount(energy, d);\n    power.splice(0, Math.min(d.power ?? 0, power.length));\n  }\n',
    replace:
      '  for (const d of plan.discounts) {\n    energy = applyDiscount(energy, d);\n    power.splice(0, Math.min(d.power ?? 0, power.length));\n  }\n  for (const inc of plan.increases) {\n    energy += inc.energy;\n    power.push(...inc.power);\n  }\n',
  },
  {
    id: 'discounts-in-fixed-order',
    rule: '356.4.d.1',
    description: 'discounts apply in a fixed order (the card\'s own first) instead of the order the player chose',
    file: at('playing-cards/play-data.ts'),
    find: '  if (order) discounts.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));\n',
    replace: '  void order;\n',
  },
  {
    id: 'discount-minimum-ignored',
    rule: '356.4.e',
    description: 'a discount "to a minimum of N" reduces the cost past its own minimum',
    file: at('playing-cards/total-cost.ts'),
    find: 'const floor = Math.min(energy, d.minimumEnergy ?? 0);',
    replace: 'const floor = 0;',
  },
  {
    id: 'energy-cost-not-floored-at-zero',
    rule: '356.6',
    description: 'a discount larger than the cost makes it negative, so the play gives Energy back',
    file: at('playing-cards/total-cost.ts'),
    // A discount's own minimum (356.4.e) is kept; only the floor of 0 is forgotten, in both places it is applied.
    find: '  const floor = Math.min(energy, d.minimumEnergy ?? 0);\n  return Math.max(floor, energy - d.energy, 0);',
    replace: '  if (d.minimumEnergy === undefined) return energy - d.energy;\n  return Math.max(Math.min(energy, d.minimumEnergy), energy - d.energy);',
    also: [{ file: at('playing-cards/total-cost.ts'), find: 'return { energy: Math.max(0, energy), power, actions };', replace: 'return { energy, power, actions };' }],
  },
  {
    id: 'power-not-taken-from-pool',
    rule: '357.1',
    description: 'paying takes the Energy from the rune pool but not the domain Power',
    file: at('playing-cards/paying.ts'),
    find: "  for (const d of cost.power) if (d !== 'any') pool.power[d] = (pool.power[d] ?? 0) - 1;\n",
    replace: '',
  },
  {
    id: 'replaced-cost-counts-as-unpaid',
    rule: '357.2.a',
    description: 'a kill paid as a cost but replaced by a replacement effect (Zhonya\'s Hourglass) counts as not paid',
    file: at('effects/replacement.ts'),
    find: '      performReplacement(s, id, replacer, replacement);\n      return true;',
    replace: '      performReplacement(s, id, replacer, replacement);\n      return false;',
  },

  // ── Legality and finishing (358–359) ─────────────────────────────────────────────────────────
  {
    id: 'targets-not-rechecked-after-paying',
    rule: '358.1',
    description: 'target legality is checked before the costs are paid but not after them',
    file: at('playing-cards/process-of-play.ts'),
    find: 'const afterPaying = unpaid ?? legalityRefusal(s, item, data, targets);',
    replace: 'const afterPaying = unpaid;',
  },
  {
    id: 'units-enter-ready',
    rule: '359.2.c',
    description: 'a played unit enters the board ready instead of exhausted',
    file: at('effects/resolve.ts'),
    find: "o.exhausted = isUnit && !data.paidOptional.includes('accelerate');",
    replace: 'o.exhausted = false;',
  },
  {
    id: 'gear-enters-exhausted',
    rule: '359.2.d',
    description: 'played gear enters exhausted like a unit instead of ready',
    file: at('effects/resolve.ts'),
    find: "o.exhausted = isUnit && !data.paidOptional.includes('accelerate');",
    replace: "o.exhausted = !data.paidOptional.includes('accelerate');",
  },
  {
    id: 'illegal-target-still-affected',
    rule: '359.3.e.5',
    description: 'at resolution every chosen target is acted on, even one that is no longer legal',
    file: at('effects/interpret.ts'),
    find: '.filter((o): o is GameObject => o !== undefined && !changedZones(run, o.id) && qualifies(run.s, o, slot.ref, selectionContext(run)));',
    replace: '.filter((o): o is GameObject => o !== undefined);',
  },
  {
    id: 'target-back-from-hand-is-same-object',
    rule: '359.3.e.4',
    description: 'a target that left the board and came back is still treated as the object that was chosen',
    file: at('effects/interpret.ts'),
    find: 'o !== undefined && !changedZones(run, o.id) && qualifies(',
    replace: 'o !== undefined && qualifies(',
  },
  {
    id: 'partial-discard-skipped',
    rule: '359.3.e.11',
    description: 'an instruction to discard more cards than the hand holds discards none instead of as many as there are',
    file: at('effects/interpret.ts'),
    find: '      const n = Math.min(amount ?? 0, hand.length); // 359.3.e.11: as many as there are',
    replace: '      const n = (amount ?? 0) > hand.length ? 0 : amount ?? 0;',
  },
  {
    id: 'null-might-reads-as-zero',
    rule: '359.3.e.12',
    description: 'the Might of an object that is gone is read as 0 instead of null, so "Might up to 1 more" still matches',
    file: at('playing-cards/selection.ts'),
    find: '      if (ctx.referenceMight === undefined || ctx.referenceMight === null || might === null) return false;\n      return compare(might, f.op, ctx.referenceMight + (f.offset ?? 0));',
    replace: '      if (might === null) return false;\n      return compare(might, f.op, (ctx.referenceMight ?? 0) + (f.offset ?? 0));',
  },
  {
    id: 'spell-keeps-resolving-after-leaving-chain',
    rule: '359.3.e.15',
    description: 'a spell that moved itself off the Chain while resolving carries on with its remaining instructions',
    file: at('effects/interpret.ts'),
    find: "    if (item?.kind === 'card' && run.s.objects[item.source]?.zone !== 'chain') return;\n",
    replace: '',
  },

  // ── Beyond chapter 3: abilities the process of play sets off ─────────────────────────────────
  {
    id: 'spell-play-triggers-at-finalize',
    rule: '419.4.a',
    description: '"when you play a spell" abilities trigger as the spell is finalized, not once it has resolved (so a countered spell still sets them off)',
    file: at('effects/resolve.ts'),
    find: "    if (o.card.type === 'spell') triggerOnSpellPlayed(s, item);\n",
    replace: '',
    also: [
      {
        file: at('playing-cards/finishing.ts'),
        find: "    emit(s, { kind: 'played', player: item.controller, object: item.source, rule: '350.1' });\n",
        replace: "    emit(s, { kind: 'played', player: item.controller, object: item.source, rule: '350.1' });\n    if (card.type === 'spell') triggerOnSpellPlayed(s, item);\n",
      },
      {
        file: at('playing-cards/finishing.ts'),
        find: "import { emit } from '../events.ts';\n",
        replace: "import { emit } from '../events.ts';\nimport { triggerOnSpellPlayed } from '../effects/resolve.ts';\n",
      },
    ],
  },
  {
    id: 'deathknell-only-from-lethal-damage',
    rule: '808.1.c',
    description: 'Deathknell triggers only for units that die of lethal damage in a cleanup, not for those an effect or a cost kills',
    file: at('game-actions/kill.ts'),
    find: '  if (!opts.triggered && !o.facedown) fireDeathTriggers(s, id);\n',
    replace: '',
  },
  {
    id: 'expiration-step-never-repeats',
    rule: '317.2.f',
    description: 'the ending phase moves on after one expiration step even when items went through the Chain during it',
    file: at('turn.ts'),
    find: 'if (s.expirationMark !== undefined && s.feprCount > s.expirationMark) {',
    replace: 'if (s.expirationMark !== undefined && s.feprCount < s.expirationMark) {',
  },
  {
    id: 'trash-abilities-trigger-anywhere',
    rule: '385.2',
    description: 'an ability whose text returns its card from the trash triggers wherever the card is, as if it were a board ability',
    file: at('conquer-triggers.ts'),
    find: 'if (!watchesYouConquer(ability.trigger) || contextOf(ability) !== zone) continue;',
    replace: 'if (!watchesYouConquer(ability.trigger)) continue;',
  },
  {
    id: 'attaching-is-a-move',
    rule: '434.4.a',
    description: 'a card taking the location of the card it attaches to is treated as moving there',
    file: at('game-actions/attach.ts'),
    find: "if (!there) relocate(s, id, to === 'base' ? { zone: 'base', player: top.controller } : { zone: 'battlefield', battlefield: to });",
    replace: "if (!there) { relocate(s, id, to === 'base' ? { zone: 'base', player: top.controller } : { zone: 'battlefield', battlefield: to }); emit(s, { kind: 'moved', object: id, player: card.controller, from, to }); }",
  },
  {
    id: 'attachments-left-behind',
    rule: '719.3.a',
    description: 'a card attached to a unit stays where it was when the unit changes location',
    file: at('game-actions/zones.ts'),
    find: "    if (to.zone === 'battlefield') carryAttachments(s, id, { zone: 'battlefield', battlefield: to.battlefield });\n",
    replace: '',
    also: [{ file: at('game-actions/zones.ts'), find: "  if (to.zone === 'base') carryAttachments(s, id, { zone: 'base', player: to.player ?? o.controller });\n", replace: '' }],
  },
  {
    id: 'component-discounts-fixed-order',
    rule: '356.4.c.1',
    description: 'discounts to one component of the cost are applied in a fixed order instead of the one the player chose',
    file: at('playing-cards/component-discounts.ts'),
    find: '  const ordered = [...discounts].sort((a, b) => place(a) - place(b));\n',
    replace: '  const ordered = [...discounts];\n',
  },
  {
    id: 'mistargeted-choices-not-counted',
    rule: '359.3.e.9.a',
    description: 'what a spell on the Chain counts as choosing leaves out targets that are still on the board but no longer legal',
    file: at('playing-cards/chosen-by.ts'),
    find: '.filter((id) => !gone.has(id) && s.objects[id])',
    replace: ".filter((id) => !gone.has(id) && s.objects[id]?.zone === 'battlefield')",
  },
  {
    id: 'departed-targets-still-counted',
    rule: '359.3.e.9.a',
    description: 'targets that went to a non-board zone still count among what a spell on the Chain chooses',
    file: at('playing-cards/chosen-by.ts'),
    find: '!gone.has(id) && s.objects[id]',
    replace: 's.objects[id]',
  },
  {
    id: 'turn-player-orders-player-replacements',
    rule: '372.1',
    description: 'the turn player, not the player acted on, orders the replacement effects on a player',
    file: at('effects/replacement-order.ts'),
    find: "    case 'player': return affected.player; // 372.1",
    replace: "    case 'player': return s.turnPlayer;",
  },
  {
    id: 'uncontrolled-battlefield-ordered-by-replacer',
    rule: '372.2',
    description: 'replacement effects on a battlefield nobody controls are ordered by the player whose effect is resolving, not the turn player',
    file: at('effects/replacement-order.ts'),
    find: 'player: orderingPlayer(run.s, affected),',
    replace: "player: affected.kind === 'battlefield' ? affected.battlefield.controller ?? run.controller : orderingPlayer(run.s, affected),",
  },
  {
    id: 'draw-phase-draw-never-replaced',
    rule: '372.1',
    description: 'replacement effects on a draw apply only to draws card text makes, not to the draw phase\'s draw',
    file: at('turn.ts'),
    find: "draw(s, me, 1, '315.4.b');",
    replace: "draw(s, me, 1, '315.4.b', () => false);",
  },
  {
    id: 'standard-move-contest-never-replaced',
    rule: '372.2',
    description: 'replacement effects on a battlefield becoming contested ignore contests made by a standard move',
    file: at('game.ts'),
    find: "moveTogether(s, action.units, to, '144');",
    replace: "moveTogether(s, action.units, to, '144', () => false);",
  },
  {
    id: 'entering-the-board-makes-mighty',
    rule: '711',
    description: 'a unit with 5+ printed Might "becomes Mighty" as it enters the board, though it was Mighty in hand already',
    file: at('becomes-mighty.ts'),
    find: 'if (mighty && !(before.get(id) ?? (o.card.might ?? 0) >= MIGHTY_AT)) risen.push(o);',
    replace: 'if (mighty && !(before.get(id) ?? false)) risen.push(o);',
  },
  {
    id: 'partly-prevented-damage-not-done',
    rule: '359.3.e.14.c',
    description: '"If you do" after dealing damage fails when part of the damage was prevented',
    file: at('effects/interpret.ts'),
    find: 'preventionOrder(run)) > 0)',
    replace: 'preventionOrder(run)) >= amount)',
  },
  {
    id: 'prevent-value-never-shrinks',
    rule: '437.3',
    description: 'a prevention shield with a value keeps its full value after preventing damage',
    file: at('game-actions/damage.ts'),
    find: "    if (p.value !== 'all') p.value -= prevented; // 437.3, 437.3.b\n",
    replace: '',
  },

  // ── Combat (one beyond chapter 3, through the showdown that opens it) ───────────────────────
  {
    id: 'stunned-units-deal-combat-damage',
    rule: '423.1.b',
    description: 'a stunned unit adds its Might to combat damage',
    file: at('combat.ts'),
    find: 'return units.filter((u) => !u.stunned).reduce(',
    replace: 'return units.reduce(',
  },
];
