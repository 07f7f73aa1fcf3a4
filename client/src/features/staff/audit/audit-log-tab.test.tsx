// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AuditEntry } from '@common/contracts/audit.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AuditLogPanel } from './audit-log-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: string, actorName: string): AuditEntry => ({
  id,
  at: '2026-12-01T15:00:00.000Z',
  actorId: 'a1',
  actorName,
  action: 'user.updated',
  entity: 'user',
  entityId: 'u1',
  organizationId: 'o1',
  before: { name: 'Old' },
  after: { name: 'New' },
});

/** The audit API: the first page at once; each later page waits until the test answers it. */
function auditServer() {
  const later: Array<(status: number, body: unknown) => void> = [];
  const fetchMock = vi.fn((url: string) => {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (!url.includes('cursor=')) return Promise.resolve(json(200, { entries: [entry('e1', 'Ada Admin')], nextCursor: 'c1' }));
    return new Promise<Response>((resolve) => later.push((status, body) => resolve(json(status, body))));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (status: number, body: unknown) => later.shift()!(status, body) };
}

describe('the audit log', () => {
  it('comes a page at a time: "Show more" keeps the keyboard while it loads, asks once, and says when more failed', async () => {
    const { fetchMock, answer } = auditServer();
    const { user } = await renderWithProviders(<AuditLogPanel />);
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Entries shown: 1');
    // The change in words, in the page's direction; each value isolated so it keeps its own.
    const change = screen.getByRole('cell', { name: 'Name: \u2068Old\u2069 → \u2068New\u2069' });
    expect(change).not.toHaveAttribute('dir');

    const more = screen.getByRole('button', { name: 'Show more' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(more).toHaveTextContent('Loading more…'));
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    answer(500, { message: 'Something went wrong', code: 'internal' });
    // The failure is said under the entries already shown, which stay.
    expect(await screen.findByRole('alert')).toHaveTextContent('More entries could not be loaded. Try again.');
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(fetchMock.mock.calls[2]![0]).toContain('cursor=c1');
    answer(200, { entries: [entry('e2', 'Bea Board')], nextCursor: null });
    expect(await screen.findByText('Bea Board')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Entries shown: 2');
    expect(screen.queryByRole('button', { name: /Show more|Loading more/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the log cannot be loaded at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Down', code: 'internal' }), { status: 500 })),
    );
    await renderWithProviders(<AuditLogPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loaded. Please reload the page.');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('a range whose From day is after its To day says so, on the To field, instead of "No entries."', async () => {
    auditServer();
    const { user } = await renderWithProviders(<AuditLogPanel />);
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-12-05');
    await user.type(screen.getByLabelText('To'), '2026-12-01');
    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent('The “From” day is after the “To” day');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(said.textContent!);
    expect(screen.queryByText('No entries.')).toBeNull();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-30');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
