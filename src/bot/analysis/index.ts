/** The match analysis: `analyzeMatch` and its types. */
export { analyzeMatch } from './analyze.js';
export { markOf, ratingOf } from './summary.js';
export * from './types.js';
