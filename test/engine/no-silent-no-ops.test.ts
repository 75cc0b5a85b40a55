// No silent no-ops: the engine carries out every part of a card's text, or refuses the card as
// unsupported naming the part (reference-engine/playing-cards/support.ts). Checked three ways: over
// every printing of the card list and every test card of the features, each part of the compiled
// text is either a key of a handler table or named as unsupported; for each kind of trigger and
// condition the tables claim, a sandbox game shows the ability doing something; and each known
// silent no-op is now refused, naming the part.
// Long file: the three checks of one guarantee, sharing the card samples and the sandbox game driver.
import { namesAsPlayed } from '../../reference-engine/playing-cards/named-as-played.ts';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Ability, Trigger } from '../../reference-engine/card-text/ast.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { CATALOG } from '../../reference-engine/catalog/index.ts';
import { textAsRead } from '../../reference-engine/effects/compiled.ts';
import { stateCondition } from '../../reference-engine/effects/conditions.ts';
import { actsAsRevealed } from '../../reference-engine/effects/seen-on-top.ts';
import { evaluatedPredicates } from '../../reference-engine/effects/instructions/flow.ts';
import { supportedInstructions } from '../../reference-engine/effects/instructions/index.ts';
import { act, createGame, type Action, type Setup, type TestCard } from '../../reference-engine/index.ts';
import { KEYWORDS, PASSIVES, unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { unreadLinesOfAPermanent } from '../../reference-engine/playing-cards/permanent-lines.ts';
import { unfiredOnABattlefield } from '../../reference-engine/triggers/battlefield-claims.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { happeningsFiring, triggerHappenings } from '../../reference-engine/triggers/check.ts';
import { loadCardList } from '../../rules/card-list.ts';
import { STOCK_CARDS } from '../../protocol/stock-cards.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { dataDir, needsData } from '../support/data.ts';
import { testCard } from '../support/test-card.ts';

// ---- every printing and every test card -------------------------------------------------------

/** The test cards the features declare ("a test unit "X" costing N ... and text "..."", "a test legend "X" with text "..."). */
function featureTestCards(): { name: string; type: string; text: string; where: string }[] {
  const out: { name: string; type: string; text: string; where: string }[] = [];
  // read as the engine reads it, a card calling itself by its name meaning itself (053.4)
  const asRead = (type: string, name: string, text: string): string => textAsRead({ id: `test:${name}`, name, type: type as TestCard['type'], text });
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.feature')) {
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, n) => {
            const m = /a test (unit|spell|gear|legend|battlefield) "(.+?)".*?(?:and text|with text) "(.*)"\s*$/.exec(line);
            if (m)
              out.push({
                name: m[2],
                type: m[1],
                text: asRead(m[1], m[2], m[3].replace(/\\n/g, '\n')),
                where: `${path.slice(PROJECT_ROOT.length + 1)}:${n + 1}`,
              });
          });
      }
    }
  };
  walk(join(PROJECT_ROOT, 'features'));
  return out;
}

function triggerParts(t: Trigger): Trigger[] {
  if (t.kind === 'any-of') return t.triggers.flatMap(triggerParts);
  if (t.kind === 'when') return t.events.map((e) => ({ ...t, events: [e] }));
  return [t];
}

/** Instruction kinds anywhere in an ability's tree (objects with a `kind` the instruction table may know). */
function instructionKindsIn(a: Ability): string[] {
  const known = new Set<string>([...supportedInstructions()]);
  const found: string[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const kind = (x as { kind?: unknown }).kind;
      if (typeof kind === 'string' && known.has(kind)) found.push(kind);
      Object.values(x).forEach(walk);
    }
  };
  walk(a);
  return found;
}

/**
 * The claim checked per text: a text with no unsupported part has only parts the tables carry out
 * (each keyword a key, each trigger fired by a finder, each passive a kind of the table); a part
 * the tables do not hold is always named.
 */
function checkText(text: string, label: string, type: string | null): string[] {
  const abilities = compileCardText(text).abilities;
  // a card that is no spell: its lines of bare instructions are carried out only where a reader takes them (permanent-lines.ts)
  const permanent = type !== null && !['spell', 'battlefield', 'token'].includes(type.toLowerCase());
  // a battlefield: its triggers fire only where a finder of battlefields' abilities watches them (battlefield-claims.ts)
  const battlefield = type?.toLowerCase() === 'battlefield';
  const parts = [
    ...unsupportedParts(abilities),
    ...(permanent ? unreadLinesOfAPermanent(abilities) : []),
    ...(battlefield ? unfiredOnABattlefield(abilities) : []),
  ];
  for (const a of abilities) {
    if (a.kind === 'keyword' && !KEYWORDS[a.keyword.name])
      assert.ok(
        parts.some((p) => p.startsWith(`the keyword [${a.keyword.name}`)),
        `${label}: [${a.keyword.name}] not named`,
      );
    if (a.kind === 'passive' && !PASSIVES[a.effect.kind])
      assert.ok(
        parts.some((p) => p.startsWith('the passive ability')),
        `${label}: passive ${a.effect.kind} not named`,
      );
    if (a.kind === 'unparsed')
      assert.ok(
        parts.some((p) => p.startsWith('the text')),
        `${label}: unread text not named`,
      );
    // "As I'm revealed from your deck": carried out by the reveals (effects/seen-on-top.ts), no finder's;
    // "As you play this, name a tag" is a choice of the play itself (named-as-played.ts), no trigger for a finder to fire
    if (a.kind === 'triggered' && !actsAsRevealed(a) && !namesAsPlayed(a)) {
      for (const t of triggerParts(a.trigger))
        if (happeningsFiring(t).length === 0)
          assert.ok(
            parts.some((p) => p.startsWith('the trigger')),
            `${label}: a trigger no finder fires is not named`,
          );
      // a condition the trigger check reads from the state (effects/conditions.ts stateCondition) is carried out
      if (a.condition && !stateCondition(a.condition))
        assert.ok(
          parts.some((p) => p.startsWith('the condition')),
          `${label}: the trigger's own condition is not named`,
        );
    }
  }
  if (parts.length === 0) {
    for (const a of abilities) {
      if (a.kind === 'keyword') assert.ok(KEYWORDS[a.keyword.name], `${label}: [${a.keyword.name}] claimed without a table key`);
      if (a.kind === 'passive') assert.ok(PASSIVES[a.effect.kind], `${label}: passive ${a.effect.kind} claimed without a table key`);
      // "As you play this, name a tag": claimed by the play's own question (named-as-played.ts), a naming test/playing-cards/situational-costs.test.ts exercises
      if (a.kind === 'triggered' && !actsAsRevealed(a) && !namesAsPlayed(a))
        for (const t of triggerParts(a.trigger)) {
          assert.ok(happeningsFiring(t).length > 0, `${label}: trigger claimed without a finder`);
          // the finders see the whole trigger: what fires the part alone must fire it among the others too
          const whole = happeningsFiring(a.trigger);
          assert.ok(
            happeningsFiring(t).some((k) => whole.includes(k)),
            `${label}: a part of the trigger fires alone but not within the whole`,
          );
        }
      for (const kind of instructionKindsIn(a)) assert.ok(supportedInstructions().has(kind as never), `${label}: ${kind}`);
    }
  }
  return parts;
}

function tally(partsPerText: readonly string[][]): string {
  const counts = new Map<string, number>();
  for (const parts of partsPerText) for (const p of parts) counts.set(p, (counts.get(p) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 15);
  const full = partsPerText.filter((p) => p.length === 0).length;
  return [
    `${full} of ${partsPerText.length} fully carried out, ${partsPerText.length - full} with parts the engine does not carry out; most common:`,
    ...top.map(([p, n]) => `  ${String(n).padStart(4)}  ${p}`),
  ].join('\n');
}

test('every printing of the card list: each part is carried out by a table or named as unsupported', { skip: needsData }, (t) => {
  const cards = loadCardList(dataDir!);
  const parts = cards.map((c) => checkText(c.text, `${c.code} ${c.name}`, c.type));
  t.diagnostic(tally(parts));
  assert.ok(parts.some((p) => p.length === 0) && parts.some((p) => p.length > 0));
});

test('every test card of the features, every catalog card and every stock card is carried out whole', () => {
  const cards = featureTestCards();
  assert.ok(cards.length > 20, `only ${cards.length} test cards found in features/`);
  // A scenario whose card has a part the engine does not carry out gets "unsupported" and tests
  // nothing: the suite keeps none, and the catalog holds no card the engine cannot carry out whole.
  const problems = [
    ...cards.map((c) => ({ label: `${c.where} "${c.name}"`, name: c.name, parts: checkText(c.text, c.where, c.type) })),
    ...CATALOG.map((c) => ({ label: `catalog ${c.name}`, name: c.name, parts: checkText(c.text, c.name, c.type) })),
    ...STOCK_CARDS.map((c) => ({ label: `stock card ${c.code}`, name: c.code, parts: checkText(c.text, c.code, c.type) })),
  ].filter((c) => c.parts.length > 0);
  assert.deepEqual(
    problems.map((c) => `${c.label}: ${c.parts.join('; ')}`),
    [],
  );
});

// ---- the tables' claims, shown in sandbox games ------------------------------------------------

const BRIDGE: TestCard = { id: 'test:Bridge', name: 'Bridge', type: 'battlefield', text: '' };
const card = testCard;

/** Runs the actions, then passes and answers (accepting, or choosing `prefer`, else the first option) until `done` holds. */
/** A watcher "W" with this text in Alice's base, and a spell of hers that chooses it, played with the watcher preferred. */
function spellOnTheWatcher(text: string, spell: string, spellText: string, might: number): { text: string; game: GameState } {
  const setup: Setup = {
    players: [
      { id: 'Alice', base: [{ ref: 'w', card: 'test:W' }], hand: [{ ref: 'spell', card: `test:${spell}` }], mainDeck: [{ ref: 'd', card: 'test:D' }] },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [card('W', 'unit', text, might), card(spell, 'spell', spellText), card('D', 'unit', '', 1)],
  };
  return { text, game: drive(setup, [{ kind: 'play', player: 'Alice', card: 'spell' }], triggeredBy('w'), ['w']) };
}

function drive(setup: Setup, actions: Action[], done: (s: GameState) => boolean, prefer: string[] = []): GameState {
  const created = createGame(setup);
  assert.ok(created.ok, JSON.stringify(created));
  let s = created.game;
  const step = (action: Action): void => {
    const { game, result } = act(s, action);
    assert.ok(result.ok, `${JSON.stringify(action)}: ${JSON.stringify(result)}`);
    s = game;
  };
  const answerPending = (): boolean => {
    const d = s.pendingDecision;
    if (!d) return false;
    const preferred = d.options.filter((o) => prefer.includes(o.id)).map((o) => o.id);
    const chosen = preferred.length ? preferred.slice(0, Math.max(1, d.max)) : d.options.slice(0, Math.max(d.min, 1)).map((o) => o.id);
    step({ kind: 'decide', player: d.player, decision: d.id, answer: d.kind === 'yes-no' ? { accept: true, chosen: ['yes'] } : { chosen, order: chosen } });
    return true;
  };
  for (const action of actions) {
    step(action);
    while (answerPending());
  }
  for (let n = 0; n < 40 && !done(s); n++) {
    if (answerPending()) continue;
    const who = s.priority ?? s.focus;
    assert.ok(who, 'nobody to act');
    step({ kind: 'pass', player: who });
  }
  return s;
}

const triggeredBy =
  (ref: string) =>
  (s: GameState): boolean =>
    s.events.some((e) => e.kind === 'triggered' && e.object === ref);

/** Alice's watcher W (in her base, as `base` places it) and a spell of hers with this text, played with `prefer` chosen. */
function aliceSpellOn(text: string, spell: string, base: Setup['players'][number]['base'], prefer: string[]): GameState {
  return drive(
    {
      players: [{ id: 'Alice', base, hand: [{ ref: 'k', card: 'test:Spell' }], mainDeck: [{ ref: 'd', card: 'test:D' }] }, { id: 'Bob' }],
      turnPlayer: 'Alice',
      testCards: [card('W', 'unit', text, 1), card('Spell', 'spell', spell), card('D', 'unit', '', 1)],
    },
    [{ kind: 'play', player: 'Alice', card: 'k' }],
    triggeredBy('w'),
    prefer,
  );
}

/** Alice's unit W with the text attacks Bob's lone unit at the Bridge and wins. */
function attackGame(text: string): GameState {
  return drive(
    {
      players: [{ id: 'Alice', base: [{ ref: 'w', card: 'test:W' }], mainDeck: [{ ref: 'd', card: 'test:D' }] }, { id: 'Bob' }],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'Bridge', card: BRIDGE.id, controller: 'Bob', units: [{ ref: 'guard', card: 'test:D', owner: 'Bob' }] }],
      testCards: [BRIDGE, card('W', 'unit', text, 5), card('D', 'unit', '', 1)],
    },
    [{ kind: 'move', player: 'Alice', units: ['w'], to: 'Bridge' }],
    triggeredBy('w'),
  );
}

/** Alice's unit W with the text moves to the Bridge, which nobody controls or holds: a showdown begins there, then she conquers it. */
function moveToEmptyGame(text: string): GameState {
  return drive(
    {
      players: [{ id: 'Alice', base: [{ ref: 'w', card: 'test:W' }], mainDeck: [{ ref: 'd', card: 'test:D' }] }, { id: 'Bob' }],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'Bridge', card: BRIDGE.id, controller: null }],
      testCards: [BRIDGE, card('W', 'unit', text, 1), card('D', 'unit', '', 1)],
    },
    [{ kind: 'move', player: 'Alice', units: ['w'], to: 'Bridge' }],
    triggeredBy('w'),
  );
}

/** Alice's unit W with the text in her base, and her bolt killing `victim` (W itself, or another unit of hers). */
function boltGame(text: string, victim: string): GameState {
  const others = victim === 'w' ? [] : [{ ref: victim, card: 'test:D' }];
  return drive(
    {
      players: [
        { id: 'Alice', base: [{ ref: 'w', card: 'test:W' }, ...others], hand: [{ ref: 'bolt', card: 'test:Bolt' }], mainDeck: [{ ref: 'd', card: 'test:D' }] },
        { id: 'Bob' },
      ],
      turnPlayer: 'Alice',
      testCards: [card('W', 'unit', text, 1), card('Bolt', 'spell', 'Deal 9 to a unit.'), card('D', 'unit', '', 1)],
    },
    [{ kind: 'play', player: 'Alice', card: 'bolt' }],
    triggeredBy('w'),
    [victim],
  );
}

/** Alice's spell readies her exhausted watcher "w", whose trigger is `text`. */
function readiedByASpell(text: string): { text: string; game: GameState } {
  return {
    text,
    game: drive(
      {
        players: [
          {
            id: 'Alice',
            base: [{ ref: 'w', card: 'test:W', exhausted: true }],
            hand: [{ ref: 'h', card: 'test:Rally' }],
            mainDeck: [{ ref: 'd', card: 'test:D' }],
          },
          { id: 'Bob' },
        ],
        turnPlayer: 'Alice',
        testCards: [card('W', 'unit', text, 1), card('Rally', 'spell', 'Ready a unit.'), card('D', 'unit', '', 1)],
      },
      [{ kind: 'play', player: 'Alice', card: 'h' }],
      triggeredBy('w'),
      ['w'],
    ),
  };
}

/** Alice's unit W with the text watches her play a spell with `spellText`, two cards in her deck to draw. */
function spellPlayedBeforeTheWatcher(text: string, spellText: string): { text: string; game: GameState } {
  return {
    text,
    game: drive(
      {
        players: [
          {
            id: 'Alice',
            base: [{ ref: 'w', card: 'test:W' }],
            hand: [{ ref: 'sp', card: 'test:Spark' }],
            mainDeck: [
              { ref: 'd', card: 'test:D' },
              { ref: 'd2', card: 'test:D' },
            ],
          },
          { id: 'Bob' },
        ],
        turnPlayer: 'Alice',
        testCards: [card('W', 'unit', text, 1), card('Spark', 'spell', spellText), card('D', 'unit', '', 1)],
      },
      [{ kind: 'play', player: 'Alice', card: 'sp' }],
      triggeredBy('w'),
    ),
  };
}

/** Per kind of happening of the trigger table: a card whose trigger it fires, and a game where it happens. */
const TRIGGER_SAMPLES: Record<string, () => { text: string; game: GameState }> = {
  'permanent-played': () => {
    const text = 'When you play me, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [{ id: 'Alice', hand: [{ ref: 'w', card: 'test:W' }], mainDeck: [{ ref: 'd', card: 'test:D' }] }, { id: 'Bob' }],
          turnPlayer: 'Alice',
          testCards: [card('W', 'unit', text, 1), card('D', 'unit', '', 1)],
        },
        [{ kind: 'play', player: 'Alice', card: 'w' }],
        triggeredBy('w'),
        ['base'],
      ),
    };
  },
  'ability-used': () => {
    const text = 'When you use an ability, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            {
              id: 'Alice',
              base: [
                { ref: 'w', card: 'test:W' },
                { ref: 'g', card: 'test:Lamp' },
              ],
              mainDeck: [
                { ref: 'd', card: 'test:D' },
                { ref: 'd2', card: 'test:D' },
              ],
            },
            { id: 'Bob' },
          ],
          turnPlayer: 'Alice',
          testCards: [card('W', 'unit', text, 1), card('Lamp', 'gear', ':rb_exhaust:: Draw 1.'), card('D', 'unit', '', 1)],
        },
        [{ kind: 'activate', player: 'Alice', source: 'g' }],
        triggeredBy('w'),
      ),
    };
  },
  targeted: () => spellOnTheWatcher('When you choose me, draw 1.', 'Hearten', 'Give a unit +1 :rb_might: this turn.', 1),
  'acted-on': () => readiedByASpell('When you ready me, draw 1.'),
  'became-ready': () => readiedByASpell('When I become ready, draw 1.'),
  'acted-on-group': () => {
    const text = 'When you stun one or more enemy units, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            {
              id: 'Alice',
              base: [{ ref: 'w', card: 'test:W' }],
              hand: [{ ref: 'h', card: 'test:Flash' }],
              mainDeck: [{ ref: 'd', card: 'test:D' }],
            },
            { id: 'Bob', base: [{ ref: 'e', card: 'test:D' }] },
          ],
          turnPlayer: 'Alice',
          testCards: [card('W', 'unit', text, 1), card('Flash', 'spell', 'Stun all enemy units.'), card('D', 'unit', '', 1)],
        },
        [{ kind: 'play', player: 'Alice', card: 'h' }],
        triggeredBy('w'),
      ),
    };
  },
  'spell-played': () => spellPlayedBeforeTheWatcher('When you play a spell, draw 1.', 'Draw 1.'),
  'left-board': () => {
    const text = 'When this leaves the board, draw 1.';
    return { text, game: aliceSpellOn(text, 'Kill a unit.', [{ ref: 'w', card: 'test:W' }], ['w']) };
  },
  'buff-spent': () => {
    const text = 'When you spend a buff, draw 1.';
    return { text, game: aliceSpellOn(text, 'You may spend a buff to draw 1.', [{ ref: 'w', card: 'test:W', buffs: 1 }], ['w']) };
  },
  'returned-to-hand': () => {
    const text = "When a unit here is returned to a player's hand, that player draws 1.";
    return {
      text,
      game: drive(
        {
          players: [
            { id: 'Alice', hand: [{ ref: 'k', card: 'test:Bounce' }], mainDeck: [{ ref: 'd', card: 'test:D' }] },
            { id: 'Bob', mainDeck: [{ ref: 'b', card: 'test:D' }] },
          ],
          turnPlayer: 'Alice',
          battlefields: [{ ref: 'w', card: 'test:W', controller: 'Bob', units: [{ ref: 'u', card: 'test:D', owner: 'Bob' }] }],
          testCards: [card('W', 'battlefield', text), card('Bounce', 'spell', "Return a unit to its owner's hand."), card('D', 'unit', '', 1)],
        },
        [{ kind: 'play', player: 'Alice', card: 'k' }],
        triggeredBy('w'),
        ['u'],
      ),
    };
  },
  detached: () => {
    const text = ':rb_exhaust:: Attach this to a unit you control.\nWhen this is detached, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            {
              id: 'Alice',
              base: [
                { ref: 'w', card: 'test:W' },
                { ref: 'u', card: 'test:D' },
              ],
              hand: [{ ref: 'k', card: 'test:Snipe' }],
              mainDeck: [{ ref: 'd', card: 'test:D' }],
            },
            { id: 'Bob' },
          ],
          turnPlayer: 'Alice',
          testCards: [card('W', 'gear', text, 0), card('Snipe', 'spell', 'Kill a unit.'), card('D', 'unit', '', 1)],
        },
        [
          { kind: 'activate', player: 'Alice', source: 'w' },
          { kind: 'pass', player: 'Alice' },
          { kind: 'pass', player: 'Bob' },
          { kind: 'play', player: 'Alice', card: 'k' },
        ],
        triggeredBy('w'),
      ),
    };
  },
  'token-played': () => {
    const text = 'When you play a token, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            {
              id: 'Alice',
              base: [{ ref: 'w', card: 'test:W' }],
              hand: [{ ref: 'm', card: 'test:Muster' }],
              mainDeck: [{ ref: 'd', card: 'test:D' }],
            },
            { id: 'Bob' },
          ],
          turnPlayer: 'Alice',
          testCards: [card('W', 'gear', text, 0), card('Muster', 'spell', 'Play a 1 :rb_might: Recruit unit token.'), card('D', 'unit', '', 1)],
        },
        [{ kind: 'play', player: 'Alice', card: 'm' }],
        triggeredBy('w'),
      ),
    };
  },
  'units-moved-to': () => {
    const text = 'When an opponent moves to a battlefield other than mine, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            { id: 'Alice', base: [{ ref: 'w', card: 'test:W' }], mainDeck: [{ ref: 'd', card: 'test:D' }] },
            { id: 'Bob', base: [{ ref: 'b', card: 'test:D' }] },
          ],
          turnPlayer: 'Bob',
          battlefields: [{ ref: 'Bridge', card: BRIDGE.id }],
          testCards: [BRIDGE, card('W', 'unit', text, 1), card('D', 'unit', '', 1)],
        },
        [{ kind: 'move', player: 'Bob', units: ['b'], to: 'Bridge' }],
        triggeredBy('w'),
      ),
    };
  },
  moved: () => {
    const text = 'When I move, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [{ id: 'Alice', base: [{ ref: 'w', card: 'test:W' }], mainDeck: [{ ref: 'd', card: 'test:D' }] }, { id: 'Bob' }],
          turnPlayer: 'Alice',
          battlefields: [{ ref: 'Bridge', card: BRIDGE.id, controller: 'Alice' }],
          testCards: [BRIDGE, card('W', 'unit', text, 1), card('D', 'unit', '', 1)],
        },
        [{ kind: 'move', player: 'Alice', units: ['w'], to: 'Bridge' }],
        triggeredBy('w'),
      ),
    };
  },
  conquered: () => {
    const text = 'When you conquer, draw 1.';
    return { text, game: moveToEmptyGame(text) };
  },
  'combat-began': () => {
    const text = 'When I attack, draw 1.';
    return { text, game: attackGame(text) };
  },
  'showdown-began': () => {
    const text = 'When a showdown begins here, draw 1.';
    return { text, game: moveToEmptyGame(text) };
  },
  held: () => {
    const text = 'When I hold, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            {
              id: 'Alice',
              mainDeck: [
                { ref: 'd', card: 'test:D' },
                { ref: 'd2', card: 'test:D' },
              ],
            },
            { id: 'Bob', mainDeck: [{ ref: 'b', card: 'test:D' }] },
          ],
          turnPlayer: 'Bob',
          battlefields: [{ ref: 'Bridge', card: BRIDGE.id, controller: 'Alice', units: [{ ref: 'w', card: 'test:W', owner: 'Alice' }] }],
          testCards: [BRIDGE, card('W', 'unit', text, 1), card('D', 'unit', '', 1)],
        },
        [{ kind: 'end-turn', player: 'Bob' }],
        triggeredBy('w'),
      ),
    };
  },
  dying: () => {
    const text = '[Deathknell] — Draw 1.';
    return { text, game: boltGame(text, 'w') };
  },
  'combat-won': () => {
    const text = 'When I win a combat, draw 1.';
    return { text, game: attackGame(text) };
  },
  'combat-ended': () => {
    const text = 'When a combat that I was in ends, draw 1.';
    return { text, game: attackGame(text) };
  },
  died: () => {
    const text = 'The first time a friendly unit dies each turn, draw 1.';
    return { text, game: boltGame(text, 'v') };
  },
  'killed-with-spell': () => {
    const text = 'When you kill a unit with a spell, draw 1.';
    return { text, game: boltGame(text, 'v') };
  },
  recycled: () => recyclingSample('When you recycle one or more cards, draw 1.', 'Recycle a card from your trash.', 'trash', 'test:D'),
  'rune-recycled': () => recyclingSample('When you recycle a rune, draw 1.', 'Recycle a friendly rune.', 'runes', 'riftcheck:basic-rune'),
  discarded: () => {
    const text = 'When you discard one or more cards, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            {
              id: 'Alice',
              base: [{ ref: 'w', card: 'test:W' }],
              hand: [
                { ref: 'toss', card: 'test:Toss' },
                { ref: 'h', card: 'test:D' },
              ],
              mainDeck: [{ ref: 'd', card: 'test:D' }],
            },
            { id: 'Bob' },
          ],
          turnPlayer: 'Alice',
          testCards: [card('W', 'unit', text, 1), card('Toss', 'spell', 'Discard 1.'), card('D', 'unit', '', 1)],
        },
        [{ kind: 'play', player: 'Alice', card: 'toss' }],
        triggeredBy('w'),
      ),
    };
  },
  // Alice conquers an empty battlefield; Bob's W watches
  scored: () => {
    const text = 'When an opponent scores, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            { id: 'Alice', base: [{ ref: 'm', card: 'test:D' }], mainDeck: [{ ref: 'd', card: 'test:D' }] },
            { id: 'Bob', base: [{ ref: 'w', card: 'test:W' }], mainDeck: [{ ref: 'b', card: 'test:D' }] },
          ],
          turnPlayer: 'Alice',
          battlefields: [{ ref: 'BF', card: 'test:Field', controller: null }],
          testCards: [card('W', 'unit', text, 1), card('D', 'unit', '', 1), card('Field', 'battlefield', '')],
        },
        [{ kind: 'move', player: 'Alice', units: ['m'], to: 'BF' }],
        triggeredBy('w'),
      ),
    };
  },
  drew: () => spellPlayedBeforeTheWatcher('When you draw your second card each turn, give me +1 :rb_might: this turn.', 'Draw 2.'),
  hid: () => {
    const text = 'When you hide a card, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            {
              id: 'Alice',
              runePool: { energy: 0, power: { fury: 1 } },
              base: [{ ref: 'w', card: 'test:W' }],
              hand: [{ ref: 'fox', card: 'test:Fox' }],
              mainDeck: [{ ref: 'd', card: 'test:D' }],
            },
            { id: 'Bob' },
          ],
          turnPlayer: 'Alice',
          battlefields: [{ ref: 'BF', card: 'test:Field', controller: 'Alice' }],
          testCards: [card('W', 'unit', text, 1), card('Fox', 'spell', '[Hidden]\nDraw 1.'), card('D', 'unit', '', 1), card('Field', 'battlefield', '')],
        },
        [{ kind: 'hide', player: 'Alice', card: 'fox', battlefield: 'BF' }],
        triggeredBy('w'),
      ),
    };
  },
  'points-lost': () => {
    const text = 'When you lose one or more points, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            {
              id: 'Alice',
              points: 2,
              base: [{ ref: 'w', card: 'test:W' }],
              hand: [{ ref: 'toll', card: 'test:Toll' }],
              mainDeck: [{ ref: 'd', card: 'test:D' }],
            },
            { id: 'Bob' },
          ],
          turnPlayer: 'Alice',
          testCards: [card('W', 'unit', text, 1), card('Toll', 'spell', 'You lose 1 point.'), card('D', 'unit', '', 1)],
        },
        [{ kind: 'play', player: 'Alice', card: 'toll' }],
        triggeredBy('w'),
      ),
    };
  },
  'became-empowered': () => spellOnTheWatcher('When I become [Empowered], draw 1.', 'Rouse', 'Empower a unit.', 1),
  'became-mighty': () => spellOnTheWatcher('When I become [Mighty], draw 1.', 'Pump', 'Buff a unit.', 4),
  'might-reached': () => spellOnTheWatcher('When my Might becomes 5 or more, draw 1.', 'Pump', 'Buff a unit.', 4),
  'turn-moment': () => {
    const text = 'At the end of turn, draw 1.';
    return {
      text,
      game: drive(
        {
          players: [
            { id: 'Alice', base: [{ ref: 'w', card: 'test:W' }], mainDeck: [{ ref: 'd', card: 'test:D' }] },
            { id: 'Bob', mainDeck: [{ ref: 'b', card: 'test:D' }] },
          ],
          turnPlayer: 'Alice',
          testCards: [card('W', 'unit', text, 1), card('D', 'unit', '', 1)],
        },
        [{ kind: 'end-turn', player: 'Alice' }],
        triggeredBy('w'),
      ),
    };
  },
};

/** Alice's watcher "W" and a spell of hers that recycles the one card of hers in `zone` (a card in her trash, or a rune). */
function recyclingSample(text: string, spell: string, zone: 'trash' | 'runes', recycled: string): { text: string; game: GameState } {
  return {
    text,
    game: drive(
      {
        players: [
          {
            id: 'Alice',
            base: [{ ref: 'w', card: 'test:W' }],
            hand: [{ ref: 'sift', card: 'test:Sift' }],
            [zone]: [{ ref: 't', card: recycled }],
            mainDeck: [{ ref: 'd', card: 'test:D' }],
          },
          { id: 'Bob' },
        ],
        turnPlayer: 'Alice',
        testCards: [card('W', 'unit', text, 1), card('Sift', 'spell', spell), card('D', 'unit', '', 1)],
      },
      [{ kind: 'play', player: 'Alice', card: 'sift' }],
      triggeredBy('w'),
      ['t'],
    ),
  };
}

test('every kind of happening the trigger table holds has a sample card', () => {
  assert.deepEqual(Object.keys(TRIGGER_SAMPLES).sort(), triggerHappenings().sort());
});

for (const kind of triggerHappenings()) {
  test(`a trigger the table fires on "${kind}" goes on the Chain when that happens`, () => {
    const sample = TRIGGER_SAMPLES[kind];
    assert.ok(sample, `no sample for ${kind}`);
    const { text, game } = sample();
    const trigger = compileCardText(text).abilities.find((a) => a.kind === 'triggered');
    assert.ok(trigger?.kind === 'triggered');
    assert.deepEqual(happeningsFiring(trigger.trigger), [kind]);
    assert.deepEqual(unsupportedParts(compileCardText(text).abilities), []);
    assert.ok(triggeredBy('w')(game), `"${text}" did not trigger`);
  });
}

/** Per kind of condition the "if" table evaluates: a spell whose effect depends on it, played both ways. */
// A sample is a spell Alice plays, or a unit (`unit`) she plays to base or, answering yes, to the
// battlefield she controls (so its condition can read where it is).
/** Who takes the turn and Bob's score, for a condition read from the turn or the scores (reactionDraws). */
type Moment = { turnPlayer: 'Alice' | 'Bob'; bobPoints: number };

// `runes`: the runes in Alice's rune deck when the condition should hold, and when not; `enemy`: Bob has a unit at a battlefield of his
const CONDITION_SAMPLES: Record<
  string,
  {
    text: string;
    yes: string[];
    no: string[];
    unit?: true;
    combat?: true;
    moments?: { yes: Moment; no: Moment };
    runes?: [number, number];
    enemy?: true;
    /** Alice has a plain unit and a [Temporary] one ('tmp') in her base */
    mine?: true;
    /** the condition holding draws fewer ("unless"): Bob, with Energy to pay, pays or declines */
    fewer?: true;
    /** read in Alice's activated ability moving its source instead (activatedMoves): the Might of Bob's unit there when it holds, and when not */
    guards?: [number, number];
  }
> = {
  'did-previous': { text: 'You may discard 1. If you do, draw 2.', yes: ['spare'], no: [] },
  'paid-additional-cost': {
    text: 'You may pay :rb_energy_1: as an additional cost to play this.\nIf you paid the additional cost, draw 2.',
    yes: ['additional:0'],
    no: [],
  },
  'object-is': { text: "When you play me, if I'm at a battlefield, draw 2.", yes: ['BF'], no: [], unit: true },
  exists: { text: 'When you play me, if there is exactly one unit you control at a battlefield, draw 2.', yes: ['BF'], no: [], unit: true },
  'player-has': { text: 'When you play me, if you control a unit at a battlefield, draw 2.', yes: ['BF'], no: [], unit: true },
  // the spell itself, finalized, is a spell played this turn: paying its additional cost is what makes it spend enough
  spent: {
    text: "You may pay :rb_energy_1: as an additional cost to play this.\nIf you've spent :rb_energy_1: or more to play a spell this turn, draw 2.",
    yes: ['additional:0'],
    no: [],
  },
  // the 3 Might token played or not
  'total-might': { text: 'You may play a 3 :rb_might: Recruit unit token. Draw 2 if your units have total Might 3 or more.', yes: [], no: [] },
  // read in a combat instead (excessDamageDraws): Alice's 3 Might attacker against Bob's stunned defender of 1 Might, or of 3
  'excess-damage': { text: 'When you conquer, if you assigned 2 or more excess damage, draw 2.', yes: [], no: [], combat: true },
  // read on Alice's turn and on Bob's, and with Bob near the Victory Score or far from it (reactionDraws)
  'your-turn': {
    text: "[Reaction]\nIf it's your turn, draw 2.",
    yes: [],
    no: [],
    moments: { yes: { turnPlayer: 'Alice', bobPoints: 0 }, no: { turnPlayer: 'Bob', bobPoints: 0 } },
  },
  // Bob's spell played on his turn, before Alice's reaction, or none on hers
  'event-happened': {
    text: '[Reaction]\nIf an opponent has played a spell this turn, draw 2.',
    yes: [],
    no: [],
    moments: { yes: { turnPlayer: 'Bob', bobPoints: 0 }, no: { turnPlayer: 'Alice', bobPoints: 0 } },
  },
  // one rune left in the rune deck, or two
  'could-not': { text: "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 2.", yes: [], no: [], runes: [1, 2] },
  // Bob, answering yes or no, has Alice draw 2 or lets his unit be dealt 6
  'has-you-do': { text: 'Choose an enemy unit. Deal 6 to it unless its controller has you draw 2.', yes: [], no: [], enemy: true },
  // Bob, answering yes or no, pays :rb_energy_1: so that Alice does not draw, or lets her draw
  pays: { text: 'Choose an enemy unit. Draw 2 unless its controller pays :rb_energy_1:.', yes: [], no: [], enemy: true, fewer: true },
  // Alice chooses her [Temporary] unit, or her plain one
  'at-least-one-has': { text: 'Choose a unit you control. If at least one of them has [Temporary], draw 2.', yes: ['tmp'], no: [], mine: true },
  // Alice deals the damage or not: Bob's unit dies in the cleanup after the spell, and only then the new ability draws
  'this-kills': { text: 'You may deal 3 to a unit at a battlefield. If this kills it, do this: draw 2.', yes: [], no: [], enemy: true },
  // Alice's 3 Might unit moves to Bob's battlefield against a unit of 2 Might there, not against one of 3
  'might-over-total': {
    text: ':rb_energy_1:: Move me to an occupied enemy battlefield if my Might is greater than the total Might of enemy units there.',
    yes: [],
    no: [],
    guards: [2, 3],
  },
  'score-within': {
    text: "[Reaction]\nIf an opponent's score is within 3 points of the Victory Score, draw 2.",
    yes: [],
    no: [],
    moments: { yes: { turnPlayer: 'Alice', bobPoints: 6 }, no: { turnPlayer: 'Alice', bobPoints: 0 } },
  },
};

/** The cards Alice draws with her [Reaction] spell, played on her own turn or in answer to Bob's spell on his, Bob at the score given. */
function reactionDraws(text: string, { turnPlayer, bobPoints }: Moment): number {
  const deck = (who: string) => [1, 2, 3].map((n) => ({ ref: `${who} d${n}`, card: 'test:D' }));
  const s = drive(
    {
      players: [
        { id: 'Alice', runePool: { energy: 1, power: {} }, hand: [{ ref: 'c', card: 'test:C' }], mainDeck: deck('Alice') },
        { id: 'Bob', points: bobPoints, runePool: { energy: 1, power: {} }, hand: [{ ref: 'x', card: 'test:X' }], mainDeck: deck('Bob') },
      ],
      turnPlayer,
      testCards: [card('C', 'spell', text), card('X', 'spell', 'Draw 1.'), card('D', 'unit', '', 1)],
    },
    turnPlayer === 'Alice'
      ? [{ kind: 'play', player: 'Alice', card: 'c' }]
      : [
          { kind: 'play', player: 'Bob', card: 'x' },
          { kind: 'pass', player: 'Bob' },
          { kind: 'play', player: 'Alice', card: 'c' },
        ],
    (g) => g.chain.length === 0 && !g.pendingDecision,
  );
  assert.ok(
    s.events.some((e) => e.kind === 'played' && e.object === 'c'),
    'Alice played her spell',
  );
  return s.events.filter((e) => e.kind === 'drew' && e.player === 'Alice').length;
}

/** How many times Alice's 3 Might unit moved, activating its ability with Bob's unit of this Might at his battlefield. */
function activatedMoves(text: string, guardMight: number): number {
  const s = drive(
    {
      players: [{ id: 'Alice', runePool: { energy: 1, power: {} }, base: [{ ref: 'c', card: 'test:C' }] }, { id: 'Bob' }],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'BF', card: 'test:Field', controller: 'Bob', units: [{ ref: 'g', card: 'test:G', owner: 'Bob' }] }],
      testCards: [card('C', 'unit', text, 3), card('G', 'unit', '', guardMight), card('Field', 'battlefield', '')],
    },
    [{ kind: 'activate', player: 'Alice', source: 'c' }],
    (g) => g.chain.length === 0 && !g.pendingDecision,
  );
  return s.events.filter((e) => e.kind === 'moved' && e.object === 'c').length;
}

/** The cards Alice draws once her 3 Might attacker conquers a battlefield held by Bob's stunned unit of that Might. */
function excessDamageDraws(text: string, defenderMight: number): number {
  const s = drive(
    {
      players: [
        {
          id: 'Alice',
          base: [
            { ref: 'w', card: 'test:W' },
            { ref: 'a', card: 'test:A' },
          ],
          mainDeck: [
            { ref: 'd1', card: 'test:A' },
            { ref: 'd2', card: 'test:A' },
          ],
        },
        { id: 'Bob' },
      ],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'BF', card: 'test:Field', controller: 'Bob', units: [{ ref: 'b', card: 'test:B', owner: 'Bob', stunned: true }] }],
      testCards: [card('W', 'unit', text, 1), card('A', 'unit', '', 3), card('B', 'unit', '', defenderMight), card('Field', 'battlefield', '')],
    },
    [{ kind: 'move', player: 'Alice', units: ['a'], to: 'BF' }],
    (g) => g.chain.length === 0 && !g.showdown && !g.pendingDecision,
  );
  assert.equal(s.objects.b!.zone, 'trash', 'the defender died, so Alice conquered');
  return s.events.filter((e) => e.kind === 'drew').length;
}

test('every kind of condition the table evaluates has a sample card', () => {
  assert.deepEqual(Object.keys(CONDITION_SAMPLES).sort(), evaluatedPredicates().sort());
});

for (const kind of evaluatedPredicates()) {
  test(`the condition "${kind}" decides what the card does`, () => {
    const { text, yes, unit, combat, moments, runes, enemy, fewer, guards, mine } = CONDITION_SAMPLES[kind];
    assert.deepEqual(unsupportedParts(compileCardText(text).abilities), []);
    if (guards) {
      assert.ok(activatedMoves(text, guards[0]) > activatedMoves(text, guards[1]), `"${text}" moves the same whether its condition holds or not`);
      return;
    }
    if (moments) {
      assert.ok(reactionDraws(text, moments.yes) > reactionDraws(text, moments.no), `"${text}" draws the same whether its condition holds or not`);
      return;
    }
    if (combat) {
      assert.ok(excessDamageDraws(text, 1) > excessDamageDraws(text, 3), `"${text}" draws the same whether its condition holds or not`);
      return;
    }
    const play = (accept: boolean): GameState => {
      const created = createGame({
        players: [
          {
            id: 'Alice',
            runePool: { energy: 1, power: {} },
            hand: [
              { ref: 'c', card: 'test:C' },
              { ref: 'spare', card: 'test:D' },
            ],
            mainDeck: [
              { ref: 'd1', card: 'test:D' },
              { ref: 'd2', card: 'test:D' },
            ],
            ...(mine
              ? {
                  base: [
                    { ref: 'plain', card: 'test:D' },
                    { ref: 'tmp', card: 'test:T' },
                  ],
                }
              : {}),
            ...(runes ? { runeDeck: Array.from({ length: runes[accept ? 0 : 1] }, (_, i) => ({ ref: `rune ${i + 1}`, card: 'Fury Rune' })) } : {}),
          },
          { id: 'Bob', ...(fewer ? { runePool: { energy: 1, power: {} } } : {}) },
        ],
        turnPlayer: 'Alice',
        ...(unit ? { battlefields: [{ ref: 'BF', card: 'test:Field', controller: 'Alice' }] } : {}),
        ...(enemy ? { battlefields: [{ ref: 'BF', card: 'test:Field', controller: 'Bob', units: [{ ref: 'e', card: 'test:D', owner: 'Bob' }] }] } : {}),
        testCards: [
          unit ? card('C', 'unit', text, 1) : card('C', 'spell', text),
          card('D', 'unit', '', 1),
          card('T', 'unit', '[Temporary]', 1),
          card('Field', 'battlefield', ''),
        ],
      });
      assert.ok(created.ok, JSON.stringify(created));
      let s = created.game;
      const step = (action: Action): void => {
        const r = act(s, action);
        assert.ok(r.result.ok, JSON.stringify(r.result));
        s = r.game;
      };
      step({ kind: 'play', player: 'Alice', card: 'c' });
      for (let n = 0; n < 30 && s.chain.length + (s.pendingDecision ? 1 : 0) > 0; n++) {
        const d = s.pendingDecision;
        if (d) {
          const chosen = accept ? d.options.filter((o) => yes.includes(o.id) || o.id === 'yes').map((o) => o.id) : [];
          const answer =
            d.kind === 'yes-no' ? { accept, chosen: [accept ? 'yes' : 'no'] } : { chosen: chosen.length || d.min === 0 ? chosen : [d.options[0].id] };
          step({ kind: 'decide', player: d.player, decision: d.id, answer });
        } else step({ kind: 'pass', player: (s.priority ?? s.focus)! });
      }
      return s;
    };
    const draws = (s: GameState): number => s.events.filter((e) => e.kind === 'drew').length;
    assert.ok(draws(play(!fewer)) > draws(play(!!fewer)), `"${text}" draws the same whether its condition holds or not`);
  });
}

// ---- the known silent no-ops, now refused --------------------------------------------------------

const KNOWN_NO_OPS: { text: string; part: string }[] = [
  // "When you move an enemy unit" and "When you kill a stunned enemy unit" are fired now (triggers/acted-on.ts, kills.ts); the first kill of a turn is not
  { text: 'The first time you kill a unit each turn, draw 1.', part: 'the trigger "the first time you kill a unit each turn"' },
  // "When you recycle a rune" is fired now (triggers/played.ts); "... two runes" is not
  { text: 'When you recycle two runes, draw 1.', part: 'the trigger "When you recycle two runes"' },
  // "When I conquer after an attack" and "The first time I conquer each turn" are fired now (triggers/conquer.ts); a later time is not
  { text: 'The second time I conquer each turn, draw 1.', part: 'the trigger "the second time I conquer each turn"' },
  { text: 'When you play me, if an opponent controls a stunned unit, draw 1.', part: 'the condition "if an opponent controls a stunned unit"' },
  // "Other friendly Poros have +1 :rb_might:" and "Your Mechs have [Shield]" are carried out now (effects/passive-might.ts);
  // [Vision] given to units is read as they are played (triggers/played.ts), [Quick-Draw] given to Equipment everywhere
  // as they are played and in hand (effects/equipment-keywords.ts); another keyword given to Equipment everywhere is not
  { text: 'Your equipment everywhere have [Temporary].', part: 'the passive ability "your equipment everywhere have [Temporary]"' },
  { text: 'When you play me, they move a unit they control.', part: 'the instruction a move made by the chosen player' },
  // 411.6.a: a granted ability is carried out only when the engine would carry it out as the holder's own, given to units
  {
    text: 'Friendly units have "The first time you kill a unit each turn, draw 1."',
    part: 'the passive ability "friendly units have "the first time you kill a unit each turn, draw 1.""',
  },
  { text: 'Friendly gear have ":rb_exhaust:: Draw 1."', part: 'the passive ability "friendly gear have ":rb_exhaust:: draw 1.""' },
  // "If you spent ..." is read of a spell's own play and of the spell that set off "When you play a spell" (flow.ts); an activated ability has none
  { text: ':rb_exhaust:: Draw 1. If you spent :rb_energy_2: or more, draw 1.', part: 'the condition "if you spent ..." (no play it was spent on)' },
  // "replace this with ..." is carried out for a battlefield (creation.ts); on a unit "this" is no battlefield the engine can replace
  { text: 'When you play me, replace this with the battlefield it replaced.', part: 'the instruction "replace this with ..." (this is no battlefield)' },
  { text: 'When I conquer, replace this with a Brush battlefield token.', part: 'the instruction "replace this with ..." (this is no battlefield)' },
  // A line of bare instructions is a spell's effect; on a unit nothing resolves it (permanent-lines.ts): it was accepted, its targets even asked, and never carried out
  { text: 'Draw 1.', part: 'the line "Draw 1." (the engine carries out a line of instructions only as a spell\'s effect)' },
  { text: 'Deal 2 to an enemy unit.', part: 'the line "Deal 2 to an enemy unit."' },
  // "play me from your trash" read as a cost to play it from hand for, its gate unchecked; nothing let it be played from the trash
  { text: '[Legion][>] You may play me from your trash for :rb_energy_3::rb_rune_fury:.', part: 'the line "[Legion][>] you may play me from your trash' },
  // "If I was at a battlefield" is read from what a death trigger noted (past-conditions.ts); no other trigger notes it
  { text: 'When I attack, draw 1. If I was at a battlefield, draw 1.', part: 'the condition "if I was ..." (no death noted how it was)' },
  // "If you played this from your hand" is read of a spell's own play and of a card's own play trigger (flow.ts); an attack trigger has none
  {
    text: 'When I attack, if you played this from your hand, draw 1.',
    part: 'the condition "if you played this from your hand" (no play of this card to read)',
  },
  { text: ':rb_exhaust:: If you played this from your hand, draw 1.', part: 'the condition "if you played this from your hand"' },
  // After a card's one optional additional cost only "If you do, ..." is read (item-text.ts paidCostEffect): a bare instruction there was paid for and ignored
  { text: 'You may discard 1 as an additional cost to play me. Draw 2.', part: 'the instruction after an additional cost' },
  // "X" is given a value by nothing (referents.ts amountOf): the XP was never spent, the points never scored, the cards never drawn
  { text: 'When you play me, spend X XP to draw 1.', part: 'the amount "X" (nothing gives it a value)' },
  { text: 'When you play me, gain X XP.', part: 'the amount "X" (nothing gives it a value)' },
  { text: 'When you play me, score X points.', part: 'the amount "X" (nothing gives it a value)' },
  { text: 'When you play me, draw X.', part: 'the amount "X" (nothing gives it a value)' },
  // "Use only ..." keeps what an [Add] before it added (resources.ts): with none before it, it kept nothing
  { text: 'When you play me, use only to play spells.', part: 'the instruction "Use only to play spells" (no [Add] before it)' },
  { text: ':rb_exhaust:: Draw 1. Use only to play spells.', part: 'the instruction "Use only to play spells" (no [Add] before it)' },
  // "that much" is the amount of a lone "Pay any amount of ..." before it (costs-within.ts): after any other cost the engine threw
  {
    text: 'When you play me, discard a card to deal that much damage to a unit.',
    part: 'the instruction "that much" (no lone payment of any amount before it)',
  },
  {
    text: 'When you play me, pay any amount of Energy and exhaust me to deal that much damage to a unit.',
    part: 'the instruction "that much" (no lone payment of any amount before it)',
  },
  // "they" is the player chosen before it, or the one whose play a trigger saw (lasting-effects.ts): here nobody, and nothing was forbidden
  { text: "When you play me, they can't move it this turn.", part: 'the instruction "they can\'t move it this turn" (no player is "they")' },
  // the same for "their" facedown cards: no one's were let to be seen, and an "If you do" after it did not happen
  {
    text: 'When you play me, you can look at their facedown cards this turn.',
    part: 'the instruction "you can look at their facedown cards this turn" (no player is "their")',
  },
  // a unit token has a Might (185.2.b): neither the text nor rule 187 gives a Wisp one
  { text: 'When you play me, play a Wisp unit token.', part: 'the instruction create-token of a Wisp unit token (no Might given, none defined by rule 187)' },
  // a recall takes a permanent to its base (455); a rune is no permanent (133.5.a.1): it stayed among the runes while a recall was logged
  { text: 'When you play me, recall a rune you control.', part: 'the instruction recalling a rune (no permanent)' },
  // a delayed "When they hold" waits for the hold however many turns it takes (triggers/delayed.ts): "this turn" was dropped, and it fired in later turns
  { text: 'When you play me, choose an opponent. When they hold this turn, draw 1.', part: 'the instruction delayed trigger at that moment' },
  // "When it wins a combat this turn" waits for any combat it wins (triggers/delayed-events.ts): "here" after "a combat" was dropped
  { text: 'When you play me, choose a unit. When it wins a combat here this turn, draw 1.', part: 'the instruction delayed trigger at that moment' },
  // "alone" is read for a hold, "alone" and "one on one" for an attack or a defence (triggers/self.ts): "one on one" of a hold was dropped, and every hold fired it
  { text: 'When I hold one on one, draw 1.', part: 'the trigger "When I hold one on one"' },
  // "When you kill a unit with a spell" fires once a spell has killed one (triggers/spell-kills.ts): a count was dropped, and one kill fired "two units"
  { text: 'When you kill two units with a spell, draw 1.', part: 'the trigger "When you kill two units with a spell"' },
  // keywords are read from the first bracket of each line: "[Assault 2]" after "[Tank]" was compiled and never had (it attacked at its own Might)
  { text: '[Tank] [Assault 2]', part: 'the keyword [Assault 2] (after another keyword on its line)' },
  // a battlefield token is created in the Battlefield Zone ("Add ... to the board", 439.2.b.5): played like a permanent it landed in a base
  { text: 'Play a Brush battlefield token.', part: 'the instruction create-token of a Brush battlefield token (played, not added to the board)' },
  // "you may" is asked of the ability's controller, who then does it (flow.ts optional): an opponent's choice was asked of Alice
  { text: 'An opponent may discard 1 to draw 2.', part: 'the instruction "an opponent may ..."' },
  // a move trigger reads where the move went or began as a battlefield, base or any location (triggers/self.ts): "open"
  // and "you control" were dropped, and every move to a battlefield fired them
  { text: 'When I move to an open battlefield, draw 1.', part: 'the trigger "When I move to an open battlefield"' },
  { text: 'When I move from a battlefield you control, draw 1.', part: 'the trigger "When I move from a battlefield you control"' },
  // "If you do" after a delayed ability was read as "if the delayed ability was made", and drew at once
  {
    text: 'When you play me, choose a unit. When it takes damage this turn, kill it. If you do, draw 1.',
    part: 'the condition "If you do" right after a delayed ability',
  },
  // the same, with the delayed ability inside a condition: "If you do" was read as "if the condition held", and drew at once
  {
    text: 'When you play me, if you control a gear, at the end of this turn, draw 1. If you do, draw 2.',
    part: 'the condition "If you do" right after a delayed ability',
  },
  // "they" with no player chosen before it: the hold watch was made for no one, and never went off
  { text: 'When you play me, draw 1. When they hold, draw 1.', part: 'the delayed trigger "When they hold" (no player is "they")' },
  // the engine threw as these resolved: a banished battlefield has no owner's banishment to go to; "you don't ... this
  // way" was read only as the whole of what follows "if"
  { text: 'When you play me, banish a battlefield.', part: 'banishing a battlefield' },
  {
    text: "When you play me, each player must kill one of their units. If it's your turn, you don't kill a unit this way and you draw 1.",
    part: 'the instruction "you don\'t ... this way"',
  },
  // only "choose a player" and "choose an opponent" choose a player (flow.ts): any other choice of players was looked for among the objects, and the play refused
  { text: 'When you play me, choose another player. They draw 1.', part: 'the instruction choosing players other than "a player" or "an opponent"' },
  { text: 'When you play me, choose an enemy player. They draw 1.', part: 'the instruction choosing players other than "a player" or "an opponent"' },
  { text: 'When you play me, choose two players. They draw 1.', part: 'the instruction choosing players other than "a player" or "an opponent"' },
  // "When you burn a unit this way" looks at what the burn just before it burned (when-this-way.ts): after a kill it took the killed unit, now in the trash, for a burned one
  {
    text: 'When you play me, kill a unit. When you burn a unit this way, do this: Draw 1.',
    part: 'the instruction "When you burn ... this way" (no burn just before it)',
  },
];

for (const { text, part } of KNOWN_NO_OPS) {
  test(`"${text}" is refused as unsupported, naming ${part}, played or on the board, for any action`, () => {
    const created = createGame({
      players: [
        {
          id: 'Alice',
          hand: [
            { ref: 'odd', card: 'test:Odd' },
            { ref: 'plain', card: 'test:Plain' },
          ],
          base: [{ ref: 'odd2', card: 'test:Odd' }],
        },
        { id: 'Bob' },
      ],
      turnPlayer: 'Alice',
      testCards: [card('Odd', 'unit', text, 2), card('Plain', 'unit', '', 1)],
    });
    assert.ok(created.ok);
    for (const refused of ['odd', 'plain']) {
      const { result } = act(created.game, { kind: 'play', player: 'Alice', card: refused });
      assert.ok(!result.ok && result.refusal.code === 'unsupported', JSON.stringify(result));
      assert.ok(result.refusal.reason.includes(part), result.refusal.reason);
      if (refused === 'plain') assert.match(result.refusal.reason, /Odd on the board/);
    }
    // Not only plays: with the permanent on the board, no step of the game goes on without it.
    const { result } = act(created.game, { kind: 'end-turn', player: 'Alice' });
    assert.ok(!result.ok && result.refusal.code === 'unsupported' && result.refusal.reason.includes(part), JSON.stringify(result));
  });
}

test('a card whose text the compiler cannot read is refused wherever it is, since that text may work from there ("As I\'m revealed from your deck")', () => {
  const unread = "When you play me, draw 1. As I'm revealed from your deck, [Add] :rb_energy_2:.";
  const game = (text: string): GameState => {
    const created = createGame({
      players: [{ id: 'Alice', hand: [{ ref: 'spell', card: 'test:Study' }], mainDeck: [{ ref: 'titan', card: 'test:Titan' }] }, { id: 'Bob' }],
      turnPlayer: 'Alice',
      testCards: [card('Titan', 'unit', text, 5), card('Study', 'spell', 'Draw 1.')],
    });
    assert.ok(created.ok, JSON.stringify(created));
    return created.game;
  };
  const play: Action = { kind: 'play', player: 'Alice', card: 'spell' };
  const refused = act(game(unread), play).result;
  assert.ok(!refused.ok && refused.refusal.code === 'unsupported', JSON.stringify(refused));
  assert.match(refused.refusal.reason, /Titan in the main deck has text the compiler does not understand/);
  // The same card with text the compiler reads stays in the deck unremarked until it is played.
  assert.ok(act(game('When you play me, draw 1.'), play).result.ok);
});

test("a battlefield's trigger that no finder of battlefields' abilities watches is refused, naming it; one a finder watches is played", () => {
  const game = (text: string): GameState => {
    const created = createGame({
      players: [
        {
          id: 'Alice',
          hand: [{ ref: 'spell', card: 'test:Study' }],
          mainDeck: [
            { ref: 'd1', card: 'test:Study' },
            { ref: 'd2', card: 'test:Study' },
          ],
        },
        { id: 'Bob' },
      ],
      battlefields: [{ ref: 'grave', card: 'test:Grave' }],
      turnPlayer: 'Alice',
      testCards: [card('Grave', 'battlefield', text), card('Study', 'spell', 'Draw 1.')],
    } as Setup);
    assert.ok(created.ok, JSON.stringify(created));
    return created.game;
  };
  const play: Action = { kind: 'play', player: 'Alice', card: 'spell' };
  // the trigger table claims "When a friendly unit dies" (a unit's finder fires it), but no finder reads a battlefield's
  const refused = act(game('When a friendly unit dies, draw 1.'), play).result;
  assert.ok(!refused.ok && refused.refusal.code === 'unsupported', JSON.stringify(refused));
  assert.match(refused.refusal.reason, /the battlefield Grave .*the trigger "When a friendly unit dies" \(no finder of a battlefield's abilities watches it\)/);
  assert.ok(act(game('When you play a spell, draw 1.'), play).result.ok);
});
