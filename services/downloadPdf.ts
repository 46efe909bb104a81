/**
 * docs/product.md §7: on iOS devices and in LinkedIn's in-app browser a download cannot be saved from
 * script, so the PDF opens in a new tab there. iPadOS in desktop mode reports itself as a Mac:
 * its touch points give it away.
 */
export function opensInNewTab(userAgent: string, maxTouchPoints = 0): boolean {
  if (/LinkedInApp/i.test(userAgent)) return true;
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

type DownloadEnvironment = {
  userAgent: string;
  maxTouchPoints: number;
  fetch: typeof fetch;
  openTab: (url: string) => void;
  saveBlob: (blob: Blob, fileName: string) => void;
};

function saveBlobWithLink(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL can go once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function browserEnvironment(): DownloadEnvironment {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    fetch: (...args) => window.fetch(...args),
    openTab: (url) => window.open(url, '_blank', 'noopener'),
    saveBlob: saveBlobWithLink,
  };
}

/** Hands the PDF to the visitor (docs/product.md §7); rejects when it could not be fetched (D9). */
export async function downloadPdf(
  url: string,
  fileName: string,
  env: DownloadEnvironment = browserEnvironment(),
): Promise<void> {
  if (opensInNewTab(env.userAgent, env.maxTouchPoints)) {
    env.openTab(url);
    return;
  }
  const response = await env.fetch(url);
  if (!response.ok) throw new Error(`The PDF could not be fetched (${response.status})`);
  env.saveBlob(await response.blob(), fileName);
}
