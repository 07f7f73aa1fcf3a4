import { expect, test, type Page } from '@playwright/test';
import { PHONICS_WORD, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

/**
 * The whole spoken path in a real browser: Chromium's fake microphone plays a recorded practice word, the page
 * records it as 16 kHz WAV while the button is held, sends it about 0.5 s after release, and the server's
 * pronunciation engine scores it. A synthetic voice scores differently from a child's, so the test checks that
 * scores arrive and are saved, not their values.
 */
test('holding the record button records the word, the result panel shows its scores, and the recording is kept for the teacher', async ({ page, browser }) => {
  await page.goto('/phonics-tutor');
  await page.getByRole('tab', { name: 'Words' }).click();
  await expect(page.getByText(PHONICS_WORD, { exact: true })).toBeVisible();
  const wordsRead = page.getByRole('group', { name: 'Words read' });
  await expect(wordsRead).toContainText(/\d+/);
  const before = Number((await wordsRead.innerText()).match(/\d+/)![0]);

  const record = page.getByRole('button', { name: 'Hold to record' });
  const box = (await record.boundingBox())!;
  const analyzed = page.waitForResponse((r) => r.url().endsWith('/api/phonics-tutor/analyze'));
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.getByRole('button', { name: /Recording/ })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/[12] s of 8 s/);
  await page.waitForTimeout(2500);
  await page.mouse.up();

  const response = await analyzed;
  const request = response.request();
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(response.status()).toBe(200);

  const result = page.getByRole('region', { name: 'How did I do?' });
  for (const score of ['Recognition', 'Pronunciation', 'Fluency', 'Overall']) {
    await expect(result.getByRole('group', { name: score })).toContainText(/\d+%/);
  }
  await expect(result).toContainText(/Checked by: /);
  await expect(wordsRead).toContainText(String(before + 1));

  // The recording is kept for listening back: the child's newest is this word, and it plays (issue 11).
  const kept = await page.request.get('/api/phonics-tutor/recordings', { headers: { 'X-Requested-With': 'wren' } });
  expect(kept.status()).toBe(200);
  const [newest] = ((await kept.json()) as { recordings: { id: string; target: string; audioUrl: string }[] }).recordings;
  expect(newest!.target).toBe(PHONICS_WORD);
  const own = await page.request.get(newest!.audioUrl);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('audio/wav');

  // Their teacher hears it too, next to the fluency reading in the student's details (the printable summary shows
  // the same details; its players are hidden only on paper).
  const teacher = await browser.newContext({ storageState: storageFor('teacher') });
  try {
    const teacherPage = await teacher.newPage();
    expect((await teacherPage.request.get(newest!.audioUrl)).status()).toBe(200);
    const me = (await (await page.request.get('/api/user/profile', { headers: { 'X-Requested-With': 'wren' } })).json()) as { id: string };
    await teacherPage.goto(`/struggling-readers/print/${me.id}`);
    await expect(teacherPage.getByLabel(`Listen to “${PHONICS_WORD}”`).first()).toHaveAttribute('src', /\/api\/phonics-tutor\/recordings\/.+\/audio$/);
  } finally {
    await teacher.close();
  }
});

/** Holds the record button for about 2 s with the mouse, as a child holds it while speaking. */
async function holdRecord(page: Page): Promise<void> {
  const box = (await page.getByRole('button', { name: 'Hold to record' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(2000);
  await page.mouse.up();
}

test('when the analysis fails, the child is told and can try again', async ({ page }) => {
  await page.goto('/phonics-tutor');
  await expect(page.getByText('Hiss like a snake: sss.')).toBeVisible();

  // The server's own message for silence is shown as it is (it comes in the interface language).
  await page.route('**/api/phonics-tutor/analyze', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: "I didn't hear anything. Try speaking again!", code: 'no_speech' }),
    }),
  );
  await holdRecord(page);
  await expect(page.getByText('Analysis Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: "I didn't hear anything. Try speaking again!" }).first()).toBeVisible();

  // Anything else reads the spec's sentence, and the button works again.
  await page.unroute('**/api/phonics-tutor/analyze');
  await page.route('**/api/phonics-tutor/analyze', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  await holdRecord(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not analyze pronunciation. Please try again.' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hold to record' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'How did I do?' })).toContainText('Hold the button and say the sound.');
});
