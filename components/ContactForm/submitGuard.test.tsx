// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import { ContactForm } from './ContactForm';
import { enhanceContactForm, hasPendingSubmit } from './ContactForm.client';
import { createAnnouncer } from './contactAnnouncer.client';
import { pendingSubmitAttribute, submitGuardScript, unwiredAfterMs } from './submitGuard';

// The guard as the page runs it: the inline script's own text (the CSP allows it by hash).
beforeAll(() => new Function(submitGuardScript)());
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

const renderForm = () => render(<ContactForm />).container.querySelector('form') as HTMLFormElement;

function fillByHand(form: HTMLFormElement) {
  for (const field of ['name', 'company', 'email', 'phone', 'nature'] as const)
    (form.querySelector(`[data-field="${field}"]`) as HTMLInputElement).value = sampleEnquiry[field];
  (form.querySelector('[data-field="privacyAgreed"]') as HTMLInputElement).checked = true;
}

/** Submits the form as a browser does, and tells whether the browser would have loaded a page. */
function submitNatively(form: HTMLFormElement): boolean {
  let navigates = false;
  const seen = (event: Event) => (navigates = !event.defaultPrevented);
  document.addEventListener('submit', seen);
  form.requestSubmit();
  document.removeEventListener('submit', seen);
  return navigates;
}

describe('the submit guard (submitGuard.ts)', () => {
  it('renders right after the form, whose controls are served disabled (nothing is sent without JavaScript) and it enables', () => {
    const form = renderForm();
    const script = form.nextElementSibling;
    expect([script?.tagName, script?.textContent]).toEqual(['SCRIPT', submitGuardScript]);
    const controls = [...form.querySelectorAll<HTMLInputElement>('[data-field], [data-submit]')];
    expect(controls).toHaveLength(8);
    for (const control of controls) expect(control).toBeDisabled();
    // The note for a browser without JavaScript: the address and a telephone number.
    const note = /<noscript>(.*)<\/noscript>/s.exec(renderToStaticMarkup(<ContactForm />))?.[1] ?? '';
    expect(note).toContain('mailto:enquiries@nexoform.example');
    expect(note).toMatch(/href="tel:\+\d{9,}"/);
    new Function(submitGuardScript)();
    for (const control of controls) expect(control).toBeEnabled();
  });

  it('shows the failure with the recipient address when the form is not wired 5 s after a submit, and a late enhancer still sends', async () => {
    vi.useFakeTimers();
    const form = renderForm();
    fillByHand(form);
    submitNatively(form);
    const failure = form.querySelector('[data-send-failure-body]') as HTMLElement;
    vi.advanceTimersByTime(unwiredAfterMs - 1);
    expect(failure).not.toBeVisible();
    // A second press does not start a second clock.
    submitNatively(form);
    vi.advanceTimersByTime(1);
    expect(failure).toBeVisible();
    expect(failure).toHaveTextContent('Your request could not be sent');
    expect(failure.querySelector('a')).toHaveAttribute('href', 'mailto:enquiries@nexoform.example');
    // Retry needs the enhancer: hidden until it is wired.
    expect(failure.querySelector('[data-retry]')).not.toBeVisible();
    vi.useRealTimers();
    const send = vi.fn().mockResolvedValue(undefined);
    enhanceContactForm(form, { send, prepare: vi.fn().mockResolvedValue(null), newId: () => 'id-1' });
    await screen.findByRole('button', { name: 'Your request has been sent' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(failure).not.toBeVisible();
    expect(failure.querySelector('[data-retry]')).not.toHaveAttribute('hidden');
  });

  it('holds a submit made before the form is wired; the enhancer sends that enquiry once, as typed', async () => {
    const form = renderForm();
    fillByHand(form);
    expect(submitNatively(form)).toBe(false);
    expect(hasPendingSubmit(form)).toBe(true);
    expect(submitNatively(form)).toBe(false);
    const send = vi.fn().mockResolvedValue(undefined);
    enhanceContactForm(form, { send, prepare: vi.fn().mockResolvedValue(null), newId: () => 'id-1' });
    await screen.findByRole('button', { name: 'Your request has been sent' });
    expect(send.mock.calls).toEqual([[sampleEnquiry, { draft: 'id-1' }]]);
    expect(form).not.toHaveAttribute(pendingSubmitAttribute);
  });

  it('shows the first error of a held submit that does not pass the checks', async () => {
    const form = renderForm();
    submitNatively(form);
    const send = vi.fn();
    enhanceContactForm(form, { send, prepare: vi.fn().mockResolvedValue(null) });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves a wired form to its enhancer, and still never lets the browser submit', () => {
    const form = renderForm();
    enhanceContactForm(form, { send: vi.fn(), prepare: vi.fn().mockResolvedValue(null) });
    expect(submitNatively(form)).toBe(false);
    expect(hasPendingSubmit(form)).toBe(false);
  });
});

it('the error announcer (D1) shows one error under its field and clears the others; speaks through the status region when focus is already on the field, again on a repeat', () => {
  vi.useFakeTimers();
  const form = renderForm();
  // As on the page: the inline guard enables the controls the server renders disabled.
  new Function(submitGuardScript)();
  const announcer = createAnnouncer(form, ['name', 'company', 'email', 'phone', 'nature', 'privacyAgreed']);
  const [company, status] = [screen.getByLabelText('Company'), screen.getByRole('status')];
  announcer.show('company', 'Please fill out this field');
  expect(company).toHaveAttribute('aria-invalid', 'true');
  expect(company).toHaveAccessibleDescription('Please fill out this field');
  announcer.show('email', 'Please enter a valid email address');
  expect(company).not.toHaveAttribute('aria-invalid');
  expect(company).toHaveAccessibleDescription('');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  announcer.show(null);
  expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
  screen.getByLabelText('Name').focus();
  for (const time of ['first', 'repeat']) {
    announcer.announce('name', 'Please fill out this field');
    expect(status, time).toHaveTextContent('');
    vi.advanceTimersByTime(100);
    expect(status, time).toHaveTextContent('Please fill out this field');
  }
  announcer.announce(null);
  vi.advanceTimersByTime(100);
  expect(status).toHaveTextContent('');
});
