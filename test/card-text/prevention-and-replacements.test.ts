// Preventing damage (rule 437) and standing replacements of events on a player or a battlefield
// (rules 372.1, 372.2): each text compiles to the nodes the engine reads and decompiles to itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCardText, type Ability, type Instruction } from '../../reference-engine/card-text/index.ts';
import { semanticAbilities } from '../support/card-text.ts';

const KI_BARRIER =
  '[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit. Prevent the next 7 damage that would be dealt to it this turn. (Opponents can assign it extra combat damage to kill it.)';
const COUNTER_STRIKE =
  '[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit. The next time that unit would be dealt damage this turn, prevent it. Draw 1.';

function spellEffect(text: string): Instruction[] {
  const spell = semanticAbilities(text).find((a) => a.kind === 'spell');
  assert.ok(spell && spell.kind === 'spell', `no spell ability in "${text}"`);
  return spell.effect;
}

function replacementOf(text: string): Extract<Ability, { kind: 'replacement' }>['replacement'] {
  const [a] = semanticAbilities(text);
  assert.equal(a.kind, 'replacement');
  return (a as Extract<Ability, { kind: 'replacement' }>).replacement;
}

test('Ki Barrier: a Prevent Value of 7 on the unit just chosen, for this turn', () => {
  const [choose, prevent] = spellEffect(KI_BARRIER);
  assert.equal(choose.kind, 'choose');
  assert.equal(prevent.kind, 'prevent-damage');
  if (prevent.kind !== 'prevent-damage') return;
  assert.deepEqual(prevent.amount, { kind: 'number', value: 7 });
  assert.equal(prevent.to.kind === 'pronoun' && prevent.to.word, 'it');
  assert.equal(prevent.period, 'this turn');
  assert.equal(prevent.form, 'the next N damage');
});

test('Counter Strike: all of the next damage to "that unit" is prevented, then the spell draws', () => {
  const [, prevent, draw] = spellEffect(COUNTER_STRIKE);
  assert.equal(prevent.kind, 'prevent-damage');
  if (prevent.kind !== 'prevent-damage') return;
  assert.equal(prevent.amount, undefined, 'no Prevent Value: the whole event');
  assert.equal(prevent.to.kind === 'pronoun' && prevent.to.word, 'that unit');
  assert.equal(prevent.form, 'the next time');
  assert.equal(draw.kind, 'draw');
});

test('"prevent" needs the full template: a bare "Prevent 3 damage." is not read', () => {
  for (const text of [
    'Prevent 3 damage.',
    'Prevent the next 3 damage that would be dealt to it.',
    'The next time that unit would be dealt damage, prevent it.',
  ]) {
    assert.equal(compileCardText(text).semantic, false, text);
  }
});

test('a replacement of what happens to a player names the player relative to its controller', () => {
  const opponent = replacementOf('If an opponent would draw, you draw 1 instead.');
  assert.equal(opponent.event.verb, 'draw');
  assert.deepEqual(opponent.event.subject.kind === 'player' && opponent.event.subject.who, 'an-opponent');
  assert.deepEqual(
    opponent.instead.map((i) => [i.kind, i.actor?.kind === 'player' ? i.actor.who : undefined]),
    [['draw', 'you']],
  );
  const you = replacementOf('If you would draw, [Add] :rb_energy_2: instead.');
  assert.equal(you.event.subject.kind === 'player' && you.event.subject.who, 'you');
  assert.equal(you.instead[0].kind, 'add');
});

test('a replacement of what happens to a battlefield: "If a battlefield would become contested, ..."', () => {
  const r = replacementOf('If a battlefield would become contested, draw 1 instead.');
  assert.equal(r.event.verb, 'become contested');
  assert.ok(r.event.subject.kind === 'select' && r.event.subject.nouns.includes('battlefield'));
  assert.equal(r.instead[0].kind, 'draw');
});

test('a player subject takes only the verbs read for players, and only the plain standing form', () => {
  for (const text of [
    'If an opponent would become contested, draw 1 instead.',
    'If a battlefield would draw, draw 1 instead.',
    'The next time an opponent would draw, you draw 1 instead.',
    'If an opponent would draw this turn, you draw 1 instead.',
    'If a battlefield would become contested, if it has less Might than me, draw 1 instead.',
  ])
    assert.equal(compileCardText(text).semantic, false, text);
});
