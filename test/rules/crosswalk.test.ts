// The crosswalk between the five full editions: the known facts, pairs checked by hand (each read
// in both editions), its consistency, and the shipped table being up to date.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dataDir, needsData } from '../support/data.ts';
import { loadCorpus, type Corpus, type EditionId } from '../../rules/index.ts';
import { CROSSWALK_TABLE, formatCrosswalkTable } from '../../rules/crosswalk-table.ts';

let corpus: Corpus | null = null;
const full = (): Corpus => (corpus ??= loadCorpus({ dataDir }));
const map = (from: EditionId, id: string, to: EditionId) => full().crosswalk().map(from, id, to);

/**
 * Counterparts checked by reading both texts: [from, id, to, counterpart], spread over the golden
 * rules (0xx), game concepts (1xx), the turn and the chain (3xx / v1.0 5xx), game actions and
 * combat (4xx / v1.0 6xx), modes of play, and the keywords (7xx / 8xx).
 */
const HAND_CHECKED: Array<[EditionId, string, EditionId, string]> = [
  ['v1.1', '054', 'v1.4', '054'], // can't beats can
  ['v1.0', '151.3', 'v1.4', '158.3'], // nothing intercedes while a spell resolves
  ['v1.0', '176.1.c', 'v1.4', '185.2.c'], // tokens may have tags
  ['v1.0', '178.1', 'v1.2', '181.1'], // the Recruit token (might symbol changed)
  ['v1.0', '183', 'v1.2', '186'], // controller of an object, either context
  ['v1.1', '107.3.b', 'v1.4', '108.4.c'], // where the main deck sits
  ['v1.1', '152.2.b.3', 'v1.3', '158.2.b.3'], // a reaction spell resolves first
  ['v1.1', '154.2', 'v1.4', '161.2'], // runes kept in the rune deck
  ['v1.1', '157.2', 'v1.3', '163.2'], // a basic rune's two abilities
  ['v1.2', '107.5.a', 'v1.4', '108.6.b'], // banishment holds banished cards
  ['v1.2', '185.3.a', 'v1.4', '191.3.a'], // decisions about inherent abilities
  ['v1.3', '116.1.b', 'v1.4', '115.1.b'], // seating sets the turn order
  ['v1.3', '150.2.a.1', 'v1.4', '151.2.a.1'], // a unit's ability behaves like a cardless spell
  ['v1.0', '510.2', 'v1.2', '310.2'], // neutral closed state
  ['v1.0', '516.5.a.1', 'v1.4', '316.8.a.1'], // combat showdowns are a sub-phase
  ['v1.0', '540.1.b', 'v1.4', '338.1.a.4'], // a played card joins the chain
  ['v1.1', '355.1', 'v1.3', '358.1'], // check targets are legal
  ['v1.1', '361.3.a', 'v1.3', '364.3.a'], // recognising conditional passives
  ['v1.1', '376.4.b.2.a', 'v1.4', '383.4.c.2.a'], // conquer abilities become pending
  ['v1.2', '322.13', 'v1.4', '323.12'], // turn player picks a staged showdown
  ['v1.2', '398.2.b', 'v1.4', '410.2.b'], // limited actions only when instructed
  ['v1.3', '337.1.c.3', 'v1.4', '337.4'], // who gains priority after finalizing
  ['v1.3', '347.3.a', 'v1.4', '347.2.a'], // all pass, the showdown ends
  ['v1.0', '594.4', 'v1.2', '403.4'], // recycle as many as possible
  ['v1.0', '614.1', 'v1.2', '430.1'], // a move that contests triggers combat
  ['v1.0', '625.1', 'v1.2', '442.1'], // a showdown opens in combat
  ['v1.0', '626.1.d.3', 'v1.4', '465.2.c.6'], // damage assignment obeys restrictions
  ['v1.0', '645.7', 'v1.4', '486.7'], // the second player's extra rune
  ['v1.1', '404.1', 'v1.3', '417.1'], // what may deal damage
  ['v1.1', '411.4.a', 'v1.4', '424.4.a'], // revealed cards can still be handled
  ['v1.1', '420.2', 'v1.4', '446.2'], // changing zones is not a move
  ['v1.1', '458.5', 'v1.3', '480.5'], // battlefield set-up of a mode of play
  ['v1.2', '409.1.b', 'v1.4', '422.1.b'], // discard triggers after discarding
  ['v1.2', '442.1.b', 'v1.4', '464.2.e'], // triggered abilities of the combat chain
  ['v1.3', '484.2', 'v1.4', '489.2'], // 2v2 line of the modes table
  ['v1.3', '484.6.a', 'v1.4', '489.6.a'], // teammates win together
  ['v1.0', '713.3', 'v1.2', '727.3'], // keywords can be referenced
  ['v1.0', '719.1.d', 'v1.2', '733.1.d'], // being an attacker
  ['v1.0', '720.1.b.1', 'v1.4', '808.1.b.1'], // the deathknell effect
  ['v1.0', '729.2.b', 'v1.4', '817.2.b'], // vision instances see the same card
  ['v1.1', '722.1.c.2', 'v1.4', '806.1.c.2'], // reaction on abilities
  ['v1.1', '726.1', 'v1.4', '810.1'], // ganking is a passive keyword
  ['v1.1', '728.3', 'v1.3', '812.3'], // legion is a characteristic
  ['v1.1', '732.1.a', 'v1.3', '816.1.a'], // temporary is present on permanents
  ['v1.2', '732.3', 'v1.4', '806.3'], // action is only permission
  ['v1.2', '737.1.a', 'v1.4', '811.1.a'], // hidden is on spells, units and gear
  ['v1.3', '742.1', 'v1.4', '740.4.a'], // costs within instructions
  ['v1.3', '742.1.b', 'v1.4', '740.4.a.2'], // when those costs are paid for triggers
  ['v1.3', '825.2.a', 'v1.4', '825.3.a'], // unique: one copy per deck
  ['v1.3', '825.3', 'v1.4', '825.4'], // unique has no other effect
  ['v1.2', '316', 'v1.3', '316'], // the action phase renamed the main phase (override)
  ['v1.0', '142', 'v1.2', '145'], // the Gear heading, which v1.1 prints under the same number as the next rule
];

describe('crosswalk of the full editions', { skip: needsData }, () => {
  test('Make necessary choices: v1.0 559 = v1.1 352 = v1.2 352 = v1.3 355 = v1.4 355', () => {
    assert.deepEqual(
      full()
        .crosswalk()
        .row('v1.0', '559')
        .map((c) => `${c.edition} ${c.id}`),
      ['v1.1 352', 'v1.2 352', 'v1.3 355', 'v1.4 355'],
    );
    assert.equal(map('v1.4', '355', 'v1.0').id, '559');
    assert.equal(map('v1.1', '352', 'v1.2').how, 'identical');
  });

  test('the Chain: v1.0 533 = v1.1 327 = v1.4 328', () => {
    assert.equal(map('v1.0', '533', 'v1.1').id, '327');
    assert.equal(map('v1.0', '533', 'v1.4').id, '328');
    assert.equal(map('v1.1', '327', 'v1.4').id, '328');
    assert.equal(map('v1.0', '533', 'v1.1').how, 'renumbered');
  });

  test('programmatic selection is not targeting: v1.1 352.10.d = v1.4 355.10.d', () => {
    assert.equal(map('v1.1', '352.10.d', 'v1.4').id, '355.10.d');
    assert.equal(map('v1.4', '355.10.d', 'v1.1').id, '352.10.d');
  });

  test("a moved target's Might: v1.0 563.2.c.8 = v1.1 356.3.e.12, edited (zero became null)", () => {
    const c = map('v1.0', '563.2.c.8', 'v1.1');
    assert.deepEqual(c, { edition: 'v1.1', id: '356.3.e.12', how: 'renumbered-edited' });
    const before = full().edition('v1.0').rules.get('563.2.c.8')!.text;
    const after = full().edition('v1.1').rules.get('356.3.e.12')!.text;
    assert.match(before, /\bzero\b/);
    assert.match(after, /\bnull\b/);
  });

  test('Relevant Players (v1.0 528–531) have no counterpart in v1.1 or later', () => {
    const v10 = full().edition('v1.0');
    const section = v10.ids.filter((id) => /^(528|529|530|531)(\.|$)/.test(id));
    assert.ok(section.length >= 15);
    for (const id of section) {
      for (const c of full().crosswalk().row('v1.0', id)) assert.equal(c.id, null, `v1.0 ${id} -> ${c.edition} ${c.id}`);
    }
  });

  test(`${HAND_CHECKED.length} pairs checked by hand, both ways`, () => {
    assert.ok(HAND_CHECKED.length >= 50);
    for (const [from, id, to, expected] of HAND_CHECKED) {
      assert.equal(map(from, id, to).id, expected, `${from} ${id} -> ${to}`);
      assert.equal(map(to, expected, from).id, id, `${to} ${expected} -> ${from}`);
    }
  });

  test('one-to-one and symmetric: a counterpart maps back to where it came from', () => {
    const { editions } = full();
    for (const a of editions)
      for (const b of editions) {
        if (a === b) continue;
        const seen = new Set<string>();
        for (const id of a.ids) {
          const c = map(a.id, id, b.id);
          if (c.id === null) continue;
          assert.ok(!seen.has(c.id), `${a.id}->${b.id}: ${c.id} reached twice`);
          seen.add(c.id);
          assert.equal(map(b.id, c.id, a.id).id, id, `${a.id} ${id} -> ${b.id} ${c.id} -> back`);
        }
      }
  });

  test('how a match was made follows from ids and texts', () => {
    const { editions } = full();
    for (let i = 0; i + 1 < editions.length; i++) {
      const [a, b] = [editions[i], editions[i + 1]];
      let matched = 0;
      for (const id of a.ids) {
        const c = map(a.id, id, b.id);
        if (c.id === null || c.how === 'override') continue;
        matched++;
        assert.equal(c.how.startsWith('renumbered'), c.id !== id, `${a.id} ${id}`);
      }
      assert.ok(matched / a.ids.length > 0.9, `${a.id}->${b.id}: only ${matched} of ${a.ids.length} matched`);
    }
  });

  test('the shipped rules/crosswalk.tsv is what the editions give today', () => {
    const fresh = formatCrosswalkTable(full().crosswalk(), full().editions);
    assert.ok(fresh === readFileSync(CROSSWALK_TABLE, 'utf8'), 'rules/crosswalk.tsv is stale: run npx tsx rules/write-crosswalk.ts');
  });
});
