import { languageOfAcceptLanguage } from './screen-language';

describe('languageOfAcceptLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,en;q=0.8', 'en'],
    ['de', 'fr'],
    ['fr;q=0.5, en;q=0.8', 'en'],
    ['en;q=0, fr', 'fr'],
    ['*', 'fr'],
  ])('reads %p as %p', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });
});
