import {
  characters,
  charClass,
  enquiryIdPattern,
  forgedMarketingLine,
  hex,
  maxLengths,
  patterns,
  type Piece,
} from './enquiry';
import { languageLabel, languageName } from './enquiryLanguage';
import { mailLines, marketingLine } from './buildMailDocument';
import { localeCodes } from '../content/locales';

/** The rules' string literal of an RE2 pattern: double-quoted, each backslash doubled. */
const literal = (pattern: string) => `"${pattern.replace(/\\/g, '\\\\')}"`;
/** A piece as an RE2 character class, its code points escaped. */
const re2Class = (piece: Exclude<Piece, string>) => charClass(piece, (c) => `\\x{${hex(c)}}`);

/** A pattern as a rules expression: literals joined by `+`, the named character classes by name. */
function expression(pieces: readonly Piece[]): string {
  const parts: string[] = [];
  let pending = '';
  for (const piece of pieces) {
    const name = Object.entries(characters).find(([, known]) => known === piece)?.[0];
    if (name) {
      if (pending) parts.push(literal(pending));
      parts.push(name);
      pending = '';
    } else pending += typeof piece === 'string' ? piece : re2Class(piece);
  }
  if (pending) parts.push(literal(pending));
  return parts.join(' + ');
}

/**
 * D4: the Firestore rules function that accepts exactly the `message.text` buildMailDocument
 * writes for an enquiry validateEnquiry lets through, letters aside (the form alone asks for a
 * letter or digit, D71), made from the same patterns and limits.
 * firestore.rules holds it verbatim (domain/mailTextRule.test.ts); change a pattern or a limit
 * and that test prints the function to paste. The rules' regex engine caps counted repetition
 * at 1000, so lengths use size(), which counts UTF-16 code units as JavaScript's `length` does.
 */
export function enquiryTextRule(): string {
  return [enquiryLanguageRule(), enquiryNewsRule(), enquiryBodyRule()].join('\n');
}

/**
 * The rules function for the text of a document that says which language it was written in
 * (`language`, domain/enquiry.ts): one of the site's languages other than English, and the text
 * an enquiry's with one more last line naming exactly that language. A document without
 * `language` is an English enquiry's, its text judged as always.
 */
function enquiryLanguageRule(): string {
  const names = localeCodes.flatMap((locale) => {
    const name = languageName(locale);
    if (name === undefined) return [];
    // Written into a pattern: a name must be letters alone.
    if (!/^\p{L}+$/u.test(name)) throw new Error(`A language's name must be letters alone: ${name}`);
    return [`"${locale}": "${name}"`];
  });
  const line = `"\\\\n${languageLabel}" + names[data.language]`;
  return [
    '    function isEnquiryMailText(data) {',
    `      let names = {${names.join(', ')}};`,
    "      return (!('language' in data) && isEnquiryWithNews(data.message.text))",
    "        || ('language' in data",
    '          && data.language is string',
    '          && data.language in names',
    `          && data.message.text.matches("(?s).*" + ${line})`,
    `          && isEnquiryWithNews(data.message.text.replace(${line} + "$", "")));`,
    '    }',
  ].join('\n');
}

/**
 * D78: the rules function for an enquiry's text with or without the news line after it: with the
 * line taken off its end, an enquiry's text in which no later line starts with its label, so the
 * line counts in its place only, once, and with its one value.
 */
function enquiryNewsRule(): string {
  return [
    '    function isEnquiryWithNews(text) {',
    `      let body = text.replace(${literal(`\\n${marketingLine}$`)}, "");`,
    `      return isEnquiryText(body) && !body.matches(${expression(['(?s).*', ...forgedMarketingLine, '.*'])});`,
    '    }',
  ].join('\n');
}

/**
 * D4: the Firestore rules function that accepts exactly the `message.text` buildMailDocument
 * writes for an enquiry validateEnquiry lets through, letters aside (without its news and language lines),
 * made from the same patterns and limits.
 */
function enquiryBodyRule(): string {
  const [name, organisation, email, phone, nature] = mailLines;
  const whole: Piece[] = [
    `${name[0]}`,
    ...patterns.oneLine,
    `\\n${organisation[0]}`,
    ...patterns.oneLine,
    `\\n${email[0]}`,
    ...patterns.email,
    `\\n${phone[0]}`,
    ...patterns.oneLine,
    `\\n${nature[0]}`,
    ...patterns.text,
  ];
  const lineCaps = mailLines
    .slice(0, 4)
    .map(([label, field], index) => `        && lines[${index}].size() <= ${label.length + maxLengths[field]}`);
  // What is left after the four one-line fields, their line breaks and the enquiry's label.
  const textCap = 4 + nature[0].length + maxLengths.nature;
  return [
    '    function isEnquiryText(text) {',
    ...Object.entries(characters).map(([key, piece]) => `      let ${key} = ${literal(re2Class(piece))};`),
    "      let lines = text.split('\\n');",
    '      return text is string',
    `        && text.matches(${expression(whole)})`,
    `        && lines[3].matches(${expression([phone[0], ...patterns.phone])})`,
    ...lineCaps,
    `        && text.size() - lines[0].size() - lines[1].size() - lines[2].size() - lines[3].size() <= ${textCap};`,
    '    }',
  ].join('\n');
}

/** The rules function that accepts exactly the document ids the form makes (enquiryIdPattern). */
export function enquiryIdRule(): string {
  return ['    function isEnquiryId(id) {', `      return id.matches(${expression(enquiryIdPattern)});`, '    }'].join(
    '\n',
  );
}

/**
 * The rules function for the document's `replyTo` (docs/decisions.md, D70): a string, exactly the
 * address on the text's `Email: ` line, or absent (a page loaded before the field was written).
 */
export function enquiryReplyToRule(): string {
  const index = mailLines.findIndex(([, field]) => field === 'email');
  return [
    '    function isEnquiryReplyTo(data) {',
    "      return !('replyTo' in data)",
    `        || (data.replyTo is string && data.message.text.split('\\n')[${index}] == '${mailLines[index]?.[0]}' + data.replyTo);`,
    '    }',
  ].join('\n');
}
