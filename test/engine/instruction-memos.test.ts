// What the engine works out once and keeps: values derived from a list of compiled instructions
// (effects/by-instructions.ts), kept per list of the same instructions, and the settle loop's one walk
// deciding that no passive ability needs working out. A kept value must follow every change that
// matters: another list, another reader, another mode chosen, a modifier setting the Might.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Instruction } from '../../reference-engine/card-text/ast.ts';
import { byInstructions, instructionsMemo, INSTRUCTIONS_ALONE } from '../../reference-engine/effects/by-instructions.ts';
import { cardReading, repeatKeywords } from '../../reference-engine/effects/compiled.ts';
import { applyPassiveMight } from '../../reference-engine/effects/passive-might.ts';
import { moveDestinations } from '../../reference-engine/effects/slots.ts';
import { cloneState, mightOf } from '../../reference-engine/state.ts';
import { gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const spellEffect = (text: string): Instruction[] => cardReading(text).abilities.flatMap((a) => (a.kind === 'spell' ? a.effect : []));

test('a value derived from instructions is kept for a new list of the same ones, and worked out anew for another list or another reader', () => {
  const memo = instructionsMemo<number>();
  const [draw, deal] = spellEffect('Draw 1. Deal 1 to a unit.');
  let derived = 0;
  const count = (list: readonly Instruction[]) => (derived++, list.length);
  assert.equal(byInstructions(memo, INSTRUCTIONS_ALONE, [draw, deal], count), 2);
  assert.equal(byInstructions(memo, INSTRUCTIONS_ALONE, [draw, deal], count), 2);
  assert.equal(derived, 1, 'the same instructions in a new list: kept');
  assert.equal(byInstructions(memo, INSTRUCTIONS_ALONE, [draw], count), 1);
  assert.equal(byInstructions(memo, INSTRUCTIONS_ALONE, [deal, draw], count), 2);
  assert.equal(byInstructions(memo, {}, [draw, deal], count), 2);
  assert.equal(derived, 4, 'fewer instructions, another order, another reader: each worked out');
  assert.equal(byInstructions(memo, INSTRUCTIONS_ALONE, [], count), 0);
  assert.equal(byInstructions(memo, INSTRUCTIONS_ALONE, [], count), 0);
  assert.equal(derived, 6, 'an empty list has nothing to key it by: worked out each time');
});

test('the moves whose destination is chosen: kept per list, and another text gives its own', () => {
  const move = spellEffect('Move a friendly unit.');
  const draw = spellEffect('Draw 1.');
  assert.equal(moveDestinations([...move]).length, 1);
  assert.equal(moveDestinations([...move]), moveDestinations([...move]), 'one answer for the same instructions');
  assert.deepEqual(moveDestinations(draw), []);
});

test("Repeat keywords: a spell's, kept per compiled text, and none for a card of another type with the same text", () => {
  const repeat = testCard('Echo', 'spell', "[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nDraw 1.");
  assert.deepEqual(
    repeatKeywords(repeat).map((r) => r.index),
    [0],
  );
  assert.equal(repeatKeywords(repeat), repeatKeywords({ ...repeat }));
  assert.deepEqual(repeatKeywords({ ...repeat, type: 'gear' }), []);
});

const FIELD = testCard('Field', 'battlefield', '');
const CHOICE = testCard('Choice', 'spell', 'Choose one —\nDraw 1.\nDeal 1 to a unit.');
const PAWN = testCard('Pawn', 'unit', '', 2);

function modalGame() {
  return gameOf({
    turnPlayer: 'Alice',
    testCards: [FIELD, CHOICE, PAWN],
    battlefields: [{ ref: 'field', card: FIELD.id }],
    players: [
      { id: 'Alice', hand: [{ ref: 'choice', card: CHOICE.id }], mainDeck: [{ ref: 'deck card', card: PAWN.id }] },
      { id: 'Bob', base: [{ ref: 'pawn', card: PAWN.id }] },
    ],
  });
}

test('a modal spell asks for a target only in the mode that has one, whichever mode was asked about before (355.3)', () => {
  const asked = (mode: string): string[] => {
    let s = run(modalGame(), [{ kind: 'play', player: 'Alice', card: 'choice' }]);
    const d = s.pendingDecision!;
    s = run(s, [{ kind: 'decide', player: 'Alice', decision: d.id, answer: { chosen: [mode] } }]);
    return s.pendingDecision ? s.pendingDecision.options.map((o) => o.id) : [];
  };
  assert.deepEqual(asked('mode 2'), ['pawn']);
  assert.deepEqual(asked('mode 1'), []);
  assert.deepEqual(asked('mode 2'), ['pawn']);
});

test('the passive-Might walk sees a modifier setting the Might begin and end on a board with no passive ability', () => {
  const s = cloneState(
    gameOf({
      turnPlayer: 'Alice',
      testCards: [FIELD, PAWN],
      battlefields: [{ ref: 'field', card: FIELD.id }],
      players: [{ id: 'Alice', base: [{ ref: 'pawn', card: PAWN.id }] }, { id: 'Bob' }],
    }),
  );
  const pawn = s.objects.pawn;
  pawn.modifiers.push({ might: 1, until: 'end-of-turn' }, { might: 0, sets: 5, at: 1, until: 'end-of-turn' });
  applyPassiveMight(s);
  assert.equal(mightOf(pawn), 6, 'set to 5, then +1');
  pawn.modifiers = pawn.modifiers.filter((m) => m.sets === undefined);
  applyPassiveMight(s);
  assert.equal(mightOf(pawn), 3, 'the setting ended: printed 2, +1');
});
