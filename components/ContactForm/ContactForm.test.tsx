import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquirySendError } from '../../services/sendEnquiry';
import { ContactForm } from './ContactForm';
import { draftKey, enhanceContactForm, forgetRestoredValues, hasDraft } from './ContactForm.client';

const privacyLabel = /By submitting your inquiry, you agree to Nexoform using your details to answer it/;
const newsLabel = "Send me news about Nexoform's services (optional)";

function setup(send = vi.fn().mockResolvedValue(undefined), prepare = vi.fn().mockResolvedValue(null)) {
  const { container } = render(<ContactForm />);
  const form = container.querySelector('form') as HTMLFormElement;
  let ids = 0;
  enhanceContactForm(form, { send, prepare, newId: () => `id-${++ids}`, storage: sessionStorage });
  return { container, form, send, prepare, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Company'), 'Compiler Co');
  await user.type(screen.getByLabelText('Email'), 'grace@compiler.example');
  await user.type(screen.getByLabelText('Phone number'), '+1 713 555 0100');
  await user.type(screen.getByLabelText('What would you like to talk to us about?'), 'GPU capacity');
  await user.click(screen.getByLabelText(privacyLabel));
}

const submitButton = () => screen.getByRole('button', { name: /Submit|Your request has been sent/ });

beforeEach(() => sessionStorage.clear());

describe('the contact form markup', () => {
  it('labels the fields in the order of docs/product.md §2 and passes axe', async () => {
    const { container } = setup();
    const labels = [...container.querySelectorAll('[data-field]')].map(
      (field) => (field as HTMLInputElement).labels?.[0]?.textContent,
    );
    expect(labels.slice(0, 5)).toEqual([
      'Name',
      'Company',
      'Email',
      'Phone number',
      'What would you like to talk to us about?',
    ]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('What would you like to talk to us about?')).toHaveAttribute('rows', '8');
    // Nothing is cut without a word: the limits are the enhancer's to say (D4).
    for (const field of container.querySelectorAll('[data-field]')) expect(field).not.toHaveAttribute('maxlength');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('the length limits (D4)', () => {
  it('says so as soon as a value is over its limit, keeps every character, and clears the message within it', async () => {
    const { user, send } = setup();
    const company = screen.getByLabelText('Company');
    await user.click(company);
    await user.paste('c'.repeat(200));
    expect(company).not.toHaveAttribute('aria-invalid');
    await user.paste('cd');
    expect(company).toHaveValue(`${'c'.repeat(201)}d`);
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('Please use at most 200 characters');
    await user.type(company, '{Backspace}{Backspace}');
    expect(company).not.toHaveAttribute('aria-invalid');
    expect(company).toHaveAccessibleDescription('');
    const nature = screen.getByLabelText('What would you like to talk to us about?');
    await user.click(nature);
    await user.paste('x'.repeat(5001));
    expect(nature).toHaveAccessibleDescription('Please use at most 5,000 characters');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses to send an over-long value with that message, and sends all of it once shortened', async () => {
    const { user, send } = setup();
    await fillValid(user);
    const name = screen.getByLabelText('Name');
    await user.click(name);
    await user.paste('x'.repeat(200));
    await user.click(submitButton());
    expect(name).toHaveAccessibleDescription('Please use at most 200 characters');
    expect(send).not.toHaveBeenCalled();
    await user.clear(name);
    await user.paste('y'.repeat(200));
    await user.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0].name).toBe('y'.repeat(200));
  });
});

describe('given an empty form', () => {
  it('shows only the name error, focuses the field, and is not busy afterwards (D1)', async () => {
    const { user, send, form } = setup();
    expect(form).toHaveAttribute('data-enhanced', 'true');
    await user.click(submitButton());
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please fill out this field');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Company')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Please fill out this field')).toHaveLength(1);
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    expect(submitButton()).toBeEnabled();
    expect(send).not.toHaveBeenCalled();
  });

  it('announces the error in the status region only when focus cannot carry it (D1)', async () => {
    const { user } = setup();
    const status = screen.getByRole('status');
    await user.click(submitButton());
    // Focus moved to the field, which reads its description: the status region stays quiet.
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(status).toHaveTextContent('');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('Please fill out this field'));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Name'), 'Grace{Enter}');
    expect(screen.getByLabelText('Company')).toHaveFocus();
    expect(status).toHaveTextContent('');
  });

  it('moves through the checks in order, one message at a time', async () => {
    const { user } = setup();
    const steps: [string, string, string][] = [
      ['Name', 'Grace', 'Company'],
      ['Company', 'Compiler Co', 'Email'],
      ['Email', 'grace@', 'Email'],
    ];
    for (const [label, value, next] of steps) {
      await user.type(screen.getByLabelText(label), value);
      await user.click(submitButton());
      expect(screen.getByLabelText(next)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(screen.getByLabelText('Email'), 'compiler.example');
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(submitButton());
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Phone number'), '34567');
    await user.click(submitButton());
    expect(screen.getByLabelText('What would you like to talk to us about?')).toHaveAccessibleDescription(
      'Please fill out this field',
    );
    await user.type(screen.getByLabelText('What would you like to talk to us about?'), 'Hello');
    await user.click(submitButton());
    expect(screen.getByLabelText(privacyLabel)).toHaveAccessibleDescription(
      'You must agree to the privacy policy to submit',
    );
  });
});

describe('given a valid form', () => {
  it('shows submitting, then sent with every field disabled, and sends once', async () => {
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup(send);
    await fillValid(user);
    await user.dblClick(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Your request has been sent' })).toBeDisabled());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      {
        name: 'Grace Hopper',
        company: 'Compiler Co',
        email: 'grace@compiler.example',
        phone: '+1 713 555 0100',
        nature: 'GPU capacity',
        privacyAgreed: true,
        marketingAgreed: false,
      },
      { draft: 'id-1' },
    );
    // The button says it in short; the status region says the sentence.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your request has been sent'));
    for (const label of ['Name', 'Company', 'Email', 'Phone number', 'What would you like to talk to us about?']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(screen.getByLabelText(privacyLabel)).toBeDisabled();
    expect(screen.getByLabelText(newsLabel)).toBeDisabled();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('asks for news apart, unticked and optional, and sends the consent only when ticked (D78)', async () => {
    const { user, send } = setup();
    await fillValid(user);
    const news = screen.getByLabelText(newsLabel);
    expect(news).not.toBeChecked();
    expect(news).not.toHaveAccessibleDescription();
    await user.click(news);
    await user.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toMatchObject({ privacyAgreed: true, marketingAgreed: true });
  });

  it('refuses an enquiry text with a later line that would read as the news line (D78)', async () => {
    const { user, send } = setup();
    await fillValid(user);
    const nature = screen.getByLabelText('What would you like to talk to us about?');
    await user.type(nature, '{Enter}marketing: yes');
    await user.click(submitButton());
    expect(nature).toHaveAccessibleDescription(
      'Please don’t start a line with “Marketing:”. To get our news, tick the box below',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('on a failure keeps the values, shows an alert with Retry, and retries from the same draft (D2)', async () => {
    const send = vi.fn().mockRejectedValueOnce(new EnquirySendError('no answer')).mockResolvedValueOnce(undefined);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(send);
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your request could not be sent');
    expect(screen.getByRole('alert')).toHaveTextContent('enquiries@nexoform.example');
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(log).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Your request has been sent' });
    expect(send.mock.calls.map((call) => call[1])).toEqual([{ draft: 'id-1' }, { draft: 'id-1' }]);
    log.mockRestore();
  });

  it('is wired once, however often it is enhanced: one send per submit', async () => {
    const { user, send, form } = setup();
    enhanceContactForm(form, { send, prepare: vi.fn().mockResolvedValue(null), newId: () => 'again' });
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('button', { name: 'Your request has been sent' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toEqual({ draft: 'id-1' });
  });

  it('drops a filled honeypot quietly and shows sent', async () => {
    const { user, send, container } = setup();
    await fillValid(user);
    (container.querySelector('[data-honeypot]') as HTMLInputElement).value = 'http://spam.example';
    await user.click(submitButton());
    await screen.findByRole('button', { name: 'Your request has been sent' });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('App Check (D17)', () => {
  it('starts on the first interaction with the form, not before, and once', async () => {
    const { user, prepare } = setup();
    expect(prepare).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.click(screen.getByLabelText('Company'));
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed start to the send, which shows the failure path', async () => {
    const prepare = vi.fn().mockRejectedValue(new Error('reCAPTCHA blocked'));
    const send = vi.fn().mockRejectedValue(new EnquirySendError('No App Check token'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(send, prepare);
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('enquiries@nexoform.example');
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    log.mockRestore();
  });
});

describe('the draft', () => {
  it('comes back after a reload until it is sent', async () => {
    const first = setup();
    await first.user.type(screen.getByLabelText('Name'), 'Grace');
    await first.user.click(screen.getByLabelText(privacyLabel));
    await first.user.click(screen.getByLabelText(newsLabel));
    first.container.remove();
    setup();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
    expect(screen.getByLabelText(privacyLabel)).toBeChecked();
    expect(screen.getByLabelText(newsLabel)).toBeChecked();
  });

  it('after a reload during an unconfirmed send, offers Retry, which sends from the same draft (D2)', async () => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({ name: 'Grace Hopper', privacyAgreed: true, sending: { id: 'kept-id', attempted: true } }),
    );
    const send = vi.fn().mockResolvedValue(undefined);
    const { user } = setup(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Your request could not be sent');
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Your request has been sent' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toEqual({ draft: 'kept-id' });
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('is the form’s one memory: values a browser restores on a reload without a draft are dropped', () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector('form') as HTMLFormElement;
    const name = screen.getByLabelText('Name');
    const privacy = screen.getByLabelText(privacyLabel);
    const restore = () => {
      (name as HTMLInputElement).value = 'Sent already';
      (privacy as HTMLInputElement).checked = true;
    };
    expect(hasDraft(sessionStorage)).toBe(false);
    for (const how of ['reload', 'back_forward'] as const) {
      restore();
      forgetRestoredValues(form, how);
      expect(name).toHaveValue('');
      expect(privacy).not.toBeChecked();
    }
    // On a first visit, what is there was typed before the script arrived: it stays.
    restore();
    forgetRestoredValues(form, 'navigate');
    expect(name).toHaveValue('Sent already');
    sessionStorage.setItem(draftKey, '{}');
    expect(hasDraft(sessionStorage)).toBe(true);
  });
});

describe('the form in another language (docs/decisions.md, D61)', () => {
  function setupIn(locale: 'de' | 'ro', send = vi.fn().mockResolvedValue(undefined)) {
    const { container } = render(<ContactForm locale={locale} />);
    const form = container.querySelector('form') as HTMLFormElement;
    enhanceContactForm(form, {
      send,
      prepare: vi.fn().mockResolvedValue(null),
      newId: () => 'id-1',
      storage: sessionStorage,
    });
    return { container, form, send, user: userEvent.setup() };
  }

  it('speaks German: labels, every message, the count printed the German way, and the sent state', async () => {
    const { container, form, send, user } = setupIn('de');
    expect(form).toHaveAccessibleName('Kontaktformular');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus');
    const nature = screen.getByLabelText('Worüber möchten Sie mit uns sprechen?');
    await user.click(nature);
    await user.paste('x'.repeat(5001));
    expect(nature).toHaveAccessibleDescription('Bitte verwenden Sie höchstens 5.000 Zeichen');
    await user.type(nature, '{Backspace}');
    await user.type(screen.getByLabelText('Name'), 'Grete Müller');
    await user.type(screen.getByLabelText('Unternehmen'), 'Rechenwerk GmbH');
    await user.type(screen.getByLabelText('E-Mail'), 'grete@rechenwerk.example');
    await user.type(screen.getByLabelText('Telefonnummer'), 'zwölf');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByLabelText('Telefonnummer')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Telefonnummer ein',
    );
    await user.clear(screen.getByLabelText('Telefonnummer'));
    await user.type(screen.getByLabelText('Telefonnummer'), '+49 30 1234567');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
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
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gesendet' })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ihre Anfrage wurde gesendet'));
    // Sent once, with the page's language for the e-mail (domain/buildMailDocument.ts).
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toMatchObject({ draft: 'id-1', language: 'de' });
    expect(send.mock.calls[0]?.[0]).toMatchObject({ marketingAgreed: true });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('speaks Romanian, with its plural for the limits, and says so when sending failed', async () => {
    const { form, user } = setupIn('ro', vi.fn().mockRejectedValue(new EnquirySendError('refused')));
    const company = screen.getByLabelText('Companie');
    await user.click(company);
    await user.paste('c'.repeat(201));
    expect(company).toHaveAccessibleDescription('Vă rugăm să folosiți cel mult 200 de caractere');
    await user.clear(company);
    await user.type(screen.getByLabelText('Nume'), 'Ana Pop');
    await user.type(company, 'Date SRL');
    await user.type(screen.getByLabelText('E-mail'), 'ana@date.example');
    await user.type(screen.getByLabelText('Număr de telefon'), '+40 264 555 010');
    await user.type(screen.getByLabelText('Despre ce ați dori să discutăm?'), 'Capacitate GPU');
    await user.click(screen.getByRole('checkbox', { name: /sunteți de acord/ }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Trimiteți' }));
    await waitFor(() => expect(form.dataset.state).toBe('failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Solicitarea dumneavoastră nu a putut fi trimisă. Vă rugăm să încercați din nou sau să ne scrieți la enquiries@nexoform.example.',
    );
    expect(screen.getByRole('button', { name: 'Reîncercați' })).toBeVisible();
  });

  it('sends an English enquiry with no language, as before', async () => {
    const { user, send } = setup();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[1]).not.toHaveProperty('language', expect.anything());
  });
});
