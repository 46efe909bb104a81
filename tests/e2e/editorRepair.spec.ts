import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { loadEntries } from '../../publishing/entries';
import { editorNumbers } from '../../scripts/local/editor/newsIds.mjs';
import { expect, refusals, test } from './editorFixture';

test('an entry with a value of the wrong kind (a position as a word, a job title as a list, an id as a word, a date that is no date) or over a limit opens with the problem shown, and is fixed or deleted', async ({
  page,
  editor,
  allowConsole,
}) => {
  const { copy } = editor;
  const { nextId } = await editorNumbers(copy);
  const before = await loadEntries(copy);
  const wrongKindFields = {
    headline: 'A news item with an id and a date written by hand',
    uri: 'https://example.com/wrong-kind',
    publication: 'Data Centre Weekly',
    type: 'Blog Post',
  };
  const headline = 'A headline written by hand, too long for a card '.padEnd(130, 'x');
  const [member, wrongKind, item] = ['team/tobias-third', 'news/wrong-kind', 'news/long-headline'];
  const files = {
    [member]:
      'fullname: Tobias Third\norder: third\njobtitle: [Site Engineer, Rigger]\nbiography: Tobias builds the sites.\n',
    // An id and a date of the wrong kind in one news item.
    [wrongKind]: `headline: ${wrongKindFields.headline}\nid: five\ndate: yesterday\nuri: ${wrongKindFields.uri}\npublication: ${wrongKindFields.publication}\ntype: ${wrongKindFields.type}\n`,
    [item]: `headline: ${headline}\nid: ${nextId}\ndate: 2024-02-01\nuri: https://example.com/long\npublication: [Data Centre Weekly, DCD]\ntype: News Article\n`,
  };
  const path = (entry: string) => `content/${entry}.yaml`;
  for (const [entry, text] of Object.entries(files)) writeFileSync(join(copy, path(entry)), text);
  // The build refuses them, with the words the editor shows.
  const problems = (await refusals(copy)).join('\n');
  for (const words of [
    'order must be a whole number, e.g. 3',
    'headline must be no longer than 120 characters',
    'jobtitle must be text, not the list Site Engineer, Rigger',
    'id must be a whole number, not five',
    'date must be a real date written YYYY-MM-DD, not yesterday',
  ])
    expect(problems).toContain(words);

  // After Delete, Keystatic's entry page renders once more while its entry leaves the list, and
  // React recovers by rendering again (the list then shows, without the entry).
  allowConsole(/^pageerror: There was an error during concurrent rendering but React was able to recover/);
  // Keystatic logs the refusal of a Save it blocks (here: the job title still a list).
  allowConsole(/^warning: Error: Field validation failed:\njobtitle: [^]*Job title must be text/);
  const { form, fillIn, read } = editor;

  // Each field says what the file holds and what to do, in the build's words.
  const jobtitleProblem = 'Job title must be text, not the list Site Engineer, Rigger';
  await editor.open('/collection/team/item/tobias-third', 'Position', 'third');
  await expect(form.getByText('Position must be a whole number, e.g. 3')).toBeVisible();
  await expect(form.getByText(jobtitleProblem)).toBeVisible();
  const fixed = { fullname: 'Tobias Third', order: 7, jobtitle: 'Site Engineer and Rigger' };
  await fillIn({ Position: String(fixed.order) });
  await expect(form.getByText('Position must be a whole number, e.g. 3')).toHaveCount(0);
  // Save is refused while a value of the wrong kind is held; the file is left as it was.
  const memberBefore = read(path(member));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(jobtitleProblem)).toBeVisible();
  expect(read(path(member))).toBe(memberBefore);
  await fillIn({ 'Job title': fixed.jobtitle });
  await expect(form.getByText(/^Job title must be text/)).toHaveCount(0);
  await editor.save();
  await expect.poll(() => yaml.load(read(path(member)))).toEqual({ ...fixed, biography: 'Tobias builds the sites.' });

  // Fixed and saved, the other fields as they were.
  await editor.openEntry('News & Insights', 'wrong-kind');
  await editor.expectValues({ Headline: wrongKindFields.headline });
  await expect(form.getByText('Id must be a whole number, not five')).toBeVisible();
  await expect(form.getByText('Date must be a real date written YYYY-MM-DD, not yesterday')).toBeVisible();
  await fillIn({ Id: String(nextId + 1), Date: '2024-03-05' });
  await expect(form.getByText(/^(Id|Date) must be/)).toHaveCount(0);
  await editor.save();
  await expect
    .poll(() => yaml.load(read(path(wrongKind))))
    .toEqual({ ...wrongKindFields, id: nextId + 1, date: new Date('2024-03-05T00:00:00Z') });

  // Flagged as the entry opens, before any edit.
  await editor.openEntry('News & Insights', 'long-headline');
  await editor.expectValues({ Headline: headline });
  await expect(form.getByText('Headline must be no longer than 120 characters')).toBeVisible();
  await expect(form.getByText('Publication must be text, not the list Data Centre Weekly, DCD')).toBeVisible();
  await form.getByRole('toolbar').getByRole('button', { name: 'Delete entry…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL(/\/collection\/news$/, { timeout: 30_000 });
  await expect.poll(() => editor.exists(path(item))).toBe(false);

  // The fixed entries read again, once each, with the values typed; nothing else changed.
  const after = await loadEntries(copy);
  expect(after.news.length).toBe(before.news.length + 1);
  expect(after.news.filter((entry) => entry.headline === wrongKindFields.headline)).toEqual([
    expect.objectContaining({ id: nextId + 1, date: '2024-03-05' }),
  ]);
  expect(after.team.length).toBe(before.team.length + 1);
  expect(after.team.filter((entry) => entry.fullname === fixed.fullname)).toEqual([expect.objectContaining(fixed)]);
});
