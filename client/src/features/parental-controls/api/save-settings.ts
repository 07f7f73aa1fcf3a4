import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentalSettingsResponseSchema, type ParentalSettings } from '@common/contracts/parental-controls.ts';
import { api } from '@/lib/api.ts';
import { settingsKey } from './get-settings.ts';

/** PUT /api/parental-control/settings/:childId: saves the child's controls; the server enforces them at once. */
export function useSaveSettings(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ParentalSettings) =>
      api({ method: 'PUT', url: `/api/parental-control/settings/${childId}`, schema: parentalSettingsResponseSchema, body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(childId), saved),
  });
}
