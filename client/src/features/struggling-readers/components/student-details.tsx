import { useTranslation } from 'react-i18next';
import { PHONICS_RECORDINGS_KEPT } from '@common/contracts/phonics-tutor.ts';
import type { StudentDetails } from '@common/contracts/struggling-readers.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { gradeLabel, practiceLabel, programLabel, skillLabel } from '../labels.ts';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2 break-inside-avoid">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The body of the details modal and of the printable summary: student info, scores, recommendations, evidence. */
export function StudentDetailsView({ details }: { details: StudentDetails }) {
  const { t, i18n } = useTranslation();
  const { student, record, evidence } = details;
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : t('strugglingReaders.details.never'));
  return (
    <div className="space-y-5">
      <Section id="details-student" title={t('strugglingReaders.details.studentInfo')}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-fg">{t('strugglingReaders.details.username')}</dt>
          <dd>{student.username}</dd>
          <dt className="text-muted-fg">{t('strugglingReaders.details.age')}</dt>
          <dd>{student.age ?? '—'}</dd>
          <dt className="text-muted-fg">{t('strugglingReaders.details.school')}</dt>
          <dd>{student.school ?? '—'}</dd>
          {record && (
            <>
              <dt className="text-muted-fg">{t('strugglingReaders.details.grade')}</dt>
              <dd>{gradeLabel(t, record)}</dd>
              <dt className="text-muted-fg">{t('strugglingReaders.details.program')}</dt>
              <dd>{programLabel(t, record)}</dd>
              <dt className="text-muted-fg">{t('strugglingReaders.details.date')}</dt>
              <dd>{date(record.assessmentDate)}</dd>
            </>
          )}
        </dl>
      </Section>

      {record ? (
        <>
          <Section id="details-scores" title={t('strugglingReaders.details.scores')}>
            {/* The columns a gap apart (their words touched, in Arabic above all); on a phone in smaller type, and
                where even so the four columns are wider than the dialog (a 360-pixel screen), a swipe shows the rest:
                the box takes focus, so the keyboard scrolls it too. */}
            <div role="group" aria-labelledby="details-scores" tabIndex={0} className="overflow-x-auto rounded-sm">
              <table className="w-full text-start text-xs sm:text-sm [&_td]:pe-2 [&_th]:pe-2">
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-1 text-start">
                      {t('strugglingReaders.details.skill')}
                    </th>
                    <th scope="col" className="py-1 text-start">
                      {t('strugglingReaders.details.standard')}
                    </th>
                    <th scope="col" className="py-1 text-start">
                      {t('strugglingReaders.details.percentile')}
                    </th>
                    <th scope="col" className="py-1 text-start">
                      {t('strugglingReaders.details.category')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <tr className="border-b border-border font-semibold">
                    <th scope="row" className="py-1 text-start">
                      {t('strugglingReaders.override.overall')} ({record.overallScore}%)
                    </th>
                    <td>{record.standardScore ?? '—'}</td>
                    <td>{record.percentile ?? '—'}</td>
                    <td>{t(`strugglingReaders.category.${record.category}`)}</td>
                  </tr>
                  {Object.entries(record.skills).map(([skill, score]) => (
                    <tr key={skill} className="border-b border-border">
                      <th scope="row" className="py-1 text-start font-normal">
                        {skillLabel(t, skill)} ({score.raw}/{score.max})
                      </th>
                      <td>{score.standard}</td>
                      <td>{score.percentile}</td>
                      <td>{t(`strugglingReaders.category.${score.category}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {record.markedByEar > 0 && (
              <p className="text-sm">
                {t('strugglingReaders.details.markedByEar', { count: record.markedByEar })}
                {details.markedByEarBy.length > 0 &&
                  ` ${t('strugglingReaders.details.markedByEarBy', { names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(details.markedByEarBy) })}`}
              </p>
            )}
            {record.overrides.length > 0 && (
              <ul className="space-y-1 text-xs text-muted-fg" aria-label={t('strugglingReaders.details.overrides')}>
                {record.overrides.map((o) => (
                  <li key={o.id}>
                    {t('strugglingReaders.details.overrideLine', {
                      skill: skillLabel(t, o.skill),
                      from: o.originalValue ?? '—',
                      to: o.newValue,
                      name: o.teacher.name,
                      date: new Date(o.createdAt).toLocaleString(i18n.language),
                      reason: o.reason,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section id="details-recommendations" title={t('strugglingReaders.details.recommendations')}>
            <ul className="space-y-2 text-sm">
              {record.recommendations.map((r) => (
                <li key={r.skill} className="flex flex-wrap items-center gap-2">
                  <Badge tone={r.category === 'well_below' ? 'danger' : 'neutral'}>{skillLabel(t, r.skill)}</Badge>
                  <span>{practiceLabel(t, r.practice)}</span>
                </li>
              ))}
            </ul>
          </Section>
        </>
      ) : (
        <p>{t('strugglingReaders.details.noRecord')}</p>
      )}

      <Section id="details-evidence" title={t('strugglingReaders.details.evidence')}>
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="font-medium">{t('strugglingReaders.evidence.handwriting')}</dt>
            <dd>
              {evidence.handwriting.samples === 0
                ? t('strugglingReaders.evidence.noHandwriting')
                : t('strugglingReaders.evidence.handwritingLine', {
                    count: evidence.handwriting.samples,
                    average: evidence.handwriting.averageScore ?? '—',
                    last: date(evidence.handwriting.lastPracticed),
                  })}
              {evidence.handwriting.weakestLetters.length > 0 &&
                ` · ${t('strugglingReaders.evidence.weakestLetters', {
                  letters: evidence.handwriting.weakestLetters.map((l) => `${l.letter} (${l.averageScore})`).join(', '),
                })}`}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('strugglingReaders.evidence.phonics')}</dt>
            <dd>
              {evidence.phonics.attempts === 0
                ? t('strugglingReaders.evidence.noPhonics')
                : t('strugglingReaders.evidence.phonicsLine', {
                    count: evidence.phonics.attempts,
                    accuracy: evidence.phonics.averageAccuracy ?? '—',
                    last: date(evidence.phonics.lastPracticed),
                  })}
              {evidence.phonics.recordings.length > 0 && (
                <ul className="mt-1 space-y-2" aria-label={t('strugglingReaders.evidence.pronunciationRecordings')}>
                  {evidence.phonics.recordings.map((r) => (
                    <li key={r.id}>
                      <span>
                        <bdi lang={r.language} dir="auto" className="font-medium">
                          {r.target}
                        </bdi>
                        {' · '}
                        {t('strugglingReaders.evidence.recordingLine', { score: r.overallScore, date: date(r.createdAt) })}
                      </span>
                      <audio
                        controls
                        preload="none"
                        src={r.audioUrl}
                        className="mt-1 w-full print:hidden"
                        aria-label={t('strugglingReaders.evidence.listenTo', { target: r.target })}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('strugglingReaders.evidence.fluency')}</dt>
            <dd>
              {evidence.fluency ? (
                <>
                  {t('strugglingReaders.evidence.fluencyLine', {
                    count: evidence.fluency.wcpm,
                    accuracy: evidence.fluency.accuracy,
                    date: date(evidence.fluency.createdAt),
                  })}
                  {evidence.fluency.audioUrl && (
                    <audio
                      controls
                      preload="none"
                      src={evidence.fluency.audioUrl}
                      className="mt-1 w-full print:hidden"
                      aria-label={t('strugglingReaders.evidence.listen')}
                    />
                  )}
                </>
              ) : (
                t('strugglingReaders.evidence.noFluency')
              )}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('strugglingReaders.evidence.coding')}</dt>
            <dd>
              {t('strugglingReaders.evidence.codingLine', {
                count: evidence.coding.runs,
                successes: evidence.coding.successfulRuns,
                missions: evidence.coding.missionsCompleted,
              })}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-muted-fg">{t('strugglingReaders.evidence.recordingsNote', { count: PHONICS_RECORDINGS_KEPT })}</p>
      </Section>
    </div>
  );
}
