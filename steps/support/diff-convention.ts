// One diff convention in every output: "- expected, + actual", as node:assert writes its messages
// and the HTML report draws them. Cucumber re-draws the diff of an error that carries actual and
// expected with the opposite signs ("+ expected - actual"); an error whose showDiff is false is
// printed as its own message, so cucumber's terminal output reads as the report does.
import { AssertionError } from 'node:assert';

Object.defineProperty(AssertionError.prototype, 'showDiff', { value: false, configurable: true, writable: true });
