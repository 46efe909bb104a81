import { describe, expect, it } from 'vitest';
import { ui as en } from '../../content/en/ui';
import { sharingByPath } from '../../content/sharing';
import { sharingCard, sharingCards } from './sharingFor';

describe('the sharing cards of translated pages', () => {
  it('have the English catalogue text content/sharing.ts gives each card, word for word', () => {
    for (const [name, card] of Object.entries(sharingCards)) {
      expect(card, name).toBeDefined();
      expect(en.sharing[name as keyof typeof en.sharing], name).toBe(card?.image.alt);
      expect(sharingCard(card!)).toBe(name);
    }
  });

  it('name a card the catalogue does not list as the home card', () => {
    expect(sharingCard({ ...sharingByPath['/'], image: { src: '/og/other.jpg', alt: 'Other' } })).toBe('home');
  });
});
