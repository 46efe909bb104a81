import { describe, expect, it } from 'vitest';
import { setText } from './enhanced';

describe('setText', () => {
  it('keeps the served text node when the text is already right, so a click that began on it still lands', () => {
    const label = document.createElement('span');
    label.textContent = 'Submit';
    const served = label.firstChild;
    setText(label, 'Submit');
    expect(label.firstChild).toBe(served);
    setText(label, 'Your request has been sent');
    expect(label.textContent).toBe('Your request has been sent');
  });
});
