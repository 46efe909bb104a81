// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { picture } from '../../content/pictures';
import { Picture } from './Picture';

const attributes = (element: Element, names: string[]) => names.map((name) => element.getAttribute(name));

describe('Picture', () => {
  it('offers AVIF and WebP at every width made before the JPEG', () => {
    const sources = { avif: '/a-400.avif 400w, /a-800.avif 800w', webp: '/a-400.webp 400w, /a-800.webp 800w' };
    const image = { src: '/assets/static/photo.jpg', width: 800, height: 450, alt: 'Modules', sources };
    const { container } = render(<Picture image={image} sizes="400px" />);
    expect(
      [...container.querySelectorAll('source')].map((source) => attributes(source, ['type', 'srcset', 'sizes'])),
    ).toEqual([
      ['image/avif', sources.avif, '400px'],
      ['image/webp', sources.webp, '400px'],
    ]);
    expect(attributes(container.querySelector('picture > img')!, ['src', 'width', 'height', 'loading', 'alt'])).toEqual(
      ['/assets/static/photo.jpg', '800', '450', 'lazy', 'Modules'],
    );
  });

  it('renders a plain img for an SVG', () => {
    const image = { src: '/logo.svg', width: 152, height: 32, alt: '' };
    const { container } = render(<Picture image={image} loading="eager" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});

it('picture (the image pipeline) gives a photo of the content its widths in AVIF and WebP and its fallback size, and refuses one elsewhere', () => {
  const image = picture('content/images/news-default.jpg', 'Modules');
  expect(image.sources?.avif.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '800w']);
  expect(image.sources?.webp.split(', ')).toHaveLength(2);
  expect([image.width, image.height, image.alt]).toEqual([800, 450, 'Modules']);
  expect(() => picture('public/logo.svg', '')).toThrow(/public\/logo\.svg/);
});
