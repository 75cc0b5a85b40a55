// Discounts on one component of a cost (356.4.c): "[1] or [A] less" takes off what the component has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { discountComponent, type ComponentDiscount } from '../../reference-engine/playing-cards/component-discounts.ts';
import type { AdditionalCost } from '../../reference-engine/playing-cards/total-cost.ts';

const ezreal = (id: string): ComponentDiscount => ({ id, label: 'Ezreal, Prodigy', forms: [{ energy: 1, power: 0 }, { energy: 0, power: 1 }] });
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
