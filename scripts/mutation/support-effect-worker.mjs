// The child of scripts/mutation/support-effect.ts: for each bundle path it is sent, imports that bundle (the
// engine's support answer, a mutant in it or none) and answers with the support answer of every card of the
// corpus: "ok" (carried out whole), "unread: ..." / "unsupported: ..." (refused, and why), "throws: ...".
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const corpus = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function answer(engine, card) {
  try {
    const [unread] = engine.unreadParts(card);
    if (unread !== undefined) return `unread: ${unread}`;
    const parts = engine.unsupportedParts(engine.abilitiesOf(card));
    return parts.length ? `unsupported: ${parts.join('; ')}` : 'ok';
  } catch (e) {
    return `throws: ${String(e?.message ?? e).split('\n')[0]}`;
  }
}

// `extra`: cards of this request only (the texts a listed reason quotes), answered after the corpus, or alone.
process.on('message', async ({ bundle, extra = [], onlyExtra = false }) => {
  try {
    const engine = await import(pathToFileURL(bundle).href);
    process.send({ answers: [...(onlyExtra ? [] : corpus), ...extra].map((card) => answer(engine, card)) });
  } catch (e) {
    process.send({
      error: String(e?.stack ?? e)
        .split('\n')
        .slice(0, 3)
        .join(' '),
    });
  }
});
