/**
 * The one shape of a content file: exactly what the editor (Keystatic 0.6) writes when it saves the
 * entry, so a hand-made file, a converted file and an editor-made file are byte-identical
 * (docs/decisions.md, "One file shape"). `npm run content:format` rewrites every file to it and a
 * test holds every committed file to it.
 *
 * Keystatic's own entry writer is part of its browser bundle only (its Node build stubs the
 * editor), so this module repeats what that writer does, step by step, with the same pieces:
 * - the data: each schema field in the schema's order, its stored value turned into the form's
 *   value by the field's own `parse` and back by the field's own `serialize`; a field serialized to
 *   nothing (an empty optional text, an omitted default) has no line;
 * - YAML by js-yaml's `dump` with its defaults, as Keystatic calls it;
 * - a Markdown body: `---\n`, the data, `---\n`, then the body as Markdoc prints it (parsed and
 *   printed twice, as the editor's ProseMirror round trip ends), with no blank line in between.
 * The editor's browser test saves an entry of each kind and checks this module agrees.
 */
import Markdoc from '@markdoc/markdoc';
import yaml from 'js-yaml';
import keystaticConfig from '../keystatic.config';
import type { CollectionName, SchemaField } from './entryTypes';

/** The front matter and body of a Markdown entry, split as Keystatic's reader splits them. */
export function splitFrontMatter(text: string): { data: string; body: string } | null {
  const match = /^---\r?\n([^]*?\r?\n)?---(?:\r?\n|$)/.exec(text);
  if (!match) return null;
  return { data: match[1] ?? '', body: text.slice(match[0].length) };
}

/** Why a file cannot be written in the canonical shape: the schema check names the details. */
export class NotCanonicalizable extends Error {}

/** The field a collection keeps as the file's Markdown body (`body`), if it has one. */
function contentFieldOf(name: CollectionName): string | undefined {
  const format = keystaticConfig.collections[name].format;
  return typeof format === 'object' && typeof format.contentField === 'string' ? format.contentField : undefined;
}

/** The stored data of an entry, in the schema's order, each value as the field serializes it. */
export function canonicalData(name: CollectionName, loaded: Record<string, unknown>): Record<string, unknown> {
  const collection = keystaticConfig.collections[name];
  const schema = collection.schema as Record<string, SchemaField>;
  const contentField = contentFieldOf(name);
  const unknown = Object.keys(loaded).filter((key) => !(key in schema) || key === contentField);
  if (unknown.length > 0) throw new NotCanonicalizable(`fields the schema does not have: ${unknown.join(', ')}`);
  const serialized = (key: string, field: SchemaField) => {
    try {
      return field.serialize(field.parse(loaded[key])).value;
    } catch (error) {
      throw new NotCanonicalizable(`${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) {
    if (key === contentField) continue;
    // The slug field stores its text as typed; a photo stores the path the editor wrote.
    const value = key === collection.slugField || field.formKind === 'asset' ? loaded[key] : serialized(key, field);
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}

/** A Markdown body as the editor writes it. */
export function canonicalBody(body: string): string {
  const print = (text: string) => Markdoc.format(Markdoc.parse(text));
  return print(print(body));
}

/**
 * The canonical text of a content file.
 * @throws NotCanonicalizable when the file does not parse or has fields the schema does not know.
 */
export function canonicalText(name: CollectionName, text: string): string {
  const load = (source: string): Record<string, unknown> => {
    let loaded: unknown;
    try {
      loaded = yaml.load(source) ?? {};
    } catch (error) {
      throw new NotCanonicalizable(`not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : ''}`);
    }
    if (typeof loaded !== 'object' || loaded === null || Array.isArray(loaded))
      throw new NotCanonicalizable('the data must be a list of `field: value` lines');
    return loaded as Record<string, unknown>;
  };
  if (!contentFieldOf(name)) return yaml.dump(canonicalData(name, load(text)));
  const split = splitFrontMatter(text) ?? { data: '', body: text };
  return `---\n${yaml.dump(canonicalData(name, load(split.data)))}---\n${canonicalBody(split.body)}`;
}
