import { boundLogText, MAX_LOG_TEXT } from './log-text';

describe('boundLogText', () => {
  it('keeps a text within the bound as it is', () => {
    const text = 'y'.repeat(MAX_LOG_TEXT);
    expect(boundLogText(text)).toBe(text);
  });

  it('cuts a longer text to the bound, marking the cut with "…"', () => {
    const cut = boundLogText(`Line 2 skipped: invalid value "${'x'.repeat(1_000_000)}"`);
    expect(cut).toHaveLength(MAX_LOG_TEXT);
    expect(cut).toBe(`Line 2 skipped: invalid value "${'x'.repeat(MAX_LOG_TEXT - 32)}…`);
  });

  it('does not split a surrogate pair', () => {
    expect(boundLogText('ab😀cd', 4)).toBe('ab…');
    expect(boundLogText('abc😀de', 6)).toBe('abc😀…');
  });
});
