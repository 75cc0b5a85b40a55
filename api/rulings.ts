// The rulings API over the rules corpus, the card-text analyser and the suite's feature index.
import type { Context, Hono } from 'hono';
import { diffEditions, findRule, searchRules, UnknownEditionError, UnknownRuleError } from '../rules/index.ts';
import type { Corpus, Edition, Rule } from '../rules/index.ts';
import type { FeatureIndex } from '../reports/src/feature-index.ts';
import { AnswerCache } from './answer-cache.ts';
import { targetsAnswer, type CardTextAnalysis } from './targets-answer.ts';
import { TargetsThread } from './targets-thread.ts';
import { problem } from './problem.ts';
import { parseJson, readParam, readQuery, readText } from './request.ts';
import { diffQuerySchema, editionQuerySchema, ruleIdSchema, searchQuerySchema, targetsRequestSchema } from './schemas.ts';
import type { Schemas } from '../protocol/index.ts';

/** The edition the suite's rule tags are numbered in. */
export const SUITE_EDITION = 'v1.4';

export interface RulingsSources {
  corpus?: Corpus;
  /** reference-engine/card-text analyzeTargets. */
  analyzeTargets?: (text: string, opts: { edition?: string }) => CardTextAnalysis;
  /**
   * Run the analyses of POST /rulings/targets on a worker thread (targets-thread.ts), off the event
   * loop. The worker runs reference-engine/card-text's analyser, so set this only when
   * `analyzeTargets` is that analyser.
   */
  targetsOffThread?: boolean;
  /** The suite's feature index; called once, on first use. */
  featureIndex?: () => Pick<FeatureIndex, 'examples'>;
}

/** How many answers the cached routes keep: rule lookups are small, card-text analyses larger. */
export const CACHED_RULES = 4096;
export const CACHED_ANALYSES = 1024;

const JSON_TYPE = { 'content-type': 'application/json' };

/** `maxBodyBytes`: larger request bodies answer 413. */
export function mountRulings(app: Hono, sources: RulingsSources, maxBodyBytes: number): void {
  const { corpus } = sources;
  let index: Pick<FeatureIndex, 'examples'> | undefined;
  // Keyed by the raw request (path and query, or body): a key is stored only after it was answered
  // 200, so a hit is known valid and skips validation as well as the lookup.
  const rules = new AnswerCache(CACHED_RULES);
  const analyses = new AnswerCache(CACHED_ANALYSES);
  const analyze = sources.analyzeTargets;
  const answerInThread = (text: string, edition: string | undefined) => targetsAnswer(analyze!(text, edition === undefined ? {} : { edition }));
  const offThread = analyze && sources.targetsOffThread ? new TargetsThread(answerInThread) : null;

  const noCorpus = (c: Context) => problem(c, 503, 'unavailable', 'this server has no rules corpus loaded');

  app.get('/editions', (c) => {
    if (!corpus) return noCorpus(c);
    const body: Schemas['EditionList'] = { newest: corpus.newest.id, editions: corpus.editions.map(editionSummary) };
    return c.json(body);
  });

  app.get('/editions/:from/diff/:to', (c) => {
    if (!corpus) return noCorpus(c);
    const q = readQuery(c, diffQuerySchema);
    if (!q.ok) return q.response;
    return lookup(c, () => {
      const from = corpus.edition(c.req.param('from'));
      const to = corpus.edition(c.req.param('to'));
      const chapter = q.value.chapter ? chapterRange(q.value.chapter) : undefined;
      const body: Schemas['EditionDiff'] = diffEditions(corpus, from.id, to.id, chapter ? { chapter } : {});
      return c.json(body);
    });
  });

  app.get('/rules', (c) => {
    if (!corpus) return noCorpus(c);
    const q = readQuery(c, searchQuerySchema);
    if (!q.ok) return q.response;
    return lookup(c, () => {
      const edition = corpus.edition(q.value.edition);
      const hits = searchRules(edition, q.value.search, q.value.limit ?? 20);
      const body: Schemas['RuleSearchResult'] = {
        edition: edition.id,
        query: q.value.search,
        results: hits.map(({ rule }) => ({ id: rule.id, kind: rule.kind, statement: rule.statement })),
      };
      return c.json(body);
    });
  });

  app.get('/rules/:ruleId', (c) => {
    if (!corpus) return noCorpus(c);
    const key = c.req.url.slice(c.req.url.indexOf('/rules/'));
    const cached = rules.get(key);
    if (cached !== undefined) return c.body(cached, 200, JSON_TYPE);
    return withRule(c, corpus, (rule) => {
      const answer = JSON.stringify(ruleBody(rule));
      rules.set(key, answer);
      return c.body(answer, 200, JSON_TYPE);
    });
  });

  app.get('/rules/:ruleId/crosswalk', (c) => {
    if (!corpus) return noCorpus(c);
    return withRule(c, corpus, (rule) => {
      const body: Schemas['CrosswalkRow'] = { edition: rule.edition, id: rule.id, counterparts: corpus.crosswalk().row(rule.edition, rule.id) };
      return c.json(body);
    });
  });

  app.get('/rules/:ruleId/scenarios', (c) => {
    const id = readParam(c, 'ruleId', ruleIdSchema);
    if (!id.ok) return id.response;
    const q = readQuery(c, editionQuerySchema);
    if (!q.ok) return q.response;
    if (!sources.featureIndex) return problem(c, 503, 'unavailable', 'this server has no feature index');
    const asked = id.value.replace(/\.$/, '');
    const read = (suiteRule: string | null, edition: string) => {
      index ??= sources.featureIndex!();
      const body: Schemas['ScenarioList'] = { rule: asked, edition, suiteRule, scenarios: suiteRule ? witnesses(index, suiteRule) : [] };
      return c.json(body);
    };
    // Asked in the suite's own numbering: no corpus needed.
    if (q.value.edition === undefined || q.value.edition === SUITE_EDITION) return read(asked, SUITE_EDITION);
    if (!corpus) return noCorpus(c);
    return lookup(c, () => {
      const edition = corpus.edition(q.value.edition);
      if (edition.id === SUITE_EDITION) return read(asked, SUITE_EDITION);
      const rule = findRule(edition, asked);
      return read(corpus.crosswalk().map(edition.id, rule.id, SUITE_EDITION).id, edition.id);
    });
  });

  app.post('/rulings/targets', async (c) => {
    if (!analyze) return problem(c, 503, 'unavailable', 'this server has no card-text analyser');
    const read = await readText(c, maxBodyBytes);
    if (!read.ok) return read.response;
    const raw = read.value;
    const cached = analyses.get(raw);
    if (cached !== undefined) return c.body(cached, 200, JSON_TYPE);
    const body = parseJson(c, raw, targetsRequestSchema);
    if (!body.ok) return body.response;
    const { text, edition } = body.value;
    const answer = offThread ? await offThread.answer(text, edition) : answerInThread(text, edition);
    analyses.set(raw, answer);
    return c.body(answer, 200, JSON_TYPE);
  });
}

function editionSummary(e: Edition): Schemas['EditionSummary'] {
  return { id: e.id, version: e.version, date: e.date, name: e.name, origin: e.origin, rules: e.ids.length };
}

function ruleBody(rule: Rule): Schemas['Rule'] {
  const { id, edition, kind, text, statement, examples, parent, children, refs } = rule;
  return { id, edition, kind, text, statement, examples, parent, children, refs };
}

function chapterRange(spec: string): [number, number] {
  const [lo, hi = lo] = spec.split('-').map(Number) as [number, number?];
  return [lo, hi!];
}

/** Examples tagged with the rule or any of its sub-rules. */
function witnesses(index: Pick<FeatureIndex, 'examples'>, suiteRule: string): Array<Schemas['ScenarioRef']> {
  const prefix = suiteRule + '.';
  return index.examples
    .filter((e) => e.ruleIds.some((r) => r === suiteRule || r.startsWith(prefix)))
    .map((e) => ({ name: e.name, rules: e.ruleIds, file: e.file, line: e.line, gherkin: e.gherkin }));
}

function withRule(c: Context, corpus: Corpus, answer: (rule: Rule) => Response): Response {
  const id = readParam(c, 'ruleId', ruleIdSchema);
  if (!id.ok) return id.response;
  const q = readQuery(c, editionQuerySchema);
  if (!q.ok) return q.response;
  return lookup(c, () => answer(findRule(corpus.edition(q.value.edition), id.value)));
}

/** Unknown editions and rules are 404s that carry the nearest valid names. */
function lookup(c: Context, answer: () => Response): Response {
  try {
    return answer();
  } catch (err) {
    if (err instanceof UnknownEditionError || err instanceof UnknownRuleError) {
      return problem(c, 404, 'not-found', err.message, { suggestions: err.suggestions });
    }
    throw err;
  }
}
