import { newsTypes } from '../../content/newsTypes';
import { badgeTones } from '../../theme/tokens';
import { newsTypeTone } from './NewsCard';

describe('newsTypeTone (docs/product.md §9: each news type has its own badge style)', () => {
  it('gives every news type a tone the theme defines', () => {
    for (const type of newsTypes) expect(Object.keys(badgeTones)).toContain(newsTypeTone[type]);
  });

  it('gives no two news types the same tone', () => {
    const tones = newsTypes.map((type) => newsTypeTone[type]);
    expect(new Set(tones).size).toBe(tones.length);
  });
});
