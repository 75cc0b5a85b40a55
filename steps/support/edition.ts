// The edition a scenario's setup carries (openapi.yaml Setup.edition): the rules in force in its game.
// Kept apart from world.ts so that the command line can read it without registering cucumber hooks.
import { NOT_APPLICABLE } from '../../reports/src/results.ts';
import { editionsOfTag } from '../../rules/edition-range.ts';

export { editionsOfTag };

/** The edition a feature's rule numbers and outcomes belong to when it carries no @edition tag. */
export const SUITE_EDITION = 'v1.4';

/** Sends this edition in every setup instead of the feature's (riftcheck run --setup-edition). */
export const SETUP_EDITION_ENV = 'RIFTCHECK_SETUP_EDITION';

/**
 * With a setup edition chosen, plays even the Examples whose @editions leave it out (riftcheck editions
 * compare): what an engine does under each edition is compared on the same scenarios.
 */
export const EVERY_EXAMPLE_ENV = 'RIFTCHECK_EVERY_EXAMPLE';

/**
 * The rules of the suite's edition that the setup edition has no counterpart of, space-separated (set by
 * riftcheck run from the crosswalk): an Example resting on one of them does not apply under that edition.
 */
export const RULES_NOT_IN_FORCE_ENV = 'RIFTCHECK_RULES_NOT_IN_FORCE';

export interface EditionChoice {
  /** The run's --setup-edition, if any. */
  chosen?: string;
  /** Play every Example under the chosen edition, whatever its @editions and rules (editions compare). */
  everyExample?: boolean;
  /** Rules (suite edition) the chosen edition lacks. */
  notInForce?: ReadonlySet<string>;
}

/**
 * The edition a scenario is played under, or why it does not apply: the run's --setup-edition when it
 * names one (a scenario whose @editions leave it out does not apply, nor one without @editions that
 * rests on a rule the edition lacks), else the feature's edition when the scenario's outcome holds
 * there, else the newest edition its @editions name.
 */
export function editionInForce(tags: readonly string[], choice: EditionChoice = {}): { edition: string } | { notApplicable: string } {
  const { chosen, everyExample = false, notInForce } = choice;
  const feature = tags.map((t) => /^@edition:(\S+)$/.exec(t)?.[1]).find((e) => e !== undefined) ?? SUITE_EDITION;
  const holds = tags.map(editionsOfTag).find((e) => e !== null) ?? null;
  if (chosen) {
    if (everyExample) return { edition: chosen };
    if (holds && !holds.includes(chosen)) return { notApplicable: `${NOT_APPLICABLE}${chosen}: its outcome holds in ${holds.join(', ')}` };
    const missing = holds ? undefined : tags.map((t) => /^@rule:(\S+)$/.exec(t)?.[1]).find((r) => r !== undefined && notInForce?.has(r));
    if (missing) return { notApplicable: `${NOT_APPLICABLE}${chosen}: it rests on rule ${missing} (${feature}), which ${chosen} does not have` };
    return { edition: chosen };
  }
  if (!holds || holds.includes(feature)) return { edition: feature };
  return { edition: holds[holds.length - 1] };
}

/** The edition choice a run passed down in the environment (riftcheck run, editions compare). */
export function editionChoiceFromEnv(env: NodeJS.ProcessEnv = process.env): EditionChoice {
  const listed = env[RULES_NOT_IN_FORCE_ENV];
  return {
    chosen: env[SETUP_EDITION_ENV] || undefined,
    everyExample: env[EVERY_EXAMPLE_ENV] === '1',
    notInForce: listed ? new Set(listed.split(/\s+/).filter(Boolean)) : undefined,
  };
}
