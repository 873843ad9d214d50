import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the RFC 5987 UTF-8 name', () => {
    expect(attachmentDisposition(`Relevé "été" (1)'s*.pdf`)).toBe(
      `attachment; filename="Releve _ete_ (1)'s*.pdf"; filename*=UTF-8''Relev%C3%A9%20%22%C3%A9t%C3%A9%22%20%281%29%27s%2A.pdf`,
    );
  });

  it('replaces characters without ASCII form and never lets a backslash through', () => {
    expect(attachmentDisposition('日本\\語.pdf')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%5C%E8%AA%9E.pdf`,
    );
  });
});
