import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';
import { createAnnouncer } from './contactAnnouncer.client';
import { submitGuardScript } from './submitGuard';

const fields = ['name', 'company', 'email', 'phone', 'nature', 'privacyAgreed'] as const;

function setup() {
  const { container } = render(<ContactForm />);
  const form = container.querySelector('form') as HTMLFormElement;
  // As on the page: the inline guard enables the controls the server renders disabled.
  new Function(submitGuardScript)();
  return { form, announcer: createAnnouncer(form, fields), status: screen.getByRole('status') };
}

afterEach(() => vi.useRealTimers());

describe('the error announcer (D1)', () => {
  it('shows one error under its field and clears the others', () => {
    const { announcer } = setup();
    announcer.show('company', 'Please fill out this field');
    expect(screen.getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Please fill out this field');
    announcer.show('email', 'Please enter a valid email address');
    expect(screen.getByLabelText('Company')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    announcer.show(null);
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
  });

  it('says an error by moving focus to its field, leaving the status region quiet', () => {
    const { announcer, status } = setup();
    announcer.announce('phone', 'Please enter a valid phone number');
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(status).toHaveTextContent('');
  });

  it('speaks through the status region when focus is already on the field, again on a repeat', () => {
    vi.useFakeTimers();
    const { announcer, status } = setup();
    screen.getByLabelText('Name').focus();
    announcer.announce('name', 'Please fill out this field');
    expect(status).toHaveTextContent('');
    vi.advanceTimersByTime(100);
    expect(status).toHaveTextContent('Please fill out this field');
    announcer.announce('name', 'Please fill out this field');
    expect(status).toHaveTextContent('');
    vi.advanceTimersByTime(100);
    expect(status).toHaveTextContent('Please fill out this field');
    announcer.announce(null);
    vi.advanceTimersByTime(100);
    expect(status).toHaveTextContent('');
  });
});
