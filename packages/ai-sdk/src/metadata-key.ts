/**
 * The key of this package's entry in the AI SDK's provider options and metadata: on a tool made
 * by `toAiSdkTools` (`{ path }`), and on a tool call made from text (`TextToolCallMetadata`).
 * Providers read only their own keys, so it never reaches a model.
 */
export const METADATA_KEY = 'aiToolbox';
