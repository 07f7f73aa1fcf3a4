import type { AssistantResponse } from '@common/contracts/voice-assistant.ts';
import { ApiError, apiRequest } from '@/lib/api.ts';

export async function transcribe(wav: Blob, language: string): Promise<string> {
  const form = new FormData();
  form.append('language', language);
  form.append('audio', wav, 'speech.wav');
  const result = await apiRequest<{ text: string }>('POST', '/api/stt/transcribe', form);
  return result.text.trim();
}

export function askAssistant(userInput: string, currentPage: string, language: string): Promise<AssistantResponse> {
  return apiRequest<AssistantResponse>('POST', '/api/prompting-bar/respond', { userInput, currentPage, language });
}

/** Refusals (moderation) and quota answers carry a message meant for the child; other failures do not. */
export function childFacingMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 422 || error.status === 429 || error.status === 503)) {
    return error.userMessage;
  }
  return null;
}
