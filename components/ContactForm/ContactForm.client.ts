import type { EnquirySendError, SendOptions } from '../../services/sendEnquiry';
import { markEnhanced } from '../enhanced';
import { newEnquiryId } from '../../services/enquiryId';
import { validateEnquiry, type Enquiry, type EnquiryField, type TextField } from './enquiry';

type State = 'idle' | 'submitting' | 'sent' | 'failed';

type Dependencies = {
  /** services/sendEnquiry, replaced in unit tests. Loaded on first send so no page ships Firebase before it. */
  send: (enquiry: Enquiry, options: SendOptions) => Promise<void>;
  newId: () => string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
};

const textFields: TextField[] = ['name', 'company', 'email', 'phone', 'nature'];
export const draftKey = 'nexoform:contact-draft';

const loadService = () => import('../../services/sendEnquiry');
const defaults: Dependencies = {
  send: async (enquiry, options) => (await loadService()).sendEnquiry(enquiry, options),
  newId: newEnquiryId,
  storage: typeof sessionStorage === 'undefined' ? null : sessionStorage,
};

/**
 * spec §4 contact form with D1/D2: idle → submitting → sent, or → failed with Retry.
 * One state and one render() that updates the server-rendered markup.
 */
export function enhanceContactForm(form: HTMLFormElement, dependencies: Partial<Dependencies> = {}): void {
  const { send, newId, storage } = { ...defaults, ...dependencies };
  const control = (field: EnquiryField) =>
    form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${field}"]`);
  const errorFor = (field: EnquiryField) => form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]');
  const submitLabel = form.querySelector<HTMLElement>('[data-submit-label]');
  const failureBody = form.querySelector<HTMLElement>('[data-send-failure-body]');
  const retry = form.querySelector<HTMLButtonElement>('[data-retry]');
  const honeypot = form.querySelector<HTMLInputElement>('[data-honeypot]');
  const privacy = control('privacyAgreed') as HTMLInputElement | null;

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
      if (error) error.textContent = isField ? message : '';
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
    submitLabel.textContent = sent ? 'Your request has been sent' : 'Submit';
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
      // Logged on purpose (spec §8, D2): the one console error a visitor's session may show.
      console.error('The enquiry could not be sent', error);
      state = 'failed';
      render();
      retry?.focus();
    }
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
      control(failure.field)?.focus();
      return;
    }
    void attemptSend();
  });
  retry?.addEventListener('click', () => {
    if (state === 'failed') void attemptSend();
  });
  render();
  markEnhanced(form);
}
