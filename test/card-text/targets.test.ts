// The targeting exceptions, one by one, with the examples the rules themselves give
// (v1.4 355.10–355.14 and v1.1 352.10). Each case states which mentions are targets.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeTargets, type Mention } from '../../reference-engine/card-text/index.ts';

/** The mention whose phrase is exactly `phrase` (the first one when repeated). */
function mention(mentions: Mention[], phrase: string): Mention {
  const m = mentions.find((x) => x.phrase.toLowerCase() === phrase.toLowerCase());
  assert.ok(m, `no mention "${phrase}" in ${JSON.stringify(mentions.map((x) => x.phrase))}`);
  return m;
}

function targets(text: string, edition?: string): string[] {
  const a = analyzeTargets(text, edition ? { edition } : {});
  assert.deepEqual(
    a.diagnostics.filter((d) => d.severity === 'error'),
    [],
    `"${text}" should compile`,
  );
  return a.mentions.filter((m) => m.target).map((m) => m.phrase);
}

interface Case {
  text: string;
  targets: string[];
  decided: Record<string, string>;
  edition?: string;
}

// rules' own answers: `targets` are the phrases that are targets; `decided` names the rule for some mentions
const CASES: Case[] = [
  // 355.10.a: hidden zones
  { text: 'Ready a legend', targets: ['a legend'], decided: { 'a legend': '355.7' } },
  { text: 'Return a unit from your trash to your hand', targets: ['a unit from your trash'], decided: { 'a unit from your trash': '355.10.a' } },
  { text: 'You may play a unit from your hand, ignoring its costs', targets: [], decided: { 'a unit from your hand': '355.10.a' } },
  // 355.10.b: restrictions only
  { text: 'Kill a unit at a battlefield', targets: ['a unit at a battlefield'], decided: { 'a battlefield': '355.10.b' } },
  { text: 'Play a unit from your hand to a battlefield', targets: [], decided: { 'a battlefield': '355.10.b', 'a unit from your hand': '355.10.a' } },
  { text: 'Stun a unit at a battlefield', targets: ['a unit at a battlefield'], decided: { 'a battlefield': '355.10.b' } },
  // 355.10.c: costs, trigger conditions, replacement effects
  { text: 'As an additional cost to play me, kill a friendly unit', targets: [], decided: { 'a friendly unit': '355.10.c' } },
  { text: 'When a friendly unit dies, kill a gear', targets: ['a gear'], decided: { 'a friendly unit': '355.10.c', 'a gear': '355.7' } },
  {
    text: 'When you play me, the next time a friendly unit would die this turn, return it to your hand instead',
    targets: [],
    decided: { 'a friendly unit': '355.10.c' },
  },
  {
    text: 'Choose a friendly unit. The next time it would die this turn, return it to your hand instead',
    targets: ['a friendly unit'],
    decided: { 'a friendly unit': '355.7' },
  },
  // 355.10.c.1: "[do X] to [do Y]"
  { text: 'When I hold, you may kill another friendly unit here to draw 1', targets: [], decided: { 'another friendly unit here': '355.10.c' } },
  {
    text: 'When you play me, you may spend a buff to move a friendly unit',
    targets: ['a friendly unit'],
    decided: { 'a buff': '355.10.c', 'a friendly unit': '355.12' },
  },
  // 355.10.d: programmatic selection
  { text: 'Kill all units at a battlefield', targets: ['a battlefield'], decided: { 'a battlefield': '355.10.d', 'all units at a battlefield': '355.10.d' } },
  { text: 'Kill all units at battlefields', targets: [], decided: { 'all units at battlefields': '355.10.d', battlefields: '355.10.d' } },
  { text: 'Kill a unit. Its controller draws 2', targets: ['a unit'], decided: { 'its controller': '355.10.d' } },
  { text: 'Ready your legend', targets: [], decided: { 'your legend': '355.10.d' } },
  { text: 'Ready a friendly legend', targets: ['a friendly legend'], decided: { 'a friendly legend': '355.7' } },
  { text: 'Recycle all cards in your trash', targets: [], decided: { 'all cards in your trash': '355.10.d' } },
  { text: 'Kill all gear', targets: [], decided: { 'all gear': '355.10.d' } },
  // what another spell chooses is read from that spell: only the spell itself is chosen (359.3.e.9.a)
  {
    text: 'Choose a friendly unit at a battlefield. Counter an enemy spell or ability that chooses it and no other friendly unit',
    targets: ['a friendly unit at a battlefield', 'an enemy spell or ability that chooses it and no other friendly unit'],
    decided: { 'friendly unit': '355.10.d' },
  },
  {
    text: 'Counter an enemy spell or ability that chooses a friendly unit or gear',
    targets: ['an enemy spell or ability that chooses a friendly unit or gear'],
    decided: { 'a friendly unit or gear': '355.10.d' },
  },
  // 355.10.e: chosen by other players
  { text: 'Each player kills a unit they control', targets: [], decided: { 'a unit they control': '355.10.e', 'each player': '355.10.d' } },
  // 355.10.f: "must"
  { text: 'You must recycle one of your runes', targets: [], decided: { 'one of your runes': '355.10.f' } },
  { text: 'Recycle a rune you control', targets: ['a rune you control'], decided: { 'a rune you control': '355.7' } },
  // 355.11: group with a collective restriction (Fox-Fire)
  {
    text: 'Kill any number of units at a battlefield with total Might 4 or less',
    targets: ['any number of units at a battlefield with total Might 4 or less'],
    decided: { 'any number of units at a battlefield with total Might 4 or less': '355.11', 'a battlefield': '355.10.b' },
  },
  // 355.13: "up to"
  { text: 'Ready up to 2 runes', targets: ['up to 2 runes'], decided: { 'up to 2 runes': '355.13' } },
  // 355.14.a: split damage
  {
    text: 'Choose a friendly unit. It deals damage equal to its Might split among enemy units at battlefields',
    targets: ['a friendly unit', 'enemy units at battlefields'],
    decided: { 'enemy units at battlefields': '355.14.a' },
  },
  { text: 'Deal 5 damage split among any number of units', targets: ['any number of units'], decided: { 'any number of units': '355.14.a' } },
  // v1.1 352.10.b: before v1.4 the destination of a move was a target; v1.4 made it a permission
  { text: 'Move a unit to a battlefield', targets: ['a unit', 'a battlefield'], decided: { 'a battlefield': '355.10.b' }, edition: 'v1.1' },
  { text: 'Move a unit to a battlefield', targets: ['a unit'], decided: { 'a battlefield': '355.10.b' } },
];

describe("targeting: the rules' own examples", () => {
  for (const c of CASES) {
    test(`${c.edition ?? 'v1.4'}: "${c.text}" targets ${c.targets.length ? c.targets.join(' + ') : 'nothing'}`, () => {
      assert.deepEqual(
        targets(c.text, c.edition)
          .map((p) => p.toLowerCase())
          .sort(),
        c.targets.map((p) => p.toLowerCase()).sort(),
      );
      const { mentions } = analyzeTargets(c.text, c.edition ? { edition: c.edition } : {});
      for (const [phrase, rule] of Object.entries(c.decided)) assert.equal(mention(mentions, phrase).rule, rule, `rule deciding "${phrase}"`);
    });
  }
});

describe('targeting: details', () => {
  test('a passive ability has no targets', () => {
    const a = analyzeTargets('Other friendly units have +1 :rb_might:.');
    assert.ok(a.mentions.length > 0);
    assert.ok(a.mentions.every((m) => !m.target && m.rule === '355.10'));
  });
  test('a spell targets a spell on the chain', () => {
    assert.deepEqual(targets('Counter a spell.'), ['a spell']);
  });
  test('"you may" keeps the choice up front (355.12)', () => {
    const m = mention(analyzeTargets('You may kill a gear.').mentions, 'a gear');
    assert.equal(m.target, true);
    assert.equal(m.rule, '355.12');
  });
  test('mentions carry spans into the normalised text', () => {
    const a = analyzeTargets('Deal 3 to an enemy unit.');
    const m = mention(a.mentions, 'an enemy unit');
    assert.equal(a.normalized.slice(m.span[0], m.span[1]), 'an enemy unit');
    assert.equal(m.what, 'unit');
  });
  test('empty and malformed text give diagnostics, never exceptions', () => {
    for (const bad of ['', '   ', '[Unclosed', 'Kill :rb_bogus: now', 'Zorp the flibber.', '(((']) {
      const a = analyzeTargets(bad);
      assert.ok(Array.isArray(a.mentions));
      assert.ok(a.diagnostics.length > 0, `diagnostic for ${JSON.stringify(bad)}`);
      for (const d of a.diagnostics) assert.equal(typeof d.offset, 'number');
    }
  });
});

describe('targeting: cards looked at from a deck', () => {
  test('a card chosen "from among them" is in the Main Deck, not a public zone (355.10.a)', () => {
    const a = analyzeTargets('Look at the top 5 cards of your Main Deck. You may banish a unit from among them and play it, ignoring its cost.');
    const m = mention(a.mentions, 'a unit from among them');
    assert.equal(m.target, false);
    assert.equal(m.rule, '355.10.a');
  });
});
