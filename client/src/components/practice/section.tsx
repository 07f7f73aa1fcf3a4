import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** A card named by its title, so "Achievements" finds the achievements region. */
export function PracticeSection({
  title,
  description,
  tourMark,
  contentClassName,
  children,
}: {
  title: string;
  description?: string;
  /** The guided tour's data-tour mark, when a tour step highlights this card. */
  tourMark?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} data-tour={tourMark}>
      <CardHeader>
        <CardTitle id={id} level={2}>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
