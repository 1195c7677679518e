import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import { CognitoGuard, LOCKOUT, refusals } from '../../infra/local/cognito-guard';

/** A guard on a clock the test moves. */
function guarded() {
  let now = Date.parse('2026-11-23T10:00:00Z');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'guard-')), 'guard.json');
  const tokens = { issuer: 'http://127.0.0.1:1/local_pool', clientId: 'client' };
  const guard = new CognitoGuard(file, tokens, () => now);
  return { guard, file, tokens, advance: (ms: number) => (now += ms), now: () => now };
}

describe('the local Cognito guard (what Cognito enforces and cognito-local does not)', () => {
  it('locks an account after five failures, for one second doubling with each further one', () => {
    const { guard, advance } = guarded();
    for (let i = 0; i < LOCKOUT.freeFailures - 1; i++) guard.failed('asha', '10.0.0.1');
    expect(guard.lockedOut('asha', '10.0.0.1')).toBeUndefined();
    guard.failed('asha', '10.0.0.1'); // the fifth: locked for 1 s
    expect(guard.lockedOut('asha', '10.0.0.1')).toBe(refusals.locked);
    advance(1001);
    expect(guard.lockedOut('asha', '10.0.0.1')).toBeUndefined();
    guard.failed('asha', '10.0.0.1'); // the sixth: 2 s
    advance(1500);
    expect(guard.lockedOut('asha', '10.0.0.1')).toBe(refusals.locked);
    advance(600);
    expect(guard.lockedOut('asha', '10.0.0.1')).toBeUndefined();
    // Another account from another address is not affected.
    expect(guard.lockedOut('ravi', '10.0.0.2')).toBeUndefined();
  });

  it('never locks for more than about fifteen minutes, and forgets after fifteen quiet minutes', () => {
    const { guard, advance } = guarded();
    for (let i = 0; i < 30; i++) guard.failed('asha', `10.0.1.${i}`);
    advance(LOCKOUT.maxLockSeconds * 1000 - 1);
    expect(guard.lockedOut('asha', '10.0.9.9')).toBe(refusals.locked);
    advance(2);
    expect(guard.lockedOut('asha', '10.0.9.9')).toBeUndefined();
    advance(LOCKOUT.forgetAfterSeconds * 1000);
    guard.failed('asha', '10.0.9.9'); // counted from one again: not locked
    expect(guard.lockedOut('asha', '10.0.9.9')).toBeUndefined();
  });

  it('a success starts the account count again', () => {
    const { guard } = guarded();
    for (let i = 0; i < 4; i++) guard.failed('asha', '10.0.0.1');
    guard.succeeded('asha');
    guard.failed('asha', '10.0.0.1');
    expect(guard.lockedOut('asha', '10.0.0.1')).toBeUndefined();
  });

  it('locks an address that fails on many accounts', () => {
    const { guard } = guarded();
    for (let i = 0; i < LOCKOUT.addressFreeFailures; i++) guard.failed(`user-${i}`, '10.9.9.9');
    expect(guard.lockedOut('someone-new', '10.9.9.9')).toBe(refusals.locked);
    expect(guard.lockedOut('someone-new', '10.9.9.8')).toBeUndefined();
  });

  it('accepts a code of the current step or one either side, each once, and only later ones after', () => {
    const { guard, now } = guarded();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const step = Math.floor(now() / 30_000);
    const codeAt = (s: number) => generateSync({ secret, epoch: s * 30 });
    expect(guard.checkCode('asha', secret, '000000')).toBe(refusals.badCode);
    expect(guard.checkCode('asha', secret, codeAt(step - 2))).toBe(refusals.badCode);
    expect(guard.checkCode('asha', secret, codeAt(step))).toBe(step);
    guard.codeUsed('asha', step);
    expect(guard.checkCode('asha', secret, codeAt(step))).toBe(refusals.usedCode);
    expect(guard.checkCode('asha', secret, codeAt(step - 1))).toBe(refusals.usedCode);
    expect(guard.checkCode('asha', secret, codeAt(step + 1))).toBe(step + 1);
    // Setting up an app words a wrong code differently.
    expect(guard.checkCode('asha', secret, '000000', true)).toBe(refusals.badSetupCode);
  });

  it('keeps challenge sessions, with their user and challenge, for three minutes', () => {
    const { guard, advance } = guarded();
    guard.challenged('session-1', 'asha', 'SOFTWARE_TOKEN_MFA');
    expect(guard.session('session-1')).toEqual({ user: 'asha', challenge: 'SOFTWARE_TOKEN_MFA' });
    expect(guard.session('never-issued')).toBeUndefined();
    advance(180_001);
    expect(guard.session('session-1')).toBeUndefined();
  });

  it('revokes the tokens issued before a global sign-out, and remembers it after a restart', () => {
    const { guard, file, tokens, now } = guarded();
    const issued = Math.floor(now() / 1000) - 5;
    expect(guard.isRevoked('asha', issued)).toBe(false);
    guard.revoke('asha');
    expect(guard.isRevoked('asha', issued)).toBe(true);
    // Token times are whole seconds: one issued in the very second of the sign-out is revoked too.
    expect(guard.isRevoked('asha', Math.floor(now() / 1000))).toBe(true);
    expect(guard.isRevoked('asha', Math.floor(now() / 1000) + 1)).toBe(false);
    expect(guard.isRevoked('ravi', issued)).toBe(false);
    expect(new CognitoGuard(file, tokens, now).isRevoked('asha', issued)).toBe(true);
  });

  it('keeps a sign-in made in the same second after a sign-out, as Cognito does', () => {
    const { guard, file, tokens, now, advance } = guarded();
    const second = Math.floor(now() / 1000);
    const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
    // A refresh sent just before the sign-out, answered after it: its token is the ended session's.
    const beforeSignOut = guard.requestTime();
    advance(20);
    guard.revoke('asha');
    guard.issued([jwt({ username: 'asha', iat: second, jti: 'raced-access' })], beforeSignOut);
    expect(guard.isRevoked('asha', second, 'raced-access')).toBe(true);
    // The session signed out, and a new one Cognito issued within that second.
    advance(20);
    const afterSignOut = guard.requestTime();
    guard.issued([jwt({ username: 'asha', iat: second, jti: 'new-access' })], afterSignOut);
    guard.issued([jwt({ 'cognito:username': 'asha', iat: second, jti: 'new-refresh' })], afterSignOut);
    // A token of an earlier second is never the new session's, whenever it is answered.
    guard.issued([jwt({ username: 'asha', iat: second - 2, jti: 'old-second' })], afterSignOut);
    expect(guard.isRevoked('asha', second - 2, 'old-second')).toBe(true);
    expect(guard.isRevoked('asha', second, 'old-access')).toBe(true);
    expect(guard.isRevoked('asha', second, 'new-access')).toBe(false);
    expect(guard.isRevoked('asha', second, 'new-refresh')).toBe(false);
    expect(new CognitoGuard(file, tokens, now).isRevoked('asha', second, 'new-access')).toBe(false);
    // Another sign-out ends the new session too.
    guard.revoke('asha');
    expect(guard.isRevoked('asha', second, 'new-access')).toBe(true);
  });
});
