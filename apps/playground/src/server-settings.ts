import * as v from 'valibot';

const environmentSchema = v.object({
  OPENAI_BASE_URL: v.pipe(
    v.string(),
    v.url('OPENAI_BASE_URL must be a URL such as https://api.openai.com/v1'),
  ),
  OPENAI_API_KEY: v.optional(v.string()),
  OPENAI_MODEL: v.pipe(
    v.string('OPENAI_MODEL must name the model to ask, for example gpt-4o-mini'),
    v.minLength(1, 'OPENAI_MODEL must name the model to ask, for example gpt-4o-mini'),
  ),
});

/** Where a real OpenAI-compatible server is, read from the environment. */
export interface ServerSettings {
  readonly baseUrl: string;
  readonly apiKey: string | undefined;
  readonly model: string;
}

/**
 * Reads `OPENAI_BASE_URL`, `OPENAI_API_KEY` and `OPENAI_MODEL`. Without `OPENAI_BASE_URL`
 * there is no server (`undefined`: the scripted model answers); with it, a missing model or
 * an invalid URL is an error that says which variable to fix.
 */
export function readServerSettings(
  environment: Record<string, string | undefined>,
): ServerSettings | undefined {
  if (!environment.OPENAI_BASE_URL) return undefined;
  const parsed = v.safeParse(environmentSchema, {
    OPENAI_BASE_URL: environment.OPENAI_BASE_URL,
    OPENAI_API_KEY: environment.OPENAI_API_KEY || undefined,
    OPENAI_MODEL: environment.OPENAI_MODEL,
  });
  if (!parsed.success) throw new Error(parsed.issues.map((issue) => issue.message).join('; '));
  return {
    baseUrl: parsed.output.OPENAI_BASE_URL,
    apiKey: parsed.output.OPENAI_API_KEY,
    model: parsed.output.OPENAI_MODEL,
  };
}
