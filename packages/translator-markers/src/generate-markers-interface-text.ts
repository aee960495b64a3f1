import { type FunctionInterface, getFunctionPath } from '@ai-toolbox/core';
import { getMarkerParamSlots } from './marker-param-slots.js';

/** The line drawn after an interface when a separator is asked for. */
export const MARKERS_SEPARATOR = '----------------------------------------';

/**
 * Renders one interface in marker syntax, the form the model writes its call in, with one
 * line per argument in the order the arguments go:
 *
 * ```text
 * [[weather.get_current_weather:location,unit]]
 * Description: Get current weather information for a location
 * Arguments, in this order:
 * - location (string, required): City name
 * - unit (string): c or f
 * Returns: string
 * ```
 */
export function generateMarkersInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator = false,
): string {
  const slots = getMarkerParamSlots(functionInterface);
  const path = getFunctionPath(functionInterface);
  const head =
    slots.length === 0 ? `[[${path}]]` : `[[${path}:${slots.map((slot) => slot.name).join(',')}]]`;
  const lines = [head, `Description: ${functionInterface.description}`];
  if (slots.length > 0) {
    lines.push('Arguments, in this order:');
    for (const slot of slots) {
      const required = slot.required ? ', required' : '';
      const description = slot.description === '' ? '' : `: ${slot.description}`;
      lines.push(`- ${slot.name} (${slot.type}${required})${description}`);
    }
  }
  lines.push(`Returns: ${functionInterface.returns}`);
  if (useSeparator) lines.push(MARKERS_SEPARATOR);
  return lines.join('\n');
}
