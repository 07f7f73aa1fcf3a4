import { useMutation } from '@tanstack/react-query';
import { assistantResponseSchema, type AssistantRequest } from '@common/contracts/voice-assistant.ts';
import { api } from '@/lib/api.ts';

/** POST /api/prompting-bar/respond: the assistant's answer, and a screen to open when the child asked for one. */
export function askAssistant(request: AssistantRequest) {
  return api({ method: 'POST', url: '/api/prompting-bar/respond', schema: assistantResponseSchema, body: request });
}

export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
}
