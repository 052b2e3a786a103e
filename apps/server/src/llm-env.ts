/**
 * The content-AI chat engine's configuration (issue 35, docs/content-ai.md): any server speaking
 * OpenAI's chat completions protocol. Without LLM_API_URL there is no engine: the content-AI
 * screens say so and nothing is queued.
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

export const llmEnvSchema = {
  /** The API base, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama); `/chat/completions` is appended. */
  LLM_API_URL: optionalText.pipe(
    z
      .url()
      .transform((url) => url.replace(/\/$/, ''))
      .optional(),
  ),
  /** Sent as a bearer token; local servers often need none. */
  LLM_API_KEY: optionalText,
  LLM_MODEL: z.string().trim().default('gpt-4o-mini'),
  /** Seconds one engine call may take before it is abandoned. */
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(180),
};
