import type { Locale } from '../../content/locales';
import {
  findFailure,
  isTooLong,
  type Enquiry,
  type EnquiryField,
  type Failure,
  type TextField,
} from '../../domain/enquiry';
import { newEnquiryId } from '../../services/enquiryId';
import { markEnhanced, setText } from '../enhanced';
import { createAnnouncer } from './contactAnnouncer.client';
import {
  checkboxFields,
  clearDraft,
  readDraft,
  sessionDraftStorage,
  textFields,
  writeDraft,
  type DraftStorage,
  type SendRecord,
} from './contactDraft.client';
import { createSending, type Send } from './contactSending.client';
import type { FormMessages } from './ContactForm';
import { pendingSubmitAttribute } from './submitGuard';

export { draftKey, forgetRestoredValues, hasDraft } from './contactDraft.client';

type State = 'idle' | 'submitting' | 'sent' | 'failed';

type Dependencies = {
  /** services/sendEnquiry, replaced in unit tests. Loaded on first send so no page ships Firebase before it. */
  send: Send;
  /** Starts App Check (services/appCheck) on the visitor's first interaction with the form (D17). */
  prepare: () => Promise<unknown>;
  newId: () => string;
  storage: DraftStorage;
};

const defaults = (): Dependencies => ({
  send: async (enquiry, options) => (await import('../../services/sendEnquiry')).sendEnquiry(enquiry, options),
  prepare: async () => (await import('../../services/appCheck')).startAppCheck(),
  newId: newEnquiryId,
  storage: sessionDraftStorage(),
});

/** @returns whether the form was submitted before its enhancer was wired (submitGuard.ts) */
export const hasPendingSubmit = (form: HTMLFormElement) => form.hasAttribute(pendingSubmitAttribute);

/**
 * docs/product.md §4 contact form with D1/D2: idle → submitting → sent, or → failed with Retry.
 * One state and one render() that updates the server-rendered markup. The draft
 * (contactDraft.client.ts), the sending with its one id (contactSending.client.ts) and the error messages
 * (contactAnnouncer.client.ts) each live in their own module.
 */
export function enhanceContactForm(form: HTMLFormElement, dependencies: Partial<Dependencies> = {}): void {
  // Wired once per page view, whoever calls again (a second copy of the page's script would
  // otherwise add a second state and a second send to the same markup).
  if (form.dataset.state) return;
  const { send, prepare, newId, storage } = { ...defaults(), ...dependencies };
  const control = (field: EnquiryField) =>
    form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${field}"]`);
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]');
  const submitLabel = form.querySelector<HTMLElement>('[data-submit-label]');
  const failureBody = form.querySelector<HTMLElement>('[data-send-failure-body]');
  const retry = form.querySelector<HTMLButtonElement>('[data-retry]');
  const honeypot = form.querySelector<HTMLInputElement>('[data-honeypot]');
  const errors = createAnnouncer(form, [...textFields, 'privacyAgreed']);
  // The messages in the page's language, as the server wrote them on the form (ContactForm.tsx).
  const text = JSON.parse(form.dataset.messages ?? '{}') as FormMessages;
  const say = ({ field, reason }: Failure) => (reason === 'tooLong' ? text.tooLong[field as TextField] : text[reason]);
  const submitText = submitLabel?.textContent ?? '';
  const language = form.dataset.language as Locale | undefined;

  const read = (): Enquiry =>
    Object.fromEntries([
      ...textFields.map((field) => [field, control(field)?.value ?? '']),
      ...checkboxFields.map((field) => [field, (control(field) as HTMLInputElement | null)?.checked === true]),
    ]) as Enquiry;

  // Draft safety: what the visitor typed survives a reload until it is sent, and so does the
  // draft's id, from which each enquiry's document id is made (D2).
  const draft = readDraft(storage);
  if (draft) {
    for (const field of textFields) {
      const input = control(field);
      const value = draft.values[field];
      if (input && typeof value === 'string') input.value = value;
    }
    for (const field of checkboxFields) {
      const box = control(field) as HTMLInputElement | null;
      if (box) box.checked = draft.values[field] === true;
    }
  }
  let record: SendRecord | null = draft?.sending ?? null;
  const sending = createSending({
    // The language rides with each attempt to the e-mail (domain/buildMailDocument.ts).
    send: (enquiry, options) => send(enquiry, { ...options, language }),
    newId,
    restored: record,
    keep: (kept) => {
      record = kept;
      writeDraft(storage, read(), record);
    },
  });
  // The draft's id is made when it is first saved (D2): a second tab with the same draft has it too.
  const saveDraft = () => {
    sending.ensure();
    writeDraft(storage, read(), record);
  };
  form.addEventListener('input', saveDraft);
  form.addEventListener('change', saveDraft);

  // A send that started before a reload was never confirmed: the page says so and offers Retry,
  // which writes the same document again (D2).
  let state: State = sending.started() ? 'failed' : 'idle';

  const render = () => {
    form.dataset.state = state;
    if (!submit || !submitLabel) return;
    const sent = state === 'sent';
    submit.disabled = state === 'submitting' || sent;
    if (state === 'submitting') submit.setAttribute('aria-busy', 'true');
    else submit.removeAttribute('aria-busy');
    setText(submitLabel, sent ? text.sentButton : submitText);
    for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-field]'))
      element.disabled = sent;
    if (failureBody) failureBody.hidden = state !== 'failed';
    // The guard hides Retry when the enhancer was late (submitGuard.ts); wired, it works again.
    if (retry) retry.hidden = false;
  };

  // D17: the abuse check starts when someone starts on the form, not with the page. A failure
  // here is not shown: the send meets it again and takes the D2 failure path.
  const startPreparing = () => {
    form.removeEventListener('focusin', startPreparing);
    form.removeEventListener('input', startPreparing);
    prepare().catch(() => {});
  };
  form.addEventListener('focusin', startPreparing);
  form.addEventListener('input', startPreparing);

  const markSent = () => {
    state = 'sent';
    clearDraft(storage);
    render();
    // The button's short label shows it; the status region says the whole sentence.
    errors.announce(null, text.sent);
  };

  const attemptSend = async () => {
    const enquiry = read();
    state = 'submitting';
    render();
    // A filled honeypot is a bot: drop it quietly and look as if it went.
    if (honeypot?.value) return markSent();
    if (await sending.attempt(enquiry)) return markSent();
    state = 'failed';
    render();
    retry?.focus();
  };

  // D4: a value over its limit says so while it is typed (nothing is cut); back within it, that
  // message goes. Other errors are the submit's to show and clear (D1).
  let overLimit: string | undefined;
  form.addEventListener('input', ({ target }) => {
    const input = target as HTMLInputElement;
    const field = input.dataset.field as TextField | undefined;
    if (!field || input.type === 'checkbox') return;
    const over = isTooLong(field, input.value);
    if (over || overLimit === field) errors.show(over ? field : null, over ? say({ field, reason: 'tooLong' }) : '');
    if (over) overLimit = field;
    else if (overLimit === field) overLimit = undefined;
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state === 'submitting' || state === 'sent') return;
    // D1: every submit clears the earlier errors, then shows only the first failing check.
    const failure = findFailure(read());
    errors.show(failure?.field ?? null, failure ? say(failure) : undefined);
    if (failure) {
      state = 'idle';
      render();
      errors.announce(failure.field, say(failure));
      return;
    }
    errors.announce(null);
    void attemptSend();
  });
  // Retry is a submit of the same draft: the values may have changed since the failure, so they
  // meet the same checks first (D1, D2).
  retry?.addEventListener('click', () => {
    if (state === 'failed') form.requestSubmit();
  });
  render();
  markEnhanced(form);
  // A submit that came before the form was wired (submitGuard.ts) is made now, once, with what
  // was typed. Inside that same submit's dispatch requestSubmit does nothing, and the submit
  // listener above takes the event itself.
  if (hasPendingSubmit(form)) {
    form.removeAttribute(pendingSubmitAttribute);
    form.requestSubmit();
  }
}
