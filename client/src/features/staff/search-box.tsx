import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input.tsx';

/** A staff tab's search box: the list below narrows as the administrator types. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={t('staff.page.search')}
      placeholder={t('staff.page.search')}
      className="max-w-xs"
    />
  );
}
