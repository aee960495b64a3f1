import type { FunctionInterface } from '../function-interface.js';
import { ToolboxValidationError } from '../toolbox-validation-error.js';
import { getParamSlots } from './param-slots.js';
import { readPropertySchemas } from './read-property-schemas.js';
import type { PropertySchema } from './value-schema.js';

/**
 * The arguments a function takes, as property schemas in positional order (the order of
 * {@link getParamSlots}, which translators fill and the pipeline checks in). Objects may carry
 * nested `properties` and arrays nested `items` beyond what core validates at registration;
 * they are read here.
 *
 * @throws {ToolboxValidationError} when a declaration cannot become a schema, such as an
 * `enum` value of another type or `items` on a non-array, naming the function and parameter.
 * @example
 * ```ts
 * interfaceProperties(getTempInterface).map((property) => property.name); // ['city', 'unit']
 * ```
 */
export function interfaceProperties(
  functionInterface: FunctionInterface,
): readonly PropertySchema[] {
  const declarations = new Map<string, unknown>();
  for (const slot of getParamSlots(functionInterface)) {
    // Core accepts `required` or `isRequired` on body fields; one flag keeps them unambiguous.
    const {
      isRequired: _isRequired,
      required: _required,
      ...rest
    } = slot.param as {
      isRequired?: boolean;
      required?: boolean;
    };
    declarations.set(slot.name, { ...rest, required: slot.required });
  }
  return readPropertySchemas(declarations, {
    fail: (path, problem) => {
      throw new ToolboxValidationError({
        toolboxName: functionInterface.domain,
        functionName: functionInterface.name,
        problems: [`parameter '${path}': ${problem}`],
      });
    },
  });
}
