// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderEnhanced } from '../../tests/unit/dom';
import { DownloadButton } from './DownloadButton';
import { enhanceDownloadButton } from './DownloadButton.client';

const setup = (download: (file: string, fileName: string) => Promise<void>) =>
  renderEnhanced(
    <DownloadButton label="Download the white paper" file="/paper.pdf" fileName="paper.pdf" />,
    '[data-download]',
    (root) => enhanceDownloadButton(root, download),
  ).user;

describe('enhanceDownloadButton on the button markup', () => {
  it('goes idle → loading → done, once per page view', async () => {
    let finish = () => {};
    const download = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setup(download);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Download the white paper' });
    await user.click(button);
    expect([button.disabled, button.getAttribute('aria-busy')]).toEqual([true, 'true']);
    finish();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Downloaded' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Downloaded' }));
    expect(download.mock.calls).toEqual([['/paper.pdf', 'paper.pdf']]);
  });

  it('D9: a failure returns to idle with the message and a plain link to the file', async () => {
    const user = setup(vi.fn().mockRejectedValue(new Error('offline')));
    await user.click(screen.getByRole('button', { name: 'Download the white paper' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Download the white paper' })).toBeEnabled());
    const link = screen.getByRole('link');
    expect(link).toBeVisible();
    expect(link).toHaveAttribute('href', '/paper.pdf');
  });
});
