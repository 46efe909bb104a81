import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { mediaQuery } from './breakpoints';
import { tokens } from './tokens';

/** The theme's CSS variables; every `.css.ts` reads its values from here. */
export const vars = createGlobalTheme(':root', tokens);

// Motion drops to zero for visitors who ask for less of it (docs/ui-contract.md).
globalStyle(':root', {
  '@media': {
    [mediaQuery.reducedMotion]: {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.base]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
});
