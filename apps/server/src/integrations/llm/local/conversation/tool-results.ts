/**
 * The result text of a failed completion call. It starts with "Error:" so it is never JSON: the
 * chat reads a completion tool message whose hiddenContent does not parse as JSON as unsuccessful.
 */
export const failedToolResult = (error: string): string => `Error: ${error}`;

/**
 * Conversation completion (docs/product/assistant.md#completion): no result is success, a JSON
 * result is success, else failure.
 */
export function completionSucceeded(result: string | null): boolean {
  if (result === null || result === '') return true;
  try {
    JSON.parse(result);
    return true;
  } catch {
    return false;
  }
}
