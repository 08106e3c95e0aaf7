/** Cache keys of the Configurazione AI screen: processing refreshes all three. */
export const aiKeys = {
  all: ["ai"] as const,
  configs: ["ai", "configs"] as const,
  usage: ["ai", "usage"] as const,
  localAnalyzer: ["ai", "local-analyzer"] as const,
};
