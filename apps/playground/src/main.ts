import {
  functionInterfaceSchema,
  getFunctionPath,
  listStandardTranslators,
} from '@ai-toolbox/core';
import * as v from 'valibot';
import { demoInterfaces } from './demo-interfaces.js';

const lines = ['ai-toolbox playground', ''];
lines.push(`Standard translators loaded: ${listStandardTranslators().join(', ') || '(none)'}`);
lines.push('Demo functions, checked against the interface schema:');
for (const functionInterface of demoInterfaces) {
  const result = v.safeParse(functionInterfaceSchema, functionInterface);
  lines.push(`  ${getFunctionPath(functionInterface)}: ${result.success ? 'valid' : 'INVALID'}`);
}
console.log(lines.join('\n'));
