import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { useTranslation } from 'react-i18next';
import { writingProgressSchema } from '@common/contracts/writing-buddy.ts';
import { api, withQuery } from '@/lib/api.ts';
import { isWritingLanguage } from '../writing-model.ts';

export const PROGRESS_KEY = ['writing-buddy', 'progress'] as const;

/** Achievement titles come in the interface language when it is a writing language (the server's default otherwise). */
export const progressQuery = (uiLanguage: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, uiLanguage],
    queryFn: () =>
      api({
        url: withQuery('/api/writing-buddy/progress', { language: isWritingLanguage(uiLanguage) ? uiLanguage : undefined }),
        schema: writingProgressSchema,
      }),
  });

export function useWritingProgress() {
  const { i18n } = useTranslation();
  return useQuery(progressQuery(i18n.language));
}
