// @vitest-environment node
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { doc, setDoc, getDoc, getDocs, collection, updateDoc, deleteDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { buildMailDocument } from '../../domain/buildMailDocument';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import { splitHostPort } from '../../services/localBackend.mjs';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator)
  throw new Error(
    'FIRESTORE_EMULATOR_HOST is not set: run the rules tests through `npm test` (tests/support/test.mjs).',
  );
const { host, port } = splitHostPort(emulator);

const valid = buildMailDocument(sampleEnquiry);
const text = valid.message.text;
const withText = (value: unknown) => ({ ...valid, message: { ...valid.message, text: value } });

let env: RulesTestEnvironment;
let counter = 0;
const db = () => env.unauthenticatedContext().firestore();
const write = (data: unknown) => setDoc(doc(db(), 'mail2', `doc-${++counter}`), data as Record<string, unknown>);

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: {
      host,
      port,
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

describe('mail2 accepts the documents the form writes', () => {
  it.each<[string, unknown]>([
    ['an ordinary enquiry', valid],
    [
      'maximum lengths',
      buildMailDocument({
        name: 'n'.repeat(200),
        company: 'c'.repeat(200),
        email: `${'e'.repeat(240)}@x.example`,
        phone: `+${'1'.repeat(20)}`,
        nature: 'x'.repeat(5000),
        privacyAgreed: true,
      }),
    ],
    [
      'unicode, emoji and right-to-left text',
      buildMailDocument({
        name: 'Zoë Łukasz',
        company: 'شركة البيانات',
        email: 'zoe@data.example',
        phone: '+40 264 555 010',
        nature: 'GPUs 🚀 <b>now</b>',
        privacyAgreed: true,
      }),
    ],
  ])('allows %s', async (_name, data) => {
    await assertSucceeds(write(data));
  });
});

describe('mail2 refuses anything else', () => {
  const denied: [string, unknown][] = [
    ['an extra top-level from', { ...valid, from: 'x@evil.example' }],
    ['an extra replyTo', { ...valid, replyTo: 'x@evil.example' }],
    ['an extra bcc', { ...valid, bcc: ['x@evil.example'] }],
    ['an extra cc', { ...valid, cc: ['x@evil.example'] }],
    ['extra headers', { ...valid, headers: { 'X-Test': '1' } }],
    ['a client-written delivery field', { ...valid, delivery: { state: 'PENDING' } }],
    ['a template', { ...valid, template: { name: 'promo' } }],
    ['message.html', { ...valid, message: { ...valid.message, html: '<b>hi</b>' } }],
    [
      'message.attachments',
      { ...valid, message: { ...valid.message, attachments: [{ path: 'https://x.example/a' }] } },
    ],
    ['a wrong recipient', { ...valid, to: ['sales@evil.example'] }],
    ['an extra recipient', { ...valid, to: ['enquiries@nexoform.example', 'x@evil.example'] }],
    ['a recipient as a string', { ...valid, to: 'enquiries@nexoform.example' }],
    ['no recipient', { message: valid.message }],
    ['no message', { to: valid.to }],
    ['another subject', { ...valid, message: { ...valid.message, subject: 'Win a prize' } }],
    ['no subject', { ...valid, message: { text } }],
    ['message as a string', { ...valid, message: text }],
    ['text as a number', withText(42)],
    ['text as a list', withText([text])],
    ['oversized text', withText(`${text}${'x'.repeat(6000)}`)],
    ['an over-long name line', withText(text.replace('Name: Grace Hopper', `Name: ${'n'.repeat(201)}`))],
    ['a broken line format', withText('Hello, please send me things')],
    ['the lines out of order', withText(text.replace(/^Name: (.*)\nCompany: (.*)$/m, 'Company: $2\nName: $1'))],
    ['a missing company line', withText(text.replace(/Company: .*\n/, ''))],
    ['letters in the phone line', withText(text.replace(/Phone: .*/, 'Phone: call me maybe'))],
    ['an email line without @', withText(text.replace(/Email: .*/, 'Email: nobody'))],
    ['an empty enquiry text', withText(text.replace(/Nature of enquiry: [\s\S]*/, 'Nature of enquiry: '))],
  ];
  it.each(denied)('denies %s', async (_name, data) => {
    await assertFails(write(data));
  });

  it('denies reading one document', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'mail2', 'seeded'), valid));
    await assertFails(getDoc(doc(db(), 'mail2', 'seeded')));
  });
  it('denies listing the collection', async () => {
    await assertFails(getDocs(collection(db(), 'mail2')));
  });
  it('denies an update, so a retry cannot overwrite or duplicate a landed enquiry', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'mail2', 'seeded'), valid));
    await assertFails(setDoc(doc(db(), 'mail2', 'seeded'), valid));
    await assertFails(updateDoc(doc(db(), 'mail2', 'seeded'), { 'message.text': text }));
  });
  it('denies a delete', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'mail2', 'seeded'), valid));
    await assertFails(deleteDoc(doc(db(), 'mail2', 'seeded')));
  });
  it.each(['mail', 'enquiries', 'users'])('denies writing the same document to %s', async (name) => {
    await assertFails(setDoc(doc(db(), name, 'x'), valid));
  });
  it('denies a subcollection of mail2', async () => {
    await assertFails(setDoc(doc(db(), 'mail2', 'x', 'replies', 'y'), valid));
  });
});
