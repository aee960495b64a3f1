import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const defineToolboxModule = fileURLToPath(new URL('./define-toolbox.ts', import.meta.url));

/** The compiler's messages for one file that declares a toolbox, as a user's editor shows them. */
function diagnosticsOf(source: string): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'param-type-'));
  try {
    const file = join(folder, 'toolbox.ts');
    writeFileSync(
      file,
      source.replace('DEFINE_TOOLBOX', defineToolboxModule.replace(/\.ts$/, '.js')),
    );
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      exactOptionalPropertyTypes: true,
      skipLibCheck: true,
      types: [],
    });
    return ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const toolbox = (type: string) => `
import { defineToolbox } from 'DEFINE_TOOLBOX';
export const box = defineToolbox({
  name: 'box',
  functions: {
    f: {
      description: 'f',
      params: { a: { type: '${type}', isRequired: true, description: 'a' } },
      run: ({ a }) => a,
    },
  },
});
`;

describe('a param type typo', () => {
  it('is one error that lists the valid types, not a value that cannot be never', () => {
    const messages = diagnosticsOf(toolbox('strnig'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`Type '"strnig"' is not assignable to type`);
    for (const type of ['string', 'number', 'integer', 'boolean', 'object', 'array']) {
      expect(messages[0]).toContain(`"${type}"`);
    }
    expect(messages[0]).not.toContain('never');
  });

  it('leaves a valid declaration without errors', () => {
    expect(diagnosticsOf(toolbox('string'))).toEqual([]);
  });
});
