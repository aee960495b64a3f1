import { defineToolbox } from '@ai-toolbox/core';

/** Temperatures in °C the weather toolbox knows; fixed, so every run prints the same. */
export const DEMO_TEMPERATURES: ReadonlyMap<string, number> = new Map([
  ['paris', 21],
  ['berlin', 17],
  ['tokyo', 26],
  ['london', 15],
  ['new york', 19],
]);

/** `weather.get_temp`: the temperature of a few known cities, from a fixed table. */
export function createWeatherToolbox() {
  return defineToolbox({
    name: 'weather',
    functions: {
      get_temp: {
        description: 'Current temperature of a city',
        params: {
          location: { type: 'string', isRequired: true, description: 'City name' },
          unit: {
            type: 'string',
            isRequired: false,
            description: 'c (Celsius, the default) or f (Fahrenheit)',
            enum: ['c', 'f'],
          },
        },
        returns: 'number',
        run: ({ location, unit }) => {
          const celsius = DEMO_TEMPERATURES.get(location.trim().toLowerCase());
          if (celsius === undefined) {
            const known = [...DEMO_TEMPERATURES.keys()].join(', ');
            throw new Error(`No weather data for "${location}"; known cities: ${known}`);
          }
          return unit === 'f' ? Math.round((celsius * 9) / 5 + 32) : celsius;
        },
      },
    },
  });
}

/** `math.calculate_power`: base raised to the power of exponent. */
export function createMathToolbox() {
  return defineToolbox({
    name: 'math',
    functions: {
      calculate_power: {
        description: 'Calculate base raised to the power of exponent',
        params: {
          base: { type: 'number', isRequired: true, description: 'The base' },
          exponent: { type: 'number', isRequired: true, description: 'The exponent' },
        },
        returns: 'number',
        run: ({ base, exponent }) => base ** exponent,
      },
    },
  });
}
