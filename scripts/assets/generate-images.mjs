// @ts-check
/**
 * Draws the site's generated images and writes them under public/: the Open Graph sharing
 * cards, the solution icons, the logos and the favicons. Deterministic; the output is committed.
 * Photos are not drawn here: they are ordinary source files in content/ that the build makes
 * responsive (scripts/build/responsiveImages.ts).
 *
 *   npm run images
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { openGraph, palette } from './art/scenes.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const publicDir = join(root, 'public');

const ogPages = [
  ['home', 'Prefabricated data centers', 'Built for GPU infrastructure'],
  ['news', 'News & Insights', 'Newsroom'],
  ['press-release', 'Press release', 'Newsroom'],
  ['white-paper', 'The Upgradeable Data Center™', 'White paper'],
  ['partner', 'XYZ Spatial partnership', 'Partners'],
  ['privacy', 'Privacy Policy', 'Legal'],
];

/** Solution icons: simple line drawings on a 64-unit grid. */
const icons = {
  speed:
    '<path d="M12 40a20 20 0 1 1 40 0" /><path d="M32 40l12-14" /><circle cx="32" cy="40" r="3" fill="currentColor"/>',
  flexibility:
    '<rect x="8" y="24" width="16" height="16" rx="2"/><rect x="28" y="24" width="16" height="16" rx="2"/><path d="M48 32h10M53 27v10"/>',
  quality: '<path d="M32 8l20 8v14c0 13-9 22-20 26-11-4-20-13-20-26V16z"/><path d="M22 32l7 7 13-14"/>',
  efficiency: '<circle cx="20" cy="20" r="8"/><circle cx="44" cy="44" r="8"/><path d="M28 20h16v16M36 44H20V28"/>',
  sustainability: '<path d="M14 50c0-22 14-36 38-38-2 24-16 38-38 38z"/><path d="M14 50l22-22"/>',
  scalability:
    '<rect x="8" y="40" width="12" height="16"/><rect x="26" y="28" width="12" height="28"/><rect x="44" y="12" width="12" height="44"/>',
};

const logoMark = (/** @type {string} */ fill, /** @type {string} */ ink) =>
  `<rect width="32" height="32" rx="6" fill="${fill}"/><path d="M8 24V8h4l8 10V8h4v16h-4l-8-10v10z" fill="${ink}"/>`;

/** @param {string} path @param {string | Buffer} data */
function write(path, data) {
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** An ICO file holding one PNG, which every current browser reads. @param {Buffer} png @param {number} size */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(png.length, 18);
  header.writeUInt32LE(22, 22 - 4);
  return Buffer.concat([header, png]);
}

for (const [key, body] of Object.entries(icons)) {
  write(
    `/v3/icons/${key}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" fill="none" stroke="${palette.amberDeep}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" color="${palette.amberDeep}">${body}</svg>\n`,
  );
}

write(
  '/logo.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 152 32" width="152" height="32">${logoMark(palette.amber, palette.night)}<text x="42" y="23" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="700" fill="${palette.white}" letter-spacing="1.5">NEXOFORM</text></svg>\n`,
);
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${logoMark(palette.night, palette.amber)}</svg>\n`;
write('/favicon.svg', favicon);
write('/favicon.ico', icoFromPng(await sharp(Buffer.from(favicon)).resize(32, 32).png().toBuffer(), 32));
write(
  '/apple-touch-icon.png',
  await sharp(Buffer.from(favicon)).resize(180, 180).flatten({ background: palette.night }).png().toBuffer(),
);
for (const size of [192, 512])
  write(`/icons/icon-${size}.png`, await sharp(Buffer.from(favicon)).resize(size, size).png().toBuffer());
write(
  '/v3/xyz/xyz-spatial-logo.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64"><rect x="2" y="2" width="60" height="60" rx="14" fill="none" stroke="#1F6FEB" stroke-width="4"/><path d="M16 18l32 28M48 18L16 46" stroke="#1F6FEB" stroke-width="6" stroke-linecap="round"/><text x="76" y="42" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#10141A">XYZ Spatial</text></svg>\n`,
);
for (const [name, title, kicker] of ogPages) {
  write(
    `/og/${name}.jpg`,
    await sharp(Buffer.from(openGraph({ title: title ?? '', kicker: kicker ?? '' })))
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer(),
  );
}
console.log(`${Object.keys(icons).length} icons, logos, favicons and ${ogPages.length} sharing images written.`);
