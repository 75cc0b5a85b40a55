// No state restriction matches everything: every state the card-text grammar can put in a selection
// (the keys of STATE_OF, typed by the AST's own union, so a new state cannot go unlisted) either tells
// objects apart on a sample board, or is refused as unsupported wherever an instruction selects
// objects by it. Part of the "no silent no-ops" guarantee (test/engine/no-silent-no-ops.test.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Ability, Filter, ObjectRef } from '../../reference-engine/card-text/ast.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { attach } from '../../reference-engine/game-actions/attach.ts';
import { createGame, type TestCard } from '../../reference-engine/index.ts';
import { meetsFilters, STATE_OF } from '../../reference-engine/playing-cards/selection.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { isAlone, isOneOnOne, type GameState } from '../../reference-engine/state.ts';

type StateName = keyof typeof STATE_OF;

const card = (name: string, type: TestCard['type'], might?: number): TestCard => ({
  id: `test:${name}`,
  name,
  type,
  cost: { energy: 0 },
  text: '',
  ...(might === undefined ? {} : { might }),
});

/**
 * A board where each state holds for some objects and not for others: a combat at the Bridge (Alice's
 * lone attacker against two of Bob's defenders), two of Alice's units together at the Ford, which she
 * controls, gear attached and not, a token, a facedown card, an empty uncontrolled Glade with a gear.
 */
function sampleBoard(): GameState {
  const created = createGame({
    players: [
      {
        id: 'Alice',
        base: [
          { ref: 'A-tired', card: 'test:U', exhausted: true, buffs: 1, damage: 1, stunned: true },
          { ref: 'A-blade', card: 'test:G' },
          { ref: 'A-spare', card: 'test:G' },
          { ref: 'A-token', card: 'test:U' },
        ],
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    battlefields: [
      {
        ref: 'Bridge',
        card: 'test:Field',
        units: [
          { ref: 'A-lone', card: 'test:Big', owner: 'Alice' },
          { ref: 'B-one', card: 'test:U', owner: 'Bob' },
          { ref: 'B-two', card: 'test:U', owner: 'Bob' },
        ],
        facedown: [{ ref: 'A-hidden', card: 'test:U', owner: 'Alice' }],
      },
      {
        ref: 'Ford',
        card: 'test:Field',
        controller: 'Alice',
        units: [
          { ref: 'A-pair1', card: 'test:U', owner: 'Alice' },
          { ref: 'A-pair2', card: 'test:U', owner: 'Alice' },
        ],
      },
      { ref: 'Glade', card: 'test:Field', gear: [{ ref: 'A-lost', card: 'test:G', owner: 'Alice' }] },
    ],
    testCards: [card('U', 'unit', 2), card('Big', 'unit', 6), { ...card('G', 'gear'), tags: ['Equipment'] }, card('Field', 'battlefield')],
  });
  assert.ok(created.ok, JSON.stringify(created));
  const s = created.game;
  assert.ok(attach(s, 'A-blade', 'A-pair1'), 'the sample gear attaches');
  s.showdown = { battlefield: 'Bridge', combat: true, attacker: 'Alice', defender: 'Bob', passesInRow: 0 };
  s.objects['A-lone'].designation = 'attacker';
  s.objects['B-one'].designation = 'defender';
  s.objects['B-two'].designation = 'defender';
  s.objects['A-pair2'].empowered = true;
  // test cards cannot be tokens: one unit is made a unit token in place
  s.objects['A-token'].card = { ...s.objects['A-token'].card, type: 'token' };
  return s;
}

const ctx = { controller: 'Alice', source: 'A-spare' };
const onBoard = (s: GameState) => Object.values(s.objects).filter((o) => ['base', 'battlefield', 'facedown'].includes(o.zone));
const stateFilter = (state: StateName): Filter => ({ kind: 'state', state });
/** "at a <state> battlefield" */
const atBattlefield = (state: StateName): Filter => ({
  kind: 'location',
  at: { kind: 'battlefield', ref: { kind: 'select', determiner: 'a', nouns: ['battlefield'], plural: false, filters: [stateFilter(state)] } },
  form: 'at',
});

for (const state of Object.keys(STATE_OF) as StateName[]) {
  const of = STATE_OF[state];
  test(`the state "${state}" (a state of ${of === 'object' ? 'an object' : of === 'battlefield' ? 'a battlefield' : 'a cost'}) is carried out or refused, never matched by everything`, () => {
    const s = sampleBoard();
    if (of === 'cost') {
      // No object is in it: an instruction selecting objects by it is refused, naming it.
      const ref: ObjectRef = { kind: 'select', determiner: 'a', nouns: ['unit'], plural: false, filters: [stateFilter(state)] };
      const spell = { kind: 'spell', effect: [{ kind: 'kill', object: ref }] } as unknown as Ability;
      assert.ok(
        unsupportedParts([spell]).some((p) => p.includes(`"${state}"`)),
        `a selection of units by "${state}" is not named as unsupported`,
      );
      return;
    }
    const filter = of === 'object' ? stateFilter(state) : atBattlefield(state);
    const results = onBoard(s).map((o) => [o.id, meetsFilters(s, o, [filter], ctx)] as const);
    const yes = results.filter(([, r]) => r).map(([id]) => id);
    const no = results.filter(([, r]) => !r).map(([id]) => id);
    assert.ok(yes.length > 0, `nothing on the sample board is ${state}`);
    assert.ok(no.length > 0, `everything on the sample board is ${state}: ${yes.join(', ')}`);
  });
}

test('alone and one on one follow 740.2.a and 740.2.b on the sample board', () => {
  const s = sampleBoard();
  const o = (id: string) => s.objects[id];
  // Alice's attacker has no friendly company at the Bridge: alone, though Alice has units elsewhere.
  assert.equal(isAlone(s, o('A-lone')), true);
  // Bob's two defenders keep each other company, so neither is alone, and nobody there is one on one.
  assert.equal(isAlone(s, o('B-one')), false);
  assert.equal(isOneOnOne(s, o('A-lone')), false);
  // Alice's pair at the Ford: neither alone.
  assert.equal(isAlone(s, o('A-pair1')), false);
  // One defender gone: both alone, so one on one.
  s.battlefields.find((b) => b.id === 'Bridge')!.units = ['A-lone', 'B-one'];
  s.objects['B-two'].zone = 'trash';
  assert.equal(isOneOnOne(s, o('A-lone')), true);
  assert.equal(isOneOnOne(s, o('B-one')), true);
});

test('a combat trigger on a standing the engine does not test is refused, not fired always', () => {
  assert.deepEqual(unsupportedParts(compileCardText('When I attack one on one, draw 1.').abilities), []);
  assert.deepEqual(unsupportedParts(compileCardText('When I defend alone, draw 1.').abilities), []);
  assert.ok(unsupportedParts(compileCardText('When I attack in combat, draw 1.').abilities).some((p) => p.startsWith('the trigger')));
});
