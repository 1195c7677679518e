import { parsePoolFile } from '../../infra/local/cognito-local';

/** cognito-local's pool file, as the local stack reads it beside cognito-local. */
describe("reading cognito-local's pool file", () => {
  it('reads a whole file', () => {
    expect(parsePoolFile('{"Users":{"a":{}}}')).toEqual({ Users: { a: {} } });
  });

  it('reads the newer document when two rewrites at once left an older tail behind it', () => {
    const newer = JSON.stringify({ Users: { a: { Username: 'a' } } });
    const older = JSON.stringify({ Users: { a: { Username: 'a' }, b: { Username: 'b' } } });
    expect(parsePoolFile(newer + older.slice(newer.length))).toEqual({ Users: { a: { Username: 'a' } } });
  });

  it('refuses a file cut short (read again later)', () => {
    expect(() => parsePoolFile('{"Users":{"a"')).toThrow(SyntaxError);
  });
});
