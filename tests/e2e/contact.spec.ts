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

const failureLog = /The enquiry could not be sent/;
const natureLabel = 'What would you like to talk to us about?';
const newsLabel = "Send me news about Nexoform's services (optional)";
const nature = 'We need 20MW 🚀\n<b>soon</b>';

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
type Enquiry = ReturnType<typeof newEnquiry>;

async function fill(page: Page, enquiry: Enquiry) {
  for (const [label, value] of Object.entries(enquiry)) await typeInto(page.getByLabel(label, { exact: true }), value);
  await page.getByLabel(privacyLabel).check();
}

async function openForm(page: Page, path = '/#contactform-container') {
  await page.goto(path);
  await ready(page, '[data-contact-form]');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });
const sent = (page: Page) => page.getByRole('button', { name: 'Your request has been sent' });
const toEmulator = `http://${emulatorHost}/**`;

/**
 * The send failed: its message, the address and Retry are on screen. The alert region is in the
 * page from the start (so the message is announced when it appears), holding the message hidden:
 * its text content alone proves nothing.
 */
async function expectSendFailure(page: Page) {
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Your request could not be sent')).toBeVisible(answered);
  await expect(alert.getByRole('link', { name: 'enquiries@nexoform.example' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
}

type InboxMail = {
  subject: string;
  text: string;
  html?: string;
  to: { address: string }[];
  headers: Record<string, string>;
};
/** The e-mails in the local inbox whose text holds `marker`, as the sales team reads them. */
const received = async (marker: string) =>
  ((await (await fetch(`${inboxUrl}/email`)).json()) as InboxMail[]).filter((email) => email.text.includes(marker));
/** Waits for the one e-mail holding `marker` and returns it. */
async function theEmail(marker: string) {
  await expect.poll(async () => (await received(marker)).length, { timeout: 20_000 }).toBe(1);
  return (await received(marker))[0]!;
}

test('the checks run in the spec order, one error at a time: Enter announces it, a click focuses the field (D1)', async ({
  page,
}) => {
  await openForm(page);
  const name = page.getByLabel('Name', { exact: true });
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
    ['Name', 'Ada', 'Company', 'Please fill out this field'],
    ['Company', 'Analytical', 'Email', 'Please fill out this field'],
    ['Email', 'ada@', 'Email', 'Please enter a valid email address'],
    ['Email', 'ada@analytical.example', 'Phone number', 'Please fill out this field'],
    ['Phone number', '12', 'Phone number', 'Please enter a valid phone number'],
    ['Phone number', '+44 20 7946 0000', natureLabel, 'Please fill out this field'],
    [natureLabel, 'Hello', 'privacy', 'You must agree to the privacy policy to submit'],
  ];
  for (const [label, value, failing, message] of steps) {
    await typeInto(page.getByLabel(label, { exact: true }), value);
    await submit(page).click();
    const field = failing === 'privacy' ? page.getByLabel(privacyLabel) : page.getByLabel(failing, { exact: true });
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    if (label !== 'Name') continue;
    // When focus moves to the failing field, its description is what is read: the region is empty.
    await expect(field).toBeFocused();
    await expect(status).toHaveText('');
  }
});

test('a valid enquiry costs no Firebase bytes until sent, lands once in mail2 verbatim and reaches the inbox as the e-mail the sales team reads', async ({
  page,
}) => {
  const before: string[] = [];
  const after: string[] = [];
  let sending = false;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') (sending ? after : before).push(response.url());
  });
  const headers = (await page.goto('/'))?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=');
  await page.waitForLoadState('networkidle');
  await ready(page, '[data-contact-form]');
  await page.locator('#contactform-container').scrollIntoViewIfNeeded();
  const enquiry = newEnquiry();
  await fill(page, enquiry);
  // News is asked apart, unticked (D78): left so, the e-mail has no `Marketing:` line.
  await expect(page.getByLabel(newsLabel)).not.toBeChecked();
  expect(
    before.filter((url) => /firestore|firebase/i.test(url)),
    'no Firebase before the first send',
  ).toEqual([]);
  sending = true;
  await submit(page).click();
  await expect(sent(page)).toBeDisabled(answered);
  for (const label of Object.keys(enquiry)) await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
  await expect(page.getByLabel(privacyLabel)).toBeDisabled();
  const text = `Name: ${enquiry.Name}\nCompany: شركة البيانات\nEmail: zoe@data.example\nPhone: +40 264 555 010\nNature of enquiry: ${nature}`;
  const stored = await mailHolding(enquiry.Name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    to: ['enquiries@nexoform.example'],
    subject: 'New contact request',
    text,
    fieldNames: ['headers', 'message', 'message.subject', 'message.text', 'replyTo', 'to'],
  });

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
  await page.reload();
  await ready(page, '[data-contact-form]');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('with the emulator unreachable: an alert, the values kept, and Retry sends exactly once', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failureLog);
  allowConsole(failedRequestLog);
  await openForm(page);
  const enquiry = newEnquiry();
  await page.route(toEmulator, (route) => route.abort());
  await fill(page, enquiry);
  await submit(page).click();
  await expectSendFailure(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(enquiry.Name);
  await expectNoAxeViolations(page, '#contactform-container');
  await page.unroute(toEmulator);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(sent(page)).toBeVisible(answered);
  expect(await mailHolding(enquiry.Name)).toHaveLength(1);
});

/**
 * Sends the enquiry while its write reaches the database but its answer never reaches the browser;
 * returns once the page offers Retry and the network is back.
 */
async function sendWithLostAcknowledgement(page: Page, allowConsole: (pattern: RegExp) => void) {
  allowConsole(failureLog);
  allowConsole(failedRequestLog);
  await openForm(page);
  const enquiry = newEnquiry();
  await page.route(toEmulator, async (route) => {
    await route.fetch();
    await route.abort();
  });
  await fill(page, enquiry);
  await submit(page).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible(answered);
  expect(await mailHolding(enquiry.Name)).toHaveLength(1);
  await page.unroute(toEmulator);
  return enquiry;
}

// Chromium only: in Firefox ESR over BiDi, route.fetch() of the intercepted write never completes.
test(
  'a retry after a lost acknowledgement does not duplicate the enquiry (D2)',
  { tag: '@chromium-only' },
  async ({ page, allowConsole }) => {
    const enquiry = await sendWithLostAcknowledgement(page, allowConsole);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(sent(page)).toBeVisible(answered);
    expect(await mailHolding(enquiry.Name)).toHaveLength(1);
  },
);

/** A lost answer, then a reload: the send was never confirmed, and the page says so, with the values and Retry. */
async function sendLostThenReload(page: Page, allowConsole: (pattern: RegExp) => void) {
  const enquiry = await sendWithLostAcknowledgement(page, allowConsole);
  await page.reload();
  await ready(page, '[data-contact-form]');
  await expectSendFailure(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(enquiry.Name);
  return enquiry;
}

// Chromium only: in Firefox ESR over BiDi, route.fetch() of the intercepted write never completes.
test(
  'after a lost acknowledgement and a reload, Retry leaves exactly one document (D2)',
  { tag: '@chromium-only' },
  async ({ page, allowConsole }) => {
    const enquiry = await sendLostThenReload(page, allowConsole);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(sent(page)).toBeVisible(answered);
    expect(await mailHolding(enquiry.Name)).toHaveLength(1);
  },
);

// Chromium only: in Firefox ESR over BiDi, route.fetch() of the intercepted write never completes.
test(
  'an edit after a lost answer and a reload is what Retry sends: the e-mail has the edited phone (D2)',
  { tag: '@chromium-only' },
  async ({ page, allowConsole }) => {
    const enquiry = await sendLostThenReload(page, allowConsole);
    const marker = `Edited ${enquiry.Name}`;
    await typeInto(page.getByLabel('Phone number', { exact: true }), '+44 20 7946 0999');
    await typeInto(page.getByLabel(natureLabel), marker);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(sent(page)).toBeVisible(answered);
    const edited = await mailHolding(marker);
    expect(edited).toHaveLength(1);
    expect(edited[0]?.text).toContain('Phone: +44 20 7946 0999');
    expect((await theEmail(marker)).text).toContain('Phone: +44 20 7946 0999');
  },
);

/** A gate a route handler waits on until the test opens it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

test('with a slow write, a second click or Enter on Submit writes nothing more (D2)', async ({ page }) => {
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
  await fill(page, enquiry);
  await submit(page).click();
  await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => writes).toBe(1);
  // A real second press on the busy button, and Enter in a field (the form's implicit submission).
  const box = await submit(page).boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByLabel('Company', { exact: true }).press('Enter');
  write.open();
  await expect(sent(page)).toBeVisible(answered);
  expect(writes).toBe(1);
  expect(await mailHolding(enquiry.Name)).toHaveLength(1);
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
  for (const [label, value] of Object.entries(enquiry)) {
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    await field.pressSequentially(value);
  }
  await page.getByLabel(privacyLabel).check();
  await page.getByLabel('Phone number', { exact: true }).press('Enter');
  // The guard held the submit: no page load, no fields in the address.
  await expect(form).toHaveAttribute('data-pending-submit', '');
  expect(page.url()).toBe(url);
  expect(await mailHolding(enquiry.Name)).toHaveLength(0);
  scripts.open();
  await expect(sent(page)).toBeVisible(answered);
  expect(navigations).toHaveLength(1);
  expect(page.url()).toBe(url);
  const stored = await mailHolding(enquiry.Name);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.text).toContain(`Name: ${enquiry.Name}\nCompany: ${enquiry.Company}`);
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
    for (const [field, value] of Object.entries({ ...typed, nature: 'Early' }))
      form.querySelector<HTMLInputElement>(`[data-field="${field}"]`)!.value = value;
    form.querySelector<HTMLInputElement>('[data-field="privacyAgreed"]')!.checked = true;
    const wired = form.hasAttribute('data-state');
    form.requestSubmit();
    return wired;
  }, values);
  expect(wiredBefore).toBe(false);
  await expect(sent(page)).toBeVisible(answered);
  expect(page.url()).toBe(url);
  const stored = await mailHolding(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.text).toContain('Nature of enquiry: Early');
});

// Tagged: it runs after every other test, with the emulator's rules, which every send of the run
// shares, refusing every write (playwright.config.ts, tests/e2e/refusingRules.setup.ts).
test(
  'with the rules refusing the write: the same error path, nothing stored',
  { tag: '@rules-swap' },
  async ({ page, allowConsole }) => {
    allowConsole(failureLog);
    allowConsole(/403|Failed to load resource/);
    await openForm(page);
    const enquiry = newEnquiry();
    await fill(page, enquiry);
    await submit(page).click();
    await expectSendFailure(page);
    expect(await mailHolding(enquiry.Name)).toHaveLength(0);
  },
);

test('a reload before sending keeps the draft; sent with news consent, the e-mail says `Marketing: yes` right after the enquiry text (D78)', async ({
  page,
}) => {
  await openForm(page);
  const enquiry = newEnquiry();
  await fill(page, enquiry);
  await page.getByLabel(newsLabel).check();
  await page.reload();
  await ready(page, '[data-contact-form]');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(enquiry.Name);
  await expect(page.getByLabel(natureLabel)).toHaveValue(nature);
  await expect(page.getByLabel(privacyLabel)).toBeChecked();
  await expect(page.getByLabel(newsLabel)).toBeChecked();
  await submit(page).click();
  await expect(sent(page)).toBeDisabled(answered);
  expect((await theEmail(enquiry.Name)).text.trimEnd().split('\n').slice(-3)).toEqual([
    ...`Nature of enquiry: ${nature}`.split('\n'),
    'Marketing: yes',
  ]);
});

test('with the page’s script blocked, a submit shows the failure and the address within 6 s, and writes nothing', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedRequestLog);
  allowConsole(/Failed to fetch dynamically imported module/);
  // The page's own clock from the submit to the failure shown: the driver's time for the click
  // (its scroll and checks, slow in Firefox over BiDi on a busy machine) is not the visitor's wait.
  await page.addInitScript(() => {
    const times: { submitted?: number; shown?: number } = {};
    (window as unknown as { guardTimes: typeof times }).guardTimes = times;
    document.addEventListener('submit', () => (times.submitted ??= performance.now()), true);
    new MutationObserver(() => {
      const failure = document.querySelector<HTMLElement>('[data-send-failure-body]');
      if (failure && !failure.hidden) times.shown ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
  });
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto('/#contactform-container');
  const form = page.locator('[data-contact-form]');
  // The inline guard ran (the fields can be typed in); the enhancer never will.
  await expect(page.getByLabel('Name', { exact: true })).toBeEnabled();
  await expect(form).not.toHaveAttribute('data-enhanced', 'true');
  const enquiry = newEnquiry();
  await fill(page, enquiry);
  await submit(page).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Your request could not be sent')).toBeVisible({ timeout: 6_000 });
  const { submitted, shown } = await page.evaluate(
    () => (window as unknown as { guardTimes: { submitted?: number; shown?: number } }).guardTimes,
  );
  expect(submitted).toBeDefined();
  expect((shown ?? Infinity) - (submitted ?? 0)).toBeLessThan(6_000);
  await expect(alert.getByRole('link', { name: 'enquiries@nexoform.example' })).toBeVisible();
  // Retry would need the script that never came.
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeHidden();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(enquiry.Name);
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
    await page.getByLabel('Name', { exact: true }).click({ force: true });
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
  allowConsole(failureLog);
  allowConsole(failedRequestLog);
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
    await expect(tab.getByLabel('Name', { exact: true })).toHaveValue(enquiry.Name);
    return tab;
  };
  const [edited, same] = [await duplicate(), await duplicate()];
  await page.route(toEmulator, (route) => route.abort());
  await submit(page).click();
  await expectSendFailure(page);
  const marker = `Edited ${Date.now()}`;
  await typeInto(edited.getByLabel(natureLabel), marker);
  await submit(edited).click();
  await expect(sent(edited)).toBeVisible(answered);
  await submit(same).click();
  await expect(sent(same)).toBeVisible(answered);
  await page.unroute(toEmulator);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(sent(page)).toBeVisible(answered);
  const texts = (await mailHolding(enquiry.Name)).map((stored) => stored.text.split('Nature of enquiry: ')[1]).sort();
  expect(texts).toEqual([nature, marker].sort());
  await Promise.all([edited.close(), same.close()]);
});

test('the German form says its errors in German and sends an e-mail that names the language (docs/decisions.md, D61)', async ({
  page,
}) => {
  await openForm(page, '/de#contactform-container');
  const absenden = page.getByRole('button', { name: 'Absenden' });
  await absenden.click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    'Bitte füllen Sie dieses Feld aus',
  );
  const marker = `Anfrage ${newEnquiry().Name}`;
  const german = {
    Name: 'Grete Müller',
    Unternehmen: 'Rechenwerk GmbH',
    'E-Mail': 'grete@rechenwerk.example',
    Telefonnummer: '+49 30 1234567',
    'Worüber möchten Sie mit uns sprechen?': marker,
  };
  for (const [label, value] of Object.entries(german)) await typeInto(page.getByLabel(label, { exact: true }), value);
  await page.getByLabel(/Mit dem Absenden Ihrer Anfrage/).check();
  await absenden.click();
  // The button's short word; the status region says the sentence.
  await expect(page.getByRole('button', { name: 'Gesendet' })).toBeDisabled(answered);
  await expect(page.locator('#contactform-container').getByRole('status')).toHaveText('Ihre Anfrage wurde gesendet');
  await expect.poll(async () => (await mailHolding(marker)).length).toBe(1);
  const [stored] = await mailHolding(marker);
  expect(stored?.text).toBe(
    `Name: Grete Müller\nCompany: Rechenwerk GmbH\nEmail: grete@rechenwerk.example\nPhone: +49 30 1234567\nNature of enquiry: ${marker}\nLanguage: Deutsch`,
  );
  expect(stored?.fieldNames).toEqual([
    'headers',
    'language',
    'message',
    'message.subject',
    'message.text',
    'replyTo',
    'to',
  ]);
  // The e-mail the sales team reads says it too, on its last line.
  expect((await theEmail(marker)).text.trimEnd().split('\n').at(-1)).toBe('Language: Deutsch');
});
