// Run in a fresh process: only translator-tags and the AI SDK package imported, as an
// application that names 'auto' without any other translator package.
import { toolCallingMiddleware } from '@ai-toolbox/ai-sdk';
import { listStandardTranslators } from '@ai-toolbox/core';
import '@ai-toolbox/translator-tags';

const middleware = toolCallingMiddleware({ translator: 'auto' });
const params = await middleware.transformParams({
  type: 'generate',
  params: {
    prompt: [{ role: 'user', content: [{ type: 'text', text: 'How warm is Paris?' }] }],
    tools: [
      {
        type: 'function',
        name: 'weather__get_temp',
        description: 'Current temperature in a city',
        inputSchema: {
          type: 'object',
          properties: { location: { type: 'string', description: 'City' } },
          required: ['location'],
        },
      },
    ],
  },
});
process.stdout.write(
  JSON.stringify({ registered: listStandardTranslators(), system: params.prompt[0]?.content }),
);
