// What each player may see (rule 128; openapi.yaml GET /games/{gameId}?as=): views asked as a player or
// as a spectator, compared with the whole state. An engine needs the feature views-as-player.
import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { Unsupported } from './drivers/driver.ts';
import type { ObjectView, PlayerView, View } from './drivers/protocol.ts';
import { locate, refsNamed } from './support/phrases.ts';
import type { RiftWorld } from './world.ts';

const VIEWER = '(a spectator|\\w+)';
const ZONES: Record<string, keyof Pick<PlayerView, 'hand' | 'mainDeck' | 'runeDeck' | 'base' | 'trash' | 'banishment'>> = {
  hand: 'hand',
  'main deck': 'mainDeck',
  'rune deck': 'runeDeck',
  base: 'base',
  trash: 'trash',
  banishment: 'banishment',
};

async function viewAs(world: RiftWorld, viewer: string): Promise<{ full: View; seen: View }> {
  const full = await world.view();
  const caps = await world.capabilities();
  if (!caps.features.includes('views-as-player')) throw new Unsupported('views-as-player');
  const seen = await world.driver.view(world.gameId!, viewer === 'a spectator' ? 'spectator' : viewer);
  return { full, seen };
}

/** Whether the viewer sees this object's face: shown, not hidden, and the same card as in the whole state. */
function faceShown(seen: ObjectView, full: ObjectView): boolean {
  // The state of what is public is public too (109.2): exhausted, damaged, buffed, stunned.
  const state = (o: ObjectView) => [o.exhausted, o.damage, o.might, o.buffs, o.stunned, o.facedown];
  return seen.hidden !== true && seen.card === full.card && seen.name === full.name && String(state(seen)) === String(state(full));
}

/** Hidden as openapi.yaml says (ObjectView.hidden): card, name and type empty and its stats zero, so nothing of its face shows through them. */
function faceHidden(seen: ObjectView): boolean {
  const statsZero = !seen.exhausted && seen.damage === 0 && (seen.might ?? 0) === 0 && seen.buffs === 0 && !seen.stunned;
  return seen.hidden === true && seen.card === '' && seen.name === '' && seen.type === '' && statsZero;
}

Then(
  new RegExp(`^${VIEWER} (sees|does not see) the faces? of (?!the cards in )(.+)$`),
  async function (this: RiftWorld, viewer: string, verb: string, list: string) {
    const { full, seen } = await viewAs(this, viewer);
    for (const ref of refsNamed(list, viewer)) {
      const whole = locate(full, ref);
      const shown = locate(seen, ref);
      assert.ok(whole, `${ref} is nowhere in the game`);
      assert.ok(shown, `${ref} is missing from ${viewer}'s view (it is in ${whole.where})`);
      assert.equal(shown.where, whole.where, `${viewer} sees ${ref} in ${shown.where}, not ${whole.where}`);
      if (verb === 'sees') assert.ok(faceShown(shown.object, whole.object), `${viewer} does not see the face of ${ref} (${whole.where})`);
      else assert.ok(faceHidden(shown.object), `${viewer} sees the face of ${ref} (${whole.where}): ${shown.object.name}`);
    }
  },
);

Then(
  new RegExp(`^${VIEWER} (sees|does not see) the faces of the cards in (\\w+)'s (hand|main deck|rune deck|base|trash|banishment)$`),
  async function (this: RiftWorld, viewer: string, verb: string, owner: string, zoneWords: string) {
    const { full, seen } = await viewAs(this, viewer);
    const zone = ZONES[zoneWords]!;
    const whole = full.players.find((p) => p.id === owner)![zone];
    const shown = seen.players.find((p) => p.id === owner)![zone];
    assert.ok(whole.length > 0, `${owner}'s ${zoneWords} is empty: nothing to see`);
    // How many cards a zone holds is public (108.7.e), whatever the faces.
    assert.deepEqual(
      shown.map((o) => o.ref),
      whole.map((o) => o.ref),
      `${viewer} sees other cards in ${owner}'s ${zoneWords}`,
    );
    shown.forEach((o, i) => {
      if (verb === 'sees') assert.ok(faceShown(o, whole[i]!), `${viewer} does not see the face of ${o.ref} in ${owner}'s ${zoneWords}`);
      else assert.ok(faceHidden(o), `${viewer} sees the face of ${o.ref} in ${owner}'s ${zoneWords}: ${o.name}`);
    });
  },
);

/** The options of the pending decision as the viewer sees them: the labels of cards hidden from them are empty. */
Then(
  new RegExp(`^${VIEWER} (sees|does not see) the cards among the options of (\\w+)'s decision$`),
  async function (this: RiftWorld, viewer: string, verb: string, player: string) {
    const { full, seen } = await viewAs(this, viewer);
    const d = full.pendingDecision;
    assert.ok(d && d.player === player, `${player} is not being asked anything`);
    this.acknowledgedDecision = d.id;
    const options = seen.pendingDecision?.options ?? [];
    assert.deepEqual(
      options.map((o) => o.id),
      d.options.map((o) => o.id),
      `${viewer} sees other options`,
    );
    options.forEach((o, i) => {
      if (verb === 'sees') assert.equal(o.label, d.options[i]!.label, `${viewer} does not see option ${o.id}`);
      else assert.equal(o.label, '', `${viewer} sees option ${o.id}: ${o.label}`);
    });
  },
);

/** "Bob sees Alice's Spark on the chain": the viewer's view holds the chain item as the whole state does, targets included (108.1.b). */
Then(new RegExp(`^${VIEWER} sees (.+) on the chain$`), async function (this: RiftWorld, viewer: string, source: string) {
  const { full, seen } = await viewAs(this, viewer);
  const ref = refsNamed(source, viewer)[0]!;
  const whole = full.chain.find((c) => c.source === ref);
  assert.ok(whole, `${ref} is not on the chain`);
  const shown = seen.chain.find((c) => c.source === ref);
  assert.ok(shown, `${viewer} does not see ${ref} on the chain`);
  assert.deepEqual(shown, whole, `${viewer} sees ${ref} on the chain otherwise than it is`);
});

/** "Bob sees Alice's XP as 3": XP is public (729.2), so every viewer's view shows it as the whole state does. */
Then(new RegExp(`^${VIEWER} sees (\\w+)'s XP as (\\d+)$`), async function (this: RiftWorld, viewer: string, player: string, xp: string) {
  const { full, seen } = await viewAs(this, viewer);
  const whole = full.players.find((p) => p.id === player)?.xp;
  if (whole === undefined) throw new Unsupported('xp in views');
  assert.equal(whole, Number(xp));
  assert.equal(seen.players.find((p) => p.id === player)?.xp, whole);
});
