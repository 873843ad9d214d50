import { errorForLog, redactApiKeys, redactUrl, requestForLog } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/verify-email/abc-DEF_123', '/api/auth/verify-email/[redacted]'],
    ['/api/auth/verify-reset-token/abc?x=1', '/api/auth/verify-reset-token/[redacted]?x=1'],
    ['http://app.test/reset-password/abc', 'http://app.test/reset-password/[redacted]'],
    ['/api/admin/queues?ticket=eyJ.x.y', '/api/admin/queues?ticket=[redacted]'],
    ['/a?q=paris&token=s3cret&page=2', '/a?q=paris&token=[redacted]&page=2'],
    ['/a?refreshToken=x&%74oken=y', '/a?refreshToken=[redacted]&%74oken=[redacted]'],
    ['/a?%E0%A4%A=x', '/a?%E0%A4%A=x'],
    ['/api/analyzer/records?q=verify-email&page=1', '/api/analyzer/records?q=verify-email&page=1'],
  ])('%s → %s', (url, expected) => expect(redactUrl(url)).toBe(expected));
});

describe('requestForLog', () => {
  it('keeps the redacted URL and leaves out query and params, which repeat it', () => {
    const logged = requestForLog({
      id: 1,
      method: 'GET',
      url: '/api/auth/verify-email/secret-token',
      headers: { referer: 'http://app.test/verify-email/secret-token', host: 'app.test' },
      query: { a: '1' },
      params: { token: 'secret-token' },
    } as Parameters<typeof requestForLog>[0]);
    expect(JSON.stringify(logged)).not.toContain('secret-token');
    expect(logged).toEqual({
      id: 1,
      method: 'GET',
      url: '/api/auth/verify-email/[redacted]',
      headers: { referer: 'http://app.test/verify-email/[redacted]', host: 'app.test' },
      remoteAddress: undefined,
      remotePort: undefined,
    });
  });
});

describe('errorForLog', () => {
  it('drops the values of a failed statement, keeping what explains it', () => {
    const hash = '$argon2id$v=19$m=65536$c2FsdA$aGFzaA';
    const logged = errorForLog({
      type: 'QueryFailedError',
      message: 'value too long for type character varying(200)',
      query: 'UPDATE users SET password_hash = $1 WHERE id = $2',
      parameters: [hash, 7],
      driverError: { detail: hash, parameters: [hash] },
      detail: `Key (password_hash)=(${hash}) already exists.`,
      code: '22001',
      cause: { message: 'inner', parameters: [hash] },
    });
    expect(JSON.stringify(logged)).not.toContain('argon2id');
    expect(logged).toMatchObject({
      type: 'QueryFailedError',
      message: 'value too long for type character varying(200)',
      query: 'UPDATE users SET password_hash = $1 WHERE id = $2',
      code: '22001',
    });
  });
});

describe('redactApiKeys', () => {
  const secret = 'bda_live_AbC-123_xyzAbC-123_xyzAbC-123_xyzAbC-123_x';
  it.each([
    [`/api/watches?api_key=${secret}&page=2`, '/api/watches?api_key=bda_live_[redacted]&page=2'],
    [`"x-api-key":"${secret}"`, '"x-api-key":"bda_live_[redacted]"'],
    [`/api/companies/${secret}`, '/api/companies/bda_live_[redacted]'],
    [
      `invalid input syntax for type integer: \\"${secret}\\"`,
      'invalid input syntax for type integer: \\"bda_live_[redacted]\\"',
    ],
    ['?k=bda%5Flive%5FAbC%2D123', '?k=bda_live_[redacted]'],
    ['bda_live is a prefix; bda_live_', 'bda_live is a prefix; bda_live_'],
  ])('%s → %s', (text, expected) => expect(redactApiKeys(text)).toBe(expected));
});
