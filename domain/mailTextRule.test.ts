import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { enquiryIdRule, enquiryReplyToRule, enquiryTextRule } from './mailTextRule';

it('firestore.rules holds the enquiry text rule generated from domain/enquiry.ts, verbatim (D4)', () => {
  const rules = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');
  for (const rule of [enquiryTextRule(), enquiryIdRule(), enquiryReplyToRule()])
    expect(
      rules.includes(rule),
      `firestore.rules must contain, as generated from domain/enquiry.ts and domain/buildMailDocument.ts:\n\n${rule}\n`,
    ).toBe(true);
});
