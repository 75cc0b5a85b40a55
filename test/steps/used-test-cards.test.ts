// Each scenario sends only the test cards it uses, and the default battlefield and runes are plain
// cards: a scenario with only catalog cards needs no card-text compiler.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TestCard } from '../../steps/drivers/protocol.ts';
import { alreadyDeclared, DEFAULT_BATTLEFIELD, usedTestCards } from '../../steps/support/test-cards.ts';
import { createGame } from '../../reference-engine/index.ts';

const brute: TestCard = { id: 'test:Brute', name: 'Brute', type: 'unit', cost: { energy: 2 }, might: 3, text: '' };
const maker: TestCard = { id: 'test:Maker', name: 'Maker', type: 'spell', cost: { energy: 1 }, text: 'Play a Sprite token.' };
const sprite: TestCard = { id: 'test:Sprite', name: 'Sprite', type: 'unit', cost: { energy: 0 }, might: 1, text: '' };
const unused: TestCard = { id: 'test:Unused', name: 'Unused', type: 'unit', cost: { energy: 1 }, might: 1, text: '' };

test('only the test cards the setup builds objects from are sent, in their declared order', () => {
  const setup = {
    players: [{ id: 'Alice', hand: [{ ref: 'b', card: 'test:Brute' }] }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'L', card: DEFAULT_BATTLEFIELD }],
  };
  assert.deepEqual(usedTestCards(setup, [unused, brute]), [brute]);
});

test('a test card named in a used card text is sent too', () => {
  const setup = { players: [{ id: 'Alice', hand: [{ ref: 'm', card: 'test:Maker' }] }, { id: 'Bob' }], turnPlayer: 'Alice' };
  assert.deepEqual(usedTestCards(setup, [sprite, maker, unused]), [sprite, maker]);
});

test('a setup with only catalog and plain cards sends no test card', () => {
  const setup = { players: [{ id: 'Alice', runes: [{ ref: 'r', card: 'riftcheck:basic-rune' }] }, { id: 'Bob' }], turnPlayer: 'Alice' };
  assert.deepEqual(usedTestCards(setup, [brute, unused]), []);
});

test('the reference engine builds the plain battlefield and rune with no test cards', () => {
  const created = createGame({
    players: [{ id: 'Alice', runes: [{ ref: 'r', card: 'riftcheck:basic-rune' }] }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'L', card: DEFAULT_BATTLEFIELD }],
  });
  assert.equal(created.ok, true, JSON.stringify(!created.ok && created.error));
});

test('a test card declared again is the same card, or the declaration is refused', () => {
  const declared: TestCard[] = [{ ...brute, stock: 'riftcheck:some-stock-card' }];
  assert.equal(alreadyDeclared(declared, { ...brute }), true);
  assert.equal(alreadyDeclared(declared, sprite), false);
  assert.throws(() => alreadyDeclared(declared, { ...brute, text: 'When you play me, draw 1.' }), /"Brute" is declared already with another definition/);
  assert.throws(() => alreadyDeclared(declared, { ...brute, might: 4 }), /another definition/);
});
