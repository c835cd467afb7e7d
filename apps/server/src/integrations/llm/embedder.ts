import type { EmbeddingModel } from 'ai';
import type { Config, EmbeddingSetting } from '../../config.ts';
import { embeddingSetting } from '../../config.ts';
import { ollamaDefaultBaseUrl } from './create-assistant-engine.ts';

/**
 * Turns passages and questions into vectors for the knowledge base's search
 * (docs/decisions/voice-agent.md). Vectors come back at unit length, so their dot product is
 * their cosine similarity.
 */
export interface Embedder {
  /** `provider:model`, stored with the vectors: vectors of another model are not comparable. */
  readonly model: string;
  embed(values: readonly string[]): Promise<number[][]>;
}

type EmbedderConfig = Pick<
  Config,
  | 'AI_PROVIDER'
  | 'AI_API_KEY'
  | 'AI_BASE_URL'
  | 'AI_EMBEDDING_MODEL'
  | 'AI_EMBEDDING_API_KEY'
  | 'AI_EMBEDDING_BASE_URL'
  | 'AI_EMBEDDING_DIMENSIONS'
>;

/**
 * The embedder of AI_EMBEDDING_MODEL, or null when it is unset (search is full-text only). The
 * AI SDK and the provider are loaded only then.
 */
export async function createEmbedder(config: EmbedderConfig): Promise<Embedder | null> {
  const { AI_EMBEDDING_DIMENSIONS: dimensions, ...variables } = config;
  const setting = embeddingSetting(variables);
  if (setting === null) return null;
  if (typeof setting === 'string') throw new Error(setting);
  // The dimensions are part of the name: vectors of another length are another model's.
  const name = `${setting.provider}:${setting.modelId}${dimensions === undefined ? '' : `@${String(dimensions)}`}`;
  return createAiSdkEmbedder(await embeddingModel(setting), name, dimensions);
}

/** An embedder over any AI SDK embedding model (tests give a mock one). */
export function createAiSdkEmbedder(
  model: EmbeddingModel,
  name: string,
  dimensions?: number,
): Embedder {
  return {
    model: name,
    embed: async (values) => {
      if (values.length === 0) return [];
      const { embedMany } = await import('ai');
      // Retries are the job queue's (with its backoff), not the SDK's quick ones.
      const { embeddings } = await embedMany({
        model,
        values: [...values],
        maxRetries: 0,
        ...(dimensions === undefined ? {} : { dimensions }),
      });
      if (embeddings.length !== values.length) {
        throw new Error(`The embedding model answered ${String(embeddings.length)} vectors`);
      }
      return embeddings.map(unitLength);
    },
  };
}

/** The vector scaled to length 1; a zero or broken vector is refused (it matches nothing). */
export function unitLength(vector: readonly number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  if (!Number.isFinite(norm) || norm === 0) {
    throw new Error('The embedding model answered a zero or non-finite vector');
  }
  return vector.map((value) => value / norm);
}

async function embeddingModel(setting: EmbeddingSetting): Promise<EmbeddingModel> {
  const { provider, modelId, apiKey, baseUrl } = setting;
  switch (provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({ apiKey, baseURL: baseUrl }).embeddingModel(modelId);
    }
    case 'ollama':
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      const url = baseUrl ?? (provider === 'ollama' ? ollamaDefaultBaseUrl : undefined);
      if (url === undefined) throw new Error('AI_EMBEDDING_BASE_URL must be set');
      return createOpenAICompatible({ name: provider, baseURL: url, apiKey }).embeddingModel(
        modelId,
      );
    }
  }
}
