// The adapter protocol as the suite sees it: what a scenario may set up, do and observe. The types
// are openapi.yaml's schemas, generated into protocol/ and named there; the reference engine imports
// the very same types, so suite and engine cannot disagree about the protocol.
export type * from '../../protocol/index.ts';
export { PROTOCOL_VERSION } from '../../protocol/index.ts';
export { STOCK_CARDS, needsCompiler, stockCardFor, type StockCard } from '../../protocol/stock-cards.ts';
