import { describe, expect, it } from 'vitest';
import { pickActiveSection, type SectionVisibility } from './activeSection';

const viewport = 800;
const section = (id: string, ratio: number, visibleHeight: number): SectionVisibility => ({ id, ratio, visibleHeight });

describe('pickActiveSection (D13)', () => {
  it.each<[string, SectionVisibility[], string | null]>([
    ['nothing visible keeps the current item', [], null],
    ['a section 24% in view and filling little of the screen does not qualify', [section('mission', 0.24, 150)], null],
    ['a section exactly 25% in view qualifies', [section('mission', 0.25, 150)], 'mission'],
    ['a tall section filling 30% of the viewport qualifies at a 5% ratio', [section('team', 0.05, 240)], 'team'],
    [
      'of two qualifying sections the one filling more of the viewport wins',
      [section('mission', 1, 300), section('solutions', 0.4, 500)],
      'solutions',
    ],
    [
      'a small section fully in view loses to a tall one filling most of the screen',
      [section('hero', 1, 200), section('team', 0.1, 600)],
      'team',
    ],
    ['sections below the threshold are ignored', [section('a', 0.1, 100), section('b', 0.3, 90)], 'b'],
  ])('%s', (_name, sections, expected) => {
    expect(pickActiveSection(sections, viewport)).toBe(expected);
  });
});
