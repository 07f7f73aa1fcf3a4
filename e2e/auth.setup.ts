import { test as setup, expect } from '@playwright/test';
import { DEMO_ROLES, storageFor } from './support.ts';

// Sign in once per role (STYLE.md §10); specs reuse the saved cookies. Specs that sign out sign in afresh.
for (const role of DEMO_ROLES) {
  setup(`sign in as ${role}`, async ({ request }) => {
    const response = await request.post('/api/auth/login', {
      data: { username: `demo-${role}`, password: 'demo1234' },
      headers: { 'X-Requested-With': 'e2e' },
    });
    expect(response.status()).toBe(200);
    await request.storageState({ path: storageFor(role) });
  });
}
