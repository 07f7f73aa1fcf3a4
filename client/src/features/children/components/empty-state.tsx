import { UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LazyAddChildDialog } from './lazy-dialogs.tsx';

/** No children yet: say what an account gives the family and offer the one thing to do next. */
export function EmptyState() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
      <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-secondary text-secondary-fg">
        <Users className="h-8 w-8" />
      </span>
      <h2 className="text-xl font-bold">{t('children.empty.title')}</h2>
      <p className="text-muted-fg">{t('children.empty.text')}</p>
      <LazyAddChildDialog
        trigger={
          <Button size="lg">
            <UserPlus aria-hidden="true" className="h-5 w-5" />
            {t('children.add.button')}
          </Button>
        }
      />
    </Card>
  );
}
