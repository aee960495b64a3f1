import { MODEL_FAMILIES, type ModelFamilyRow } from './model-families.js';

/** The rows of the model table, in its order: a copy, so changing it changes nothing here. */
export function listModelFamilies(): ModelFamilyRow[] {
  return MODEL_FAMILIES.map((row) => ({ ...row, models: [...row.models] }));
}
