// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { StrugglingRecord, StudentDetails } from '@common/contracts/struggling-readers.ts';
import { stubFetch } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import StrugglingReadersPage from './struggling-readers-page.tsx';
import { suggestedGroups } from './components/intervention-groups.tsx';
import { StudentDetailsView } from './components/student-details.tsx';

afterEach(() => vi.unstubAllGlobals());

const skill = (standard: number, category: 'below' | 'well_below' | 'at') => ({ raw: 2, max: 5, standard, percentile: 5, category });
const record = (userId: string, weakest: string, category: 'below' | 'well_below', overallScore: number): StrugglingRecord => ({
  id: `a-${userId}`,
  userId,
  gradeLevel: 'grade1',
  curriculumType: 'english',
  overallScore,
  totalQuestions: 25,
  correctAnswers: 10,
  standardScore: category === 'well_below' ? 62 : 76,
  percentile: 2,
  category,
  originalCategory: category,
  risk: category === 'well_below' ? 'high_risk' : 'at_risk',
  assessmentDate: '2026-11-20T10:00:00.000Z',
  markedByEar: 0,
  skills: { [weakest]: skill(60, 'well_below') },
  weakestSkill: weakest,
  recommendations: [{ skill: weakest, category: 'well_below', standard: 60, practice: { kind: 'phonics', groupId: 'digraphs' } }],
  overrides: [],
});
const RECORDS = [record('u1', 'digraphs', 'well_below', 40), record('u2', 'digraphs', 'below', 55), record('u3', 'vowels', 'below', 60)];
const USERS = ['u1', 'u2', 'u3'].map((id, i) => ({
  id,
  username: `kid-${id}`,
  firstName: ['Maya', 'Ethan', 'Liam'][i]!,
  lastName: 'Test',
  age: 7,
  preferredLanguage: 'en',
  school: null,
}));

const SUMMARY = { studentsAtRisk: 3, highRisk: 1, atRisk: 2, totalAssessments: 12, interventionRate: 25 };
/** The server's pages: two records, then the third after the cursor it handed out. */
function server() {
  let groups: unknown[] = [];
  return stubFetch((url, init) => {
    if (url.startsWith('/api/assessments/all')) {
      const next = new URL(url, 'http://x').searchParams.get('cursor') === '1_55_u2';
      const records = next ? RECORDS.slice(2) : RECORDS.slice(0, 2);
      const students = USERS.filter((u) => records.some((r) => r.userId === u.id));
      return { status: 200, body: { summary: SUMMARY, listed: 3, records, students, nextCursor: next ? null : '1_55_u2' } };
    }
    if (url === '/api/intervention-groups' && init?.method === 'POST') {
      const group = {
        id: 'g1',
        name: 'Digraphs',
        skill: 'digraphs',
        practice: { kind: 'phonics', groupId: 'digraphs' },
        members: USERS.slice(0, 2).map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
        createdAt: '2026-11-24T00:00:00.000Z',
      };
      groups = [group];
      return { status: 201, body: { group } };
    }
    if (url === '/api/intervention-groups') return { status: 200, body: { groups } };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

describe('struggling readers', () => {
  it('groups listed students by their weakest skill, biggest group first', () => {
    expect(suggestedGroups(RECORDS)).toEqual([
      { skill: 'digraphs', studentIds: ['u1', 'u2'] },
      { skill: 'vowels', studentIds: ['u3'] },
    ]);
    const formed = { skill: 'digraphs', members: [{ id: 'u2' }, { id: 'u1' }].map((m) => ({ ...m, firstName: '', lastName: '' })) };
    expect(suggestedGroups(RECORDS, [formed])).toEqual([{ skill: 'vowels', studentIds: ['u3'] }]);
    expect(suggestedGroups(RECORDS, [{ ...formed, members: formed.members.slice(0, 1) }])).toHaveLength(2);
  });

  it('shows the summary and the cards, and forms an intervention group in one click', async () => {
    const fetchMock = server();
    const { user } = await renderWithProviders(<StrugglingReadersPage />);
    expect(await screen.findByRole('heading', { name: '3 students need help' })).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View details for Maya Test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/struggling-readers.csv?grade=all&risk=all&lang=en');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3');
    expect(screen.queryByRole('button', { name: 'View details for Liam Test' })).not.toBeInTheDocument();

    // The next page comes after the cursor; focus moves to its first card; the button goes on the last page.
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const liam = await screen.findByRole('button', { name: 'View details for Liam Test' });
    await waitFor(() => expect(liam).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('cursor=1_55_u2'), expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Group for Digraphs (2 students)' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/intervention-groups', expect.objectContaining({ method: 'POST' })));
    const [, init] = fetchMock.mock.calls.find(([url, i]) => url === '/api/intervention-groups' && i?.method === 'POST')!;
    expect(JSON.parse(init!.body as string)).toMatchObject({ skill: 'digraphs', studentIds: ['u1', 'u2'] });
    // The group is listed, its suggestion is gone (a second click cannot form it twice) and focus is on the group.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Digraphs' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Group for Digraphs (2 students)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Group for Vowels (1 student)' })).toBeInTheDocument();
  });
});

/** The details of the first student, with the practice evidence given and no coding yet. */
const showDetails = (evidence: Omit<StudentDetails['evidence'], 'coding'>, changes: Partial<StrugglingRecord> = {}, markedByEarBy: string[] = []) =>
  renderWithProviders(
    <StudentDetailsView
      details={{
        student: USERS[0]!,
        record: { ...RECORDS[0]!, ...changes },
        markedByEarBy,
        history: [],
        evidence: { ...evidence, coding: { runs: 0, successfulRuns: 0, missionsCompleted: 0, lastPracticed: null } },
      }}
    />,
  );

describe('the details', () => {
  it('plays the kept pronunciation recordings next to the fluency reading', async () => {
    const recording = {
      id: 'r1',
      kind: 'word' as const,
      target: 'ship',
      language: 'en',
      groupId: 'digraphs',
      accuracy: 64,
      overallScore: 63,
      createdAt: '2026-11-20T10:00:00.000Z',
      audioUrl: '/api/phonics-tutor/recordings/r1/audio',
    };
    await showDetails({
      handwriting: { samples: 0, averageScore: null, weakestLetters: [], lastPracticed: null },
      phonics: { attempts: 1, averageAccuracy: 64, groups: [], lastPracticed: recording.createdAt, recordings: [recording] },
      fluency: { readingId: 'f1', wcpm: 40, accuracy: 90, createdAt: recording.createdAt, audioUrl: '/api/fluency/readings/f1/audio' },
    });
    expect(await screen.findByLabelText('Listen to “ship”')).toHaveAttribute('src', '/api/phonics-tutor/recordings/r1/audio');
    expect(screen.getByLabelText('Listen to the reading')).toHaveAttribute('src', '/api/fluency/readings/f1/audio');
    expect(screen.getByRole('list', { name: 'Pronunciation recordings' })).toHaveTextContent('ship · 63/100');
    expect(screen.getByText(/keeps the newest 3 recordings of each sound or word/)).toBeInTheDocument();
    // No handwriting yet reads as such, not "0 samples, average —".
    expect(screen.getByText('No handwriting practice yet.')).toBeInTheDocument();
    expect(screen.queryByText(/—%|average —/)).toBeNull();
  });

  it('a student with no phonics practice reads so, not "accuracy —%"', async () => {
    await showDetails({
      handwriting: { samples: 2, averageScore: 71, weakestLetters: [], lastPracticed: '2026-11-20T10:00:00.000Z' },
      phonics: { attempts: 0, averageAccuracy: null, groups: [], lastPracticed: null, recordings: [] },
      fluency: null,
    });
    expect(await screen.findByText('No phonics practice yet.')).toBeInTheDocument();
    expect(screen.getByText(/^2 samples, average 71/)).toBeInTheDocument();
    expect(screen.queryByText(/—%/)).toBeNull();
  });

  it('says how many spoken answers an adult marked by ear, and who, and nothing when none were', async () => {
    const none = {
      handwriting: { samples: 0, averageScore: null, weakestLetters: [], lastPracticed: null },
      phonics: { attempts: 0, averageAccuracy: null, groups: [], lastPracticed: null, recordings: [] },
      fluency: null,
    };
    const { unmount } = await showDetails(none, { markedByEar: 2 });
    expect(await screen.findByText('2 spoken answers were marked by an adult listening, not from a recording.')).toBeInTheDocument();
    unmount();
    // Marked before the adult's name was kept, the count alone; since, the adults who listened.
    const named = await showDetails(none, { markedByEar: 3 }, ['Alex Rivera', 'Rosa Diaz']);
    expect(
      await screen.findByText('3 spoken answers were marked by an adult listening, not from a recording. Marked by Alex Rivera and Rosa Diaz.'),
    ).toBeInTheDocument();
    named.unmount();
    await showDetails(none);
    await screen.findByText('No phonics practice yet.');
    expect(screen.queryByText(/marked by an adult listening/)).toBeNull();
  });
});
