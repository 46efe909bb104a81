// @ts-check
/**
 * Renders the site's short video clips (D7) from frames drawn here: SVG frames → PNG (sharp) →
 * H.264 MP4 (ffmpeg). Silent, 6 s loops, committed; CI never re-encodes them.
 *
 *   npm run videos        (needs ffmpeg: apt-get install ffmpeg)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { palette, scene } from './art/scenes.mjs';

try {
  execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
} catch {
  console.error(
    'ffmpeg is needed to render the videos: install it (Debian/Ubuntu: apt-get install ffmpeg) and run again.',
  );
  process.exit(1);
}

const outDir = fileURLToPath(new URL('../../public/v3/video/', import.meta.url));
const [width, height, fps, seconds] = [960, 540, 24, 6];

/**
 * One frame: a scene with an animated layer on top.
 * @param {string} name @param {'factory' | 'ar' | 'modules'} focus @param {number} t 0–1 through the clip
 */
function frame(name, focus, t) {
  const base = scene({ width, height, name, focus }).replace(/<\/svg>$/, '');
  const ease = 0.5 - Math.cos(Math.PI * Math.min(1, t * 1.6)) / 2;
  let layer = '';
  if (focus === 'factory') {
    // A module lowered into its place on the line.
    const y = -120 + ease * (height * 0.55);
    layer = `<rect x="${width * 0.42}" y="${y}" width="150" height="80" rx="4" fill="${palette.amber}"/><line x1="${width * 0.42 + 75}" y1="0" x2="${width * 0.42 + 75}" y2="${y}" stroke="${palette.haze}" stroke-width="3"/>`;
  } else if (focus === 'ar') {
    // An augmented-reality scan line sweeping the site.
    const x = t * width;
    layer = `<rect x="${x - 4}" y="0" width="8" height="${height}" fill="${palette.amber}" opacity="0.85"/><rect x="0" y="0" width="${x}" height="${height}" fill="${palette.amber}" opacity="0.07"/>`;
  } else {
    const glow = 0.15 + 0.15 * Math.sin(t * Math.PI * 4);
    layer = `<rect width="${width}" height="${height}" fill="${palette.amber}" opacity="${glow.toFixed(3)}"/>`;
  }
  return `${base}${layer}</svg>`;
}

mkdirSync(outDir, { recursive: true });
for (const [name, focus] of /** @type {const} */ ([
  ['solutions', 'factory'],
  ['xyz-partnership', 'ar'],
  ['hero', 'modules'],
])) {
  const frames = mkdtempSync(join(tmpdir(), `video-${name}-`));
  try {
    const count = fps * seconds;
    for (let i = 0; i < count; i++) {
      const png = await sharp(Buffer.from(frame(`video-${name}`, focus, i / count)))
        .png()
        .toBuffer();
      writeFileSync(join(frames, `${String(i).padStart(4, '0')}.png`), png);
    }
    const file = join(outDir, `${name}.mp4`);
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(fps),
      '-i',
      join(frames, '%04d.png'),
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-movflags',
      '+faststart',
      '-an',
      file,
    ]);
    console.log(`${file} written`);
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}
