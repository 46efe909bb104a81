// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import type { UserEvent as User } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EnquirySendError } from '../../services/sendEnquiry';
import { renderEnhanced } from '../../tests/unit/dom';
import { ContactForm } from './ContactForm';
import { draftKey, enhanceContactForm, forgetRestoredValues, hasDraft } from './ContactForm.client';

const privacyLabel = /By submitting your inquiry, you agree to Nexoform using your details to answer it/;
const newsLabel = "Send me news about Nexoform's services (optional)";
const natureLabel = 'What would you like to talk to us about?';
const valid: Record<string, string> = {
  Name: 'Grace Hopper',
  Company: 'Compiler Co',
  Email: 'grace@compiler.example',
  'Phone number': '+1 713 555 0100',
  [natureLabel]: 'GPU capacity',
};
const textLabels = Object.keys(valid);
const field = (label: string | RegExp) => screen.getByLabelText(label);
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const submitButton = () => button(/Submit|Your request has been sent/);
const sent = () => screen.findByRole('button', { name: 'Your request has been sent' });
const typeAll = async (user: User, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
};
const pasteInto = async (user: User, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

const resolving = (value: unknown) => vi.fn().mockResolvedValue(value);

function setup(send = resolving(undefined), prepare = resolving(null), locale?: 'de' | 'ro') {
  let ids = 0;
  const { root: form, ...rendered } = renderEnhanced<HTMLFormElement>(<ContactForm locale={locale} />, 'form', (form) =>
    enhanceContactForm(form, { send, prepare, newId: () => `id-${++ids}`, storage: sessionStorage }),
  );
  return { ...rendered, form, send, prepare };
}

async function fillValid(user: User) {
  await typeAll(user, valid);
  await user.click(field(privacyLabel));
}

async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

/** Silences the failure the form logs; restored after each test. */
const quietLog = () => vi.spyOn(console, 'error').mockImplementation(() => {});

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

it('the contact form markup labels the fields in the order of docs/product.md §2 and passes axe', async () => {
  const { container } = setup();
  const fields = [...container.querySelectorAll('[data-field]')] as HTMLInputElement[];
  expect(fields.slice(0, 5).map((input) => input.labels?.[0]?.textContent)).toEqual(textLabels);
  expect(field('Email')).toHaveAttribute('type', 'email');
  expect(field('Phone number')).toHaveAttribute('type', 'tel');
  expect(field(natureLabel)).toHaveAttribute('rows', '8');
  // Nothing is cut without a word: the limits are the enhancer's to say (D4).
  for (const input of fields) expect(input).not.toHaveAttribute('maxlength');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  expect(await axeViolations(container)).toEqual([]);
});

it('a length limit (D4) says so as soon as a value is over its limit, keeps every character, and clears the message within it; App Check starts on the first interaction, not before, and once (D17)', async () => {
  const { user, send, prepare } = setup();
  expect(prepare).not.toHaveBeenCalled();
  const company = field('Company');
  await pasteInto(user, company, 'c'.repeat(200));
  expect(company).not.toHaveAttribute('aria-invalid');
  await user.paste('cd');
  expect(company).toHaveValue(`${'c'.repeat(201)}d`);
  expect(company).toHaveAttribute('aria-invalid', 'true');
  expect(company).toHaveAccessibleDescription('Please use at most 200 characters');
  await user.type(company, '{Backspace}{Backspace}');
  expect(company).not.toHaveAttribute('aria-invalid');
  expect(company).toHaveAccessibleDescription('');
  await pasteInto(user, field(natureLabel), 'x'.repeat(5001));
  expect(field(natureLabel)).toHaveAccessibleDescription('Please use at most 5,000 characters');
  expect(send).not.toHaveBeenCalled();
  expect(prepare).toHaveBeenCalledTimes(1);
});

it('a length limit (D4) refuses to send an over-long value with that message, and sends all of it once shortened', async () => {
  const { user, send } = setup();
  await fillValid(user);
  await pasteInto(user, field('Name'), 'x'.repeat(200));
  await user.click(submitButton());
  expect(field('Name')).toHaveAccessibleDescription('Please use at most 200 characters');
  expect(send).not.toHaveBeenCalled();
  await user.clear(field('Name'));
  await user.paste('y'.repeat(200));
  await user.click(submitButton());
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(send.mock.calls[0]?.[0].name).toBe('y'.repeat(200));
});

it('given an empty form, shows only the name error, focuses the field, is not busy afterwards, and announces the error in the status region only when focus cannot carry it (D1)', async () => {
  const { user, send } = setup();
  const status = screen.getByRole('status');
  await user.click(submitButton());
  expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Name')).toHaveAccessibleDescription('Please fill out this field');
  // Focus moved to the field, which reads its description: the status region stays quiet.
  expect(field('Name')).toHaveFocus();
  expect(status).toHaveTextContent('');
  expect(field('Company')).not.toHaveAttribute('aria-invalid');
  expect(screen.getAllByText('Please fill out this field')).toHaveLength(1);
  expect(submitButton()).not.toHaveAttribute('aria-busy');
  expect(submitButton()).toBeEnabled();
  expect(send).not.toHaveBeenCalled();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(status).toHaveTextContent('Please fill out this field'));
  expect(field('Name')).toHaveFocus();
  await user.type(field('Name'), 'Grace{Enter}');
  expect(field('Company')).toHaveFocus();
  expect(status).toHaveTextContent('');
});

it('given an empty form, moves through the checks in order, one message at a time', async () => {
  const { user } = setup();
  const steps: [Record<string, string>, string | RegExp, string?][] = [
    [{ Name: 'Grace' }, 'Company'],
    [{ Company: 'Compiler Co' }, 'Email'],
    [{ Email: 'grace@' }, 'Email', 'Please enter a valid email address'],
    [{ Email: 'compiler.example', 'Phone number': '12' }, 'Phone number', 'Please enter a valid phone number'],
    [{ 'Phone number': '34567' }, natureLabel, 'Please fill out this field'],
    [{ [natureLabel]: 'Hello' }, privacyLabel, 'You must agree to the privacy policy to submit'],
  ];
  for (const [typed, invalid, message] of steps) {
    await typeAll(user, typed);
    await user.click(submitButton());
    expect([...document.querySelectorAll('[aria-invalid="true"]')]).toEqual([field(invalid)]);
    if (message) expect(field(invalid)).toHaveAccessibleDescription(message);
  }
});

it('given a valid form, asks for news apart, unticked and optional (D78); shows submitting, then sent with every field disabled, and sends once, however often the form is enhanced', async () => {
  let finish: () => void = () => {};
  const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user, form } = setup(send);
  enhanceContactForm(form, { send, prepare: resolving(null), newId: () => 'again' });
  await fillValid(user);
  expect(field(newsLabel)).not.toBeChecked();
  expect(field(newsLabel)).not.toHaveAccessibleDescription();
  await user.dblClick(submitButton());
  expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  expect(submitButton()).toBeDisabled();
  finish();
  await waitFor(() => expect(button('Your request has been sent')).toBeDisabled());
  const [name, company, email, phone, nature] = Object.values(valid);
  // Unticked, no news (the German test ticks it); no language for English, as before there were others.
  expect(send.mock.calls).toEqual([
    [{ name, company, email, phone, nature, privacyAgreed: true, marketingAgreed: false }, { draft: 'id-1' }],
  ]);
  // The button says it in short; the status region says the sentence.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your request has been sent'));
  for (const label of [...textLabels, privacyLabel, newsLabel]) expect(field(label)).toBeDisabled();
  expect(sessionStorage.getItem(draftKey)).toBeNull();
});

it('given a valid form, refuses an enquiry text with a later line that would read as the news line (D78); once valid, drops a filled honeypot quietly and shows sent', async () => {
  const { user, send, container } = setup();
  await fillValid(user);
  await user.type(field(natureLabel), '{Enter}marketing: yes');
  await user.click(submitButton());
  expect(field(natureLabel)).toHaveAccessibleDescription(
    'Please don’t start a line with “Marketing:”. To get our news, tick the box below',
  );
  await user.clear(field(natureLabel));
  await user.type(field(natureLabel), valid[natureLabel]!);
  (container.querySelector('[data-honeypot]') as HTMLInputElement).value = 'http://spam.example';
  await user.click(submitButton());
  await sent();
  expect(send).not.toHaveBeenCalled();
});

for (const [failure, prepare] of [
  ['of the write', async () => null],
  // App Check's failed start is left to the send, which shows the failure path (D17).
  ['after App Check failed to start', async () => Promise.reject(new Error('reCAPTCHA blocked'))],
] as const)
  it(`given a valid form, on a failure ${failure} keeps the values, shows an alert with Retry, and retries from the same draft (D2)`, async () => {
    const send = vi.fn().mockRejectedValueOnce(new EnquirySendError('no answer')).mockResolvedValueOnce(undefined);
    const log = quietLog();
    const { user } = setup(send, vi.fn(prepare));
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your request could not be sent');
    expect(screen.getByRole('alert')).toHaveTextContent('enquiries@nexoform.example');
    expect(field('Name')).toHaveValue('Grace Hopper');
    expect(log).toHaveBeenCalled();
    // A value changed since the failure meets the checks again: Retry with no e-mail sends nothing.
    await user.clear(field('Email'));
    await user.click(button('Retry'));
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(send).toHaveBeenCalledTimes(1);
    await user.type(field('Email'), valid.Email!);
    await user.click(submitButton());
    await sent();
    expect(send.mock.calls.map((call) => call[1])).toEqual([{ draft: 'id-1' }, { draft: 'id-1' }]);
  });

it('the draft comes back after a reload until it is sent', async () => {
  const first = setup();
  await first.user.type(field('Name'), 'Grace');
  for (const label of [privacyLabel, newsLabel]) await first.user.click(field(label));
  first.container.remove();
  setup();
  expect(field('Name')).toHaveValue('Grace');
  for (const label of [privacyLabel, newsLabel]) expect(field(label)).toBeChecked();
});

it('the draft, after a reload during an unconfirmed send, offers Retry, which sends from the same draft (D2)', async () => {
  const draft = { name: 'Grace Hopper', sending: { id: 'kept-id', attempted: true } };
  sessionStorage.setItem(draftKey, JSON.stringify(draft));
  const { user, send } = setup();
  expect(screen.getByRole('alert')).toHaveTextContent('Your request could not be sent');
  expect(field('Name')).toHaveValue('Grace Hopper');
  await user.clear(field('Name'));
  await fillValid(user);
  await user.click(button('Retry'));
  await sent();
  const enquiry = expect.objectContaining({ name: 'Grace Hopper', privacyAgreed: true });
  expect(send.mock.calls).toEqual([[enquiry, { draft: 'kept-id' }]]);
  expect(sessionStorage.getItem(draftKey)).toBeNull();
});

it('the draft is the form’s one memory: values a browser restores on a reload without a draft are dropped', () => {
  const form = render(<ContactForm />).container.querySelector('form') as HTMLFormElement;
  const [name, privacy] = [field('Name'), field(privacyLabel)] as HTMLInputElement[];
  expect(hasDraft(sessionStorage)).toBe(false);
  for (const how of ['reload', 'back_forward', 'navigate'] as const) {
    name!.value = 'Sent already';
    privacy!.checked = true;
    forgetRestoredValues(form, how);
    // On a first visit, what is there was typed before the script arrived: it stays.
    expect(name).toHaveValue(how === 'navigate' ? 'Sent already' : '');
    if (how !== 'navigate') expect(privacy).not.toBeChecked();
  }
  sessionStorage.setItem(draftKey, '{}');
  expect(hasDraft(sessionStorage)).toBe(true);
});

it('the form in another language (docs/decisions.md, D61) speaks German: labels, every message, the count printed the German way, and the sent state', async () => {
  const { container, form, send, user } = setup(undefined, undefined, 'de');
  const submit = () => user.click(button('Absenden'));
  expect(form).toHaveAccessibleName('Kontaktformular');
  await submit();
  expect(field('Name')).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus');
  const nature = field('Worüber möchten Sie mit uns sprechen?');
  await pasteInto(user, nature, 'x'.repeat(5001));
  expect(nature).toHaveAccessibleDescription('Bitte verwenden Sie höchstens 5.000 Zeichen');
  await user.type(nature, '{Backspace}');
  await typeAll(user, {
    Name: 'Grete Müller',
    Unternehmen: 'Rechenwerk GmbH',
    'E-Mail': 'grete@rechenwerk.example',
    Telefonnummer: 'zwölf',
  });
  await submit();
  expect(field('Telefonnummer')).toHaveAccessibleDescription('Bitte geben Sie eine gültige Telefonnummer ein');
  await user.clear(field('Telefonnummer'));
  await user.type(field('Telefonnummer'), '+49 30 1234567');
  await submit();
  const consent = screen.getByRole('checkbox', { name: /Mit dem Absenden Ihrer Anfrage/ });
  expect(consent).toHaveAccessibleDescription(
    'Bitte stimmen Sie der Datenschutzerklärung zu, um Ihre Anfrage abzusenden',
  );
  // The privacy policy in German (D82): no hreflang, no word of English.
  const privacy = screen.getByRole('link', { name: 'Datenschutzerklärung' });
  expect(privacy).toHaveAttribute('href', '/de/privacy-policy');
  expect(privacy).not.toHaveAttribute('hreflang');
  await user.click(consent);
  await user.click(screen.getByRole('checkbox', { name: /Neuigkeiten über die Leistungen von Nexoform/ }));
  await submit();
  await waitFor(() => expect(button('Gesendet')).toBeDisabled());
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ihre Anfrage wurde gesendet'));
  // Sent once, with the page's language for the e-mail (domain/buildMailDocument.ts) and the news ticked (D78).
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0]?.[1]).toMatchObject({ draft: 'id-1', language: 'de' });
  expect(send.mock.calls[0]?.[0]).toMatchObject({ marketingAgreed: true });
  expect(await axeViolations(container)).toEqual([]);
});

it('the form in another language (D61) speaks Romanian, with its plural for the limits, and says so when sending failed', async () => {
  const { form, user } = setup(vi.fn().mockRejectedValue(new EnquirySendError('refused')), undefined, 'ro');
  const company = field('Companie');
  await pasteInto(user, company, 'c'.repeat(201));
  expect(company).toHaveAccessibleDescription('Vă rugăm să folosiți cel mult 200 de caractere');
  await user.clear(company);
  await typeAll(user, {
    Nume: 'Ana Pop',
    Companie: 'Date SRL',
    'E-mail': 'ana@date.example',
    'Număr de telefon': '+40 264 555 010',
    'Despre ce ați dori să discutăm?': 'Capacitate GPU',
  });
  await user.click(screen.getByRole('checkbox', { name: /sunteți de acord/ }));
  quietLog();
  await user.click(button('Trimiteți'));
  await waitFor(() => expect(form.dataset.state).toBe('failed'));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Solicitarea dumneavoastră nu a putut fi trimisă. Vă rugăm să încercați din nou sau să ne scrieți la enquiries@nexoform.example.',
  );
  expect(button('Reîncercați')).toBeVisible();
});
