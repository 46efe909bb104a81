import { describe, expect, it } from 'vitest';
import { defaultLocale, localeCodes, locales, pageWords } from './locales';

/** Every text of a catalogue, by its key path (`ui.chrome.home`), lists by index. */
const texts = (value: unknown, path: string): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, part]) => texts(part, `${path}.${key}`))
      : [];

/**
 * The words a language writes as English does: names, units, and the loanwords its readers use. A translator adds one
 * here on purpose; any other English word in the language's catalogue is a string left untranslated.
 */
const sharedWords: Record<string, ReadonlySet<string>> = {
  de: new Set([
    ...['News', 'Insights', 'Nexoform', 'Name', 'Podcast', 'PDF', 'MW', 'GW', 'Houston', 'London', 'Cluj'],
    ...['April', 'August', 'September', 'November'],
  ]),
  ro: new Set(['Podcast', 'PDF', 'E-mail', 'MW', 'GW', 'Houston', 'Cluj']),
};

describe.each(localeCodes.filter((locale) => locale !== defaultLocale))('the %s catalogues', (locale) => {
  it('leave no English text untranslated: a text as English writes it holds only the words the language shares', () => {
    const english = new Map([...texts(locales.en.ui, 'ui'), ...texts(pageWords.en, 'pages')]);
    const untranslated = [...texts(locales[locale].ui, 'ui'), ...texts(pageWords[locale], 'pages')].flatMap(
      ([path, text]) => {
        if (english.get(path) !== text) return [];
        // Placeholders such as {label} are filled in, not read; a hyphenated word (E-mail) is one word.
        const words = text.replace(/\{\w+\}/g, '').match(/\p{L}+(?:-\p{L}+)*/gu) ?? [];
        const foreign = words.filter((word) => !sharedWords[locale]?.has(word));
        return foreign.length > 0 ? [`${path}: "${text}"`] : [];
      },
    );
    expect(untranslated).toEqual([]);
  });
});
