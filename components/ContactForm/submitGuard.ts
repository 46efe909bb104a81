/**
 * No submit escapes the enhancer, and none is left without an answer (docs/decisions.md#d2, #d10).
 * The form is served with its controls disabled: without JavaScript nothing can be typed or
 * submitted, and the form's note says how to reach the company instead. This tiny script, inline
 * right after the form, enables them; it then cancels every submit of the contact form and, until
 * the enhancer has wired it (`data-state`), marks the form as having a pending submit, which the
 * enhancer sends once it is wired, with what was typed. Should the enhancer not be wired 5 seconds
 * after such a submit (the page's script blocked or hung), it shows the form's failure message
 * with the recipient address (without Retry, which needs the enhancer); a late enhancer still
 * sends the held enquiry and takes the message away. The Content-Security-Policy allows exactly
 * this script by its hash (scripts/build/hosting.mjs): change it here and the header follows.
 */

/** The attribute the guard sets on a form submitted before its enhancer was wired. */
export const pendingSubmitAttribute = 'data-pending-submit';

/** Marks the controls the server renders disabled, for the guard to enable. */
export const needsScriptAttribute = 'data-needs-script';

/** How long after a submit the guard waits for the enhancer before it shows the failure. */
export const unwiredAfterMs = 5000;

export const submitGuardScript = `document.querySelectorAll('[data-contact-form] [${needsScriptAttribute}]').forEach(function(c){c.disabled=false});document.addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('data-contact-form')){e.preventDefault();if(f.hasAttribute('data-state'))return;if(!f.hasAttribute('${pendingSubmitAttribute}'))setTimeout(function(){if(f.hasAttribute('data-state'))return;var b=f.querySelector('[data-send-failure-body]'),r=f.querySelector('[data-retry]');if(r)r.hidden=true;if(b)b.hidden=false},${unwiredAfterMs});f.setAttribute('${pendingSubmitAttribute}','')}},true)`;
