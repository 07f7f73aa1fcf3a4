import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { isKnownStyle } from '../labels.ts';

/** The plan's parenting style: its name, or the parent's own description (a custom style) cut short. */
export function StyleBadge({ style }: { style: string }) {
  const { t } = useTranslation();
  const label = isKnownStyle(style) ? t(`parentingPlans.styles.${style}.name`) : style.length > 40 ? `${style.slice(0, 40)}…` : style;
  return (
    <Badge tone="primary" title={isKnownStyle(style) ? undefined : style}>
      {label}
    </Badge>
  );
}
