import { createChatCompletionsClient } from './chat-completions-client.js';
import { runDemo } from './run-demo.js';
import { readServerSettings } from './server-settings.js';

// The playground's main job: one conversation in ten rounds, one per way a model calls
// functions (five text families, four providers' native message shapes, and a toolbox served
// over MCP), printed step by step. With OPENAI_BASE_URL set, a real OpenAI-compatible server
// answers the rounds that speak Chat Completions instead of the built-in scripted model.
async function main(): Promise<void> {
  const server = readServerSettings(process.env);
  console.log('ai-toolbox playground: the main job, end to end');
  if (server) {
    console.log(`The model: ${server.model} at ${server.baseUrl} (from OPENAI_BASE_URL).`);
    console.log(
      'The Responses, Anthropic and Gemini rounds keep their scripted model: that server ' +
        'speaks Chat Completions, not those message shapes.',
    );
    const client = createChatCompletionsClient({
      baseUrl: server.baseUrl,
      model: server.model,
      ...(server.apiKey ? { apiKey: server.apiKey } : {}),
    });
    await runDemo({ print: (text) => console.log(text), modelFor: () => client });
  } else {
    console.log(
      'The model: a built-in scripted model (set OPENAI_BASE_URL, OPENAI_API_KEY and ' +
        'OPENAI_MODEL to talk to a real OpenAI-compatible server instead).',
    );
    await runDemo({ print: (text) => console.log(text) });
  }
}

main().catch((error: unknown) => {
  console.error(`\nThe run failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
