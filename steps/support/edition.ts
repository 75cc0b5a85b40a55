// The edition a scenario's setup carries (openapi.yaml Setup.edition): the rules in force in its game.
// Kept apart from world.ts so that the command line can read it without registering cucumber hooks.

/** The edition a feature's rule numbers and outcomes belong to when it carries no @edition tag. */
export const SUITE_EDITION = 'v1.4';

/** Sends this edition in every setup instead of the feature's (riftcheck run --setup-edition). */
export const SETUP_EDITION_ENV = 'RIFTCHECK_SETUP_EDITION';

/**
 * With a setup edition chosen, plays even the Examples whose @editions leave it out (riftcheck editions
 * compare): what an engine does under each edition is compared on the same scenarios.
 */
export const EVERY_EXAMPLE_ENV = 'RIFTCHECK_EVERY_EXAMPLE';

const EDITION_ORDER = ['v1.0', 'v1.1', 'v1.2', 'v1.3', 'v1.4'];

/**
 * The editions an Example's outcome holds in, from its `@editions:` tag: one edition (`@editions:v1.0`)
 * or a range (`@editions:v1.1-v1.4`); null when it has none (its outcome is its feature's edition's).
 */
export function editionsOfTag(tag: string): string[] | null {
  const m = /^@editions:(v\d+\.\d+)(?:-(v\d+\.\d+))?$/.exec(tag);
  if (!m) return null;
  const from = EDITION_ORDER.indexOf(m[1]);
  const to = EDITION_ORDER.indexOf(m[2] ?? m[1]);
  if (from < 0 || to < from) throw new Error(`${tag}: an edition or a range of editions from ${EDITION_ORDER.join(', ')}, oldest first`);
  return EDITION_ORDER.slice(from, to + 1);
}

/**
 * The edition a scenario is played under, or why it does not apply: the run's --setup-edition when it
 * names one (a scenario whose @editions leave it out does not apply), else the feature's edition when
 * the scenario's outcome holds there, else the newest edition its @editions name.
 */
export function editionInForce(tags: readonly string[], chosen: string | undefined, everyExample = false): { edition: string } | { notApplicable: string } {
  const feature = tags.map((t) => /^@edition:(\S+)$/.exec(t)?.[1]).find((e) => e !== undefined) ?? SUITE_EDITION;
  const holds = tags.map(editionsOfTag).find((e) => e !== null) ?? null;
  if (chosen) {
    if (holds && !holds.includes(chosen) && !everyExample) return { notApplicable: `not applicable under ${chosen}: its outcome holds in ${holds.join(', ')}` };
    return { edition: chosen };
  }
  if (!holds || holds.includes(feature)) return { edition: feature };
  return { edition: holds[holds.length - 1] };
}
