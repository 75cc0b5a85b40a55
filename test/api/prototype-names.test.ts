// Names that are members of every JavaScript object (constructor, toString, __proto__, ...) are names
// like any other: an action or a rulings question naming one as an object is refused as naming no
// object (422), never a 500 from looking it up on a plain object; and a setup may use them as refs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, newGame, referenceApp, smallSetup } from './support.ts';
import { PROTOTYPE_NAMES as SPECIAL } from './request-fuzz.ts';

test('an action naming an Object.prototype member as an object is refused, not a 500', async () => {
  const app = referenceApp();
  const id = await newGame(app);
  for (const name of SPECIAL) {
    const actions = [
      { kind: 'play', player: 'Alice', card: name },
      { kind: 'activate', player: 'Alice', source: name },
      { kind: 'move', player: 'Alice', units: [name], to: 'base' },
      { kind: 'play', player: 'Alice', card: "Alice's Seeker", targets: [name] },
    ];
    for (const action of actions) {
      const res = await call(app, 'POST', `/games/${id}/actions`, action);
      assert.ok(res.status === 422 || res.status === 400, `${JSON.stringify(action)} -> ${res.status} ${JSON.stringify(res.body)}`);
    }
  }
  // The game is unharmed: a legal action still works.
  assert.equal((await call(app, 'GET', `/games/${id}`)).status, 200);
});

test('a setup may name its objects after Object.prototype members', async () => {
  const app = referenceApp();
  const setup = smallSetup();
  setup.players[1]!.base = SPECIAL.map((name) => ({ ref: name, card: 'Eager Apprentice' }));
  const id = await newGame(app, setup);
  const view = await call(app, 'GET', `/games/${id}`);
  assert.equal(view.status, 200);
  const refs = JSON.stringify(view.body);
  for (const name of SPECIAL) assert.ok(refs.includes(`"${name}"`), `${name} is in the view`);
});

test('POST /rulings/outcome with Object.prototype members as objects answers without a 500', async () => {
  const app = referenceApp();
  for (const name of SPECIAL) {
    const res = await call(app, 'POST', '/rulings/outcome', { setup: smallSetup(), actions: [{ kind: 'play', player: 'Alice', card: name }] });
    assert.ok(res.status < 500, `${name} -> ${res.status} ${JSON.stringify(res.body)}`);
  }
});
