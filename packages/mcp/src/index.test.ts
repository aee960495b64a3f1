import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as mcp from './index.js';

// The public surface changes only on purpose: a renamed or removed export fails here.
describe('public exports of @ai-toolbox/mcp', () => {
  it('are these names', () => {
    expect(Object.keys(mcp).sort()).toEqual([
      'DEFAULT_MAX_CONCURRENT_CALLS',
      'DEFAULT_MAX_WAITING_CALLS',
      'MAX_FUNCTION_NAME_LENGTH',
      'MCP_LOG_LEVELS',
      'MCP_PACKAGE_VERSION',
      'McpConnectionError',
      'McpProtocolError',
      'McpToolError',
      'createMcpServer',
      'describeMcpContent',
      'getMcpCallContext',
      'mcpHttpOptionsSchema',
      'mcpMountOptionsSchema',
      'mcpServerOptionsSchema',
      'mountMcpServer',
      'nameMcpFunctions',
      'serveMcpHttp',
      'serveMcpStdio',
    ]);
  });

  it('resolve by package name through the exports map of the built package', async () => {
    const name = '@ai-toolbox/mcp';
    const byName: object = await import(/* @vite-ignore */ name);
    expect(Object.keys(byName).sort()).toEqual(Object.keys(mcp).sort());
  });

  it('name the version of package.json', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(mcp.MCP_PACKAGE_VERSION).toBe(manifest.version);
  });

  it('recognise their errors across copies of the package, with stable codes', () => {
    const connection = new mcp.McpConnectionError({ serverName: 'fs', message: 'gone' });
    expect(mcp.McpConnectionError.isInstance(connection)).toBe(true);
    expect(mcp.McpProtocolError.isInstance(connection)).toBe(false);
    expect(connection.code).toBe('mcp-connection');
    expect(new mcp.McpProtocolError({ serverName: 'fs', message: 'bad' }).code).toBe(
      'mcp-protocol',
    );
    const tool = new mcp.McpToolError({ toolName: 'read', message: 'no file', content: [] });
    expect([tool.code, tool.name, tool.message]).toEqual(['mcp-tool', 'McpToolError', 'no file']);
  });
});

describe('the built root entry', () => {
  /** The modules a built file imports statically, following our own chunks. */
  function staticImports(file: URL, seen = new Set<string>()): Set<string> {
    const found = new Set<string>();
    if (seen.has(file.href)) return found;
    seen.add(file.href);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /^(?:import|export)\s[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gms,
    )) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('./')) {
        for (const inner of staticImports(new URL(specifier, file), seen)) found.add(inner);
      } else found.add(specifier);
    }
    return found;
  }

  it('loads no Node built-in and no Node-only SDK module until a server is served or a command mounted', () => {
    const imports = [...staticImports(new URL('../dist/index.js', import.meta.url))];
    expect(imports).toContain('@modelcontextprotocol/sdk/client/index.js');
    expect(imports.filter((specifier) => specifier.startsWith('node:'))).toEqual([]);
    expect(
      imports.filter((specifier) => /stdio|streamableHttp|express|hono/.test(specifier)),
    ).toEqual([]);
  });
});
