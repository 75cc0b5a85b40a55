// The edition a scenario's setup carries (openapi.yaml Setup.edition): the rules in force in its game.
// Kept apart from world.ts so that the command line can read it without registering cucumber hooks.

/** The edition a feature's rule numbers and outcomes belong to when it carries no @edition tag. */
export const SUITE_EDITION = 'v1.4';

/** Sends this edition in every setup instead of the feature's (riftcheck run --setup-edition). */
export const SETUP_EDITION_ENV = 'RIFTCHECK_SETUP_EDITION';
