import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { company } from '../../content/identity';
import { legalFile } from '../../publishing/legal';
import { mailCollection } from '../../services/sendEnquiry';
import { extensions, firebaseConfig } from './hosting.mjs';
import { extensionParams } from '../local/mail-relay.mjs';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const params = extensionParams();
const rules = read('firestore.rules');
const indexes = JSON.parse(read('firestore.indexes.json')) as {
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
};

const numbers: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 };

/** "up to three years" in the English privacy policy (its Data Retention section), as a number of years. */
function promisedRetentionYears(): number {
  const text = read(legalFile('privacy-policy', 'en'));
  const words = /enquiries[^.]*?for up to (\w+) years?/i.exec(text)?.[1]?.toLowerCase() ?? '';
  return numbers[words] ?? Number(words);
}

/** The extension and Firestore parts do not depend on what the build inlined. */
const config = firebaseConfig({ 'style-src': [], 'script-src': [] });

describe('the e-mail extension, declared in the repository (docs/decisions.md#d18)', () => {
  it('is pinned to one version in firebase.json, with a params file for that instance', () => {
    expect(config.extensions).toEqual(extensions);
    for (const [instance, reference] of Object.entries(extensions)) {
      expect(reference).toMatch(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/);
      expect(read(`extensions/${instance}.env`)).toContain('MAIL_COLLECTION=');
    }
    expect(config.firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
  });

  it('reads the collection the site writes and the rules open', () => {
    expect(params.MAIL_COLLECTION).toBe(mailCollection);
    expect(rules).toContain(`match /${mailCollection}/{id}`);
  });

  it('sends to the one recipient the rules accept, which is the company’s enquiry address', () => {
    expect(rules).toContain(`data.to == ['${company.enquiryRecipient}']`);
    expect(params.DEFAULT_FROM).toMatch(new RegExp(`<[^@>]+@${company.enquiryRecipient.split('@')[1]}>$`));
  });

  it('stamps the expiry the privacy policy promises, and the TTL policy deletes on that field', () => {
    expect(promisedRetentionYears()).toBeGreaterThan(0);
    expect(params.TTL_EXPIRE_TYPE).toBe('year');
    expect(Number(params.TTL_EXPIRE_VALUE)).toBe(promisedRetentionYears());
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: params.MAIL_COLLECTION, fieldPath: 'delivery.expireAt', ttl: true }),
    );
  });

  it('holds no secret: the SMTP password is a Secret Manager reference and the URI carries none', () => {
    expect(params.SMTP_PASSWORD).toMatch(/^projects\/\$\{param:PROJECT_NUMBER\}\/secrets\/[\w-]+\/versions\/latest$/);
    expect(params.SMTP_CONNECTION_URI).not.toMatch(/:\/\/[^@/]*:[^@/]*@/);
  });
});
