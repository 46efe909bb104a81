import { describe, expect, it } from 'vitest';
import { pressReleaseSharing, sharingByPath } from '../../content/sharing';
import { whitePaper } from '../../content/identity';
import { sharingCard } from './sharingFor';

describe('the sharing cards of translated pages', () => {
  it.each([
    ['/', 'home'],
    ['/news-insights', 'news'],
    ['/xyz', 'partner'],
    [whitePaper.path, 'whitePaper'],
    ['/privacy-policy', 'privacy'],
  ])('the card of %s is named %s in the catalogue', (path, name) => {
    expect(sharingCard(sharingByPath[path]!)).toBe(name);
  });

  it('name the press releases card, and a card the catalogue does not list as the home card', () => {
    expect(sharingCard(pressReleaseSharing)).toBe('pressRelease');
    expect(sharingCard({ ...sharingByPath['/'], image: { src: '/og/other.jpg', alt: 'Other' } })).toBe('home');
  });
});
