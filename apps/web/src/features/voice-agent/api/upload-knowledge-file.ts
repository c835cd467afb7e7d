import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  KnowledgeBaseItem,
  knowledgeBaseApiPaths,
  knowledgeBaseFileField,
} from '@kinderwait/contract/knowledge-base';
import { apiPut } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

export interface UploadKnowledgeFileVariables {
  file: File;
  /** Called as the bytes leave, with the percentage sent. */
  onProgress?: (percent: number) => void;
}

/**
 * PUT /api/knowledge-base/{feature}/{key} (multipart, field `file`), the key being the file's name:
 * the same name again replaces the document. Errors stay on the screen.
 */
export function uploadKnowledgeFile({
  file,
  onProgress,
}: UploadKnowledgeFileVariables): Promise<KnowledgeBaseItem> {
  const form = new FormData();
  form.append(knowledgeBaseFileField, file);
  return apiPut(
    buildUrl(knowledgeBaseApiPaths.item, { ...voiceFeature, key: file.name }),
    form,
    KnowledgeBaseItem,
    {
      handleErrors: false,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
      },
    },
  );
}

/** The list is asked again: the new item shows `processing`, and the list polls until it is read. */
export function useUploadKnowledgeFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadKnowledgeFile,
    onSuccess: () => client.invalidateQueries({ queryKey: voiceAgentKeys.knowledgeItems() }),
  });
}
