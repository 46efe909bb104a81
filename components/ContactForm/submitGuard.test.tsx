import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import { ContactForm } from './ContactForm';
import { enhanceContactForm, hasPendingSubmit } from './ContactForm.client';
import { pendingSubmitAttribute, submitGuardScript } from './submitGuard.mjs';

// The guard as the page runs it: the inline script's own text (the CSP allows it by hash).
beforeAll(() => new Function(submitGuardScript)());
beforeEach(() => sessionStorage.clear());

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

describe('the submit guard (submitGuard.mjs)', () => {
  it('renders before the form, and the form posts should the guard not run', () => {
    const { container } = render(<ContactForm />);
    const script = container.querySelector('script');
    expect(script?.textContent).toBe(submitGuardScript);
    expect(script?.nextElementSibling).toBe(container.querySelector('form'));
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  });

  it('holds a submit made before the form is wired; the enhancer sends that enquiry once, as typed', async () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector('form') as HTMLFormElement;
    fillByHand(form);
    expect(submitNatively(form)).toBe(false);
    expect(hasPendingSubmit(form)).toBe(true);
    expect(submitNatively(form)).toBe(false);
    const send = vi.fn().mockResolvedValue(undefined);
    enhanceContactForm(form, { send, prepare: vi.fn().mockResolvedValue(null), newId: () => 'id-1' });
    await screen.findByRole('button', { name: 'Your request has been sent' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(sampleEnquiry, { id: 'id-1', earlierAttemptMayHaveLanded: false });
    expect(form).not.toHaveAttribute(pendingSubmitAttribute);
  });

  it('shows the first error of a held submit that does not pass the checks', async () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector('form') as HTMLFormElement;
    submitNatively(form);
    const send = vi.fn();
    enhanceContactForm(form, { send, prepare: vi.fn().mockResolvedValue(null) });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves a wired form to its enhancer, and still never lets the browser submit', () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector('form') as HTMLFormElement;
    enhanceContactForm(form, { send: vi.fn(), prepare: vi.fn().mockResolvedValue(null) });
    expect(submitNatively(form)).toBe(false);
    expect(hasPendingSubmit(form)).toBe(false);
  });
});
