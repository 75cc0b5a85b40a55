// The rulings API over the rules corpus, the card-text analyser and the suite's feature index.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { diffEditions, editionIdOf, findRule, searchRules, UnknownEditionError, UnknownRuleError } from '../rules/index.ts';
import type { Corpus, Edition, Rule } from '../rules/index.ts';
import type { FeatureIndex } from '../reports/src/feature-index.ts';
import { editionsOfTag } from '../rules/edition-range.ts';
import { AnswerCache } from './answer-cache.ts';
import { targetsAnswer, type CardTextAnalysis } from './targets-answer.ts';
import { TargetsThread } from './targets-thread.ts';
import { problem } from './problem.ts';
import { valid } from './request.ts';
import { diffQuerySchema, editionQuerySchema, ruleParamSchema, searchQuerySchema, targetsRequestSchema } from './schemas.ts';
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
  /** The engine's documented behaviour differences between two editions (reference-engine/editions.ts). */
  behaviourDifferences?: (a: string, b: string) => ReadonlyArray<{ id: string; what: string; since: string; rules: Partial<Record<string, string>> }>;
}

/** How many answers the cached routes keep: rule lookups are small, card-text analyses larger. */
export const CACHED_RULES = 4096;
export const CACHED_ANALYSES = 1024;

const JSON_TYPE = { 'content-type': 'application/json' };
/** Every edition the card-text analyser can decide for, whether or not this server loaded its rules. */

/** `limitBody`: the body size limit of the routes that take a body. */
export function mountRulings(app: Hono, sources: RulingsSources, limitBody: MiddlewareHandler): void {
  const { corpus } = sources;
  let index: Pick<FeatureIndex, 'examples'> | undefined;
  // Keyed by the validated request (what zod kept, unknown fields and query parameters dropped), so
  // junk added to a request reuses its answer instead of filling the cache with new entries.
  const rules = new AnswerCache(CACHED_RULES);
  const analyses = new AnswerCache(CACHED_ANALYSES);
  const analyze = sources.analyzeTargets;
  const answerInThread = (text: string, edition: string | undefined) => targetsAnswer(analyze!(text, edition === undefined ? {} : { edition }));
  const offThread = analyze && sources.targetsOffThread ? new TargetsThread(answerInThread) : null;

  const noCorpus = (c: Context) => problem(c, 503, 'unavailable', 'this server has no rules corpus loaded');
  // Before any validation, as a server without the corpus cannot answer whatever was asked.
  const needsCorpus: MiddlewareHandler = async (c, next) => {
    if (!corpus) return noCorpus(c);
    await next();
  };
  const ruleParam = valid('param', ruleParamSchema);
  const editionQuery = valid('query', editionQuerySchema);

  app.get('/editions', needsCorpus, (c) => {
    const body: Schemas['EditionList'] = { newest: corpus!.newest.id, editions: corpus!.editions.map(editionSummary) };
    return c.json(body);
  });

  app.get('/editions/:from/diff/:to', needsCorpus, valid('query', diffQuerySchema), (c) => {
    const q = c.req.valid('query');
    return lookup(c, () => {
      const from = corpus!.edition(c.req.param('from'));
      const to = corpus!.edition(c.req.param('to'));
      const chapter = q.chapter ? chapterRange(q.chapter) : undefined;
      const body: Schemas['EditionDiff'] = diffEditions(corpus!, from.id, to.id, chapter ? { chapter } : {});
      return c.json(body);
    });
  });

  app.get('/editions/:from/play/:to', (c) => {
    if (!sources.behaviourDifferences || !sources.featureIndex) return problem(c, 503, 'unavailable', 'this server has no engine differences or feature index');
    return lookup(c, () => {
      const from = editionIdOf(c.req.param('from'));
      const to = editionIdOf(c.req.param('to'));
      index ??= sources.featureIndex!();
      const holdsIn = (tags: string[]) => tags.map(editionsOfTag).find((e) => e !== null) ?? null;
      const body: Schemas['BehaviourChanges'] = {
        from,
        to,
        changes: sources.behaviourDifferences!(from, to).map((d) => ({
          id: d.id,
          what: d.what,
          since: d.since,
          rules: { ...(d.rules[from] ? { from: d.rules[from] } : {}), ...(d.rules[to] ? { to: d.rules[to] } : {}) },
        })),
        scenarios: index.examples
          .filter((e) => {
            const holds = holdsIn(e.tags);
            return holds !== null && holds.includes(from) !== holds.includes(to);
          })
          .map((e) => ({ name: e.name, rules: e.ruleIds, file: e.file, line: e.line, gherkin: e.gherkin })),
      };
      return c.json(body);
    });
  });

  app.get('/rules', needsCorpus, valid('query', searchQuerySchema), (c) => {
    const q = c.req.valid('query');
    return lookup(c, () => {
      const edition = corpus!.edition(q.edition);
      const hits = searchRules(edition, q.search, q.limit ?? 20);
      const body: Schemas['RuleSearchResult'] = {
        edition: edition.id,
        query: q.search,
        results: hits.map(({ rule }) => ({ id: rule.id, kind: rule.kind, statement: rule.statement })),
      };
      return c.json(body);
    });
  });

  app.get('/rules/:ruleId', needsCorpus, ruleParam, editionQuery, (c) => {
    const { ruleId } = c.req.valid('param');
    const { edition } = c.req.valid('query');
    const key = JSON.stringify([ruleId, edition ?? null]);
    const cached = rules.get(key);
    if (cached !== undefined) return c.body(cached, 200, JSON_TYPE);
    return lookup(c, () => {
      const answer = JSON.stringify(ruleBody(findRule(corpus!.edition(edition), ruleId)));
      rules.set(key, answer);
      return c.body(answer, 200, JSON_TYPE);
    });
  });

  app.get('/rules/:ruleId/crosswalk', needsCorpus, ruleParam, editionQuery, (c) => {
    const { ruleId } = c.req.valid('param');
    return lookup(c, () => {
      const rule = findRule(corpus!.edition(c.req.valid('query').edition), ruleId);
      const body: Schemas['CrosswalkRow'] = { edition: rule.edition, id: rule.id, counterparts: corpus!.crosswalk().row(rule.edition, rule.id) };
      return c.json(body);
    });
  });

  app.get('/rules/:ruleId/scenarios', ruleParam, editionQuery, (c) => {
    if (!sources.featureIndex) return problem(c, 503, 'unavailable', 'this server has no feature index');
    const asked = c.req.valid('param').ruleId.replace(/\.$/, '');
    const asOf = c.req.valid('query').edition;
    const read = (suiteRule: string | null, edition: string) => {
      index ??= sources.featureIndex!();
      const body: Schemas['ScenarioList'] = { rule: asked, edition, suiteRule, scenarios: suiteRule ? witnesses(index, suiteRule) : [] };
      return c.json(body);
    };
    // Asked in the suite's own numbering: no corpus needed.
    if (asOf === undefined || asOf === SUITE_EDITION) return read(asked, SUITE_EDITION);
    if (!corpus) return noCorpus(c);
    return lookup(c, () => {
      const edition = corpus.edition(asOf);
      if (edition.id === SUITE_EDITION) return read(asked, SUITE_EDITION);
      const rule = findRule(edition, asked);
      return read(corpus.crosswalk().map(edition.id, rule.id, SUITE_EDITION).id, edition.id);
    });
  });

  const needsAnalyser: MiddlewareHandler = async (c, next) => {
    if (!analyze) return problem(c, 503, 'unavailable', 'this server has no card-text analyser');
    await next();
  };
  app.post('/rulings/targets', needsAnalyser, limitBody, valid('json', targetsRequestSchema), async (c) => {
    const { text, edition: asked } = c.req.valid('json');
    // Named as everywhere else (v1.1, 1.1, 2025-10-01); an edition nobody knows is a 404 as on GET /rules.
    const edition = asked === undefined ? undefined : lookup(c, () => editionIdOf(asked));
    if (edition instanceof Response) return edition;
    const key = JSON.stringify([text, edition ?? null]);
    const cached = analyses.get(key);
    if (cached !== undefined) return c.body(cached, 200, JSON_TYPE);
    const answer = offThread ? await offThread.answer(text, edition) : answerInThread(text, edition);
    analyses.set(key, answer);
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

/** Unknown editions and rules are 404s that carry the nearest valid names. */
function lookup<T>(c: Context, answer: () => T): T | Response {
  try {
    return answer();
  } catch (err) {
    if (err instanceof UnknownEditionError || err instanceof UnknownRuleError) {
      return problem(c, 404, 'not-found', err.message, { suggestions: err.suggestions });
    }
    throw err;
  }
}
