// @ts-check
/**
 * Writes the white paper PDF (public/v3/newsroom/whitepapers/…): real, multi-page, selectable
 * text, with its metadata. Deterministic (fixed dates), so a rerun gives the same bytes.
 *
 *   npm run white-paper
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const out = fileURLToPath(
  new URL('../../public/v3/newsroom/whitepapers/upgradeable-data-center-white-paper.pdf', import.meta.url),
);
const published = new Date('2025-06-25T09:00:00Z');

const ink = rgb(0.063, 0.078, 0.102);
const muted = rgb(0.29, 0.33, 0.38);
const amber = rgb(1, 0.69, 0.125);
const steel = rgb(0.17, 0.23, 0.31);

/** @type {{ heading: string, paragraphs: string[] }[]} */
const chapters = [
  {
    heading: '1. The mismatch at the heart of AI infrastructure',
    paragraphs: [
      'GPU platforms now change generation every 12 to 18 months. Each generation raises rack densities, moves more of the heat load to liquid, and changes the power architecture that feeds the racks. Data center buildings, by contrast, are designed to stand unchanged for fifteen years or more.',
      "The result is a growing mismatch. Operators commit capital to a building whose cooling and power are sized for today's hardware, and find within two refresh cycles that the building, not the silicon, limits what they can deploy. Retrofits are slow, disruptive and expensive, and capacity sits idle while they happen.",
      'The Upgradeable Data Center(TM) starts from the opposite premise: the facility should change at the pace of the technology inside it.',
    ],
  },
  {
    heading: '2. What makes a data center upgradeable',
    paragraphs: [
      'Nexoform builds data centers from prefabricated modules: power modules, cooling modules and white-space modules, each designed, assembled and tested in our factories in Houston and Cluj-Napoca. About 80% of the work happens offsite and 20% on site.',
      'Because every system lives in a module with standard interfaces, a system can be upgraded by replacing its module. A hall built for air-cooled racks can receive a liquid-cooling module; a power module can be swapped for a higher-density one; white space can be re-fitted for a new rack format without rebuilding the envelope around it.',
      'The same interfaces let capacity grow in steps. A campus can start with the power available at its site today and add modules as more arrives, scaling from a few megawatts to gigawatts.',
    ],
  },
  {
    heading: '3. Speed and schedule certainty',
    paragraphs: [
      'Building modules in parallel with site preparation delivers capacity up to 48% faster than a traditional build. Factory conditions make the schedule predictable: weather, site congestion and the availability of skilled trades matter far less when most of the work is done indoors on a production line.',
      'Our factories are growing from 50,000 to 250,000 square feet, including a new 150,000 square foot facility in Houston and the expansion of Cluj-Napoca from 50,000 to 100,000 square feet. Together they will deliver 500 MW a year for EMEA and 700 MW a year for the Americas.',
    ],
  },
  {
    heading: '4. The refresh cycle in practice',
    paragraphs: [
      'Consider a 60MW facility such as the one we are building with Aurora Cloud in Glomfjord, Norway. In a conventional design, the second GPU refresh would require a cooling retrofit across every hall. In an Upgradeable Data Center, the operator orders new cooling modules from the factory while the current hardware runs, then exchanges them hall by hall with a short, planned outage.',
      "Our Advanced Research and Engineering function tests each new generation's cooling, power and rack requirements in the factory before customers need them, so that the modules for the next refresh are proven before the hardware ships.",
    ],
  },
  {
    heading: '5. Conclusions',
    paragraphs: [
      'AI infrastructure is limited less by silicon than by the time it takes to turn power into usable capacity, and to keep that capacity current. A prefabricated, upgradeable architecture addresses both: it delivers capacity faster, and it lets the facility keep pace with 12 to 18 month GPU generations for its whole life.',
      'With partners such as Meridian Advisory, with whom we have fast-tracked over 100MW, Nexoform helps operators move from secured power to revenue-generating GPU capacity on a single, integrated programme.',
      'To discuss an Upgradeable Data Center for your site, contact enquiries@nexoform.example.',
    ],
  },
];

const pdf = await PDFDocument.create();
pdf.setTitle('Data Centers Transforming at the pace of Technology change');
pdf.setAuthor('Nexoform, LLC');
pdf.setSubject('The Upgradeable Data Center(TM): a prefabricated architecture for rapid GPU refresh cycles');
pdf.setKeywords(['Upgradeable Data Center', 'prefabricated data center', 'GPU', 'AI infrastructure', 'modular']);
pdf.setProducer('Nexoform');
pdf.setCreator('Nexoform');
pdf.setCreationDate(published);
pdf.setModificationDate(published);
pdf.setLanguage('en-GB');

const regular = await pdf.embedFont(StandardFonts.Helvetica);
const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
const [width, height] = [595.28, 841.89];
const margin = 64;

/** @param {string} text @param {import('pdf-lib').PDFFont} font @param {number} size @param {number} maxWidth */
function wrap(text, font, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

let pageNumber = 0;
function newPage() {
  const page = pdf.addPage([width, height]);
  pageNumber += 1;
  page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: amber });
  page.drawText('NEXOFORM  |  The Upgradeable Data Center(TM)', {
    x: margin,
    y: height - 36,
    size: 8,
    font: bold,
    color: muted,
  });
  page.drawText(`${pageNumber}`, { x: width - margin, y: 36, size: 9, font: regular, color: muted });
  return page;
}

// Cover.
const cover = newPage();
cover.drawRectangle({ x: 0, y: 0, width, height: height - 8, color: rgb(0.043, 0.059, 0.078) });
cover.drawText('WHITE PAPER  |  25 JUNE 2025', { x: margin, y: height - 140, size: 11, font: bold, color: amber });
let y = height - 200;
for (const line of wrap('Data Centers Transforming at the pace of Technology change', bold, 30, width - 2 * margin)) {
  cover.drawText(line, { x: margin, y, size: 30, font: bold, color: rgb(0.96, 0.97, 0.97) });
  y -= 38;
}
for (const line of wrap(
  'The Upgradeable Data Center(TM): a prefabricated architecture that supports rapid GPU refresh cycles.',
  regular,
  14,
  width - 2 * margin,
)) {
  cover.drawText(line, { x: margin, y: y - 12, size: 14, font: regular, color: rgb(0.72, 0.76, 0.8) });
  y -= 20;
}
// A diagram: modules stacked on a pad, one being exchanged.
for (let i = 0; i < 4; i++) {
  cover.drawRectangle({
    x: margin + i * 110,
    y: 200,
    width: 96,
    height: 60,
    color: i === 2 ? amber : steel,
    borderColor: rgb(0.55, 0.66, 0.77),
    borderWidth: 1,
  });
}
cover.drawRectangle({
  x: margin + 2 * 110,
  y: 300,
  width: 96,
  height: 60,
  borderColor: amber,
  borderWidth: 2,
  borderDashArray: [6, 4],
});
cover.drawLine({
  start: { x: margin + 2 * 110 + 48, y: 295 },
  end: { x: margin + 2 * 110 + 48, y: 265 },
  thickness: 2,
  color: amber,
});
cover.drawText('A module upgraded in place: the hall keeps running.', {
  x: margin,
  y: 170,
  size: 10,
  font: regular,
  color: rgb(0.72, 0.76, 0.8),
});
cover.drawText('Nexoform, LLC  |  www.nexoform.example', {
  x: margin,
  y: 72,
  size: 10,
  font: regular,
  color: rgb(0.72, 0.76, 0.8),
});

// Chapters, flowing across pages.
let page = newPage();
y = height - 90;
const line = (/** @type {number} */ step) => {
  y -= step;
  if (y < 80) {
    page = newPage();
    y = height - 90;
  }
};
for (const chapter of chapters) {
  if (y < 200) {
    page = newPage();
    y = height - 90;
  }
  for (const text of wrap(chapter.heading, bold, 16, width - 2 * margin)) {
    page.drawText(text, { x: margin, y, size: 16, font: bold, color: ink });
    line(22);
  }
  line(6);
  for (const paragraph of chapter.paragraphs) {
    for (const text of wrap(paragraph, regular, 11, width - 2 * margin)) {
      page.drawText(text, { x: margin, y, size: 11, font: regular, color: ink, lineHeight: 16 });
      line(16);
    }
    line(8);
  }
  line(18);
}

// Key figures on a closing page.
page = newPage();
y = height - 90;
page.drawText('Key figures', { x: margin, y, size: 16, font: bold, color: ink });
const figures = [
  ['48%', 'faster delivery than a traditional build'],
  ['80 / 20', 'built offsite / onsite'],
  ['12-18 months', 'between GPU generations'],
  ['50,000 -> 250,000 sq ft', 'manufacturing space (Houston 150,000; Cluj 50,000 -> 100,000)'],
  ['500 MW / year', 'capacity for EMEA'],
  ['700 MW / year', 'capacity for the Americas'],
  ['60MW', 'AI data centre in Glomfjord, Norway'],
  ['100MW+', 'fast-tracked with Meridian Advisory'],
  ['Gigawatts', 'the scale a campus can grow to'],
];
y -= 40;
for (const [value = '', label = ''] of figures) {
  page.drawRectangle({ x: margin, y: y - 8, width: 6, height: 26, color: amber });
  page.drawText(value, { x: margin + 18, y: y + 4, size: 13, font: bold, color: ink });
  page.drawText(label, { x: margin + 200, y: y + 4, size: 11, font: regular, color: muted });
  y -= 44;
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, await pdf.save({ useObjectStreams: false }));
console.log(`${out}: ${pdf.getPageCount()} pages`);
