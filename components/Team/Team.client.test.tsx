// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import Markdoc, { type RenderableTreeNode } from '@markdoc/markdoc';
import { team } from '../../publishing/site';
import { renderEnhanced } from '../../tests/unit/dom';
import { Team } from './Team';
import { enhanceTeam } from './Team.client';

// jsdom has no modal dialogs: a minimal showModal/close that keeps `open` and fires `close`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

/** The words of a biography, as the dialog shows them. */
const text = (node: RenderableTreeNode): string =>
  Markdoc.Tag.isTag(node) ? node.children.map(text).join('') : typeof node === 'string' ? node : '';

it('enhanceTeam renders a card and a biography dialog for each member, opens one from its + button, and Close returns focus to that button', async () => {
  const { user } = renderEnhanced(<Team />, '[data-team]', enhanceTeam);
  expect(screen.getAllByRole('button', { name: /^Read biography of / })).toHaveLength(team.length);
  expect(document.querySelectorAll('dialog')).toHaveLength(team.length);
  const member = team[1]!;
  const open = screen.getByRole('button', { name: `Read biography of ${member.fullname}` });
  await user.click(open);
  const dialog = screen.getByRole('dialog', { name: member.fullname });
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveTextContent(text(member.biography[0]!).slice(0, 40));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog).not.toHaveAttribute('open');
  expect(open).toHaveFocus();
});
