import { resolveNativeCallLimits } from '@ai-toolbox/core/kit';
import { describe, expect, it } from 'vitest';
import { decodeToolArguments } from './decode-tool-arguments.js';
import { normalizeParams } from './normalize-param.js';
import { restoreArguments } from './restore-arguments.js';

const limits = resolveNativeCallLimits();
const properties = normalizeParams('t', {
  city: 'str',
  unit: 'str?',
  options: 'dict?',
  range: { type: 'dict?', properties: { from: 'int', to: 'int?' } },
  points: { type: 'list?', items: { type: 'dict', properties: { x: 'float', label: 'str?' } } },
});

function restore(json: string) {
  const decoded = decodeToolArguments(json, limits);
  return restoreArguments(properties, decoded.params, limits.maxArgumentsDepth);
}

describe('restoreArguments', () => {
  it('removes the nulls strict mode adds for optional properties, at every level', () => {
    const restored = restore(
      '{"city":"Paris","unit":null,"options":null,"range":{"from":1,"to":null},"points":[{"x":1,"label":null}]}',
    );
    expect(restored.params).toEqual({ city: 'Paris', range: { from: 1 }, points: [{ x: 1 }] });
    expect(restored.repairs.map((repair) => [repair.code, repair.param])).toEqual([
      ['drop-null', 'unit'],
      ['drop-null', 'options'],
      ['drop-null', 'range.to'],
      ['drop-null', 'points[0].label'],
    ]);
  });

  it('leaves a null for a required property for the pipeline to reject', () => {
    const restored = restore('{"city":null,"range":{"from":null}}');
    expect(restored.params).toEqual({ city: null, range: { from: null } });
    expect(restored.repairs).toEqual([]);
  });

  it('decodes objects sent as JSON text, prototype-free, and reports it', () => {
    const restored = restore('{"city":"Paris","options":"{\\"verbose\\":true}"}');
    expect(restored.params.options).toEqual({ verbose: true });
    expect(Object.getPrototypeOf(restored.params.options)).toBeNull();
    expect(restored.repairs).toEqual([
      {
        code: 'parse-json',
        message: '"options" came as JSON text; it was decoded to an object.',
        param: 'options',
      },
    ]);
  });

  it('leaves text that is not the expected JSON as it is', () => {
    for (const text of ['not json', '[1,2]', '{broken', '{"__proto__":1}']) {
      const restored = restore(JSON.stringify({ city: 'x', options: text }));
      expect(restored.params.options).toBe(text);
      expect(restored.repairs).toEqual([]);
    }
  });

  it('ignores undeclared keys and keys it cannot reach through the prototype', () => {
    const restored = restore('{"city":"x","extra":null,"toString":null}');
    expect(restored.params).toEqual({ city: 'x', extra: null, toString: null });
  });
});
