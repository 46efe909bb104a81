import { mediaQuery } from './breakpoints';

/**
 * Under forced colours (Windows High Contrast) the browser replaces every colour with a few
 * system ones and drops background colours and shadows: a control or card drawn by its background
 * alone reads as plain text. These give it a border in a system colour there, and only there
 * (docs/decisions.md, "Forced colours").
 *
 * `ButtonText` for buttons, `LinkText` for links drawn as buttons or cards, `CanvasText` for
 * badges and other marks that are not controls.
 */
export const forcedBoundary = (color: 'ButtonText' | 'LinkText' | 'CanvasText' = 'ButtonText') => ({
  [mediaQuery.forcedColors]: { border: `2px solid ${color}` },
});
