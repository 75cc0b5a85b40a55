// Keywords the passives of permanents on the board give groups of units and cards (477.2): "Friendly
// buffed units have [Deflect] if they didn't already" gives it once, and only to a unit without it;
// "Your Equipment everywhere have [Quick-Draw]" makes an Equipment in hand a Reaction that attaches as
// it is played (819.1.b, 819.1.d); "Your Equipment each give [Assault]" reaches the unit equipped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, type Setup } from '../../reference-engine/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { gameOf, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const REFUGE = testCard('Refuge', 'gear', "Friendly buffed units have [Deflect] if they didn't already.");
const PLAIN = testCard('Plain', 'unit', '', 2);
const WARY = testCard('Wary', 'unit', '[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)', 2);
const FIELD = testCard('Field', 'battlefield', '');
const ARMORER = testCard('Armorer', 'unit', 'Your Equipment everywhere have [Quick-Draw].', 3);
const MENTOR = testCard('Mentor', 'legend', 'Your Equipment each give [Assault].');
const BLADE = { ...testCard('Blade', 'gear', ''), tags: ['Equipment'] };
const CARDS = [REFUGE, PLAIN, WARY, FIELD, ARMORER, MENTOR, BLADE];

const game = (setup: Omit<Setup, 'testCards' | 'turnPlayer'>): GameState => gameOf({ turnPlayer: 'Alice', ...setup, testCards: CARDS });

const deflect = (s: GameState, id: string) => s.objects[id].grantedKeywords?.Deflect ?? 0;

test('"Friendly buffed units have [Deflect] if they didn\'t already": once, to buffed friendly units without it', () => {
  const s = game({
    players: [
      {
        id: 'Alice',
        base: [
          { ref: 'refuge', card: REFUGE.id },
          { ref: 'refuge 2', card: REFUGE.id },
          { ref: 'buffed', card: PLAIN.id, buffs: 1 },
          { ref: 'bare', card: PLAIN.id },
          { ref: 'wary', card: WARY.id, buffs: 1 },
        ],
      },
      { id: 'Bob', base: [{ ref: 'enemy', card: PLAIN.id, buffs: 1 }] },
    ],
  });
  assert.equal(deflect(s, 'buffed'), 1, 'two Refuges give it once');
  assert.equal(deflect(s, 'bare'), 0, 'not buffed');
  assert.equal(deflect(s, 'wary'), 0, 'it already has [Deflect]: none more');
  assert.equal(deflect(s, 'enemy'), 0, 'not friendly');
});

/** Alice's Plain opens a showdown at the empty Bridge; then she tries her Blade from hand, with the Armorer in her base or not. */
function bladeInShowdown(armorer: boolean, mentor: boolean): { s: GameState; refused?: string } {
  let s = game({
    players: [
      {
        id: 'Alice',
        base: [{ ref: 'plain', card: PLAIN.id }, ...(armorer ? [{ ref: 'armorer', card: ARMORER.id }] : [])],
        hand: [{ ref: 'blade', card: BLADE.id }],
        ...(mentor ? { legend: { ref: 'mentor', card: MENTOR.id } } : {}),
      },
      { id: 'Bob' },
    ],
    battlefields: [{ ref: 'Bridge', card: FIELD.id }],
  });
  s = run(s, [{ kind: 'move', player: 'Alice', units: ['plain'], to: 'Bridge' }]);
  assert.ok(s.showdown, 'a showdown is open');
  const { game: next, result } = act(s, { kind: 'play', player: 'Alice', card: 'blade' });
  if (!result.ok) return { s, refused: result.refusal.rule };
  return { s: settle(next, (id) => id === 'plain') };
}

test('"Your Equipment everywhere have [Quick-Draw]": the Blade is played in a showdown and attaches; without it, refused', () => {
  assert.equal(bladeInShowdown(false, false).refused, '308.1.a');
  const { s, refused } = bladeInShowdown(true, false);
  assert.equal(refused, undefined);
  assert.equal(s.objects.blade.attachedTo, 'plain');
  assert.equal(s.objects.plain.grantedKeywords?.Assault ?? 0, 0, 'no passive gives the equipped unit [Assault]');
});

test('"Your Equipment each give [Assault]": the unit the Blade is attached to has [Assault]', () => {
  const { s } = bladeInShowdown(true, true);
  assert.equal(s.objects.blade.attachedTo, 'plain');
  assert.equal(s.objects.plain.grantedKeywords?.Assault, 1);
  assert.equal(s.objects.armorer.grantedKeywords?.Assault ?? 0, 0, 'a unit with no Equipment gets none');
});

test('each of these texts is carried out whole, so none is refused as unsupported', () => {
  for (const c of [REFUGE, ARMORER, MENTOR]) assert.deepEqual(unsupportedParts(compileCardText(c.text).abilities), [], c.name);
});
