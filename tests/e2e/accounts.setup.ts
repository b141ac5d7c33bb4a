/**
 * Before the specs: one admin account per spec on the shared server (accounts.ts), added by its
 * super admin in a single sign-in.
 */
import { readdirSync } from 'node:fs';
import { test as setup, expect } from '@playwright/test';
import { accountOf, SUPER_ADMIN } from './accounts';

setup(
  'every spec has an account of its own on the shared server',
  async ({ playwright, baseURL }) => {
    const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
    const api = await playwright.request.newContext({ baseURL });
    const login = await api.post('/api/v1/auth/login', { data: SUPER_ADMIN });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    for (const spec of specs) {
      const res = await api.post('/api/v1/auth/register', {
        headers: { authorization: `Bearer ${token}` },
        data: accountOf(spec),
      });
      expect(res.status(), `${spec}: ${await res.text()}`).toBe(200);
    }
    await api.dispose();
  },
);
