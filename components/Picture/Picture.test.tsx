import { render } from '@testing-library/react';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../../content/imageManifest.json';
import { Picture, srcSet } from './Picture';

const publicDir = join(__dirname, '..', '..', 'public');

describe('Picture', () => {
  it('offers AVIF and WebP at every generated width before the JPEG', () => {
    const { container } = render(
      <Picture image={{ src: '/v3/news/default.jpg', width: 1200, height: 675, alt: 'Modules' }} sizes="400px" />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe('/v3/news/default-400.avif 400w, /v3/news/default-800.avif 800w');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/v3/news/default.jpg');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', 'Modules');
  });

  it('renders a plain img for an SVG', () => {
    const { container } = render(
      <Picture image={{ src: '/logo.svg', width: 152, height: 32, alt: '' }} loading="eager" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('knows no srcset for an image outside the manifest', () => {
    expect(srcSet('/nowhere.jpg', 'avif')).toBeUndefined();
  });
});

describe('the image manifest', () => {
  it.each(Object.entries(manifest))('%s has every variant on disk', (src, entry) => {
    expect(existsSync(join(publicDir, src))).toBe(true);
    for (const width of entry.widths) {
      for (const format of ['avif', 'webp']) {
        expect(
          existsSync(join(publicDir, src.replace(/\.jpg$/, `-${width}.${format}`))),
          `${src} ${width} ${format}`,
        ).toBe(true);
      }
    }
  });
});
