import { ApiError, apiRequest } from '@/lib/api.ts';

export async function transcribe(wav: Blob, language: string): Promise<string> {
  const form = new FormData();
  form.append('language', language);
  form.append('audio', wav, 'speech.wav');
  const result = await apiRequest<{ text: string }>('POST', '/api/stt/transcribe', form);
  return result.text.trim();
}

export async function askAssistant(userInput: string, currentPage: string, language: string): Promise<string> {
  const result = await apiRequest<{ response: string }>('POST', '/api/prompting-bar/respond', { userInput, currentPage, language });
  return result.response;
}

/** Refusals (moderation) and quota answers carry a message meant for the child; other failures do not. */
export function childFacingMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 422 || error.status === 429 || error.status === 503)) {
    return error.userMessage;
  }
  return null;
}
