// @ts-check
/**
 * SVG illustrations drawn for the generated assets (the sharing cards and the video clips):
 * isometric modules, racks, cranes and campuses in the brand's graphite and amber.
 * Deterministic: the same name always draws the same picture. The launch photos in content/
 * were drawn with these scenes once; they are ordinary source images now.
 */

const palette = {
  night: '#0B0F14',
  graphite: '#161C24',
  steel: '#2A3A4F',
  steelLight: '#4C6A8C',
  haze: '#8FA9C4',
  amber: '#FFB020',
  amberDeep: '#E89400',
  white: '#F4F6F8',
};

/** @param {string} text */
function seedFrom(text) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** A small deterministic PRNG (mulberry32), so every run draws the same images. @param {number} seed */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An isometric box: top, left and right faces, with optional amber status lights.
 * @param {number} x @param {number} y @param {number} w @param {number} d @param {number} h
 * @param {{ top: string, left: string, right: string }} tone @param {boolean} lights
 */
function box(x, y, w, d, h, tone, lights) {
  const dx = w * 0.866;
  const dy = w * 0.5;
  const ex = d * 0.866;
  const ey = d * 0.5;
  const top = `${x},${y - h} ${x + dx},${y - h + dy} ${x + dx - ex},${y - h + dy + ey} ${x - ex},${y - h + ey}`;
  const left = `${x - ex},${y - h + ey} ${x + dx - ex},${y - h + dy + ey} ${x + dx - ex},${y + dy + ey} ${x - ex},${y + ey}`;
  const right = `${x + dx - ex},${y - h + dy + ey} ${x + dx},${y - h + dy} ${x + dx},${y + dy} ${x + dx - ex},${y + dy + ey}`;
  let out = `<polygon points="${top}" fill="${tone.top}"/><polygon points="${left}" fill="${tone.left}"/><polygon points="${right}" fill="${tone.right}"/>`;
  if (lights) {
    const count = Math.max(2, Math.floor(w / 40));
    for (let i = 1; i < count; i++) {
      const t = i / count;
      const lx = x - ex + dx * t;
      const ly = y - h + ey + dy * t + h * 0.35;
      out += `<rect x="${lx.toFixed(1)}" y="${ly.toFixed(1)}" width="${(w * 0.05).toFixed(1)}" height="${(h * 0.08).toFixed(1)}" fill="${palette.amber}" opacity="0.9"/>`;
    }
  }
  return out;
}

const amberTone = { top: '#FFC24D', left: '#C07800', right: '#E89400' };
const tones = [
  { top: '#5B7899', left: '#2A3A4F', right: '#3A5170' },
  { top: '#D9DEE5', left: '#8FA0B3', right: '#B3C0CE' },
  amberTone,
];

/**
 * A wide scene of modules on a pad, under a gradient sky.
 * @param {{ width: number, height: number, name: string, focus?: 'modules' | 'campus' | 'crane' | 'racks' | 'truck' | 'factory' | 'ar' }} options
 */
export function scene({ width, height, name, focus = 'modules' }) {
  const rand = random(seedFrom(name));
  const unit = Math.min(width, height) / 9;
  let shapes = '';
  const horizon = height * (focus === 'campus' ? 0.38 : 0.55);
  // A floor grid in perspective-free isometric lines: cheap to draw, compresses well.
  for (let i = -12; i < 24; i++) {
    const x = (i * width) / 12;
    shapes += `<line x1="${x}" y1="${horizon}" x2="${x + height}" y2="${horizon + height * 0.577}" stroke="${palette.steel}" stroke-width="1" opacity="0.35"/>`;
    shapes += `<line x1="${x}" y1="${horizon}" x2="${x - height}" y2="${horizon + height * 0.577}" stroke="${palette.steel}" stroke-width="1" opacity="0.35"/>`;
  }
  const rows = focus === 'campus' ? 4 : focus === 'racks' ? 3 : 2;
  const perRow = focus === 'campus' ? 6 : 4;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < perRow; c++) {
      const scale = focus === 'campus' ? 0.55 : 1;
      const x = width * 0.12 + c * unit * 2.3 * scale + r * unit * 1.1 * scale + rand() * unit * 0.2;
      const y = horizon + r * unit * 0.9 * scale + c * unit * 0.4 * scale;
      const tone = tones[(r + c + Math.floor(rand() * 3)) % 3] ?? amberTone;
      const h = unit * (focus === 'racks' ? 1.6 : 0.9) * scale;
      shapes += box(x, y, unit * 1.8 * scale, unit * 0.9 * scale, h, tone, true);
    }
  }
  if (focus === 'crane') {
    const cx = width * 0.72;
    shapes += `<path d="M${cx} ${height * 0.9} L${cx} ${height * 0.12} L${width * 0.3} ${height * 0.12}" stroke="${palette.amber}" stroke-width="${unit * 0.12}" fill="none"/>`;
    shapes += `<line x1="${width * 0.4}" y1="${height * 0.12}" x2="${width * 0.4}" y2="${height * 0.42}" stroke="${palette.haze}" stroke-width="3"/>`;
    shapes += box(width * 0.36, height * 0.5, unit * 1.6, unit * 0.8, unit * 0.8, amberTone, true);
  }
  if (focus === 'truck') {
    shapes += `<rect x="${width * 0.15}" y="${height * 0.78}" width="${width * 0.62}" height="${unit * 0.25}" fill="${palette.steelLight}"/>`;
    shapes += `<rect x="${width * 0.77}" y="${height * 0.66}" width="${unit * 1.1}" height="${unit * 0.85}" rx="8" fill="${palette.amber}"/>`;
    for (const wx of [0.2, 0.3, 0.62, 0.72, 0.82])
      shapes += `<circle cx="${width * wx}" cy="${height * 0.83}" r="${unit * 0.2}" fill="${palette.night}" stroke="${palette.haze}" stroke-width="3"/>`;
  }
  if (focus === 'factory') {
    for (let i = 0; i < 5; i++) {
      const x = (width / 5) * i;
      shapes += `<path d="M${x} ${height * 0.3} L${x + width / 10} ${height * 0.18} L${x + width / 5} ${height * 0.3}" stroke="${palette.steelLight}" stroke-width="4" fill="none" opacity="0.7"/>`;
      shapes += `<rect x="${x + width / 20}" y="${height * 0.05}" width="${width / 10}" height="${height * 0.02}" fill="${palette.white}" opacity="0.75"/>`;
    }
  }
  if (focus === 'ar') {
    shapes += `<rect x="${width * 0.1}" y="${height * 0.12}" width="${width * 0.8}" height="${height * 0.76}" fill="none" stroke="${palette.amber}" stroke-width="3" stroke-dasharray="18 10" rx="12"/>`;
    for (let i = 0; i < 4; i++) {
      shapes += `<circle cx="${width * (0.2 + i * 0.2)}" cy="${height * 0.2}" r="${unit * 0.12}" fill="${palette.amber}"/>`;
    }
  }
  const glowX = (0.2 + rand() * 0.6) * width;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.night}"/><stop offset="0.6" stop-color="${palette.graphite}"/><stop offset="1" stop-color="#1E2834"/></linearGradient>
<radialGradient id="glow" cx="${glowX / width}" cy="0.35" r="0.6"><stop offset="0" stop-color="${palette.amber}" stop-opacity="0.28"/><stop offset="1" stop-color="${palette.amber}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${shapes}
</svg>`;
}

/** A 1200×630 sharing image with the page type's title. @param {{ title: string, kicker: string }} options */
export function openGraph({ title, kicker }) {
  const background = scene({ width: 1200, height: 630, name: `og-${kicker}`, focus: 'modules' })
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const escape = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
${background}
<rect width="1200" height="630" fill="#0B0F14" opacity="0.55"/>
<rect x="80" y="90" width="64" height="64" rx="10" fill="${palette.amber}"/>
<path d="M96 142V106h8l16 20v-20h8v36h-8l-16-20v20z" fill="${palette.night}"/>
<text x="170" y="136" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="${palette.white}" letter-spacing="3">NEXOFORM</text>
<text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="${palette.amber}" letter-spacing="2">${escape(kicker.toUpperCase())}</text>
<text x="80" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="${palette.white}">${escape(title)}</text>
</svg>`;
}

export { palette };
