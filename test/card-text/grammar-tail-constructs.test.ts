// The card-text grammar for constructs of the long tail of printings: each text compiles to the
// expected nodes and decompiles back to itself, and a part the engine does not carry out is named as
// unsupported rather than ignored.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { effectOf } from './grammar-support.ts';

describe('constructs of the long tail of printings', () => {
  test('"up to two of them": a chosen number of the tokens just made (Arise!), now carried out', () => {
    const effect = effectOf('Play a 2 :rb_might: Sand Soldier unit token for each Equipment you control. Then do this: Ready up to two of them.');
    const then = effect[1];
    assert.ok(then.kind === 'do-this');
    const ready = then.body[0];
    assert.ok(ready.kind === 'ready' && ready.object.kind === 'pronoun');
    assert.equal(ready.object.word, 'them');
    assert.equal(ready.object.upTo, 2);
    // a bare "them" is still every one of them
    const all = effectOf('Play a 2 :rb_might: Sand Soldier unit token. Then do this: Ready them.')[1];
    assert.ok(all.kind === 'do-this' && all.body[0].kind === 'ready' && all.body[0].object.kind === 'pronoun');
    assert.equal(all.body[0].object.upTo, undefined);
    // the player is asked which of them to ready (referents.ts)
    assert.deepEqual(unsupportedParts([{ kind: 'spell', effect }]), []);
  });
  test('"then an additional +1 :rb_might:" on the unit just given Might, under "if it is the only unit you control there" (En Garde)', () => {
    const effect = effectOf(
      'Give a friendly unit +1 :rb_might: this turn, then an additional +1 :rb_might: this turn if it is the only unit you control there.',
    );
    const [give, more] = effect;
    assert.ok(give.kind === 'modify-might');
    assert.ok(more.kind === 'conditional' && more.condition.kind === 'if' && more.condition.predicate.kind === 'object-is');
    assert.deepEqual(
      more.condition.predicate.filters.map((f) => (f.kind === 'state' ? f.state : f.kind)),
      ['only-yours-there'],
    );
    const again = more.then[0];
    assert.ok(again.kind === 'modify-might' && again.additional && again.object.kind === 'pronoun');
    assert.equal(again.object.word, 'it');
    assert.deepEqual(unsupportedParts([{ kind: 'spell', effect }]), []);
  });
  test('a "This turn," lead over two instructions, the second giving a quoted ability (Dominus)', () => {
    const effect = effectOf('This turn, double a unit\'s Might and give it ":rb_rune_rainbow::rb_rune_rainbow:: Ready me."');
    const [doubled, given] = effect;
    assert.ok(doubled.kind === 'double-might' && doubled.leading && doubled.duration === 'this-turn');
    assert.ok(given.kind === 'grant-ability' && given.given && given.duration === 'this-turn' && given.object.kind === 'pronoun');
    assert.equal(given.ability.kind, 'activated');
    // doubling and giving an ability for the turn are both carried out
    assert.deepEqual(unsupportedParts([{ kind: 'spell', effect }]), []);
  });
});
