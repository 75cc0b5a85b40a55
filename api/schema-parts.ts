// Zod pieces shared by the request and response schemas.
import { z } from 'zod';

export const count = z.number().int().nonnegative();
export const domain = z.enum(['fury', 'calm', 'mind', 'body', 'chaos', 'order']);
export const phase = z.enum(['awaken', 'beginning', 'channel', 'draw', 'main', 'ending']);
export const powerPool = z.strictObject({
  fury: count.optional(),
  calm: count.optional(),
  mind: count.optional(),
  body: count.optional(),
  chaos: count.optional(),
  order: count.optional(),
});
export const runePool = z.object({ energy: count, power: powerPool, universal: count.optional() });
