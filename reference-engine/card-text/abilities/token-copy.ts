// "Once each turn, if you would play a token unit while I'm at a battlefield, you may play that token
// and an additional copy of it instead." (Zilean, Time Mage): a replacement of a player's playing a
// token unit, optional (371.2), whose copy inherits what the playing effect said of the token (375).
import type { AbilityBody } from '../ast.ts';
import type { Cursor } from '../cursor.ts';

export const TOKEN_COPY_EVENT = 'you would play a token unit';
export const TOKEN_COPY_WHILE = "while I'm at a battlefield";
export const TOKEN_COPY_INSTEAD = 'you may play that token and an additional copy of it instead';

export function tokenCopy(c: Cursor): AbilityBody | null {
  if (c.key() !== 'once' && c.key() !== 'if') return null;
  return c.try(() => {
    const once = c.eat('Once each turn,');
    if (!c.eat(once ? 'if' : 'If') || !c.eat(TOKEN_COPY_EVENT)) return null;
    const atABattlefield = c.eat(TOKEN_COPY_WHILE);
    if (!c.eat(',') || !c.eat(TOKEN_COPY_INSTEAD)) return null;
    c.eat('.');
    if (!c.done) return null;
    const body: Extract<AbilityBody, { kind: 'token-copy' }> = { kind: 'token-copy' };
    if (once) body.onceEachTurn = true;
    if (atABattlefield) body.whileAtABattlefield = true;
    return body;
  });
}
