import { ApiError } from '@/lib/api.ts';

/** Refusals (moderation) and quota answers carry a message meant for the child; other failures do not. */
export function childFacingMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 422 || error.status === 429 || error.status === 503)) {
    return error.userMessage;
  }
  return null;
}
