export { createMcpServer, type McpToolServer } from './create-mcp-server.js';
export { describeMcpContent } from './describe-mcp-content.js';
export { getMcpCallContext, MCP_LOG_LEVELS, type McpCallContext } from './mcp-call-context.js';
export { McpConnectionError } from './mcp-connection-error.js';
export { MAX_FUNCTION_NAME_LENGTH, nameMcpFunctions } from './mcp-function-names.js';
export {
  type McpHttpMountOptions,
  type McpMountOptions,
  type McpStdioMountOptions,
  type McpTransportMountOptions,
  mcpMountOptionsSchema,
} from './mcp-mount-options.js';
export { MCP_PACKAGE_VERSION } from './mcp-package-version.js';
export { McpProtocolError } from './mcp-protocol-error.js';
export {
  DEFAULT_MAX_CONCURRENT_CALLS,
  DEFAULT_MAX_WAITING_CALLS,
  type McpServerOptions,
  mcpServerOptionsSchema,
} from './mcp-server-options.js';
export { McpToolError } from './mcp-tool-error.js';
export { type McpMount, mountMcpServer } from './mount-mcp-server.js';
export {
  type McpHttpEndpoint,
  type McpHttpOptions,
  mcpHttpOptionsSchema,
  serveMcpHttp,
} from './serve-mcp-http.js';
export {
  type McpStdioInput,
  type McpStdioOptions,
  type McpStdioOutput,
  serveMcpStdio,
} from './serve-mcp-stdio.js';
