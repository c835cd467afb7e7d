import { MockEmbeddingModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { ConfigError, embeddingSetting, loadConfig } from '../../config.ts';
import { createAiSdkEmbedder, createEmbedder } from './embedder.ts';

const usage = { tokens: 1 };

describe('the AI SDK embedder', () => {
  it('answers the model’s vectors at unit length, in the order asked', async () => {
    const model = new MockEmbeddingModelV4({
      maxEmbeddingsPerCall: 10,
      doEmbed: {
        embeddings: [
          [3, 4],
          [0, 2],
        ],
        usage,
        warnings: [],
      },
    });
    const embedder = createAiSdkEmbedder(model, 'mock:m@2', 2);
    expect(await embedder.embed(['a', 'b'])).toEqual([
      [0.6, 0.8],
      [0, 1],
    ]);
    expect(model.doEmbedCalls[0]).toMatchObject({ values: ['a', 'b'], dimensions: 2 });
  });

  it('refuses a zero vector, which would match nothing', async () => {
    const model = new MockEmbeddingModelV4({
      doEmbed: { embeddings: [[0, 0]], usage, warnings: [] },
    });
    await expect(createAiSdkEmbedder(model, 'mock:m').embed(['a'])).rejects.toThrow(/zero/);
  });

  it('asks nothing of the model for no values', async () => {
    const model = new MockEmbeddingModelV4();
    expect(await createAiSdkEmbedder(model, 'mock:m').embed([])).toEqual([]);
    expect(model.doEmbedCalls).toEqual([]);
  });
});

describe('the embedding configuration (AI_EMBEDDING_MODEL)', () => {
  it('is off by default: no embedder, full-text search only', async () => {
    expect(await createEmbedder(loadConfig({}))).toBeNull();
  });

  it('names the model with its dimensions: vectors of another length are not compared', async () => {
    const embedder = await createEmbedder(
      loadConfig({
        AI_EMBEDDING_MODEL: 'openai:text-embedding-3-small',
        AI_EMBEDDING_API_KEY: 'sk-test',
        AI_EMBEDDING_DIMENSIONS: '256',
      }),
    );
    expect(embedder?.model).toBe('openai:text-embedding-3-small@256');
  });

  it('reads [provider:]model, the provider defaulting to AI_PROVIDER with its key and URL', () => {
    expect(
      embeddingSetting({
        AI_EMBEDDING_MODEL: 'openai:text-embedding-3-small',
        AI_EMBEDDING_API_KEY: 'k',
      }),
    ).toEqual({
      provider: 'openai',
      modelId: 'text-embedding-3-small',
      apiKey: 'k',
      baseUrl: undefined,
    });
    expect(
      embeddingSetting({
        AI_PROVIDER: 'ollama',
        AI_BASE_URL: 'http://gpu:11434/v1',
        AI_EMBEDDING_MODEL: 'nomic-embed-text:latest',
      }),
    ).toEqual({
      provider: 'ollama',
      modelId: 'nomic-embed-text:latest',
      apiKey: undefined,
      baseUrl: 'http://gpu:11434/v1',
    });
    // Another provider than the assistant's does not borrow the assistant's key.
    expect(
      embeddingSetting({
        AI_PROVIDER: 'anthropic',
        AI_API_KEY: 'anthropic-key',
        AI_EMBEDDING_MODEL: 'ollama:nomic-embed-text',
      }),
    ).toMatchObject({ provider: 'ollama', apiKey: undefined });
  });

  it('refuses a model without a provider that has embeddings, or without its key or URL', () => {
    expect(() => loadConfig({ AI_EMBEDDING_MODEL: 'text-embedding-3-small' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        AI_PROVIDER: 'anthropic',
        AI_MODEL: 'claude',
        AI_API_KEY: 'k',
        AI_EMBEDDING_MODEL: 'voyage-3',
      }),
    ).toThrow(/AI_PROVIDER anthropic has no embedding models/);
    expect(() => loadConfig({ AI_EMBEDDING_MODEL: 'openai:text-embedding-3-small' })).toThrow(
      /AI_EMBEDDING_API_KEY: must be set/,
    );
    expect(() => loadConfig({ AI_EMBEDDING_MODEL: 'openai-compatible:e5' })).toThrow(
      /AI_EMBEDDING_BASE_URL: must be set/,
    );
  });
});
