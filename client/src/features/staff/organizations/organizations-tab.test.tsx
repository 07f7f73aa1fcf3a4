// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Organization } from '@common/contracts/staff.ts';
import { stubFetch } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { OrganizationsTab } from './organizations-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const organization = (
  id: string,
  name: string,
  counts: Pick<Organization, 'users' | 'courses' | 'children'>,
  parentId: string | null = null,
): Organization => ({
  id,
  name,
  type: parentId ? 'school' : 'school_board',
  code: id.toUpperCase(),
  parentId,
  city: null,
  province: null,
  ...counts,
  createdAt: '2026-11-01T00:00:00.000Z',
});

function serve(organizations: Organization[]) {
  stubFetch((url) =>
    url === '/api/organizations' ? { status: 200, body: { organizations } } : { status: 404, body: { message: 'Not found', code: 'not_found' } },
  );
}

describe('the organizations tab', () => {
  it('counts each organisation’s people, courses and organisations below in the plural the number takes', async () => {
    serve([
      organization('b1', 'North Board', { users: 1, courses: 0, children: 1 }),
      organization('s1', 'Pine School', { users: 12, courses: 2, children: 0 }, 'b1'),
    ]);
    await renderWithProviders(<OrganizationsTab />);
    expect(await screen.findByText('1 user · 0 courses · 1 below')).toBeInTheDocument();
    expect(screen.getByText('12 users · 2 courses · 0 below')).toBeInTheDocument();
  });

  it('in Arabic, with its dual and its forms for 3 to 10 and 11 to 99', async () => {
    serve([
      organization('b1', 'North Board', { users: 2, courses: 1, children: 3 }),
      organization('s1', 'Pine School', { users: 11, courses: 5, children: 0 }, 'b1'),
    ]);
    await renderWithProviders(<OrganizationsTab />, { language: 'ar' });
    expect(await screen.findByText('مستخدمان · دورة واحدة · 3 تحتها')).toBeInTheDocument();
    expect(screen.getByText('11 مستخدمًا · 5 دورات · لا شيء تحتها')).toBeInTheDocument();
  });
});
