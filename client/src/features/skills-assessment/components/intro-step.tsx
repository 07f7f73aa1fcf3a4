import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { SKILLS_GRADES, SKILLS_LANGUAGES, SKILLS_TIMING, type SkillsGrade, type SkillsLanguage } from '@common/domain/skills-assessment.ts';
import { ChoiceButtons } from '@/components/practice/choice-buttons.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

export interface IntroChoice {
  grade: SkillsGrade;
  language: SkillsLanguage;
}

/** Spec 000 §2: the grade choice and the times (about 5, 5 and 8 minutes; 15 to 20 in all). */
export function IntroStep({
  value,
  onChange,
  children,
  canStart,
  onStart,
}: {
  value: IntroChoice;
  onChange: (value: IntroChoice) => void;
  /** Who is assessed, for an adult (a choice of children or a note). */
  children?: React.ReactNode;
  canStart: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const minutes = SKILLS_TIMING.introMinutes;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('skillsAssessment.intro.heading')}</CardTitle>
        <p>{t('skillsAssessment.intro.lead')}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="space-y-1">
          {(['letters', 'rhymes', 'fluency'] as const).map((key) => (
            <li key={key} className="flex items-center gap-2">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {t(`skillsAssessment.intro.${key}`, { n: minutes[key] })}
            </li>
          ))}
          <li className="font-semibold">{t('skillsAssessment.intro.total', { min: minutes.totalMin, max: minutes.totalMax })}</li>
        </ul>
        <div className="space-y-2">
          <h3 className="font-medium">{t('skillsAssessment.intro.grade')}</h3>
          <ChoiceButtons
            label={t('skillsAssessment.intro.grade')}
            options={SKILLS_GRADES.map((grade) => ({ value: grade, label: t(`skillsAssessment.intro.grades.${grade}`) }))}
            value={value.grade}
            onChange={(grade) => onChange({ ...value, grade })}
          />
        </div>
        <div className="space-y-2">
          <h3 className="font-medium">{t('skillsAssessment.intro.language')}</h3>
          <ChoiceButtons
            label={t('skillsAssessment.intro.language')}
            options={SKILLS_LANGUAGES.map((language) => ({ value: language, label: t(`skillsAssessment.intro.languages.${language}`) }))}
            value={value.language}
            onChange={(language) => onChange({ ...value, language })}
          />
        </div>
        {children}
        <Button size="lg" disabled={!canStart} onClick={onStart}>
          {t('skillsAssessment.intro.start')}
        </Button>
      </CardContent>
    </Card>
  );
}
