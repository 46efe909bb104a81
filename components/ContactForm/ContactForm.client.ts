import type { EnquirySendError, SendOptions } from '../../services/sendEnquiry';
import { markEnhanced, setText } from '../enhanced';
import { newEnquiryId } from '../../services/enquiryId';
import { validateEnquiry, type Enquiry, type EnquiryField, type TextField } from '../../domain/enquiry';

type State = 'idle' | 'submitting' | 'sent' | 'failed';

type Dependencies = {
  /** services/sendEnquiry, replaced in unit tests. Loaded on first send so no page ships Firebase before it. */
  send: (enquiry: Enquiry, options: SendOptions) => Promise<void>;
  /** Starts App Check (services/appCheck) on the visitor's first interaction with the form (D17). */
  prepare: () => Promise<unknown>;
  newId: () => string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
};

const textFields: TextField[] = ['name', 'company', 'email', 'phone', 'nature'];
export const draftKey = 'nexoform:contact-draft';

const loadService = () => import('../../services/sendEnquiry');
const defaults: Dependencies = {
  send: async (enquiry, options) => (await loadService()).sendEnquiry(enquiry, options),
  prepare: async () => (await import('../../services/appCheck')).startAppCheck(),
  newId: newEnquiryId,
  storage: typeof sessionStorage === 'undefined' ? null : sessionStorage,
};

/** @returns whether this tab keeps a draft of the form from before a reload */
export function hasDraft(storage: Dependencies['storage'] = defaults.storage): boolean {
  try {
    return storage?.getItem(draftKey) != null;
  } catch {
    return false;
  }
}

/** How the visitor came to this page: a first visit, a reload or a step through history. */
const navigationType = () =>
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';

/**
 * The session draft is the form's one memory. Firefox also puts typed values back on a reload or
 * a step through history, even after the enquiry was sent and its draft dropped, which would offer
 * a sent enquiry for sending again. With no draft, such a page starts from its served values.
 * A first visit is left alone: what is there was typed before the script arrived.
 */
export function forgetRestoredValues(form: HTMLFormElement, how = navigationType()): void {
  if (how === 'reload' || how === 'back_forward') form.reset();
}

/**
 * docs/product.md §4 contact form with D1/D2: idle → submitting → sent, or → failed with Retry.
 * One state and one render() that updates the server-rendered markup.
 */
export function enhanceContactForm(form: HTMLFormElement, dependencies: Partial<Dependencies> = {}): void {
  const { send, prepare, newId, storage } = { ...defaults, ...dependencies };
  const control = (field: EnquiryField) =>
    form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${field}"]`);
  const errorFor = (field: EnquiryField) => form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]');
  const submitLabel = form.querySelector<HTMLElement>('[data-submit-label]');
  const failureBody = form.querySelector<HTMLElement>('[data-send-failure-body]');
  const retry = form.querySelector<HTMLButtonElement>('[data-retry]');
  const honeypot = form.querySelector<HTMLInputElement>('[data-honeypot]');
  const privacy = control('privacyAgreed') as HTMLInputElement | null;
  const announcer = form.querySelector<HTMLElement>('[data-error-announcer]');

  let state: State = 'idle';
  // D2: one id per enquiry, made at its first send and reused by every retry.
  let enquiryId: string | null = null;
  let earlierAttemptMayHaveLanded = false;

  const read = (): Enquiry => ({
    ...(Object.fromEntries(textFields.map((field) => [field, control(field)?.value ?? ''])) as Record<
      TextField,
      string
    >),
    privacyAgreed: privacy?.checked ?? false,
  });

  const showError = (field: EnquiryField | null, message = '') => {
    for (const each of [...textFields, 'privacyAgreed'] as EnquiryField[]) {
      const isField = each === field;
      const error = errorFor(each);
      if (error) setText(error, isField ? message : '');
      const input = control(each);
      if (isField) input?.setAttribute('aria-invalid', 'true');
      else input?.removeAttribute('aria-invalid');
    }
  };

  const render = () => {
    form.dataset.state = state;
    if (!submit || !submitLabel) return;
    const sent = state === 'sent';
    submit.disabled = state === 'submitting' || sent;
    if (state === 'submitting') submit.setAttribute('aria-busy', 'true');
    else submit.removeAttribute('aria-busy');
    setText(submitLabel, sent ? 'Your request has been sent' : 'Submit');
    for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-field]'))
      element.disabled = sent;
    if (failureBody) failureBody.hidden = state !== 'failed';
  };

  // Draft safety: what the visitor typed survives a reload until it is sent.
  const saveDraft = () => storage?.setItem(draftKey, JSON.stringify(read()));
  try {
    const draft = JSON.parse(storage?.getItem(draftKey) ?? 'null') as Partial<Enquiry> | null;
    if (draft) {
      for (const field of textFields) {
        const input = control(field);
        if (input && typeof draft[field] === 'string') input.value = draft[field];
      }
      if (privacy) privacy.checked = draft.privacyAgreed === true;
    }
  } catch {
    storage?.removeItem(draftKey);
  }
  form.addEventListener('input', saveDraft);
  form.addEventListener('change', saveDraft);

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
    storage?.removeItem(draftKey);
    render();
  };

  const attemptSend = async () => {
    const enquiry = read();
    state = 'submitting';
    render();
    // A filled honeypot is a bot: drop it quietly and look as if it went.
    if (honeypot?.value) return markSent();
    enquiryId ??= newId();
    try {
      await send(enquiry, { id: enquiryId, earlierAttemptMayHaveLanded });
      markSent();
    } catch (error) {
      if ((error as EnquirySendError | undefined)?.outcome === 'lost') earlierAttemptMayHaveLanded = true;
      // Logged on purpose (docs/product.md §8, D2): the one console error a visitor's session may show.
      console.error('The enquiry could not be sent', error);
      state = 'failed';
      render();
      retry?.focus();
    }
  };

  // D1: the error is announced once. Moving focus to the field reads its description; when focus is
  // already there (Enter in that field), nothing would be read, so the polite status region speaks.
  let announcement: ReturnType<typeof setTimeout> | undefined;
  const announceError = (field: EnquiryField | null, message: string) => {
    clearTimeout(announcement);
    if (announcer) announcer.textContent = '';
    if (!field) return;
    const input = control(field);
    if (document.activeElement !== input) input?.focus();
    // Emptied first, filled a moment later: the same message twice in a row is spoken again.
    else announcement = setTimeout(() => announcer && (announcer.textContent = message), 100);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state === 'submitting' || state === 'sent') return;
    // D1: every submit clears the earlier errors, then shows only the first failing check.
    const failure = validateEnquiry(read());
    showError(failure?.field ?? null, failure?.message);
    if (failure) {
      state = 'idle';
      render();
      announceError(failure.field, failure.message);
      return;
    }
    announceError(null, '');
    void attemptSend();
  });
  retry?.addEventListener('click', () => {
    if (state === 'failed') void attemptSend();
  });
  render();
  markEnhanced(form);
}
