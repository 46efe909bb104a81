// @ts-check
/**
 * No submit escapes the enhancer (docs/decisions.md#d2). The form is wired by the page's script,
 * which arrives after the first paint; a submit before that (autofill and Enter on a slow
 * connection) would be the browser's own, a page load with the visitor's data. This tiny script,
 * inline before the form, cancels every submit of the contact form and, until the enhancer has
 * wired it (`data-state`), marks it as having a pending submit; the enhancer sends that enquiry
 * once it is wired, with what was typed. The Content-Security-Policy allows exactly this script
 * by its hash (scripts/build/hosting.mjs): change it here and the header follows.
 */

/** The attribute the guard sets on a form submitted before its enhancer was wired. */
export const pendingSubmitAttribute = 'data-pending-submit';

export const submitGuardScript = `document.addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('data-contact-form')){e.preventDefault();if(!f.hasAttribute('data-state'))f.setAttribute('${pendingSubmitAttribute}','')}},true)`;
