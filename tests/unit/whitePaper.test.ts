import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { whitePaper } from '../../content/identity';

describe('the white paper PDF', () => {
  it('is a real multi-page PDF with its title and author set', async () => {
    const bytes = readFileSync(new URL(`../../public${whitePaper.file}`, import.meta.url));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
    expect(pdf.getTitle()).toBe(whitePaper.title);
    expect(pdf.getAuthor()).toBe('Nexoform, LLC');
    expect(pdf.getSubject()).toContain('Upgradeable Data Center');
  });
});
