/**
 * The consent banner is in every page's HTML, hidden by its stylesheet unless `<html>` carries
 * `data-consent="ask"`. This tiny script, inline in the head, sets that attribute before the
 * first paint, so a first-time visitor sees the banner at once and a returning one never sees
 * it flash. The Content-Security-Policy allows exactly this script by its hash
 * (scripts/build/hosting.mjs): change it here and the header follows.
 */

/** Where the visitor's answer is kept (localStorage). */
export const consentKey = 'nexoform:analytics-consent';

/** The attribute of `<html>` the banner's style reads: 'ask' shows the banner, 'answered' hides it. */
export const consentAttribute = 'data-consent';

export const consentBootScript = `(function(){var a='ask';try{a=/^(granted|denied)$/.test(localStorage.getItem('${consentKey}')||'')?'answered':'ask'}catch(e){}document.documentElement.setAttribute('${consentAttribute}',a)})()`;
