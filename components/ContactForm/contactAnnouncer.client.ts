import type { EnquiryField } from '../../domain/enquiry';
import { setText } from '../enhanced';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * D1: one error at a time, under its field, with `aria-invalid` on that field only, and said
 * once. Moving focus to the field reads its description; when focus is already there (Enter in
 * that field), nothing would be read, so the polite status region speaks the message instead.
 * A message for no field (the sent sentence) is the status region's to say.
 */
export function createAnnouncer(form: HTMLFormElement, fields: readonly EnquiryField[]) {
  const control = (field: EnquiryField) => form.querySelector<Control>(`[data-field="${field}"]`);
  const errorFor = (field: EnquiryField) => form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
  const status = form.querySelector<HTMLElement>('[data-error-announcer]');
  let pending: ReturnType<typeof setTimeout> | undefined;

  /** Shows `message` under `field` and clears every other error; null clears them all. */
  const show = (field: EnquiryField | null, message = '') => {
    for (const each of fields) {
      const isField = each === field;
      const error = errorFor(each);
      if (error) setText(error, isField ? message : '');
      const input = control(each);
      if (isField) input?.setAttribute('aria-invalid', 'true');
      else input?.removeAttribute('aria-invalid');
    }
  };

  /** Says the message once: by focusing its field, or through the status region when focus is there or there is no field. */
  const announce = (field: EnquiryField | null, message = '') => {
    clearTimeout(pending);
    if (status) status.textContent = '';
    const input = field && control(field);
    if (input && document.activeElement !== input) input.focus();
    // Emptied first, filled a moment later: the same message twice in a row is spoken again.
    else if (message) pending = setTimeout(() => status && (status.textContent = message), 100);
  };

  return { show, announce };
}
