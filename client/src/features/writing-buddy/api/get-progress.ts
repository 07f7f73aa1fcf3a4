import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api.ts';
import { isWritingLanguage } from '../writing-model.ts';
import type { WritingProgress } from './types.ts';

export const PROGRESS_KEY = ['/api/writing-buddy/progress'] as const;

/** Achievement titles come in the interface language when it is a writing language (the server's default otherwise). */
export const progressQuery = (uiLanguage: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, uiLanguage],
    queryFn: () =>
      apiRequest<WritingProgress>(
        'GET',
        isWritingLanguage(uiLanguage) ? `${PROGRESS_KEY[0]}?language=${encodeURIComponent(uiLanguage)}` : PROGRESS_KEY[0],
      ),
  });

export function useWritingProgress() {
  const { i18n } = useTranslation();
  return useQuery(progressQuery(i18n.language));
}
