// Discounts on one component of a cost (356.4.c): "[1] or [A] less" takes off what the component has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { discountComponent, type ComponentDiscount } from '../../reference-engine/playing-cards/component-discounts.ts';
import type { AdditionalCost } from '../../reference-engine/playing-cards/total-cost.ts';

const ezreal = (id: string): ComponentDiscount => ({
  id,
  label: 'Ezreal, Prodigy',
  forms: [
    { energy: 1, power: 0 },
    { energy: 0, power: 1 },
  ],
});
const accelerate = (): AdditionalCost => ({ id: 'accelerate', label: 'Accelerate', energy: 1, power: ['fury'], actions: [] });

test('one "[1] or [A] less" takes the Energy off a component that has Energy', () => {
  const c = accelerate();
  discountComponent(c, [ezreal('e1')]);
  assert.deepEqual([c.energy, c.power], [0, ['fury']]);
});

test('a second one, with no Energy left to take, takes a Power off instead', () => {
  const c = accelerate();
  discountComponent(c, [ezreal('e1'), ezreal('e2')]);
  assert.deepEqual([c.energy, c.power], [0, []]);
});

test('a component that costs only Power loses a Power; nothing goes below nothing', () => {
  const c: AdditionalCost = { id: 'additional:0', label: 'calm', energy: 0, power: ['calm'], actions: [] };
  discountComponent(c, [ezreal('e1'), ezreal('e2')]);
  assert.deepEqual([c.energy, c.power], [0, []]);
});

// 356.4.c.1: the player's order, per component; 356.4.e: a minimum belongs to its own discount.
const haggler = (position?: Record<string, number>): ComponentDiscount => ({
  id: 'haggler',
  label: 'Haggler',
  forms: [{ energy: 2, power: 0 }],
  minimumEnergy: 1,
  ...(position ? { position } : {}),
});
const tripleTap = (): AdditionalCost => ({ id: 'additional:0', label: 'you may pay 3', energy: 3, power: [], actions: [] });

test('the discount with a minimum first, then the flat one: the component costs nothing', () => {
  const c = tripleTap();
  discountComponent(c, [{ ...ezreal('e1'), position: { 'additional:0': 1 } }, haggler({ 'additional:0': 0 })]);
  assert.equal(c.energy, 0);
});

test('the flat one first: the minimum of the second stops it at 1', () => {
  const c = tripleTap();
  discountComponent(c, [haggler({ 'additional:0': 1 }), { ...ezreal('e1'), position: { 'additional:0': 0 } }]);
  assert.equal(c.energy, 1);
});

test('an order given for another component does not reorder this one', () => {
  const c = tripleTap();
  discountComponent(c, [{ ...ezreal('e1'), position: { accelerate: 1 } }, haggler({ accelerate: 0 })]);
  assert.equal(c.energy, 1, 'listed order: Ezreal (3 to 2), then Haggler stops at its minimum of 1');
});
