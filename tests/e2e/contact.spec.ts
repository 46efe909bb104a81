import type { Page } from '@playwright/test';
import { brotliCompressSync } from 'node:zlib';
import {
  emulatorHost,
  expect,
  expectNoAxeViolations,
  answered,
  failedRequestLog,
  inboxUrl,
  ownTag,
  privacyLabel,
  ready,
  test,
  typeInto,
} from './fixtures';
import { mailHolding } from './emulator';

// Each test sends an enquiry of its own and reads only its documents and e-mails (found by the
// tag in its name), so the tests run in parallel, beside every other spec's and engine's sends.
// A test sends, waits for the sent state and reads the database and the inbox back, some more than once.
test.describe.configure({ timeout: 60_000 });

const natureLabel = 'What would you like to talk to us about?';
const newsLabel = "Send me news about Nexoform's services (optional)";
const nature = 'We need 20MW 🚀\n<b>soon</b>';
/** What the site writes to an enquiry's document; a translated form adds `language` (D61). */
const fieldNames = ['headers', 'message', 'message.subject', 'message.text', 'replyTo', 'to'];

/** An enquiry no other test, engine or run sends: its name carries this test's tag. */
function newEnquiry() {
  // Short: Firefox over BiDi types slowly.
  return {
    Name: `Zoë Ångström ${ownTag()}`,
    Company: 'شركة البيانات',
    Email: 'zoe@data.example',
    'Phone number': '+40 264 555 010',
    [natureLabel]: nature,
  };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/**
 * Types the enquiry key by key, as typeInto does, and ticks the consent. Every caller fills a form
 * whose fields are empty (new, or sent and reloaded), so nothing is cleared first: clearing costs
 * three more driver round trips a field, slow in Firefox over BiDi.
 */
async function fill(page: Page, enquiry: Record<string, string>, consent: string | RegExp = privacyLabel) {
  for (const [label, value] of Object.entries(enquiry)) await field(page, label).pressSequentially(value);
  await page.getByLabel(consent).check();
}

/** Opens the form at `path`, or again by reloading the page (`'reload'`), and waits until it is wired. */
async function openForm(page: Page, path = '/#contactform-container') {
  await (path === 'reload' ? page.reload() : page.goto(path));
  await ready(page, '[data-contact-form]');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });
const sent = (page: Page) => page.getByRole('button', { name: 'Your request has been sent' });
const retry = (page: Page) => page.getByRole('button', { name: 'Retry' });
const toEmulator = `http://${emulatorHost}/**`;
/** A failed send logs the form's message and the engine's failed request. */
const allowFailure = (allowConsole: (pattern: RegExp) => void) => {
  allowConsole(/The enquiry could not be sent/);
  allowConsole(failedRequestLog);
};

/** Retries, waits for the sent state, and returns the stored documents holding `marker`. */
async function retryUntilSent(page: Page, marker: string) {
  await retry(page).click();
  await expect(sent(page)).toBeVisible(answered);
  return mailHolding(marker);
}

/**
 * The send failed: its message, the address and Retry (unless `canRetry` is false) are on screen.
 * The alert region is in the page from the start (so the message is announced when it appears),
 * holding the message hidden: its text content alone proves nothing.
 */
async function expectSendFailure(page: Page, wait = answered, canRetry = true) {
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Your request could not be sent')).toBeVisible(wait);
  await expect(alert.getByRole('link', { name: 'enquiries@nexoform.example' })).toBeVisible();
  const retryButton = alert.getByRole('button', { name: 'Retry' });
  await (canRetry ? expect(retryButton).toBeVisible() : expect(retryButton).toBeHidden());
}

type InboxMail = { subject: string; text: string; html?: string; to: { address: string }[]; headers: MailHeaders };
type MailHeaders = Record<string, string>;
/** Waits for the one e-mail in the local inbox whose text holds `marker`, as the sales team reads it, and returns it. */
async function theEmail(marker: string) {
  const received = async () =>
    ((await (await fetch(`${inboxUrl}/email`)).json()) as InboxMail[]).filter((email) => email.text.includes(marker));
  await expect.poll(async () => (await received()).length, { timeout: 20_000 }).toBe(1);
  return (await received())[0]!;
}

/** A gate a route handler waits on until the test opens it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

test('the checks run in the spec order, one error at a time: Enter announces it, a click focuses the field (D1); then, with a slow write, a second click or Enter on Submit writes nothing more (D2)', async ({
  page,
}) => {
  await openForm(page);
  const enquiry = newEnquiry();
  // The write is held until the visitor has tried again: as slow as it takes, with no clock.
  const write = gate();
  let writes = 0;
  await page.route(toEmulator, async (route) => {
    writes += 1;
    await write.opened;
    await route.continue();
  });
  const name = field(page, 'Name');
  const status = page.locator('#contactform-container').getByRole('status');
  await name.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(status).toHaveText('Please fill out this field');
  await submit(page).click();
  await expect(name).toHaveAccessibleDescription('Please fill out this field');
  await expect(name).toBeFocused();
  await expect(page.getByText('Please fill out this field')).toHaveCount(1);
  await expect(submit(page)).not.toHaveAttribute('aria-busy', 'true');
  await expectNoAxeViolations(page, '#contactform-container');
  const steps: [string, string, string, string][] = [
    ['Name', enquiry.Name, 'Company', 'Please fill out this field'],
    ['Company', enquiry.Company, 'Email', 'Please fill out this field'],
    ['Email', 'ada@', 'Email', 'Please enter a valid email address'],
    ['Email', enquiry.Email, 'Phone number', 'Please fill out this field'],
    ['Phone number', '12', 'Phone number', 'Please enter a valid phone number'],
    ['Phone number', enquiry['Phone number'], natureLabel, 'Please fill out this field'],
    [natureLabel, nature, 'privacy', 'You must agree to the privacy policy to submit'],
  ];
  const typed = new Set<string>();
  for (const [label, value, failing, message] of steps) {
    // A field typed in before is cleared first; an empty one is typed straight in, as fill() does.
    await (typed.has(label) ? typeInto(field(page, label), value) : field(page, label).pressSequentially(value));
    typed.add(label);
    await submit(page).click();
    const failed = failing === 'privacy' ? page.getByLabel(privacyLabel) : field(page, failing);
    await expect(failed).toHaveAccessibleDescription(message);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    if (label !== 'Name') continue;
    // When focus moves to the failing field, its description is what is read: the region is empty.
    await expect(failed).toBeFocused();
    await expect(status).toHaveText('');
  }
  await page.getByLabel(privacyLabel).check();
  await submit(page).click();
  await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => writes, 'the invalid submits wrote nothing, the valid one once').toBe(1);
  // A real second press on the busy button, and Enter in a field (the form's implicit submission).
  const box = await submit(page).boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await field(page, 'Company').press('Enter');
  write.open();
  await expect(sent(page)).toBeVisible(answered);
  expect(writes).toBe(1);
  expect(await mailHolding(enquiry.Name)).toHaveLength(1);
});

test('a valid enquiry costs no Firebase bytes until sent, lands once in mail2 verbatim and reaches the inbox as the e-mail the sales team reads; a second, with news consent, keeps its draft over a reload and says `Marketing: yes` (D78)', async ({
  page,
}) => {
  // A script counts from its request, so one still loading when the visitor sends counts as
  // loaded before the send: no wait for the network to fall quiet is needed to place it.
  const [before, after]: [string[], string[]] = [[], []];
  let sending = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') (sending ? after : before).push(request.url());
  });
  const headers = (await page.goto('/'))?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=');
  await ready(page, '[data-contact-form]');
  await page.locator('#contactform-container').scrollIntoViewIfNeeded();
  const enquiry = newEnquiry();
  await fill(page, enquiry);
  // News is asked apart, unticked (D78): left so, the e-mail has no `Marketing:` line.
  await expect(page.getByLabel(newsLabel)).not.toBeChecked();
  const early = before.filter((url) => /firestore|firebase/i.test(url));
  expect(early, 'no Firebase before the first send').toEqual([]);
  sending = true;
  await submit(page).click();
  await expect(sent(page)).toBeDisabled(answered);
  for (const label of Object.keys(enquiry)) await expect(field(page, label)).toBeDisabled();
  await expect(page.getByLabel(privacyLabel)).toBeDisabled();
  const text = `Name: ${enquiry.Name}\nCompany: شركة البيانات\nEmail: zoe@data.example\nPhone: +40 264 555 010\nNature of enquiry: ${nature}`;
  // An array in toMatchObject matches only one of the same length: exactly one document.
  expect(await mailHolding(enquiry.Name)).toMatchObject([
    { to: ['enquiries@nexoform.example'], subject: 'New contact request', text, fieldNames },
  ]);

  const size = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) total += brotliCompressSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    return total;
  };
  const [beforeBytes, afterBytes] = [await size(before), await size(after)];
  test.info().annotations.push({
    type: 'bytes',
    description: `JS before send ${beforeBytes} B, loaded by the send ${afterBytes} B (brotli)`,
  });
  expect(after.length).toBeGreaterThan(0);
  expect(beforeBytes).toBeLessThanOrEqual(20 * 1024);

  const mail = await theEmail(enquiry.Name);
  expect(mail.to.map((to) => to.address)).toEqual(['enquiries@nexoform.example']);
  // Reply answers the visitor (D70).
  expect(mail.headers['reply-to']).toBe(enquiry.Email);
  expect(mail.subject).toBe('New contact request');
  expect(mail.text.trimEnd()).toBe(text);
  expect(mail.html).toBeFalsy();
  await expect
    .poll(async () => (await mailHolding(enquiry.Name)).map((one) => one.deliveryState), { timeout: 20_000 })
    .toEqual(['SUCCESS']);
  await openForm(page, 'reload');
  await expect(field(page, 'Name')).toHaveValue('');

  // A second enquiry, with news consent: a reload before sending keeps its draft, and the e-mail
  // says `Marketing: yes` right after the enquiry text (D78).
  const second = newEnquiry();
  await fill(page, second);
  await page.getByLabel(newsLabel).check();
  await openForm(page, 'reload');
  await expect(field(page, 'Name')).toHaveValue(second.Name);
  await expect(field(page, natureLabel)).toHaveValue(nature);
  await expect(page.getByLabel(privacyLabel)).toBeChecked();
  await expect(page.getByLabel(newsLabel)).toBeChecked();
  await submit(page).click();
  await expect(sent(page)).toBeDisabled(answered);
  expect((await theEmail(second.Name)).text.trimEnd().split('\n').slice(-3)).toEqual([
    ...`Nature of enquiry: ${nature}`.split('\n'),
    'Marketing: yes',
  ]);
});

/**
 * A send that fails, then Retry: the write lost on its way (`write`), or written while its answer
 * never reaches the browser (`ack`), then maybe a reload (the send was never confirmed, and the
 * page says so, with the values and Retry) and an edit, which is what Retry then sends.
 */
const failedSends: [title: string, lost: 'write' | 'ack', reload?: boolean, edit?: boolean][] = [
  ['with the emulator unreachable: an alert, the values kept, and Retry sends exactly once', 'write'],
  ['a retry after a lost acknowledgement does not duplicate the enquiry (D2)', 'ack'],
  ['after a lost acknowledgement and a reload, Retry leaves exactly one document (D2)', 'ack', true],
  [
    'an edit after a lost answer and a reload is what Retry sends: the e-mail has the edited phone (D2)',
    'ack',
    true,
    true,
  ],
];
for (const [title, lost, reload, edit] of failedSends)
  // Chromium only for a lost acknowledgement: in Firefox ESR over BiDi, route.fetch() of the intercepted write never completes.
  test(title, { tag: lost === 'ack' ? ['@chromium-only'] : [] }, async ({ page, allowConsole }) => {
    allowFailure(allowConsole);
    await openForm(page);
    const enquiry = newEnquiry();
    await page.route(toEmulator, async (route) => {
      if (lost === 'ack') await route.fetch();
      await route.abort();
    });
    await fill(page, enquiry);
    await submit(page).click();
    await expectSendFailure(page);
    await expect(field(page, 'Name')).toHaveValue(enquiry.Name);
    await expectNoAxeViolations(page, '#contactform-container');
    expect(await mailHolding(enquiry.Name)).toHaveLength(lost === 'ack' ? 1 : 0);
    await page.unroute(toEmulator);
    if (reload) {
      await openForm(page, 'reload');
      await expectSendFailure(page);
      await expect(field(page, 'Name')).toHaveValue(enquiry.Name);
    }
    const marker = edit ? `Edited ${enquiry.Name}` : enquiry.Name;
    if (edit) {
      await typeInto(field(page, 'Phone number'), '+44 20 7946 0999');
      await typeInto(field(page, natureLabel), marker);
    }
    const stored = await retryUntilSent(page, marker);
    expect(stored).toHaveLength(1);
    if (!edit) return;
    expect(stored[0]?.text).toContain('Phone: +44 20 7946 0999');
    expect((await theEmail(marker)).text).toContain('Phone: +44 20 7946 0999');
  });

test('a submit before the page’s script has loaded changes no URL, and the enquiry is sent once the script runs', async ({
  page,
}) => {
  const enquiry = newEnquiry();
  // The page's scripts held back: the visitor is faster than the network.
  const scripts = gate();
  await page.route('**/assets/**/*.js', async (route) => {
    await scripts.opened;
    await route.continue();
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.goto('/#contactform-container', { waitUntil: 'domcontentloaded' });
  const form = page.locator('[data-contact-form]');
  await expect(form).not.toHaveAttribute('data-enhanced', 'true');
  const url = page.url();
  await fill(page, enquiry);
  await field(page, 'Phone number').press('Enter');
  // The guard held the submit: no page load, no fields in the address.
  await expect(form).toHaveAttribute('data-pending-submit', '');
  expect(page.url()).toBe(url);
  expect(await mailHolding(enquiry.Name)).toHaveLength(0);
  scripts.open();
  await expect(sent(page)).toBeVisible(answered);
  expect(navigations).toHaveLength(1);
  expect(page.url()).toBe(url);
  expect(await mailHolding(enquiry.Name)).toMatchObject([
    { text: expect.stringContaining(`Name: ${enquiry.Name}\nCompany: ${enquiry.Company}`) },
  ]);
});

test('a submit with no interaction before it (a password manager’s) stays on the page and is sent once', async ({
  page,
}) => {
  await openForm(page);
  const url = page.url();
  const name = newEnquiry().Name;
  const values = { name, company: 'Compiler Co', email: 'grace@compiler.example', phone: '+1 713 555 0100' };
  const wiredBefore = await page.evaluate((typed) => {
    const form = document.querySelector<HTMLFormElement>('[data-contact-form]')!;
    for (const [name, value] of Object.entries({ ...typed, nature: 'Early' }))
      form.querySelector<HTMLInputElement>(`[data-field="${name}"]`)!.value = value;
    form.querySelector<HTMLInputElement>('[data-field="privacyAgreed"]')!.checked = true;
    const wired = form.hasAttribute('data-state');
    form.requestSubmit();
    return wired;
  }, values);
  expect(wiredBefore).toBe(false);
  await expect(sent(page)).toBeVisible(answered);
  expect(page.url()).toBe(url);
  expect(await mailHolding(name)).toMatchObject([{ text: expect.stringContaining('Nature of enquiry: Early') }]);
});

// Tagged: it runs after every other test, with the emulator's rules, which every send of the run
// shares, refusing every write (playwright.config.ts, tests/e2e/refusingRules.setup.ts).
test(
  'with the rules refusing the write: the same error path, nothing stored',
  { tag: '@rules-swap' },
  async ({ page, allowConsole }) => {
    allowConsole(/The enquiry could not be sent/);
    allowConsole(/403|Failed to load resource/);
    await openForm(page);
    const enquiry = newEnquiry();
    await fill(page, enquiry);
    await submit(page).click();
    await expectSendFailure(page);
    expect(await mailHolding(enquiry.Name)).toHaveLength(0);
  },
);

test('with the page’s script blocked, a submit shows the failure and the address within 6 s, and writes nothing', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedRequestLog);
  allowConsole(/Failed to fetch dynamically imported module/);
  // The page's own clock from the submit to the failure shown: the driver's time for the click
  // (its scroll and checks, slow in Firefox over BiDi on a busy machine) is not the visitor's wait.
  type GuardTimes = { guardTimes: { submitted?: number; shown?: number } };
  await page.addInitScript(() => {
    const times: GuardTimes['guardTimes'] = {};
    (window as unknown as GuardTimes).guardTimes = times;
    document.addEventListener('submit', () => (times.submitted ??= performance.now()), true);
    new MutationObserver(() => {
      const failure = document.querySelector<HTMLElement>('[data-send-failure-body]');
      if (failure && !failure.hidden) times.shown ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
  });
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto('/#contactform-container');
  // The inline guard ran (the fields can be typed in); the enhancer never will.
  await expect(field(page, 'Name')).toBeEnabled();
  await expect(page.locator('[data-contact-form]')).not.toHaveAttribute('data-enhanced', 'true');
  const enquiry = newEnquiry();
  await fill(page, enquiry);
  await submit(page).click();
  // Retry would need the script that never came.
  await expectSendFailure(page, { timeout: 6_000 }, false);
  const { submitted, shown } = await page.evaluate(() => (window as unknown as GuardTimes).guardTimes);
  expect(submitted).toBeDefined();
  expect((shown ?? Infinity) - (submitted ?? 0)).toBeLessThan(6_000);
  await expect(field(page, 'Name')).toHaveValue(enquiry.Name);
  expect(await mailHolding(enquiry.Name)).toHaveLength(0);
});

// Chromium only: Firefox ESR over BiDi ignores javaScriptEnabled: false.
test(
  'with JavaScript off, the form sends nothing and says how to reach the company',
  { tag: '@chromium-only' },
  async ({ browser }) => {
    // Reduced motion: the page's scrolling is instant, so the clicks below land where the fields
    // are (a smooth scroll to the form's anchor may still be moving the page otherwise).
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const requests: { method: string; url: string; body: string }[] = [];
    page.on('request', (request) =>
      requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' }),
    );
    await page.goto('/#contactform-container');
    const controls = page.locator('[data-contact-form] [data-field], [data-contact-form] [data-submit]');
    await expect(controls).toHaveCount(8);
    for (const control of await controls.all()) await expect(control).toBeDisabled();
    // What a visitor tries: type into the name, press Enter, press Submit.
    const marker = `NoScript${Date.now()}`;
    await field(page, 'Name').click({ force: true });
    await page.keyboard.type(marker);
    await page.keyboard.press('Enter');
    await submit(page).click({ force: true });
    // Any submit would have started its navigation by now; the next page load marks the end.
    await page.goto('/privacy-policy');
    const fields = ['name=', 'company=', 'email=', 'phone=', 'nature=', 'privacyAgreed=', 'marketingAgreed=', marker];
    const carrying = requests.filter(
      ({ method, url, body }) =>
        method !== 'GET' || fields.some((field) => url.includes(field) || body.includes(field)),
    );
    expect(carrying).toEqual([]);
    expect(requests.filter(({ url }) => url.endsWith('/privacy-policy'))).toHaveLength(1);
    await page.goto('/#contactform-container');
    // Chromium parses <noscript> as text even with scripts disabled by the test, so check the markup.
    const note = (await page.locator('#contactform-container noscript').textContent()) ?? '';
    expect(note).toContain('enquiries@nexoform.example');
    expect(note).toMatch(/call our \w+ office on \+[\d ]{9,}/);
    expect(await mailHolding(marker)).toHaveLength(0);
    await context.close();
  },
);

test('tabs of one draft: a lost write, an edit in another tab, the same in a third, then Retry: each enquiry stored once (D2)', async ({
  page,
  context,
  allowConsole,
}) => {
  allowFailure(allowConsole);
  await openForm(page);
  const enquiry = newEnquiry();
  await fill(page, enquiry);
  // A duplicated tab starts with a copy of this tab's session storage: the draft and its id.
  const draft = await page.evaluate(() => sessionStorage.getItem('nexoform:contact-draft'));
  expect(JSON.parse(draft ?? '{}').sending?.id).toMatch(/^[A-Za-z0-9]{20}$/);
  const duplicate = async () => {
    const tab = await context.newPage();
    await tab.addInitScript((kept) => {
      if (window.location.protocol.startsWith('http') && !sessionStorage.getItem('nexoform:contact-draft'))
        sessionStorage.setItem('nexoform:contact-draft', kept);
    }, draft ?? '');
    await openForm(tab);
    await expect(field(tab, 'Name')).toHaveValue(enquiry.Name);
    return tab;
  };
  const [edited, same] = [await duplicate(), await duplicate()];
  await page.route(toEmulator, (route) => route.abort());
  await submit(page).click();
  await expectSendFailure(page);
  const marker = `Edited ${Date.now()}`;
  await typeInto(field(edited, natureLabel), marker);
  for (const tab of [edited, same]) {
    await submit(tab).click();
    await expect(sent(tab)).toBeVisible(answered);
  }
  await page.unroute(toEmulator);
  const texts = (await retryUntilSent(page, enquiry.Name)).map((stored) => stored.text.split('Nature of enquiry: ')[1]);
  expect(texts.sort()).toEqual([nature, marker].sort());
  await Promise.all([edited.close(), same.close()]);
});

test('the German form says its errors in German and sends an e-mail that names the language (docs/decisions.md, D61)', async ({
  page,
}) => {
  await openForm(page, '/de#contactform-container');
  const absenden = page.getByRole('button', { name: 'Absenden' });
  await absenden.click();
  await expect(field(page, 'Name')).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus');
  const marker = `Anfrage ${newEnquiry().Name}`;
  const german = {
    Name: 'Grete Müller',
    Unternehmen: 'Rechenwerk GmbH',
    'E-Mail': 'grete@rechenwerk.example',
    Telefonnummer: '+49 30 1234567',
    'Worüber möchten Sie mit uns sprechen?': marker,
  };
  await fill(page, german, /Mit dem Absenden Ihrer Anfrage/);
  await absenden.click();
  // The button's short word; the status region says the sentence.
  await expect(page.getByRole('button', { name: 'Gesendet' })).toBeDisabled(answered);
  await expect(page.locator('#contactform-container').getByRole('status')).toHaveText('Ihre Anfrage wurde gesendet');
  await expect.poll(async () => (await mailHolding(marker)).length).toBe(1);
  const [stored] = await mailHolding(marker);
  expect(stored?.text).toBe(
    `Name: Grete Müller\nCompany: Rechenwerk GmbH\nEmail: grete@rechenwerk.example\nPhone: +49 30 1234567\nNature of enquiry: ${marker}\nLanguage: Deutsch`,
  );
  expect(stored?.fieldNames).toEqual([...fieldNames, 'language'].sort());
  // The e-mail the sales team reads says it too, on its last line.
  expect((await theEmail(marker)).text.trimEnd().split('\n').at(-1)).toBe('Language: Deutsch');
});
