/** The unsubscribe page's confirmation form, read as a browser submits it (issue 28). */
export interface UnsubscribeForm {
  method: string | undefined;
  /** Where it posts, resolved against the page's path as a browser does: a same-origin path. */
  target: string;
  /** Its fields, form-encoded. */
  body: string;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

/** The one form of the page at `pagePath`; throws when it has none (a page that does not ask). */
export function unsubscribeFormOf(html: string, pagePath: string): UnsubscribeForm {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error('The page has no form');
  const fields = [...form[2].matchAll(/<input\b[^>]*>/gi)]
    .map(([tag]) => [attribute(tag, 'name'), attribute(tag, 'value') ?? ''])
    .filter((field): field is [string, string] => Boolean(field[0]));
  const page = new URL(pagePath, 'http://page.test');
  const target = new URL(attribute(form[1], 'action') ?? '', page);
  if (target.origin !== page.origin) throw new Error(`The form posts elsewhere: ${target}`);
  return {
    method: attribute(form[1], 'method')?.toLowerCase(),
    target: target.pathname + target.search,
    body: new URLSearchParams(fields).toString(),
  };
}
