import { createToolManager, defineToolbox } from '@ai-toolbox/core';

/** A tool manager with a weather toolbox, and the arguments its function received. */
export function createWeather() {
  const seen: unknown[] = [];
  const manager = createToolManager({ controlFunctions: false });
  manager.register(
    defineToolbox({
      name: 'weather',
      functions: {
        get_temp: {
          description: 'Current temperature in a city',
          params: {
            location: { type: 'string', isRequired: true, description: 'City' },
            days: { type: 'integer', isRequired: false, description: 'Days ahead' },
          },
          run: ({ location, days }) => {
            seen.push({ location, days });
            return `21 degrees in ${location}`;
          },
        },
      },
    }),
  );
  return { manager, seen };
}
