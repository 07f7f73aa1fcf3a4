import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-bg p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
          <p className="mt-4 text-sm text-muted-fg">{t('notFound.text')}</p>
          <Link href="/" className="mt-6 inline-block text-primary underline">
            {t('notFound.home')}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
