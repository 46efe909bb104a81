/** The privacy-enhanced player's address for a provider video (D7). */
export function providerEmbedUrl(providerId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(providerId)}?autoplay=1&rel=0`;
}
