// The editions an Example says its outcome holds in (`@editions:v1.0`, `@editions:v1.1-v1.4`): read by
// the steps (which edition a scenario plays under), the reports and the rulings API alike.

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
