// The deck check (rules/deck-check.ts) on a small card set of our own, so each construction rule is
// shown to accept what it allows and to name itself for what it forbids; then the readers of the two
// list formats, the CLI and POST /decks/check, and a real deck against the card list when the data is there.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as deckCommand } from '../../cli/commands/deck.ts';
import { CliError } from '../../cli/errors.ts';
import { createReferenceApp } from '../../api/reference.ts';
import { checkDeck, deckCardsFrom, type DeckCard } from '../../rules/deck-check.ts';
import { DeckListError, parseDeckList, type DeckList } from '../../rules/deck-list.ts';
import { dataDir, needsData } from '../support/data.ts';

const card = (name: string, type: DeckCard['type'], domains: string[], tags: string[] = []): DeckCard => ({ code: `T-${name}`, name, type, domains, tags });
const CARDS: DeckCard[] = [
  card('Loose Fuse', 'legend', ['fury', 'chaos'], ['Jinx']),
  card('Jinx, Rebel', 'unit', ['chaos'], ['Jinx', 'Zaun']),
  card('Annie, Fiery', 'unit', ['fury'], ['Annie']),
  card('Big Rocket', 'spell', ['fury', 'chaos'], ['Jinx']),
  card('Bear Friend', 'unit', ['fury', 'chaos'], ['Annie']),
  card('Yordle Scout', 'unit', ['fury'], ['Yordle']),
  card('Calm Monk', 'unit', ['calm']),
  card('Odd Pair', 'spell', ['fury', 'calm']),
  card('Plain Gear', 'gear', []),
  card('Fury Rune', 'rune', ['fury']),
  card('Chaos Rune', 'rune', ['chaos']),
  card('Calm Rune', 'rune', ['calm']),
  card('Bridge', 'battlefield', []),
  card('Ford', 'battlefield', []),
  card('Pass', 'battlefield', []),
  ...Array.from({ length: 12 }, (_, i) => card(`Filler ${i + 1}`, i % 2 ? 'unit' : 'spell', [i % 3 ? 'fury' : 'chaos'])),
];

/** A legal deck: the champion, 39 fillers (13 names × 3), 6 + 6 runes, three battlefields. */
function legal(): DeckList {
  return {
    legend: [{ card: 'Loose Fuse', count: 1 }],
    champion: [{ card: 'Jinx, Rebel', count: 1 }],
    main: [...Array.from({ length: 12 }, (_, i) => ({ card: `Filler ${i + 1}`, count: 3 })), { card: 'Plain Gear', count: 3 }],
    runes: [
      { card: 'Fury Rune', count: 6 },
      { card: 'Chaos Rune', count: 6 },
    ],
    battlefields: ['Bridge', 'Ford', 'Pass'].map((b) => ({ card: b, count: 1 })),
    sideboard: [],
  };
}

const rulesOf = (list: DeckList) => checkDeck(list, CARDS).violations.map((v) => v.rule);
const edit = (change: (l: DeckList) => void): DeckList => {
  const l = legal();
  change(l);
  return l;
};

describe('deck construction rules (v1.4 103)', () => {
  test('a deck that meets every rule is legal', () => {
    const r = checkDeck(legal(), CARDS);
    assert.deepEqual(r.violations, []);
    assert.equal(r.legal, true);
    assert.deepEqual(r.counts, { main: 40, runes: 12, battlefields: 3, signature: 0, sideboard: 0 });
    assert.deepEqual(r.domainIdentity, ['fury', 'chaos']);
  });

  test('103.1: exactly one Champion Legend, and a legend', () => {
    assert.deepEqual(rulesOf(edit((l) => (l.legend = []))), ['103.1']);
    assert.deepEqual(rulesOf(edit((l) => (l.legend[0]!.count = 2))), ['103.1']);
    assert.ok(rulesOf(edit((l) => (l.legend = [{ card: 'Calm Monk', count: 1 }]))).includes('103.1'));
  });

  test('103.2: at least 40 main deck cards counting the Chosen Champion (39 is one short), units, gear and spells only', () => {
    assert.deepEqual(rulesOf(edit((l) => (l.main[0]!.count = 2))), ['103.2']);
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Bridge', count: 1 }))), ['103.2']);
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Filler 1', count: 0 + 0 }))), [], 'a zero count adds nothing');
  });

  test('103.2.a.2: the Chosen Champion is a champion unit of the legend; 103.2.d.3: never a signature card', () => {
    assert.deepEqual(rulesOf(edit((l) => (l.champion = []))), ['103.2.a', '103.2']);
    assert.ok(rulesOf(edit((l) => (l.champion = [{ card: 'Annie, Fiery', count: 1 }]))).includes('103.2.a.2'));
    assert.ok(rulesOf(edit((l) => (l.champion = [{ card: 'Filler 2', count: 1 }]))).includes('103.2.a.2'));
    assert.ok(rulesOf(edit((l) => (l.champion = [{ card: 'Big Rocket', count: 1 }]))).includes('103.2.d.3'));
  });

  test('103.2.b: three copies of a name, the Chosen Champion included', () => {
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Jinx, Rebel', count: 2 }))), []);
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Jinx, Rebel', count: 3 }))), ['103.2.b']);
    assert.deepEqual(rulesOf(edit((l) => (l.main[0]!.count = 4))), ['103.2.b']);
  });

  test("825.3: one card of a name with [Unique]; 103.2.b's three lifted only for the card whose text names itself; 103.1.b.5", () => {
    const text = (name: string, printed: string, type = 'gear', domains = ['fury']) =>
      deckCardsFrom([{ code: `T-${name}`, name, type, domains, tags: [], text: printed }])[0]!;
    const cards = [
      ...CARDS,
      text('Lone Crown', '[Unique] (Your deck can have only 1 card with this name.)'),
      text('Swarmling', 'Your deck can have any number of cards named Swarmling.', 'unit'),
      text('Copycat', 'Your deck can have any number of cards named Swarmling.', 'unit'),
      text('Wanderer', 'Your deck can have me regardless of my domain.', 'unit', ['calm']),
    ];
    const with_ = (card: string, n: number) =>
      checkDeck(
        edit((l) => (l.main[0]!.card = card) && (l.main[0]!.count = n)),
        cards,
      ).violations.map((v) => v.rule);
    assert.deepEqual(with_('Lone Crown', 1), ['103.2'], 'one Unique card is allowed (the deck is then two cards short)');
    assert.deepEqual(with_('Lone Crown', 3), ['825.3.a']);
    assert.deepEqual(with_('Swarmling', 7), [], 'any number of the card that allows it');
    assert.deepEqual(with_('Copycat', 4), ['103.2.b'], 'a permission naming another card does not lift the limit on this one');
    assert.deepEqual(with_('Wanderer', 3), [], 'a calm card in a fury and chaos deck, by its own text');
    assert.deepEqual(with_('Calm Monk', 3), ['103.1.b.3']);
  });

  test('103.1.b: every card within the Domain Identity; a card of several domains needs them all; colorless goes anywhere', () => {
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Calm Monk', count: 1 }))), ['103.1.b.3']);
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Odd Pair', count: 1 }))), ['103.1.b.4']);
    assert.deepEqual(
      rulesOf(
        edit((l) => {
          l.runes[1]!.count = 5;
          l.runes.push({ card: 'Calm Rune', count: 1 });
        }),
      ),
      ['103.3.a.1'],
    );
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Plain Gear', count: 0 }))), []);
  });

  test("103.2.d: at most three signature cards in all, each of the legend's champion (a tag no champion is named after is no champion's)", () => {
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Big Rocket', count: 3 }))), []);
    assert.equal(
      checkDeck(
        edit((l) => l.main.push({ card: 'Big Rocket', count: 3 })),
        CARDS,
      ).counts.signature,
      3,
    );
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Big Rocket', count: 3 }, { card: 'Bear Friend', count: 1 }))), ['103.2.d.1', '103.2.d.2']);
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Bear Friend', count: 1 }))), ['103.2.d.2']);
    assert.deepEqual(rulesOf(edit((l) => l.main.push({ card: 'Yordle Scout', count: 3 }))), [], 'Yordle names no champion');
  });

  test('103.3.a: exactly 12 rune cards, runes only', () => {
    assert.deepEqual(rulesOf(edit((l) => (l.runes[0]!.count = 5))), ['103.3.a']);
    assert.deepEqual(rulesOf(edit((l) => (l.runes[0]!.count = 7))), ['103.3.a']);
    assert.deepEqual(
      rulesOf(
        edit((l) => {
          l.runes[0]!.count = 5;
          l.runes.push({ card: 'Filler 1', count: 1 });
        }),
      ),
      ['103.3.a'],
    );
  });

  test("the mode's rule: three battlefields; 103.4.c: of different names", () => {
    assert.deepEqual(rulesOf(edit((l) => l.battlefields.pop())), ['485.4.a']);
    assert.deepEqual(
      checkDeck(
        edit((l) => l.battlefields.pop()),
        CARDS,
        'ffa4',
      ).violations.map((v) => v.rule),
      ['488.4.a'],
    );
    assert.deepEqual(rulesOf(edit((l) => (l.battlefields[2]!.card = 'Ford'))), ['103.4.c']);
    assert.deepEqual(rulesOf(edit((l) => (l.battlefields[2]!.card = 'Filler 1'))), ['103.4']);
  });

  test('an unknown card makes the deck not legal, with the closest names; codes name cards too', () => {
    const r = checkDeck(
      edit((l) => (l.main[0]!.card = 'Filer 1')),
      CARDS,
    );
    assert.equal(r.legal, false);
    assert.deepEqual(r.unknownCards[0]?.card, 'Filer 1');
    assert.ok(r.unknownCards[0]!.suggestions.includes('Filler 1'));
    assert.equal(
      checkDeck(
        edit((l) => (l.main[0]!.card = 'T-Filler 1')),
        CARDS,
      ).legal,
      true,
    );
  });
});

describe('deck list formats', () => {
  const TEXT = `Legend:
1 Loose Fuse
Champion: Jinx, Rebel
MainDeck:
${Array.from({ length: 12 }, (_, i) => `3x Filler ${i + 1}`).join('\n')}
3 Plain Gear   # a comment
Battlefields:
1 Bridge
1 Ford
1 Pass
Runes:
6 Fury Rune
6 Chaos Rune
Sideboard:
2 Calm Monk
`;
  test('the text export: headers, "3x", an inline entry, codes in brackets, comments', () => {
    const l = parseDeckList(TEXT);
    assert.deepEqual(l.champion, [{ card: 'Jinx, Rebel', count: 1, line: 3 }]);
    assert.deepEqual(l.main.at(-1), { card: 'Plain Gear', count: 3, line: 17 });
    assert.equal(checkDeck(l, CARDS).legal, true);
    assert.equal(l.main.length, 13);
    assert.deepEqual(l.sideboard, [{ card: 'Calm Monk', count: 2, line: 26 }]);
  });

  test('a code in brackets names the card', () => {
    assert.deepEqual(parseDeckList('Legend:\n1 Kai (OGN-247/298)').legend, [{ card: 'OGN-247/298', count: 1, line: 2 }]);
  });

  test('JSON and YAML documents read as the text export does', () => {
    const doc = {
      legend: 'Loose Fuse',
      champion: 'Jinx, Rebel',
      main: ['3 Filler 1', { card: 'Filler 2', count: 2 }],
      runes: ['12 Fury Rune'],
      battlefields: ['Bridge'],
    };
    const fromJson = parseDeckList(JSON.stringify(doc));
    assert.deepEqual(fromJson.main, [
      { card: 'Filler 1', count: 3 },
      { card: 'Filler 2', count: 2 },
    ]);
    const fromYaml = parseDeckList(
      'legend: Loose Fuse\nchampion: Jinx, Rebel\nmain:\n  - 3 Filler 1\n  - card: Filler 2\n    count: 2\nrunes: [12 Fury Rune]\nbattlefields: [Bridge]\n',
    );
    assert.deepEqual(fromYaml, fromJson);
  });

  test('bad lists are errors that say where', () => {
    assert.throws(() => parseDeckList(''), /empty/);
    assert.throws(
      () => parseDeckList('3 Filler 1'),
      (e: Error) => e instanceof DeckListError && /line 1: .*before any section header/.test(e.message),
    );
    assert.throws(() => parseDeckList('{"legend": "X", "extra": []}'), /unknown field "extra"/);
    assert.throws(() => parseDeckList('{"main": [{"card": "X", "count": -1}]}'), /positive whole number/);
    assert.throws(() => parseDeckList('{oops'), /not valid JSON/);
  });
});

/** Real cards of the card list: a Jinx deck's main deck names, three of each with the champion make 40. */
const JINX_MAIN = [
  'Cleave',
  'Disintegrate',
  'Get Excited!',
  'Hextech Ray',
  'Sky Splitter',
  'Fight or Flight',
  'Gust',
  'Morbid Return',
  'Rebuke',
  'Ride the Wind',
  'Undercover Agent',
  'Incinerate',
  'Flash',
];

/** A Jinx deck list in the text export: three of each name, then the `extra` main deck lines, battlefields and runes. */
const jinxDeck = (main: readonly string[], extra = '') =>
  `Legend:\n1 Loose Cannon\nChampion:\n1 Jinx, Demolitionist\nMainDeck:\n${main.map((n) => `3 ${n}`).join('\n')}\n${extra}Battlefields:\n1 Altar to Unity\n1 Aspirant's Climb\n1 Back-Alley Bar\nRunes:\n6 Fury Rune\n6 Chaos Rune\n`;

describe('riftcheck deck check and POST /decks/check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rc-deck-'));
  const catalogDeck = join(dir, 'catalog.txt');
  // Catalog cards only: the catalog holds no legal deck, so the verdict names rules.
  const CATALOG_DECK = 'Legend:\n1 Yasuo, Remorseful\nChampion:\n1 Vi, Destructive\nMainDeck:\n4 Shipyard Skulker\n';
  writeFileSync(catalogDeck, CATALOG_DECK);
  const run = async (argv: string[], data: string | null = null) => {
    const lines: string[] = [];
    const code = await deckCommand(argv, { dataDir: data, out: (l) => lines.push(l) });
    return { code, out: lines.join('\n') };
  };

  test('from the catalog: not legal (exit 1), each violation with its rule, and a note that only the catalog was known', async () => {
    const { code, out } = await run(['check', catalogDeck]);
    assert.equal(code, 1);
    assert.match(out, /^not legal \(v1\.4 rules, duel\)/);
    assert.match(out, /103\.1 +Yasuo, Remorseful is a unit, not a legend/);
    assert.match(out, /103\.2\.b +4 copies of Shipyard Skulker/);
    assert.match(out, /485\.4\.a +duel asks each player for 3 battlefields/);
    assert.match(out, /note: cards known: the project catalog only/);
    const json = JSON.parse((await run(['check', catalogDeck, '--json', '--mode', 'match'])).out) as {
      legal: boolean;
      cardSource: string;
      violations: Array<{ rule: string }>;
    };
    assert.equal(json.legal, false);
    assert.equal(json.cardSource, 'catalog');
    assert.ok(json.violations.some((v) => v.rule === '486.4.a'));
  });

  test('bad input is exit 2 with one line', async () => {
    await assert.rejects(run(['check', join(dir, 'missing.txt')]), (e: Error) => e instanceof CliError && /cannot read .*ENOENT/.test(e.message));
    await assert.rejects(run(['check', catalogDeck, '--mode', 'chess']), /unknown mode chess/);
    await assert.rejects(run(['oops']), (e: Error) => e instanceof CliError && e.exitCode === 2);
  });

  test('POST /decks/check answers the same verdict, 400 for a list it cannot read', async () => {
    const app = createReferenceApp({ dataDir: null, withoutCorpus: true });
    const post = (body: object) => app.request('/decks/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await post({ list: CATALOG_DECK });
    assert.equal(answer.status, 200);
    const body = (await answer.json()) as { legal: boolean; violations: Array<{ rule: string }>; cardSource: string };
    assert.equal(body.legal, false);
    assert.equal(body.cardSource, 'catalog');
    assert.deepEqual(
      body.violations.map((v) => v.rule),
      ['103.1', '103.2', '103.2.b', '103.3.a', '485.4.a'],
    );
    const unreadable = await post({ list: 'just a line' });
    assert.equal(unreadable.status, 400);
    assert.match(await unreadable.text(), /before any section header/);
    assert.equal((await post({ list: 'Legend:\n1 X', edition: 'v9' })).status, 404);
    assert.equal((await post({ list: 'Legend:\n1 X', edition: 'v1.1' })).status, 503, 'no rules loaded to cite v1.1');
    assert.equal((await post({ list: 'Legend:\n1 X', mode: 'chess' })).status, 400);
  });

  test('a real deck from the card list: legal, then each change names its rule, in v1.4 and in v1.0 numbers', { skip: needsData }, async () => {
    const real = join(dir, 'jinx.txt');
    const text = (extra = '') => jinxDeck(JINX_MAIN, extra);
    writeFileSync(real, text());
    assert.deepEqual(await run(['check', real], dataDir), {
      code: 0,
      out: 'legal (v1.4 rules, duel): main deck 40, runes 12, battlefields 3, signature cards 0; Domain Identity fury, chaos',
    });
    writeFileSync(real, text('1 Tibbers\n2 Super Mega Death Rocket!\n1 Fox-Fire\n'));
    const { code, out } = await run(['check', real, '--json'], dataDir);
    assert.equal(code, 1);
    const r = JSON.parse(out) as { violations: Array<{ rule: string; cards?: string[] }>; counts: { signature: number } };
    assert.equal(r.counts.signature, 4);
    assert.deepEqual(
      r.violations.map((v) => v.rule),
      ['103.1.b.4', '103.2.d.1', '103.2.d.2'],
    );
    assert.deepEqual(r.violations[2]!.cards, ['Tibbers', 'Fox-Fire']);
    const v10 = JSON.parse((await run(['check', real, '--json', '--edition', 'v1.0'], dataDir)).out) as {
      edition: string;
      violations: Array<{ rule: string }>;
    };
    assert.equal(v10.edition, 'v1.0');
    assert.equal(v10.violations.length, 3);
  });

  test(
    'real cards whose text changes deck construction: Spiderling in any number, two Forgefire Capes (a Unique signature card) refused',
    { skip: needsData },
    async () => {
      const list = join(dir, 'spiders.txt');
      // ten names, three of each, and the champion: 31 cards, nine short of a deck for the extra lines to fill
      const text = (extra: string) => jinxDeck(JINX_MAIN.slice(0, 10), extra);
      const rules = async (extra: string) => {
        writeFileSync(list, text(extra));
        return (JSON.parse((await run(['check', list, '--json'], dataDir)).out) as { violations: Array<{ rule: string }> }).violations.map((v) => v.rule);
      };
      assert.deepEqual(await rules('9 Spiderling\n'), [], 'nine Spiderlings (chaos) in a fury and chaos deck');
      assert.deepEqual(await rules('7 Cleave\n2 Incinerate\n'), ['103.2.b'], 'ten Cleaves are too many');
      // Forgefire Cape, an Ornn signature card with [Unique], is outside this deck's domains and champion: only the Unique rule is looked at here.
      assert.ok(!(await rules('8 Incinerate\n1 Forgefire Cape\n')).includes('825.3.b'), 'one Forgefire Cape');
      assert.ok((await rules('7 Incinerate\n2 Forgefire Cape\n')).includes('825.3.b'), 'two Forgefire Capes');
    },
  );
});
