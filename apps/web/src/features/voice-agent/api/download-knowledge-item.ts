import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { knowledgeBaseApiPaths } from '@kinderwait/contract/knowledge-base';
import { httpClient } from '../../../api/http-client';
import { fileNameFromContentDisposition } from '../lib/content-disposition';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`, else the item's key. */
  fileName: string;
}

/**
 * GET /api/knowledge-base/{feature}/{key}: the original bytes, named by the answer's
 * `Content-Disposition`, else by the key (docs/product/voice-agent.md#knowledge-base).
 */
export async function downloadKnowledgeItem(key: string): Promise<DownloadedFile> {
  const response = await httpClient.get<Blob>(
    buildUrl(knowledgeBaseApiPaths.item, { ...voiceFeature, key }),
    { responseType: 'blob', handleErrors: false },
  );
  const header: unknown = response.headers['content-disposition'];
  return {
    blob: response.data,
    fileName:
      fileNameFromContentDisposition(typeof header === 'string' ? header : undefined) ?? key,
  };
}

/** Hands the bytes to the browser as a download under `fileName`. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** Downloads and saves; `save` is replaceable so a test can see what would be saved. */
export function useDownloadKnowledgeItem(save: (file: DownloadedFile) => void = saveFile) {
  return useMutation({
    mutationKey: [...voiceAgentKeys.knowledgeItems(), 'download'],
    mutationFn: downloadKnowledgeItem,
    onSuccess: save,
  });
}
