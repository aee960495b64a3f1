/** This package's version, as servers and clients it makes introduce themselves. */
export const MCP_PACKAGE_VERSION = '0.1.0';
