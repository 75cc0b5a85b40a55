// Text about a card's own name: "Your deck can have any number of cards named Swarm" lifts the limit
// of three copies (103.2.b) for that name only; "I have +1 :rb_might: for each other unit you control
// here with my name" counts the controller's other units of that name at the same place.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGame, type Setup, type TestCard } from '../../reference-engine/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { gameOf, mightIn } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const SWARM = testCard(
  'Swarm',
  'unit',
  'I have +1 :rb_might: for each other unit you control here with my name.\nYour deck can have any number of cards named Swarm.',
  1,
);
const DRONE = testCard('Drone', 'unit', '', 1);
const FIELD = testCard('Field', 'battlefield', '');
const FORD = testCard('Ford', 'battlefield', '');
const LEGEND: TestCard = { ...testCard('Oracle', 'legend', ''), tags: ['Champ'] };
const CHAMP: TestCard = { ...testCard('Champ, Tester', 'unit', '', 3), id: 'test:Champ', tags: ['Champ'] };
const CARDS = [SWARM, DRONE, FIELD, FORD, LEGEND, CHAMP];

/** A deck of the champion and 39 copies of one card: legal only if that card's name may be had any number of times. */
function deckOf(card: string): Setup {
  const deck = {
    legend: LEGEND.id,
    champion: CHAMP.id,
    main: Array<string>(39).fill(card),
    runes: Array<string>(12).fill('riftcheck:basic-rune'),
    battlefields: ['riftcheck:plain-battlefield', FIELD.id, FORD.id],
  };
  return {
    players: [
      { id: 'Alice', deck },
      { id: 'Bob', deck },
    ],
    turnPlayer: 'Alice',
    seed: 1,
    testCards: CARDS,
  };
}

test('"Your deck can have any number of cards named Swarm": 39 Swarms are a legal deck, 39 of another card are not', () => {
  const swarms = createGame(deckOf(SWARM.id));
  const drones = createGame(deckOf(DRONE.id));
  assert.ok(!drones.ok && /103\.2\.b/.test(JSON.stringify(drones.error)), JSON.stringify(drones));
  assert.ok(swarms.ok, swarms.ok ? '' : JSON.stringify(swarms.error));
});

test('"for each other unit you control here with my name": its controller\'s, at its place, of its name', () => {
  const s = gameOf({
    turnPlayer: 'Alice',
    players: [{ id: 'Alice', base: [{ ref: 'home swarm', card: SWARM.id }] }, { id: 'Bob' }],
    battlefields: [
      {
        ref: 'Bridge',
        card: FIELD.id,
        units: [
          { ref: 'swarm 1', card: SWARM.id, owner: 'Alice' },
          { ref: 'swarm 2', card: SWARM.id, owner: 'Alice' },
          { ref: 'swarm 3', card: SWARM.id, owner: 'Alice' },
          { ref: 'drone', card: DRONE.id, owner: 'Alice' },
          { ref: 'their swarm', card: SWARM.id, owner: 'Bob' },
        ],
      },
    ],
    testCards: CARDS,
  });
  assert.equal(mightIn(s, 'swarm 1'), 3, 'two other Swarms of Alice here');
  assert.equal(mightIn(s, 'their swarm'), 1, "Alice's Swarms are not Bob's");
  assert.equal(mightIn(s, 'home swarm'), 1, 'none other in her base');
  assert.deepEqual(unsupportedParts(compileCardText(SWARM.text).abilities), []);
});
