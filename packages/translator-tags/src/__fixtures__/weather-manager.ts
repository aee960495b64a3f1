import { createToolManager, defineToolbox } from '@ai-toolbox/core';

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Current temperature in a city',
      params: { location: { type: 'string', isRequired: true, description: 'City name' } },
      run: ({ location }) => `21 C in ${location}`,
    },
  },
});

/**
 * Runs a model's answer through a tool manager that uses the family `translator` and holds
 * `weather.get_temp`: each call's name, result and whether it failed, and the results as the
 * family writes them back.
 */
export async function runWeatherAnswer(translator: string, answer: string) {
  const manager = createToolManager({ translator });
  manager.register(weather);
  const result = await manager.executeResponseFunctions(answer);
  return {
    calls: result.calls.map((call) => [call.name, call.result, call.error !== undefined]),
    output: result.functionsOutput,
  };
}
