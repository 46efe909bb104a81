/** A text colour on its background: the pair the contrast test checks. */
export type Tone = { background: string; foreground: string };

/**
 * Badge tones, in design words: what a badge says about its label's kind, not which kind it is.
 * Components map their own categories to these (NewsCard maps the news types).
 */
export const badgeTones = {
  info: { background: '#E3EDFF', foreground: '#0B4AA8' },
  positive: { background: '#E2F5E9', foreground: '#13622F' },
  caution: { background: '#FFF0DB', foreground: '#874400' },
  promote: { background: '#F1E6FF', foreground: '#632BA6' },
  critical: { background: '#FFE4EA', foreground: '#A01C39' },
  calm: { background: '#DFF5F6', foreground: '#0B5F68' },
} as const satisfies Record<string, Tone>;

export type BadgeTone = keyof typeof badgeTones;

/** The one token set of the brand: graphite surfaces, signal amber, crisp type. */
export const tokens = {
  color: {
    brand: '#FFB020',
    brandStrong: '#E89400',
    brandInk: '#8A4A00',
    ink: '#10141A',
    inkMuted: '#4A5462',
    inkInverse: '#F4F6F8',
    inkInverseMuted: '#B8C1CC',
    surface: '#FFFFFF',
    surfaceMuted: '#F3F5F7',
    surfaceDark: '#0B0F14',
    surfaceDarkRaised: '#161C24',
    border: '#D5DAE0',
    borderDark: '#2A333F',
    focus: '#1F6FEB',
    focusHalo: '#FFFFFF',
    danger: '#B3261E',
    success: '#1B7A3A',
    successInk: '#FFFFFF',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: '"Avenir Next", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
    xxl: 'clamp(2rem, 1.4rem + 2.4vw, 3rem)',
    display: 'clamp(2.1rem, 1.2rem + 3.6vw, 4rem)',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700', heavy: '800' },
  lineHeight: { tight: '1.12', snug: '1.3', body: '1.6' },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '5rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 20, 26, 0.08), 0 4px 16px rgba(16, 20, 26, 0.08)',
    raised: '0 12px 40px rgba(16, 20, 26, 0.22)',
  },
  motion: { fast: '120ms', base: '220ms', slow: '400ms' },
  layout: { contentWidth: '1200px', textWidth: '72ch', headerHeight: '4rem' },
  /**
   * Sizes of interface parts: `control` is the least height (and width) of anything pressed or
   * typed in, `action` the height of a page's main actions (Submit, Download, the hero's links).
   */
  size: { control: '2.75rem', action: '3rem' },
  badge: badgeTones,
} as const;

/**
 * The dark surface (`surfaceDark`, rgb 11 15 20) at an opacity: what lays over a photo, a video or
 * the page so light text stays readable on it.
 */
export const scrim = (alpha: number) => `rgba(11, 15, 20, ${alpha})`;
