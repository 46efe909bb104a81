// Loading fails on purpose: superstatic catches it and uses JavaScript's RegExp
// (docs/decisions.md, "No native compile on install").
throw new Error('re2 is left out of this install; superstatic uses RegExp instead');
