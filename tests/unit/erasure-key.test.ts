/**
 * The erasure log's hashes (docs/decisions/0026): the same address under the same secret is the
 * same hash (so a restore's sweep finds it), another secret gives another hash and another key
 * fingerprint (so a changed key is noticed, not silently missed), and neither holds the address.
 */
import { describe, expect, it } from 'vitest';
import { erasureHasher } from '../../server/services/personal-data/erasure-key';

describe('erasureHasher', () => {
  const a = erasureHasher('a-secret-of-at-least-thirty-two-characters');
  const b = erasureHasher('another-secret-of-thirty-two-characters!');

  it('hashes an address the same way every time, as 64 hex digits without the address', () => {
    const hash = a.hash('ada@example.com');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash('ada@example.com')).toBe(hash);
    expect(
      erasureHasher('a-secret-of-at-least-thirty-two-characters').hash('ada@example.com'),
    ).toBe(hash);
    expect(a.hash('bola@example.com')).not.toBe(hash);
  });

  it('is keyed: another secret gives another hash and another fingerprint', () => {
    expect(b.hash('ada@example.com')).not.toBe(a.hash('ada@example.com'));
    expect(a.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(b.keyId).not.toBe(a.keyId);
  });
});
