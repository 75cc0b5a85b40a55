// The arithmetic of rule 356 on its own: base modifications, additional costs, increases,
// discounts in the chosen order each with its own minimum, and the floor of 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyDiscount, totalCost, type CostPlan, type Discount } from '../../reference-engine/playing-cards/total-cost.ts';

const plan = (over: Partial<CostPlan>): CostPlan => ({
  base: { energy: 0, power: [] },
  baseModifications: [],
  additional: [],
  increases: [],
  discounts: [],
  ...over,
});
const apprentice: Discount = { id: 'apprentice', label: 'Eager Apprentice', energy: 1, minimumEnergy: 1 };
const skySplitter: Discount = { id: 'sky', label: 'Sky Splitter', energy: 7 };

test("the order of discounts is the player's and changes the result (356.4.e example)", () => {
  const base = { energy: 8, power: ['fury' as const] };
  assert.equal(totalCost(plan({ base, discounts: [apprentice, skySplitter] })).energy, 0);
  assert.equal(totalCost(plan({ base, discounts: [skySplitter, apprentice] })).energy, 1);
});

test("a discount's minimum binds only that discount and never raises a cost", () => {
  assert.equal(applyDiscount(5, apprentice), 4);
  assert.equal(applyDiscount(1, apprentice), 1);
  assert.equal(applyDiscount(0, apprentice), 0);
});

test('costs never go below 0 (356.6)', () => {
  assert.equal(totalCost(plan({ base: { energy: 2, power: [] }, discounts: [skySplitter] })).energy, 0);
});

test('increases come before discounts (356.3)', () => {
  const helper: Discount = { id: 'helper', label: 'helper', energy: 2, minimumEnergy: 1 };
  assert.equal(totalCost(plan({ base: { energy: 2, power: [] }, increases: [{ energy: 1, power: [] }], discounts: [helper] })).energy, 1);
});

test('ignoring the cost zeroes the base only; an Accelerate paid on top still counts (356.1.b.3)', () => {
  const rearguard = plan({
    base: { energy: 2, power: [] },
    baseModifications: [{ kind: 'ignore-all' }],
    additional: [{ id: 'accelerate', label: 'Accelerate', energy: 1, power: ['fury'], actions: [] }],
  });
  assert.deepEqual(totalCost(rearguard), { energy: 1, power: ['fury'], actions: [] });
});

test('ignoring only the Energy cost keeps the Power cost (356.1.b.2)', () => {
  const cost = totalCost(plan({ base: { energy: 3, power: ['fury'] }, baseModifications: [{ kind: 'ignore-energy' }] }));
  assert.deepEqual(cost, { energy: 0, power: ['fury'], actions: [] });
});

test('"for a cost" replaces the base cost, "any and all costs" empties the total (356.1.a, 356.5.a)', () => {
  assert.equal(totalCost(plan({ base: { energy: 4, power: [] }, baseModifications: [{ kind: 'replace', replacement: { energy: 1, power: [] } }] })).energy, 1);
  const everything = plan({
    base: { energy: 4, power: ['order'] },
    baseModifications: [{ kind: 'ignore-everything' }],
    additional: [{ id: 'kill', label: 'kill', energy: 0, power: [], actions: [{ id: 'kill', label: 'kill a friendly unit' }] }],
  });
  assert.deepEqual(totalCost(everything), { energy: 0, power: [], actions: [] });
});

test('a Power discount can take an additional Power cost down to nothing (356.4.f)', () => {
  const keeper = plan({
    base: { energy: 2, power: [] },
    additional: [{ id: 'additional:0', label: 'optional', energy: 0, power: ['calm'], actions: [] }],
    discounts: [{ id: 'workshop', label: 'Workshop', energy: 0, power: 1 }],
  });
  assert.deepEqual(totalCost(keeper), { energy: 2, power: [], actions: [] });
});

test('a discount of Power of one domain takes off only Power that domain pays, never Power of another or of any domain', () => {
  const calm: Discount = { id: 'calm', label: 'Giant', energy: 0, power: 2, powerDomain: 'calm' };
  assert.deepEqual(totalCost(plan({ base: { energy: 0, power: ['fury', 'calm', 'any'] }, discounts: [calm] })).power, ['fury', 'any']);
  assert.deepEqual(totalCost(plan({ base: { energy: 0, power: ['calm|mind', 'calm'] }, discounts: [calm] })).power, []);
});
