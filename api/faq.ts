// The official FAQs as rulings: GET /rulings/faq, GET /rulings/faq/{id}, and the entries that match the
// rules an outcome cites (POST /rulings/outcome). An entry's rules, in the suite's edition, are the
// rules its answer cites (through the crosswalk, from the edition in force when it was published) and
// the rules of the Examples that execute it.
import type { Context, Hono } from 'hono';
import type { FaqEntry } from '../rules/faq.ts';
import type { Corpus } from '../rules/index.ts';
import type { FeatureIndex } from '../reports/src/feature-index.ts';
import { faqIdsOf, type FaqIndexFile } from '../reports/src/faq-index.ts';
import { problem } from './problem.ts';
import { valid } from './request.ts';
import { faqListQuerySchema, faqParamSchema } from './schemas.ts';
import type { Schemas } from '../protocol/index.ts';

export interface FaqSources {
  /** The official FAQ entries (rules/faq.ts); called once, on first use. None: the routes answer 503. */
  faqs?: () => FaqEntry[];
  /** features/faq.yaml (reports/src/faq-index.ts); called once. */
  faqIndexFile?: () => FaqIndexFile;
  corpus?: Corpus;
  featureIndex?: () => Pick<FeatureIndex, 'examples'>;
}

/** At most this many FAQ entries come with an outcome. */
export const OUTCOME_FAQ_LIMIT = 20;
const SUITE_EDITION = 'v1.4';

interface Known {
  entry: FaqEntry;
  rules: string[];
  scenarios: Array<Schemas['ScenarioRef']>;
  notExecutable: Schemas['FaqNotExecutable'] | null;
}

export class FaqRulings {
  private known: Map<string, Known> | null = null;
  constructor(private readonly sources: FaqSources) {}

  get available(): boolean {
    return this.sources.faqs !== undefined;
  }

  private all(): Map<string, Known> {
    if (this.known) return this.known;
    const entries = this.sources.faqs!();
    const examples = this.sources.featureIndex?.().examples ?? [];
    const listings = this.sources.faqIndexFile?.().listings ?? new Map();
    const crosswalk = this.sources.corpus?.crosswalk();
    const loaded = new Set<string>(this.sources.corpus?.editions.map((e) => e.id) ?? []);
    const toSuite = (edition: string, id: string): string | null => {
      if (edition === SUITE_EDITION) return id;
      // without the cited edition loaded, a citation cannot be placed in the suite's numbering
      if (!crosswalk || !loaded.has(edition) || !loaded.has(SUITE_EDITION)) return null;
      try {
        return crosswalk.map(edition as never, id, SUITE_EDITION as never).id;
      } catch {
        return null;
      }
    };
    this.known = new Map(
      entries.map((entry) => {
        const own = examples.filter((ex) => faqIdsOf(ex).includes(entry.id));
        const rules: string[] = [];
        for (const r of [...entry.cites.map((c) => toSuite(entry.edition, c)), ...own.flatMap((ex) => ex.ruleIds)]) {
          if (r && !rules.includes(r)) rules.push(r);
        }
        const listing = listings.get(entry.id);
        return [
          entry.id,
          {
            entry,
            rules,
            scenarios: own.map((e) => ({ name: e.name, rules: e.ruleIds, file: e.file, line: e.line, gherkin: e.gherkin })),
            notExecutable: listing && !listing.executable ? { reason: listing.reason, why: listing.why } : null,
          },
        ];
      }),
    );
    return this.known;
  }

  /** The entries that share rules with an outcome's, most shared first. */
  matching(rules: readonly string[]): Array<Schemas['FaqMatch']> {
    if (!this.available || !rules.length) return [];
    const asked = new Set(rules);
    return [...this.all().values()]
      .map((k) => ({ id: k.entry.id, question: k.entry.question, rules: k.rules.filter((r) => asked.has(r)) }))
      .filter((m) => m.rules.length)
      .sort((a, b) => b.rules.length - a.rules.length)
      .slice(0, OUTCOME_FAQ_LIMIT);
  }

  mount(app: Hono): void {
    const unavailable = (c: Context) => problem(c, 503, 'unavailable', 'this server has no official FAQs loaded (they are read from the rules data)');
    app.get('/rulings/faq', valid('query', faqListQuerySchema), (c) => {
      if (!this.available) return unavailable(c);
      const { document, rule } = c.req.valid('query');
      const under = (r: string) => rule === undefined || r === rule || r.startsWith(`${rule}.`);
      const entries = [...this.all().values()]
        .filter((k) => (document === undefined || k.entry.document === document) && (rule === undefined || k.rules.some(under)))
        .map((k): Schemas['FaqSummary'] => ({
          id: k.entry.id,
          document: k.entry.document,
          kind: k.entry.kind,
          question: k.entry.question,
          edition: k.entry.edition,
          cites: k.entry.cites,
          rules: k.rules,
          scenarios: k.scenarios.length,
          notExecutable: k.notExecutable,
        }));
      const body: Schemas['FaqList'] = { entries };
      return c.json(body);
    });
    app.get('/rulings/faq/:faqId', valid('param', faqParamSchema), (c) => {
      if (!this.available) return unavailable(c);
      const { faqId } = c.req.valid('param');
      const k = this.all().get(faqId);
      if (!k) return problem(c, 404, 'not-found', `no official FAQ entry "${faqId}"`);
      const { entry } = k;
      const body: Schemas['FaqEntry'] = {
        id: entry.id,
        document: entry.document,
        kind: entry.kind,
        section: entry.section,
        question: entry.question,
        answer: entry.answer,
        edition: entry.edition,
        cites: entry.cites,
        rules: k.rules,
        notExecutable: k.notExecutable,
        source: entry.source,
        scenarios: k.scenarios,
      };
      return c.json(body);
    });
  }
}
